import { messages, parse, protocol, type ParserOptions, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { bindExecuteSync, columnsOf, readResults, type Columns, type WireValue } from './wire';

const { serialize } = protocol;

/** How many prepared statements the embedded database keeps: the app sends a few hundred distinct statements. */
export const MAX_PREPARED_STATEMENTS = 500;

/** A prepared statement: its name, its parameters' types and its rows' columns (null: it returns none). */
type Prepared = { name: string; paramTypes: number[]; columns: Columns | null };

/**
 * PGlite with the queries of Prisma's PGlite adapter run as named prepared statements.
 *
 * PGlite's query() parses and plans every query afresh, in six calls into its WebAssembly (Parse, Describe, Bind,
 * Describe, Execute, Sync). Here each distinct SQL text is parsed once (Parse and Describe, which names its
 * parameters' types and describes its rows), and every query is one call: Bind, Execute and Sync of the named
 * statement, its rows read with the columns kept from the preparation. A one-row read fell from ~320 to ~90 µs,
 * and by half again once its messages were written and read by pglite-wire.ts instead of PGlite's protocol classes.
 * Results are what PGlite's query() gives: the same type parsers (merged with the query's once, not on every
 * query), the same row modes and counts; a failed query throws PGlite's DatabaseError with the query and its
 * parameters; a query never runs inside another's transaction, and one inside a transaction runs in it. Everything
 * else (exec, the migrations' and health check's SQL) is PGlite's.
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
      columns: columnsOf(answer.find((message) => message.name === 'rowDescription')),
    };
    statements.set(sql, prepared);
    return prepared;
  }

  /** A failed query's DatabaseError carries the query and its parameters, as PGlite's query() reports it. */
  function reported(error: unknown, sql: string, params: unknown[], options: QueryOptions | undefined): unknown {
    if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: options });
    return error;
  }

  async function protocolCall(parts: Uint8Array[], sql: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await client.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      throw reported(error, sql, params, options);
    }
  }

  /**
   * Binds and executes the statement (prepared first if new) and reads its rows. For a statement already prepared,
   * nothing is awaited before the exchange with PGlite, which happens within the call.
   */
  async function run<T>(sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const prepared = statements.get(sql) ?? (await prepare(sql, options));
    const values = params.map((value, index): WireValue => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // What PGlite does with a parameter of a type it has no serializer for (text, uuid, numbers): its text.
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    // No Describe: the rows' columns are the ones the statement got when it was prepared.
    const chunks: Buffer[] = [];
    // PGlite hands over views of its WebAssembly memory, valid only during the call: each is copied.
    await client.execProtocolRawStream(bindExecuteSync(prepared.name, values), { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
    let result: Results<T>;
    try {
      result = readResults<T>(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), prepared.columns, parsersOf(options), options?.rowMode);
    } catch (error) {
      throw reported(error, sql, params, options);
    }
    if (!inTransaction) await client.syncToFs();
    return result;
  }

  const query = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    await eventLoopTurn();
    // A statement already prepared, with no transaction open, runs at once. Its exchange with PGlite is synchronous
    // (no await between this check and the answer), so no other query or transaction can come between: that is
    // all PGlite's two locks would ensure, and queuing in them cost ~10% of a one-row read's CPU under load. Any
    // other query (to prepare, or waiting for a transaction) takes the locks as PGlite's query() does.
    if (statements.has(sql) && client.ready && !client.isInTransaction()) return run<T>(sql, params, options, false);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client.runExclusive(() => run<T>(sql, params, options, false)));
  };

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await eventLoopTurn();
    return client.transaction((tx) => {
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
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (this: PGlite, ...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Resolves once the event loop has had a turn (after the I/O that is ready now). PGlite answers within the call, so
 * without it a request's queries ran back to back in one chain of promises, holding the loop: a login's statements
 * (four, then) kept every read that had arrived meanwhile waiting, where a networked database lets the loop serve
 * other sockets while each query travels. Each query, and each transaction as it begins, now waits for that turn;
 * the queries inside a transaction do not, since nothing else may run in the database until it ends.
 */
function eventLoopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
