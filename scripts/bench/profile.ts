// `npm run bench:profile -- <path> [count]`: times one authenticated GET in-process (no network) against a
// user with 200 actions on PGlite, with an optional --cpu-prof run for the profile the benchmark asks for.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/database/open';
import { loadEnv } from '../../server/env';
import { fillActions, prepareUser } from './api';

const path = process.argv[2] ?? '/api/v1/actions/me';
const count = Number(process.argv[3] ?? 200);
const env = loadEnv({ NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JWT_SECRET: 'p'.repeat(40), RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'none' });
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ env, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const user = await prepareUser(`http://127.0.0.1:${port}`);
await fillActions(user, 200);
const headers = { authorization: `Bearer ${user.api.token}` };
let queries = 0;
database.onQuery(() => (queries += 1));
for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: path, headers });
queries = 0;
const session = process.env.PROFILE ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const started = performance.now();
for (let i = 0; i < count; i += 1) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
}
const elapsed = performance.now() - started;
if (session && process.env.PROFILE) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
console.log(`${path}: ${(elapsed / count).toFixed(2)} ms per request, ${(queries / count).toFixed(1)} queries per request`);
await app.close();
await database.close();
