import { PGlite, messages, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, withPreparedStatements } from './statements';

// The prepared-statement path must answer exactly what PGlite's own query() answers, take the same locks and fail
// the same way; what it saves is the parsing and planning of each query.

describe('PGlite queries as named prepared statements', () => {
  let client: PGlite;
  let prepared: PGlite;
  const preparedCount = async () =>
    (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'prospera_%'`)).rows[0]!.count;

  beforeAll(async () => {
    client = new PGlite();
    prepared = withPreparedStatements(client);
    await client.exec(`
      CREATE TABLE item (id uuid PRIMARY KEY, name text NOT NULL UNIQUE, tags text[], data jsonb, amount numeric(12, 2),
        at timestamptz, day date, done boolean, n int8);
      INSERT INTO item VALUES ('5d0a3c44-9f1e-4a51-8c2b-7a7e0c1f9b22', 'first', '{a,b}', '{"k": [1, 2]}', 12.5,
        '2026-03-29T01:30:00Z', '2026-03-29', true, 9007199254740993);`);
  });
  afterAll(async () => client.close());

  const QUERIES: [string, unknown[]][] = [
    ['SELECT * FROM item WHERE id = $1', ['5d0a3c44-9f1e-4a51-8c2b-7a7e0c1f9b22']],
    ['SELECT name, $1::text AS echoed, $2::int AS number, $3::boolean AS flag FROM item', ['día ñ "quoted"', 42, false]],
    ['SELECT $1::timestamptz AS at, $2::jsonb AS data, $3::text[] AS list, $4::text AS nothing', [new Date('2026-10-25T00:59:59.999Z'), { a: [1, null] }, ['x', 'y,z'], null]],
    ['SELECT count(*) AS total FROM item WHERE at < $1', [new Date('2027-01-01T00:00:00Z')]],
    // Bytes (sent in binary), text of several bytes per character, NULLs among values, and an answer of ~300 KB,
    // which PGlite hands over in several pieces.
    ['SELECT $1::bytea AS raw, $2::text AS words, NULL::int AS none, $3::int AS after', [Uint8Array.of(0, 1, 254, 255), 'añil 漢字 🎉', 7]],
    ['SELECT repeat($1, 100000) AS long, $2::text AS tail', ['ñé€', 'end']],
  ];

  it('answers what PGlite answers, in both row modes and with a query’s own parsers', async () => {
    const own = { [types.INT8]: (value: string) => BigInt(value) };
    for (const [sql, params] of QUERIES) {
      expect(await prepared.query(sql, params)).toEqual(await client.query(sql, params));
      expect(await prepared.query(sql, params, { rowMode: 'array' })).toEqual(await client.query(sql, params, { rowMode: 'array' }));
      expect(await prepared.query(sql, params, { parsers: own })).toEqual(await client.query(sql, params, { parsers: own }));
    }
    const write = await prepared.query('UPDATE item SET done = $1 WHERE name = $2', [true, 'first']);
    expect({ affectedRows: write.affectedRows, rows: write.rows }).toEqual({ affectedRows: 1, rows: [] });
  });

  it('parses each distinct statement once, however often it runs', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i += 1) await prepared.query('SELECT name FROM item WHERE name = $1 AND $2::int > 0', ['first', i]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('fails as PGlite fails, and the database answers the next query', async () => {
    const error = await prepared.query('INSERT INTO item (id, name) VALUES ($1, $2)', ['0b5d3c2e-8d7f-4c41-9c55-2f1f3c8e2a10', 'first']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_name_key', query: 'INSERT INTO item (id, name) VALUES ($1, $2)' });
    await expect(prepared.query('SELECT * FROM item WHERE id = $1', ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    await expect(prepared.query('SELECT FROM nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await prepared.query('SELECT count(*)::int AS n FROM item')).rows).toEqual([{ n: 1 }]);
  });

  it('passes over notices, as PGlite does', async () => {
    await prepared.query('CREATE TABLE IF NOT EXISTS item (id uuid)', []);
    expect(await prepared.query('CREATE TABLE IF NOT EXISTS item (id uuid)', [])).toEqual(await client.query('CREATE TABLE IF NOT EXISTS item (id uuid)', []));
  });

  it('runs inside a transaction, and a query outside waits until the transaction ends', async () => {
    const order: string[] = [];
    // Prepared already: a prepared statement runs at once when no transaction is open, and must still wait for one.
    await prepared.query('SELECT count(*)::int AS n FROM item');
    let outside: Promise<unknown> | undefined;
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('INSERT INTO item (id, name) VALUES ($1, $2)', ['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'second']);
        outside = prepared.query('SELECT count(*)::int AS n FROM item').then((result) => order.push(`outside saw ${(result.rows[0] as { n: number }).n}`));
        expect((await tx.query('SELECT count(*)::int AS n FROM item')).rows).toEqual([{ n: 2 }]);
        order.push('transaction done');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 1']);
    const committed = await prepared.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES ($1, $2)', ['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'second']);
      return (await tx.query('SELECT name FROM item ORDER BY name')).rows;
    });
    expect(committed).toEqual([{ name: 'first' }, { name: 'second' }]);
    await prepared.query('DELETE FROM item WHERE name = $1', ['second']);
  });

  it('lets the event loop take a turn before each query and each transaction, as a networked database would', async () => {
    const sql = 'SELECT count(*)::int AS n FROM item';
    await prepared.query(sql);
    const order: string[] = [];
    // What an arriving request's I/O callback stands for: it runs before a query that was asked for after it.
    const arrives = (name: string) => setImmediate(() => order.push(name));
    arrives('request 1');
    const chain = prepared.query(sql).then(async () => {
      order.push('query 1');
      arrives('request 2');
      await prepared.query(sql);
      order.push('query 2');
      arrives('request 3');
      await prepared.transaction(async (tx) => {
        await tx.query(sql);
        order.push('transaction');
      });
    });
    await chain;
    expect(order).toEqual(['request 1', 'query 1', 'request 2', 'query 2', 'request 3', 'transaction']);
  });

  it('keeps a bounded number of statements, closing the oldest', async () => {
    for (let i = 0; i <= MAX_PREPARED_STATEMENTS; i += 1) await prepared.query(`SELECT ${i} AS n, $1::text AS t`, ['x']);
    expect(await preparedCount()).toBe(MAX_PREPARED_STATEMENTS);
    expect((await prepared.query('SELECT 0 AS n, $1::text AS t', ['again'])).rows).toEqual([{ n: 0, t: 'again' }]);
  });
});
