// `npm run bench:pglite`: the bench's one-row read (the contexts list, services/contexts.ts) on one embedded
// database two ways, alternated three times, sequential and at 10 at once, with this process's CPU per read:
// through PGlite's public query() (which parses and plans every query afresh), and through the prepared path of
// server/database/pglite/statements.ts that the app reads with. Prints figures and the ratio; asserts nothing.
import { PGlite, type Results } from '@electric-sql/pglite';
import { checkedRows, type Reader } from '../../server/database/rows';
import { migrate } from '../../server/database/migrate';
import { withPreparedStatements } from '../../server/database/pglite/statements';
import type { SqlRunner } from '../../server/database/sql';
import { listContexts } from '../../server/services/contexts';
import type { UserScope } from '../../server/services/service-context';

const READS = Number(process.env.BENCH_READS ?? 5_000);

type Query = <Row>(sql: string, params: unknown[]) => Promise<Results<Row>>;
type Way = { label: string; query: Query };

const client = new PGlite();
const runner: SqlRunner = {
  exec: async (script) => void (await client.exec(script)),
  query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
  withLock: (fn) => fn(runner),
};
await migrate(runner);
const [currency] = await runner.query<{ id: string }>(`INSERT INTO "Currency" (id, code, symbol, "order") VALUES (gen_random_uuid(), 'EUR', '€', 1) RETURNING id::text`);
const [user] = await runner.query<{ id: string }>(
  `INSERT INTO "User" (id, email, "currencyId", "termsAcceptedAt", "updatedAt") VALUES (gen_random_uuid(), 'bench@example.com', $1, now(), now()) RETURNING id::text`,
  [currency!.id],
);
for (const name of ['@casa', '@trabajo', '@ordenador', '@recados']) {
  await runner.query(`INSERT INTO "Context" (id, "userId", name, "normalizedName") VALUES (gen_random_uuid(), $1, $2, $2)`, [user!.id, name]);
}

const prepared = withPreparedStatements(client);
const ways: Way[] = [
  { label: 'PGlite query()  ', query: (sql, params) => client.query(sql, params) },
  { label: 'prepared path   ', query: (sql, params) => prepared.query(sql, params) },
];

async function measure(way: Way): Promise<{ sequential: number; concurrent: number; cpuUs: number }> {
  const read: Reader = async (statement) => checkedRows(statement, (await way.query(statement.sql.text, statement.sql.values)).rows);
  const scope = { read, lang: 'en', timeZone: 'UTC', now: new Date(), user: { id: user!.id } } as unknown as UserScope;
  for (let i = 0; i < 500; i += 1) await listContexts(scope);
  const cpu = process.cpuUsage();
  let started = performance.now();
  for (let i = 0; i < READS; i += 1) await listContexts(scope);
  const sequential = READS / ((performance.now() - started) / 1000);
  started = performance.now();
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let i = 0; i < READS / 10; i += 1) await listContexts(scope);
  }));
  const concurrent = READS / ((performance.now() - started) / 1000);
  const used = process.cpuUsage(cpu);
  return { sequential, concurrent, cpuUs: (used.user + used.system) / (2 * READS) };
}

console.log(`${READS} contexts reads per measurement on PGlite in memory (reads/s sequential, reads/s 10 at once, CPU per read)`);
const totals = new Map<string, number[]>();
for (let round = 1; round <= 3; round += 1) {
  for (const way of ways) {
    const { sequential, concurrent, cpuUs } = await measure(way);
    totals.set(way.label, [...(totals.get(way.label) ?? []), cpuUs]);
    console.log(`  round ${round} ${way.label}: ${sequential.toFixed(0)} sequential, ${concurrent.toFixed(0)} at 10, ${cpuUs.toFixed(1)} µs CPU`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const [publicCpu, preparedCpu] = ways.map((way) => median(totals.get(way.label)!));
console.log(`median CPU per read: PGlite query() ${publicCpu!.toFixed(1)} µs, prepared path ${preparedCpu!.toFixed(1)} µs: query() costs ${(publicCpu! / preparedCpu!).toFixed(2)}x`);
await client.close();
