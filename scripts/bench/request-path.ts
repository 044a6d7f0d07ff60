// `npm run bench:path`: the per-request path (issue 18, items 1 and 4). Prints figures; asserts nothing.
// - µs per access-token check: jose's jwtVerify as the app called it before (a Uint8Array secret, a new key per
//   call) against the app's TokenService (@fastify/jwt's fast-jwt verifier with its cache, same claim checks);
// - GET /auth/session (JWT only, no database) in req/s as a ratio to a bare Fastify hello-world in the same run;
// - a cheap read's p99 (GET /users/my-contexts) alone and while logins run at their maximum rate;
// - the request metrics' cost (GET /metrics): µs per request of the timing hook alone, and GET /health/live with
//   metrics on (METRICS_TOKEN set) against off (production without it), req/s and server CPU per request, interleaved.
// PGlite, or PostgreSQL when DATABASE_URL is given. BENCH_DURATION (s, default 5) per measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { Api } from './api';
import { cpuMilliseconds, startProcess, startServer, type Running } from './servers';
import { loadEnv } from '../../server/env';
import { registerAccessTokens } from '../../server/http/access-tokens';
import { createAccessRevocations } from '../../server/infra/access-revocations';
import { createAppMetrics } from '../../server/infra/metrics';
import type { Database } from '../../server/database/open';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, options: { token?: string; method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION_S,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** Figures of a measurement and the server process's CPU time per request it answered. */
async function measureWithCpu(server: Running, path: string): Promise<Figures & { cpuUs: number }> {
  const before = cpuMilliseconds(server.pid);
  const figures = await measure(server.url + path);
  return { ...figures, cpuUs: ((cpuMilliseconds(server.pid) - before) * 1000) / (figures.rps * DURATION_S) };
}

async function microsecondsPerCall(run: () => unknown, calls = 20_000): Promise<number> {
  for (let i = 0; i < 2_000; i += 1) await run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i += 1) await run();
  return Number(process.hrtime.bigint() - start) / 1000 / calls;
}

const fmt = (value: number) => value.toFixed(value >= 100 ? 0 : 1);
console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}; ${DURATION_S} s per measurement, ${CONNECTIONS} connections`);

// 1. The token check alone.
const env = loadEnv({ JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', NODE_ENV: 'production', APP_URL: 'http://localhost' });
const secret = new TextEncoder().encode(env.JWT_SECRET);
const clock = () => new Date();
const tokens = await registerAccessTokens(Fastify(), { env, secret, clock, revocations: createAccessRevocations(clock) });
const user = { id: '0b5d3c2e-8d7f-4c41-9c55-2f1f3c8e2a10', email: 'bench@example.com', currencyId: '5d0a3c44-9f1e-4a51-8c2b-7a7e0c1f9b22' };
const token = tokens.signAccessToken(user, '7c9e6679-7425-40de-944b-e07fc1f90ae7');
const jose = await microsecondsPerCall(() => jwtVerify(token, secret, { algorithms: ['HS256'], issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE, requiredClaims: ['sub', 'exp', 'iat'] }));
const app = await microsecondsPerCall(() => tokens.checkAccessToken(token));
console.log(`\nAccess-token check: jose jwtVerify ${jose.toFixed(1)} µs/call; app TokenService.checkAccessToken ${app.toFixed(1)} µs/call (${(jose / app).toFixed(1)}x)`);

// 2. Bare Fastify, then the app.
const hello = await startProcess('scripts/bench/hello.ts', {}, '/');
const baseline = await measure(hello.url);
await hello.stop();
console.log(`\nbare Fastify GET /: ${fmt(baseline.rps)} req/s, p99 ${baseline.p99} ms`);

/** The app as production runs it, without METRICS_TOKEN (so with no request metrics), limits out of the way. */
function serverEnvBase(): Record<string, string> {
  return {
    NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', JWT_SECRET: env.JWT_SECRET!, RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000',
    STATIC_DIR: 'no-client', DATABASE_URL: process.env.DATABASE_URL ?? '',
  };
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-path-'));
const server = await startServer({ ...serverEnvBase(), DATA_DIR: dataDir });
try {
  const api = new Api(server.url);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  const phone = `+44 ${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  await api.call('POST', '/users/register', { email, password, firstName: 'Bench', lastName: 'Mark', address: 'Loopback 1', phone, acceptTermsAndPolicies: true });
  api.token = (await api.call<{ access_token: string }>('POST', '/auth/login', { email, password })).access_token;
  const base = `${server.url}/api/v1`;
  console.log(`app on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`);

  const session = await measure(`${base}/auth/session`, { token: api.token });
  console.log(`  JWT only: GET /auth/session ${fmt(session.rps)} req/s, p99 ${session.p99} ms, ${(100 * session.rps / baseline.rps).toFixed(1)}% of bare Fastify (non-2xx ${session.errors})`);

  const alone = await measure(`${base}/users/my-contexts`, { token: api.token });
  const [beside, logins] = await Promise.all([
    measure(`${base}/users/my-contexts`, { token: api.token }),
    measure(`${base}/auth/login`, { method: 'POST', body: { email, password } }),
  ]);
  console.log(`  GET /users/my-contexts alone: ${fmt(alone.rps)} req/s, p99 ${alone.p99} ms`);
  console.log(`  beside logins (${fmt(logins.rps)} logins/s, non-2xx ${logins.errors}): ${fmt(beside.rps)} req/s, p99 ${beside.p99} ms (${(beside.p99 / Math.max(alone.p99, 1)).toFixed(1)}x alone)`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// 3. The request metrics: the onResponse hook's work alone, then the cheapest route with metrics on and off.
const hookMetrics = createAppMetrics({ poolUse: () => ({ max: 1, total: 1, idle: 0, waiting: 0 }) } as unknown as Database);
// CPU time, not wall time: on a loaded machine waiting for a core would count as the hook's work.
const hookCalls = 1_000_000;
const hookCpu = process.cpuUsage();
for (let call = 0; call < hookCalls; call += 1) {
  hookMetrics.countRequest(200);
  hookMetrics.observe({ operation: 'system.live', method: 'GET', status: 200, seconds: (call % 1000) / 1e6 });
}
const { user: hookUser, system: hookSystem } = process.cpuUsage(hookCpu);
const hookNs = ((hookUser + hookSystem) * 1000) / hookCalls;
console.log(`\nRequest metrics: the timing hook's work ${hookNs.toFixed(0)} ns of CPU per request (count + histogram observation)`);
const metricsDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-metrics-')));
const off = await startServer({ ...serverEnvBase(), DATA_DIR: metricsDirs[0]! });
const on = await startServer({ ...serverEnvBase(), DATA_DIR: metricsDirs[1]!, METRICS_TOKEN: 'bench-metrics-token-bench-metrics-token' });
try {
  const rounds: { off: Figures & { cpuUs: number }; on: Figures & { cpuUs: number } }[] = [];
  // A first round warms both up (JIT, connections) and is not counted.
  for (const server of [off, on]) await measureWithCpu(server, '/api/v1/health/live');
  for (let round = 0; round < 3; round += 1) rounds.push({ off: await measureWithCpu(off, '/api/v1/health/live'), on: await measureWithCpu(on, '/api/v1/health/live') });
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const offRps = median(rounds.map((r) => r.off.rps));
  const onRps = median(rounds.map((r) => r.on.rps));
  const offCpu = median(rounds.map((r) => r.off.cpuUs));
  const onCpu = median(rounds.map((r) => r.on.cpuUs));
  for (const [index, r] of rounds.entries()) console.log(`  round ${index + 1}: off ${fmt(r.off.rps)} req/s ${fmt(r.off.cpuUs)} µs CPU; on ${fmt(r.on.rps)} req/s ${fmt(r.on.cpuUs)} µs CPU`);
  console.log(`  GET /health/live, medians of 3 interleaved rounds: off ${fmt(offRps)} req/s, ${fmt(offCpu)} µs CPU per request; on ${fmt(onRps)} req/s, ${fmt(onCpu)} µs CPU per request`);
  console.log(`  metrics on / off: ${(100 * onRps / offRps).toFixed(1)}% of the req/s, ${(100 * onCpu / offCpu).toFixed(1)}% of the CPU per request`);
  console.log(`  the hook's work is ${((100 * hookNs) / 1000 / offCpu).toFixed(2)}% of the CPU per request with metrics off`);
} finally {
  await Promise.all([off.stop(), on.stop()]);
  for (const dir of metricsDirs) fs.rmSync(dir, { recursive: true, force: true });
}
