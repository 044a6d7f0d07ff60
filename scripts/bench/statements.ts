// `npm run bench:statements`: the contexts read (services/user-contexts.ts listContexts) through Prisma on
// PostgreSQL with unnamed statements (as before) and named prepared ones (server/database/statement-names.ts),
// alternated three times, sequential and at 10 at once. Needs BENCH_DATABASE_URL (or DATABASE_URL) of a database
// the app has migrated (npm run bench leaves one). Prints figures; asserts nothing.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../../server/generated/prisma/client';
import { statementName } from '../../server/database/statement-names';
import { listContexts } from '../../server/services/user-contexts';

const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL) is required');
const READS = Number(process.env.BENCH_READS ?? 2_000);

async function readsPerSecond(named: boolean): Promise<{ sequential: number; concurrent: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Query events on, as in the app (server/database/open.ts).
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, named ? { statementNameGenerator: statementName } : {}), log: [{ emit: 'event', level: 'query' }] });
  try {
    const [user] = await prisma.$queryRaw<{ id: string }[]>`SELECT "userId" AS id FROM "Context" LIMIT 1`;
    if (!user) throw new Error('no context in this database: run npm run bench against it first');
    const scope = { db: prisma, lang: 'en' as const, timeZone: 'UTC', now: new Date(), user };
    for (let i = 0; i < 200; i += 1) await listContexts(scope);
    let started = performance.now();
    for (let i = 0; i < READS; i += 1) await listContexts(scope);
    const sequential = READS / ((performance.now() - started) / 1000);
    started = performance.now();
    await Promise.all(Array.from({ length: 10 }, async () => {
      for (let i = 0; i < READS / 10; i += 1) await listContexts(scope);
    }));
    const concurrent = READS / ((performance.now() - started) / 1000);
    return { sequential, concurrent };
  } finally {
    await prisma.$disconnect();
    await pool.end();
  }
}

console.log(`${READS} contexts reads per measurement (reads/s: sequential, 10 at once)`);
for (let round = 1; round <= 3; round += 1) {
  for (const named of [false, true]) {
    const { sequential, concurrent } = await readsPerSecond(named);
    console.log(`  round ${round} ${named ? 'named  ' : 'unnamed'}: ${sequential.toFixed(0)} sequential, ${concurrent.toFixed(0)} at 10`);
  }
}
