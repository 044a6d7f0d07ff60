// `npm run bench`: every figure of issue 18, three runs each, beside a bare Fastify hello-world measured in the
// same run, on PGlite and on PostgreSQL (DATABASE_URL or BENCH_DATABASE_URL). Prints median and spread (min-max)
// and the ratio to bare Fastify, and writes a JSON summary to bench-results/ (git-ignored). Asserts nothing.
// Beside each share of bare Fastify's requests per second, the server process's CPU time per request (Linux's
// /proc) and bare Fastify's as a share of it: autocannon and the server share the cores, so the first moves with
// the machine's load and the second much less. PostgreSQL's own CPU is in neither (PGlite's is in the server's).
// BENCH_DURATION (s, default 3) per measurement, after BENCH_WARM_UP (s, default 1) not counted; BENCH_RUNS (default 3).
// The data is written once per database, then given current statistics (statistics.ts) before the runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/database/open';
import { fillActions, prepareUser, type BenchUser } from './api';
import { cpuMilliseconds, residentMegabytes, startProcess, startServer, type Running } from './servers';
import { settleStatistics } from './statistics';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 1);
const CONNECTIONS = 10;
const ACTIONS = 1_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';

type Figures = { rps: number; p50: number; p99: number; errors: number; cpuUs: number };
/** pid: the server process, whose CPU time per answered request is measured. */
type Target = { method?: 'GET' | 'POST'; url: string; token?: string; body?: unknown; pid?: number };

/** Runs the load for `duration` seconds; `answered` hears the latency of each 2xx answer (ms, with fractions). */
function load(target: Target, duration: number, answered?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const running = autocannon(options(target, duration), (error: Error | null, result) => (error ? reject(error) : resolve(result)));
    if (answered) {
      running.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) answered(ms);
      });
    }
  });
}

function options(target: Target, duration: number): autocannon.Options {
  return {
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  };
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** The target's figures over DURATION_S, after WARM_UP_S of the same load (compiled code, settled heap) not counted. */
async function measure(target: Target): Promise<Figures> {
  if (WARM_UP_S > 0) await load(target, WARM_UP_S);
  const cpuBefore = target.pid === undefined ? Number.NaN : cpuMilliseconds(target.pid);
  // Latencies as autocannon times each answer (fractions of a millisecond): its own percentiles keep whole
  // milliseconds, which at a p99 of 1-2 ms made a ratio of two of them jump between 1x, 2x and 3x.
  const latencies: number[] = [];
  const result = await load(target, DURATION_S, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  // Requests answered over the whole measurement (autocannon's per-second average reads 0 below one a second);
  // with no answer in the time given there is no latency to report (autocannon would say 0 ms).
  const answered = result.requests.total > 0 && latencies.length > 0;
  return {
    rps: result.requests.total / result.duration,
    p50: answered ? percentile(latencies, 0.5) : Number.NaN,
    p99: answered ? percentile(latencies, 0.99) : Number.NaN,
    errors: result.non2xx + result.errors,
    cpuUs: target.pid === undefined || !answered ? Number.NaN : ((cpuMilliseconds(target.pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

/** One run's figures: name -> value. Ratios are taken against the bare Fastify of the same run. */
type Run = Record<string, number>;

/** What each figure is and, where issue 18 sets one, its target. */
const FIGURES: { key: string; label: string; unit: string; target?: (db: DbKind) => string }[] = [
  { key: 'bare.rps', label: 'bare Fastify GET / (hello world)', unit: 'req/s' },
  { key: 'bare.rssMb', label: 'bare Fastify idle RSS', unit: 'MB' },
  { key: 'bare.cpuUs', label: '  server process CPU per request', unit: 'µs' },
  { key: 'session.rps', label: 'JWT only: GET /auth/session', unit: 'req/s' },
  { key: 'session.ratio', label: '  share of bare Fastify', unit: '%', target: () => '>= 40' },
  { key: 'session.p99', label: '  p99', unit: 'ms' },
  { key: 'session.cpuUs', label: '  server process CPU per request', unit: 'µs' },
  { key: 'session.cpuShare', label: '  bare Fastify CPU per request / this one', unit: '%' },
  { key: 'contexts.rps', label: 'single row: GET /users/my-contexts', unit: 'req/s' },
  { key: 'contexts.ratio', label: '  share of bare Fastify', unit: '%', target: (db) => (db === 'postgres' ? '>= 15' : '>= 8') },
  { key: 'contexts.p99', label: '  p99', unit: 'ms', target: (db) => (db === 'postgres' ? '<= 10' : '') },
  { key: 'contexts.cpuUs', label: '  server process CPU per request', unit: 'µs' },
  { key: 'contexts.cpuShare', label: '  bare Fastify CPU per request / this one', unit: '%' },
  { key: 'actions.rps', label: `GET /actions/me (${ACTIONS} actions)`, unit: 'req/s' },
  { key: 'actions.p50', label: '  p50', unit: 'ms' },
  { key: 'actions.p99', label: '  p99', unit: 'ms' },
  { key: 'loginsAlone.rps', label: 'POST /auth/login alone', unit: 'req/s', target: () => '>= 50' },
  { key: 'logins.rps', label: 'POST /auth/login beside the read', unit: 'req/s' },
  { key: 'beside.p99', label: '  GET /users/my-contexts p99 beside logins', unit: 'ms' },
  { key: 'beside.factor', label: '  that p99 / its p99 alone', unit: 'x', target: () => '<= 3' },
  { key: 'idle.rssMb', label: 'app idle RSS (after start-up + light traffic)', unit: 'MB', target: (db) => (db === 'postgres' ? '<= 200' : '<= 350') },
];

type DbKind = 'pglite' | 'postgres';
type Summary = { median: number; min: number; max: number; runs: number[]; target?: string };

/** The median of the runs that produced the figure (NaN: no request answered in that run). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fmt = (value: number) => (Number.isNaN(value) ? 'n/a' : Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVER_ENV = {
  NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'no-client',
};

async function login(server: Running, user: BenchUser): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Bare Fastify, then the app started afresh (on data prepared beforehand): one run of every figure. */
async function oneRun(env: Record<string, string>, user: BenchUser): Promise<Run> {
  const hello = await startProcess('scripts/bench/hello.ts', {}, '/');
  const bare = await measure({ url: hello.url, pid: hello.pid });
  const bareRss = residentMegabytes(hello.pid);
  await hello.stop();

  const server = await startServer({ ...SERVER_ENV, ...env });
  try {
    const token = await login(server, user);
    const api = `${server.url}/api/v1`;
    // A little traffic over cheap paths, then the resident size the process settles at (the 1,000-row list is
    // measured afterwards: its garbage is load, not what the process holds when idle).
    for (const url of [`${api}/health`, `${api}/auth/session`, `${api}/users/my-contexts`]) {
      for (let i = 0; i < 20; i += 1) await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
    }
    await pause(1_000);
    const idleRss = residentMegabytes(server.pid);

    const session = await measure({ url: `${api}/auth/session`, token, pid: server.pid });
    const contexts = await measure({ url: `${api}/users/my-contexts`, token, pid: server.pid });
    const actions = await measure({ url: `${api}/actions/me`, token });
    const loginsAlone = await measure({ method: 'POST', url: `${api}/auth/login`, body: { email: user.email, password: user.password } });
    const [beside, logins] = await Promise.all([
      measure({ url: `${api}/users/my-contexts`, token }),
      measure({ method: 'POST', url: `${api}/auth/login`, body: { email: user.email, password: user.password } }),
    ]);
    const errors = session.errors + contexts.errors + actions.errors + loginsAlone.errors + beside.errors + logins.errors;
    if (errors > 0) console.warn(`  ${errors} non-2xx answers or errors in this run`);
    return {
      'bare.rps': bare.rps, 'bare.rssMb': bareRss, 'bare.cpuUs': bare.cpuUs,
      'session.rps': session.rps, 'session.ratio': (100 * session.rps) / bare.rps, 'session.p99': session.p99,
      'session.cpuUs': session.cpuUs, 'session.cpuShare': (100 * bare.cpuUs) / session.cpuUs,
      'contexts.rps': contexts.rps, 'contexts.ratio': (100 * contexts.rps) / bare.rps, 'contexts.p99': contexts.p99,
      'contexts.cpuUs': contexts.cpuUs, 'contexts.cpuShare': (100 * bare.cpuUs) / contexts.cpuUs,
      'actions.rps': actions.rps, 'actions.p50': actions.p50, 'actions.p99': actions.p99,
      'loginsAlone.rps': loginsAlone.rps, 'logins.rps': logins.rps, 'beside.p99': beside.p99, 'beside.factor': beside.p99 / contexts.p99,
      'idle.rssMb': idleRss, errors,
    };
  } finally {
    await server.stop();
  }
}

async function benchDatabase(kind: DbKind, env: Record<string, string>): Promise<Record<string, Summary>> {
  console.log(`\n== ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ==`);
  const setup = await startServer({ ...SERVER_ENV, ...env });
  let user: BenchUser;
  try {
    user = await prepareUser(setup.url);
    await fillActions(user, ACTIONS);
  } finally {
    await setup.stop();
  }
  const written = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  try {
    await settleStatistics(written);
  } finally {
    await written.close();
  }
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await oneRun(env, user));
    console.log(`  run ${run} of ${RUNS} done`);
  }
  const summary: Record<string, Summary> = {};
  console.log(`${'figure'.padEnd(48)}${'median'.padStart(10)}${'spread'.padStart(18)}  unit   target`);
  for (const figure of FIGURES) {
    const values = runs.map((run) => run[figure.key]!);
    const target = figure.target?.(kind) || undefined;
    const known = values.filter((value) => !Number.isNaN(value));
    const [min, max] = known.length ? [Math.min(...known), Math.max(...known)] : [Number.NaN, Number.NaN];
    // JSON has no NaN: a run without an answer is null there.
    summary[figure.key] = { median: median(values), min, max, runs: values, ...(target ? { target } : {}) };
    const spread = `${fmt(min)}-${fmt(max)}`;
    console.log(`${figure.label.padEnd(48)}${fmt(median(values)).padStart(10)}${spread.padStart(18)}  ${figure.unit.padEnd(6)} ${target ?? ''}`);
  }
  return summary;
}

console.log(`Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
console.log(`${RUNS} runs, ${DURATION_S} s per measurement after ${WARM_UP_S} s of warm-up, ${CONNECTIONS} connections, no pipelining; each run starts the server afresh`);

const results: Partial<Record<DbKind, Record<string, Summary>>> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-'));
try {
  results.pglite = await benchDatabase('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (POSTGRES_URL) results.postgres = await benchDatabase('postgres', { DATABASE_URL: POSTGRES_URL, DATA_DIR: dataDir });
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a database the bench may write to.');

const when = new Date();
const summary = {
  date: when.toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryMb: Math.round(os.totalmem() / 1048576), loadAverage: os.loadavg(), platform: `${os.platform()} ${os.release()}` },
  settings: { runs: RUNS, durationS: DURATION_S, connections: CONNECTIONS, actions: ACTIONS },
  results,
};
fs.mkdirSync('bench-results', { recursive: true });
const file = path.join('bench-results', `bench-${when.toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
fs.copyFileSync(file, path.join('bench-results', 'latest.json'));
console.log(`\nSummary written to ${file} (and bench-results/latest.json)`);
