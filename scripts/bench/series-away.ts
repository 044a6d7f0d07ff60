// `npm run bench:series`: the reads issue 35 found freezing the server, for a person running the most recurring series
// allowed (MAX_RUNNING_SERIES, all daily), measured one day after they started (the baseline, in the same run), once
// the missed days the lists show are full, and 95 days later: GET /actions/me, /actions/now, /weeks/me and /analytics/me, sequential requests over loopback, with
// GET /health/live asked over and over beside them. PGlite always, PostgreSQL too when DATABASE_URL is set (its
// migrations run there: give it a database of its own). Prints figures; asserts nothing.
import { addDays } from '../../domain/rules/dates';
import { MAX_RUNNING_SERIES, MISSED_DAYS_SHOWN } from '../../domain/rules/series-occurrences';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/database/open';
import { loadEnv } from '../../server/env';
import { prepareUser } from './api';
import { settleStatistics } from './statistics';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY_MS = 86_400_000;
const READS = ['/actions/me', '/actions/now', '/weeks/me', '/analytics/me'] as const;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function bench(label: string, url: string | undefined): Promise<void> {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const env = loadEnv({
    NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JWT_SECRET: 's'.repeat(40),
    RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'none', ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase({ url, dataDir: 'memory://' });
  const app = await buildApp({ env, database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const user = await prepareUser(base);
    const today = clock().toISOString().slice(0, 10);
    const { detail } = (await user.api.call<{ projects: { detail: { endDate: string } }[] }>('GET', '/projects/me')).projects[0]!;
    const first = addDays(today, 2);
    for (let index = 0; index < MAX_RUNNING_SERIES; index += 1) {
      await user.api.call('POST', '/actions/add', {
        goalId: user.goalId, contextId: user.contextId, title: `Serie ${index}`, dueDate: first, baseCapital: 1, repeat: { everyDays: 1, until: detail.endDate },
      });
    }
    await settleStatistics(database);

    const measure = async (daysAfterFirst: number) => {
      offsetMs = (2 + daysAfterFirst) * DAY_MS;
      user.api.token = (await user.api.call<{ access_token: string }>('POST', '/auth/login', { email: user.email, password: user.password })).access_token;
      const headers = { authorization: `Bearer ${user.api.token}`, 'x-time-zone': 'UTC' };
      const get = async (path: string) => {
        const response = await fetch(`${base}/api/v1${path}`, { headers });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
        return text;
      };
      const rows: string[] = [];
      for (const path of READS) {
        for (let warm = 0; warm < 3; warm += 1) await get(path);
        const health: number[] = [];
        let reading = true;
        const probe = (async () => {
          while (reading) {
            const started = performance.now();
            await fetch(`${base}/api/v1/health/live`);
            health.push(performance.now() - started);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        const times: number[] = [];
        let bytes = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          const started = performance.now();
          bytes = Buffer.byteLength(await get(path));
          times.push(performance.now() - started);
        }
        reading = false;
        await probe;
        rows.push(
          `${path.padEnd(14)} median ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}  ${String(bytes).padStart(8)} bytes` +
            `   | /health/live beside it: median ${ms(percentile(health, 50))}  max ${ms(Math.max(...health))} (${health.length} probes)`,
        );
      }
      const idle: number[] = [];
      for (let round = 0; round < 50; round += 1) {
        const started = performance.now();
        await fetch(`${base}/api/v1/health/live`);
        idle.push(performance.now() - started);
      }
      console.log(`\n-- ${daysAfterFirst} day(s) after the series started (${ROUNDS} sequential requests each) --`);
      console.log(`/health/live alone: median ${ms(percentile(idle, 50))}  max ${ms(Math.max(...idle))}`);
      for (const row of rows) console.log(row);
    };
    console.log(`\n== ${label}: ${MAX_RUNNING_SERIES} daily series ==`);
    await measure(1);
    await measure(MISSED_DAYS_SHOWN + 1);
    await measure(95);
  } finally {
    await app.close();
    await database.close();
  }
}

await bench('PGlite', undefined);
if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
