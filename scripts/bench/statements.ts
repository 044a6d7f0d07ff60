// `npm run bench:statements`: the contexts read (services/contexts.ts listContexts) three ways on PostgreSQL,
// alternated three times, sequential and at 10 at once, with this process's CPU per read: through Prisma's
// $queryRaw with unnamed statements (as at first), through Prisma with named prepared statements
// (server/database/statement-names.ts), and straight through the driver as the app reads it now (Database.read).
// Needs BENCH_DATABASE_URL (or DATABASE_URL) of a database the app has migrated (npm run bench leaves one).
// Prints figures; asserts nothing.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { openDatabase, type Db, type Reader } from '../../server/database/open';
import { checkedRows } from '../../server/database/rows';
import { statementName } from '../../server/database/statement-names';
import { PrismaClient } from '../../server/generated/prisma/client';
import { listContexts } from '../../server/services/contexts';

const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL) is required');
const READS = Number(process.env.BENCH_READS ?? 2_000);

type Way = { label: string; db: Db; read: Reader; close(): Promise<void> };

/** Prisma's raw query, its statements named or not; query events on, as in the app. */
function throughPrisma(named: boolean): Way {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, named ? { statementNameGenerator: statementName } : {}), log: [{ emit: 'event', level: 'query' }] });
  return {
    label: named ? 'Prisma, named  ' : 'Prisma, unnamed',
    db: prisma,
    read: async (statement) => checkedRows(statement, await prisma.$queryRawUnsafe<unknown[]>(statement.sql.text, ...statement.sql.values)),
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function throughDriver(): Promise<Way> {
  const database = await openDatabase({ url, dataDir: 'memory://' });
  return { label: 'driver (read)  ', db: database.prisma, read: database.read, close: () => database.close() };
}

async function measure(way: Way, userId: string): Promise<{ sequential: number; concurrent: number; cpuUs: number }> {
  const scope = { db: way.db, read: way.read, lang: 'en' as const, timeZone: 'UTC', now: new Date(), user: { id: userId } };
  for (let i = 0; i < 200; i += 1) await listContexts(scope);
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

const probe = new pg.Client({ connectionString: url });
await probe.connect();
const [user] = (await probe.query<{ id: string }>('SELECT "userId"::text AS id FROM "Context" LIMIT 1')).rows;
await probe.end();
if (!user) throw new Error('no context in this database: run npm run bench against it first');

console.log(`${READS} contexts reads per measurement (reads/s sequential, reads/s 10 at once, this process's CPU per read)`);
for (let round = 1; round <= 3; round += 1) {
  for (const open of [() => throughPrisma(false), () => throughPrisma(true), throughDriver]) {
    const way = await open();
    try {
      const { sequential, concurrent, cpuUs } = await measure(way, user.id);
      console.log(`  round ${round} ${way.label}: ${sequential.toFixed(0)} sequential, ${concurrent.toFixed(0)} at 10, ${cpuUs.toFixed(0)} µs CPU`);
    } finally {
      await way.close();
    }
  }
}
