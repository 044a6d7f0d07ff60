// `npm run bench:path`: the per-request path (issue 18, items 1 and 4). Prints figures; asserts nothing.
// - µs per access-token check: jose's jwtVerify as the app called it before (a Uint8Array secret, a new key per
//   call) against the app's TokenService (@fastify/jwt's fast-jwt verifier with its cache, same claim checks);
// - GET /auth/session (JWT only, no database) in req/s as a ratio to a bare Fastify hello-world in the same run;
// - a cheap read's p99 (GET /users/my-contexts) alone and while logins run at their maximum rate.
// PGlite, or PostgreSQL when DATABASE_URL is given. BENCH_DURATION (s, default 5) per measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { Api } from './api';
import { startProcess, startServer } from './servers';
import { loadEnv } from '../../server/env';
import { registerAccessTokens } from '../../server/http/access-tokens';
import { createAccessRevocations } from '../../server/infra/access-revocations';

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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-path-'));
const server = await startServer({
  NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', JWT_SECRET: env.JWT_SECRET!, RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000',
  STATIC_DIR: 'no-client', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '',
});
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
