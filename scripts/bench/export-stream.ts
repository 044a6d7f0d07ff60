// `npm run bench:export`: the heavy person's export, whole against streamed (issue 38; docs/decisions/2026-12-03-export-streamed.md).
// On the PostgreSQL of BENCH_DATABASE_URL it seeds prospera_bench_xs (the heavy person of bench:scale, 5,000 actions,
// beside 9 typical people; reused when seeded today), then for each size of the heavy person's history (--actions,
// default 5000,20000: the seeded actions, then copies of them up to the number) starts a fresh server (the built
// bundle) per variant and times sequential requests:
// - baseline, in the same run: the whole document as it was built before, tRPC's users.export (every action in one
//   read, one object, one string), and the REST JSON and CSV with EXPORT_BATCH_ACTIONS above the history (one batch);
// - streamed: the REST JSON and CSV with the default batch of 500.
// Prints the median and p95, the bytes, the server's resident memory before the requests and its peak during them
// (Linux: VmHWM after clear_refs). Options: --requests 10, --actions 5000,20000, --old-space-mb N (the servers' V8 heap
// limit, --max-old-space-size: a variant that does not fit is reported as failed). Asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PASSWORD, SERVER_ENV, seedSize } from './scale-seed';
import { residentMegabytes, startServer } from './servers';

const { values: options } = parseArgs({
  options: { requests: { type: 'string', default: '10' }, actions: { type: 'string', default: '5000,20000' }, 'old-space-mb': { type: 'string' } },
});
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('BENCH_DATABASE_URL must name a PostgreSQL database the bench may use to create prospera_bench_xs');
  process.exit(1);
}
const REQUESTS = Number(options.requests);
const SIZES = options.actions.split(',').map(Number);
const HEAP_LIMIT: Record<string, string> = options['old-space-mb'] ? { NODE_OPTIONS: `--max-old-space-size=${Number(options['old-space-mb'])}` } : {};

type Variant = { label: string; path: string; batch?: number };
const VARIANTS: Variant[] = [
  { label: 'whole: tRPC users.export', path: '/api/trpc/users.export' },
  { label: 'JSON, one batch', path: '/api/v1/users/export', batch: 1_000_000 },
  { label: 'JSON, streamed (500)', path: '/api/v1/users/export' },
  { label: 'CSV, one batch', path: '/api/v1/users/export/actions.csv', batch: 1_000_000 },
  { label: 'CSV, streamed (500)', path: '/api/v1/users/export/actions.csv' },
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Resets the process's peak resident size (Linux clear_refs 5). */
function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function highWaterMegabytes(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:')) ?? '';
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** Copies of the heavy person's actions (new ids, no series) until they hold `count`; their targets are not copied. */
async function topUp(url: string, email: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const held = async () =>
      (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Action" a JOIN "User" u ON u.id = a."userId" WHERE u.email = $1`, [email])).rows[0]!.n;
    let now = await held();
    while (now < count) {
      await client.query(
        `INSERT INTO "Action" SELECT (jsonb_populate_record(NULL::"Action", to_jsonb(a) || jsonb_build_object('id', gen_random_uuid(), 'seriesId', NULL))).*
         FROM "Action" a JOIN "User" u ON u.id = a."userId" WHERE u.email = $1 ORDER BY a.id LIMIT $2`,
        [email, count - now],
      );
      now = await held();
    }
    return now;
  } finally {
    await client.end();
  }
}

type Figure = { medianMs: number; p95Ms: number; bytes: number; idleMb: number; peakMb: number; status: number };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The variant's figures, or null when its server died during the requests (out of memory under --old-space-mb). */
async function measure(url: string, email: string, variant: Variant): Promise<Figure | null> {
  const server = await startServer({ ...SERVER_ENV, ...HEAP_LIMIT, DATABASE_URL: url, ...(variant.batch ? { EXPORT_BATCH_ACTIONS: String(variant.batch) } : {}) });
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const once = async () => {
      const started = performance.now();
      const response = await fetch(server.url + variant.path, { headers: { authorization: `Bearer ${token}` } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { ms: performance.now() - started, bytes, status: response.status };
    };
    const idleMb = residentMegabytes(server.pid);
    resetPeak(server.pid);
    await once();
    const times: number[] = [];
    let last = { ms: 0, bytes: 0, status: 0 };
    for (let round = 0; round < REQUESTS; round += 1) {
      last = await once();
      times.push(last.ms);
    }
    return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes: last.bytes, idleMb, peakMb: highWaterMegabytes(server.pid), status: last.status };
  } catch (error) {
    // A server out of memory closes its sockets while V8 writes its report: give it time to exit.
    for (let wait = 0; wait < 50 && alive(server.pid); wait += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    if (alive(server.pid)) throw error;
    return null;
  } finally {
    if (alive(server.pid)) await server.stop();
  }
}

const seeded = await seedSize(adminUrl, 'XS', { reseed: false, log: (line) => console.log(line) });
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
for (const size of SIZES) {
  const actions = await topUp(seeded.url, seeded.heavyEmail, size);
  const figures: Record<string, Figure> = {};
  for (const variant of VARIANTS) {
    const figure = await measure(seeded.url, seeded.heavyEmail, variant);
    if (!figure) {
      console.log(`${String(actions).padStart(6)} actions  ${variant.label.padEnd(26)} failed: the server ran out of memory`);
      continue;
    }
    figures[variant.label] = figure;
    const line = `${String(actions).padStart(6)} actions  ${variant.label.padEnd(26)} ${figure.medianMs.toFixed(0).padStart(6)} ms (p95 ${figure.p95Ms.toFixed(0)})  ${mb(figure.bytes).padStart(9)}  RSS ${figure.idleMb.toFixed(0)} MB idle, peak ${figure.peakMb.toFixed(0)} MB (+${(figure.peakMb - figure.idleMb).toFixed(0)})${figure.status === 200 ? '' : ` HTTP ${figure.status}`}`;
    console.log(line);
  }
  const whole = figures['whole: tRPC users.export'];
  const streamed = figures['JSON, streamed (500)'];
  if (whole && streamed) console.log(`${String(actions).padStart(6)} actions  streamed/whole: time ${(streamed.medianMs / whole.medianMs).toFixed(2)}x, peak RSS above idle ${(streamed.peakMb - streamed.idleMb).toFixed(0)} MB against ${(whole.peakMb - whole.idleMb).toFixed(0)} MB`);
}
const load = os.loadavg().map((value) => value.toFixed(1)).join(' ');
const limit = options['old-space-mb'] ? `, servers' old space ${options['old-space-mb']} MB` : '';
console.log(`\n${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? ''}, load ${load}, ${REQUESTS} requests each after 1 warm-up${limit}`);
