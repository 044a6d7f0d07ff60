import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support/app';
import { testDbKind } from '../support/database';
import { startTcpProxy, type TcpProxy } from '../support/security-proxy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from '../support/server-process';
import { registerBody } from '../support/users';

// PostgreSQL taken away from a running server process (through a proxy of its own, so the PostgreSQL other tests
// share keeps running): the process stays up, data routes answer 503 within 2 s, readiness says not ready, and
// it serves again without a restart once the database is back. Only in the PostgreSQL-backed run.

const UNAVAILABLE_WITHIN_MS = 2_000;

describe.skipIf(testDbKind !== 'postgres')('with PostgreSQL gone', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    database = await createScratchDatabase(adminUrl.toString());
    proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-outage-'));
    server = startServerProcess(await freePort(), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_POOL_SIZE: '4',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-client'),
    });
    await waitUntilReady(server, 60_000);
    const account = registerBody();
    const post = (url: string, body: unknown) => fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/v1/users/register', account)).status).toBe(201);
    token = ((await (await post('/api/v1/auth/login', { email: account.email, password: account.password })).json()) as { access_token: string }).access_token;
  }, 90_000);

  afterAll(async () => {
    await server?.stop(5_000);
    await proxy?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as { code?: string }, ms: performance.now() - started };
  };

  const dataRoutes: ['GET' | 'POST', string, unknown?][] = [
    ['GET', '/api/v1/users/me'],
    ['GET', '/api/v1/lifewheel/me'],
    ['GET', '/api/v1/actions/me'],
    // Read straight through node-postgres (Database.read), not through Prisma.
    ['GET', '/api/v1/users/my-contexts'],
    ['GET', '/api/v1/subscription/all'],
    ['POST', '/api/v1/users/add-context', { name: '@sin-base' }],
  ];

  async function expectUnavailable(): Promise<void> {
    for (const [method, url, body] of dataRoutes) {
      const answer = await call(method, url, body);
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({ url, status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(answer.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
    }
    for (const url of ['/api/v1/health', '/api/v1/health/ready']) {
      const answer = await call('GET', url);
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({ url, status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    expect((await call('GET', '/api/v1/health/live')).status).toBe(200);
    // Claims only, no database: a signed-in session still checks out.
    expect((await call('GET', '/api/v1/auth/session')).status).toBe(200);
  }

  /** The routes answer again, without a restart; a request may still meet a connection dropped during the outage. */
  async function expectRecovered(): Promise<void> {
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await call('GET', '/api/v1/health/ready')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    for (const [method, url, body] of dataRoutes) {
      const answer = await call(method, url, body && { name: `@de-vuelta-${Date.now()}` });
      expect({ url, status: answer.status }).toEqual({ url, status: method === 'POST' ? 201 : 200 });
    }
  }

  it('PostgreSQL stopped (connections closed, new ones refused): 503 within 2 s, not ready, still up; then back without a restart', async () => {
    expect((await call('GET', '/api/v1/users/me')).status).toBe(200);
    await proxy.cut();
    await expectUnavailable();
    await expectUnavailable();
    await proxy.restore();
    await expectRecovered();
    expect(server.errorLines().filter((line) => (line as { level: number }).level >= 60)).toEqual([]);
  }, 60_000);

  it('PostgreSQL unreachable (connections accepted, never answered): 503 within 2 s through the connect timeout; then back', async () => {
    await proxy.blackhole();
    await expectUnavailable();
    await proxy.restore();
    await expectRecovered();
  }, 60_000);
});
