// `npx tsx scripts/bench/lists.ts`: GET /actions/me with 1,000 actions, sequential requests over loopback, beside the
// same query in raw SQL in the same run; the full list and the paged form (?limit=200, all pages). PGlite always,
// PostgreSQL too when DATABASE_URL is set. Prints figures; asserts nothing.
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/database/open';
import { loadEnv } from '../../server/env';
import { prepareUser } from './api';
import { settleStatistics } from './statistics';

const ACTIONS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PAGE = 200;

const RAW_LIST_SQL = `
  SELECT a.id, a."goalId", a."contextId", a.title, a.description, a.energy, a."timeEstimate", a."dueDate", a.completed,
         a."completedAt", a."baseCapitalCents", a."createdAt", c.name AS "contextName", cu.code AS "currencyCode",
         g."goalType", g.content, p.id AS "projectId", p.title AS "projectTitle", p.status AS "projectStatus"
  FROM "Action" a
  JOIN "Context" c ON c.id = a."contextId"
  JOIN "Currency" cu ON cu.id = a."currencyId"
  JOIN "Goal" g ON g.id = a."goalId"
  JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
  JOIN "Project" p ON p.id = d."projectId"
  WHERE a."userId" = $1
  ORDER BY a."dueDate", a."createdAt", a.id`;

async function timed(rounds: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i += 1) await run();
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) await run();
  return (performance.now() - started) / rounds;
}

async function bench(label: string, url: string | undefined): Promise<void> {
  const env = loadEnv({
    NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JWT_SECRET: 'l'.repeat(40),
    RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'none', ...(url ? { DATABASE_URL: url } : {}),
  });
  const database: Database = await openDatabase({ url, dataDir: 'memory://' });
  const app = await buildApp({ env, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const user = await prepareUser(base);
    const first = await user.api.call<{ id: string }>('POST', '/actions/add', { goalId: user.goalId, contextId: user.contextId, title: 'Bench action', dueDate: user.dueDate, baseCapital: 12.5, currencyCode: 'USD' })
      .then(async ({ id }) => (await database.sql.query<{ id: string; userId: string }>(`SELECT id, "userId" FROM "Action" WHERE id = $1::uuid`, [id]))[0]!);
    // The rest are copies of the first with their own id and creation time, spread over 60 due dates.
    await database.sql.query(
      `INSERT INTO "Action" (id, "userId", "goalId", "contextId", "currencyId", title, description, energy, "timeEstimate", "dueDate",
         "baseCapitalCents", completed, "completedAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), a."userId", a."goalId", a."contextId", a."currencyId", a.title, a.description, a.energy, a."timeEstimate",
         a."dueDate" + (n % 60), a."baseCapitalCents", n % 5 = 0, CASE WHEN n % 5 = 0 THEN a."createdAt" END,
         a."createdAt" + n * interval '1 second', a."updatedAt"
       FROM "Action" a, generate_series(1, $1::int) n
       WHERE a.id = $2::uuid`,
      [ACTIONS - 1, first.id],
    );
    await settleStatistics(database);
    const userId = first.userId;
    const headers = { authorization: `Bearer ${user.api.token}` };
    const get = async (path: string) => {
      const response = await fetch(`${base}/api/v1${path}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return text;
    };
    const full = await get('/actions/me');
    const fullCount = (JSON.parse(full) as { actions: unknown[] }).actions.length;
    if (fullCount !== ACTIONS) throw new Error(`expected ${ACTIONS} actions, got ${fullCount}`);

    const raw = await timed(ROUNDS, () => database.sql.query(RAW_LIST_SQL, [userId]));
    const fullMs = await timed(ROUNDS, () => get('/actions/me'));
    console.log(`\n== ${label}: ${ACTIONS} actions, ${ROUNDS} sequential requests ==`);
    console.log(`raw SQL of the list query      ${raw.toFixed(1)} ms`);
    console.log(`GET /actions/me (full list)    ${fullMs.toFixed(1)} ms  (${(fullMs / raw).toFixed(1)}x raw SQL), ${Buffer.byteLength(full)} bytes, ${(Buffer.byteLength(full) / ACTIONS).toFixed(0)} bytes/action`);

    const probe = await fetch(`${base}/api/v1/actions/me?limit=${PAGE}`, { headers });
    if (probe.ok) {
      let pageBytes = 0;
      const allPages = async () => {
        pageBytes = 0;
        let cursor: string | null = null;
        let pages = 0;
        do {
          const text = await get(`/actions/me?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          pageBytes += Buffer.byteLength(text);
          cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
          pages += 1;
        } while (cursor);
        return pages;
      };
      const pages = await allPages();
      const pagedMs = await timed(Math.max(3, Math.round(ROUNDS / 3)), allPages);
      const firstPage = await timed(ROUNDS, () => get(`/actions/me?limit=${PAGE}`));
      console.log(`GET ?limit=${PAGE}, first page      ${firstPage.toFixed(1)} ms`);
      console.log(`GET ?limit=${PAGE}, all ${pages} pages     ${pagedMs.toFixed(1)} ms  (${(pagedMs / raw).toFixed(1)}x raw SQL), ${pageBytes} bytes, ${(pageBytes / ACTIONS).toFixed(0)} bytes/action (${((100 * pageBytes) / Buffer.byteLength(full)).toFixed(0)}% of the full list)`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await bench('PGlite', undefined);
if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
