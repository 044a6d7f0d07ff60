// `npm run bench`: throughput and latency of the production server next to a bare Fastify baseline measured
// in the same run. PGlite always; PostgreSQL too when DATABASE_URL is given. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { actionBody, fillActions, prepareUser, type BenchUser } from './api';
import { startProcess, type Running } from './servers';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = [10, 50];

type Figures = { rps: number; p50: number; p99: number; errors: number };
type Target = { method?: 'GET' | 'POST'; url: string; token?: string; body?: unknown };

async function measure(target: Target, connections: number, duration = DURATION_S): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    pipelining: 1,
    duration,
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

const row = (cells: (string | number)[]) => console.log(cells.map((cell, i) => String(cell).padEnd(i === 0 ? 34 : 12)).join(''));
const fmt = (value: number) => value.toFixed(value >= 100 ? 0 : 1);

async function benchServer(label: string, env: Record<string, string>, baseline: Record<number, Figures>): Promise<void> {
  const server: Running = await startProcess('server/main.ts', {
    NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'no-client', ...env,
  }, '/api/v1/health');
  try {
    console.log(`\n== ${label} ==`);
    const reader = await prepareUser(server.url);
    await fillActions(reader, 200);
    const writer = await prepareUser(server.url);
    const api = `${server.url}/api/v1`;
    const targets: [string, Target][] = [
      ['JWT only: GET /auth/session', { url: `${api}/auth/session`, token: reader.api.token }],
      ['GET /lifewheel/me', { url: `${api}/lifewheel/me`, token: reader.api.token }],
      ['GET /actions/me (200 actions)', { url: `${api}/actions/me`, token: reader.api.token }],
      ['POST /actions/add', { method: 'POST', url: `${api}/actions/add`, token: writer.api.token, body: actionBody(writer) }],
      ['POST /auth/login', { method: 'POST', url: `${api}/auth/login`, body: { email: reader.email, password: reader.password } }],
    ];
    row(['endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'x baseline', 'non-2xx']);
    for (const connections of CONNECTIONS) {
      for (const [name, target] of targets) {
        const figures = await measure(target, connections);
        row([name, connections, fmt(figures.rps), figures.p50, figures.p99, (figures.rps / baseline[connections]!.rps).toFixed(2), figures.errors]);
      }
    }

    console.log('\nLogin under load beside GET /lifewheel/me (10 connections each):');
    const alone = await measure({ url: `${api}/lifewheel/me`, token: reader.api.token }, 10);
    const [mixedRead, mixedLogin] = await Promise.all([
      measure({ url: `${api}/lifewheel/me`, token: reader.api.token }, 10),
      measure({ method: 'POST', url: `${api}/auth/login`, body: { email: reader.email, password: reader.password } }, 10),
    ]);
    console.log(`  login ${fmt(mixedLogin.rps)} req/s; lifewheel p99 ${alone.p99} ms alone, ${mixedRead.p99} ms beside login (${(mixedRead.p99 / Math.max(alone.p99, 1)).toFixed(1)}x)`);

    console.log('\nGET /actions/me as the list grows (10 connections):');
    const grower: BenchUser = await prepareUser(server.url);
    for (const size of [10, 100, 1000]) {
      await fillActions(grower, size);
      const figures = await measure({ url: `${api}/actions/me`, token: grower.api.token }, 10);
      console.log(`  ${String(size).padStart(5)} actions: ${fmt(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
    }
  } finally {
    await server.stop();
  }
}

const hello = await startProcess('scripts/bench/hello.ts', {}, '/');
const baseline: Record<number, Figures> = {};
console.log(`Node ${process.version}, ${os.cpus().length} cores; ${DURATION_S} s per measurement, no pipelining`);
row(['baseline: bare Fastify hello', 'conns', 'req/s', 'p50 ms', 'p99 ms']);
for (const connections of CONNECTIONS) {
  baseline[connections] = await measure({ url: hello.url }, connections);
  row(['GET / (hello world)', connections, fmt(baseline[connections].rps), baseline[connections].p50, baseline[connections].p99]);
}
await hello.stop();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-'));
await benchServer('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' }, baseline);
fs.rmSync(dataDir, { recursive: true, force: true });
if (process.env.DATABASE_URL) await benchServer('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir }, baseline);
