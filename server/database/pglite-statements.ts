import { messages, parse, protocol, type ParserOptions, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many prepared statements the embedded database keeps: the app sends a few hundred distinct statements. */
export const MAX_PREPARED_STATEMENTS = 500;

/** A prepared statement: its name, its parameters' types and the description of its rows (null: it returns none). */
type Prepared = { name: string; paramTypes: number[]; rowDescription: messages.BackendMessage | null };

/**
 * PGlite with the queries of Prisma's PGlite adapter run as named prepared statements.
 *
 * PGlite's query() parses and plans every query afresh, in six calls into its WebAssembly (Parse, Describe, Bind,
 * Describe, Execute, Sync). Here each distinct SQL text is parsed once (Parse and Describe, which names its
 * parameters' types and describes its rows), and every query is one call: Bind, Execute and Sync of the named
 * statement, its rows read with the description kept from the preparation. A one-row read fell from ~320 to
 * ~90 µs. Results, errors, type conversion and locking are PGlite's own: the results are read by its parseResults
 * with its parsers (merged with the query's once, not on every query), a failed query throws its DatabaseError
 * with the query and its parameters, a query outside a transaction waits for any transaction as query() does, and
 * one inside a transaction runs in it. Everything else (exec, the migrations' and health check's SQL) is PGlite's.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  // Insertion order is preparation order: past the bound, the oldest statement is closed to make room.
  const statements = new Map<string, Prepared>();
  let counter = 0;
  // parseResults merges a query's own parsers into PGlite's whole table on every call, which cost a fifth of a
  // read's CPU: the adapter passes the same parsers with every query, so each merge is made once.
  const mergedParsers = new WeakMap<ParserOptions, PGlite['parsers']>();
  const parsersOf = (options: QueryOptions | undefined): PGlite['parsers'] => {
    if (!options?.parsers) return client.parsers;
    let parsers = mergedParsers.get(options.parsers);
    if (!parsers) mergedParsers.set(options.parsers, (parsers = { ...client.parsers, ...options.parsers }));
    return parsers;
  };

  async function prepare(sql: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `prospera_${(counter += 1)}`;
    const closing: Uint8Array[] = [];
    if (statements.size >= MAX_PREPARED_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value!;
      statements.delete(oldestSql);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const answer = await protocolCall(
      [...closing, serialize.parse({ name, text: sql, types: options?.paramTypes ?? [] }), serialize.describe({ type: 'S', name }), serialize.sync()],
      sql,
      [],
      options,
    );
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === 'rowDescription') ?? null,
    };
    statements.set(sql, prepared);
    return prepared;
  }

  async function protocolCall(parts: Uint8Array[], sql: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await client.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      // As PGlite's query() reports a failed query.
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  async function run<T>(sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const { name, paramTypes, rowDescription } = statements.get(sql) ?? (await prepare(sql, options));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // What PGlite does with a parameter of a type it has no serializer for (text, uuid, numbers): its text.
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    // No Describe: the rows' description is the one the statement got when it was prepared.
    const answer = await protocolCall([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()], sql, params, options);
    if (!inTransaction) await client.syncToFs();
    const messages = rowDescription ? [rowDescription, ...answer] : answer;
    return parse.parseResults(messages, parsersOf(options), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  const query = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client.runExclusive(() => run<T>(sql, params, options, false)));
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction((tx) => {
      const inside = Object.create(tx, {
        query: {
          value: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (tx.closed) throw new Error('Transaction is closed');
            return client.runExclusive(() => run<R>(sql, params, options, true));
          },
        },
      }) as Transaction;
      return callback(inside);
    });

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (this: PGlite, ...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
