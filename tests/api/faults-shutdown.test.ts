import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support/app';
import { testDbKind } from '../support/database';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from '../support/server-process';
import { registerBody } from '../support/users';

// SIGTERM under load: the real server process (server/main.ts) finishes every request it has accepted, refuses
// new ones, and exits 0. On this project's database kind: PGlite in a folder of its own, or a PostgreSQL
// database of its own.

let server: ServerProcess;
let dataDir: string;
let database: ScratchDatabase | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-shutdown-'));
  database = testDbKind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : null;
  server = startServerProcess(await freePort(), {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-client'),
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
  });
  // A loaded CI machine has taken over a minute to start an embedded database's process.
  await waitUntilReady(server, 150_000);
}, 180_000);

afterAll(async () => {
  await server?.stop(2_000);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type LogLine = { msg?: string; reqId?: string };

/** The server's log lines from the given output offset on. */
function logLines(from: number): LogLine[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

it('SIGTERM while requests are in flight: every accepted request gets its whole answer, later ones are refused, exit code 0', async () => {
  const account = registerBody();
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect((await post('/api/v1/users/register', account)).status).toBe(201);
  const session = (await (await post('/api/v1/auth/login', { email: account.email, password: account.password })).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${session.access_token}` };

  // Logins verify an argon2id hash (tens of milliseconds each, off the event loop); reads and writes use the
  // database. Each request names itself in X-Request-Id, which the server logs.
  const offset = server.output().length;
  const kinds = [...Array<string>(16).fill('login'), ...Array<string>(8).fill('read'), ...Array<string>(6).fill('write')];
  const requests = kinds.map((kind, index) => {
    const headers = { 'x-request-id': `drain-${index}` };
    const sent =
      kind === 'login'
        ? post('/api/v1/auth/login', { email: account.email, password: account.password }, headers)
        : kind === 'read'
          ? fetch(`${server.baseUrl}/api/v1/users/me`, { headers: { ...auth, ...headers } })
          : post('/api/v1/users/add-context', { name: `@cierre-${index}` }, { ...auth, ...headers });
    return sent.then(
      async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }),
      () => ({ status: 'refused' as const, body: {} }),
    );
  });

  // The signal goes once every login has reached the server, so they are still being hashed when it arrives.
  const incoming = () => new Set(logLines(offset).filter((line) => line.msg === 'incoming request').map((line) => line.reqId));
  while (kinds.some((kind, index) => kind === 'login' && !incoming().has(`drain-${index}`))) await new Promise((resolve) => setTimeout(resolve, 5));
  // stop() sends SIGTERM at once and only then waits for the exit.
  const exitCode = server.stop(30_000);
  const answers = await Promise.all(requests);
  expect(await exitCode).toBe(0);

  const lines = logLines(offset);
  const shutdownAt = lines.findIndex((line) => line.msg === 'shutting down: finishing in-flight requests');
  expect(shutdownAt).toBeGreaterThan(0);
  const at = (message: string, id: string) => lines.findIndex((line) => line.msg === message && line.reqId === id);
  let inFlight = 0;
  kinds.forEach((kind, index) => {
    const id = `drain-${index}`;
    const accepted = at('incoming request', id) !== -1 && at('incoming request', id) < shutdownAt;
    const answer = answers[index]!;
    if (!accepted) {
      // Reached the server after the signal: refused, never half-done.
      expect({ id, status: answer.status }).toEqual({ id, status: expect.toBeOneOf([503, 'refused']) });
      return;
    }
    if (at('request completed', id) > shutdownAt) inFlight += 1;
    const expected = { login: { status: 200, body: { token_type: 'Bearer', access_token: expect.any(String) } }, read: { status: 200, body: { user: { email: account.email } } }, write: { status: 201, body: { name: `@cierre-${index}` } } }[kind as 'login' | 'read' | 'write'];
    expect({ id, ...answer }).toMatchObject({ id, ...expected });
  });
  expect(inFlight).toBeGreaterThan(0);
  expect(server.errorLines()).toEqual([]);
}, 120_000);
