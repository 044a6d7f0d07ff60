import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/database/open';
import { testEnv } from '../support/app';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { registerBody } from '../support/users';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('DB_CONNECT_TIMEOUT_MS', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts TCP connections and never answers PostgreSQL's start-up message.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('makes start-up fail with a connection timeout instead of waiting forever for an unresponsive server', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const env = testEnv({ DATABASE_URL: `postgresql://nobody@127.0.0.1:${port}/prospera`, DB_CONNECT_TIMEOUT_MS: '300' });
    await expect(buildApp({ env })).rejects.toThrow(/timeout/i);
  });
});

describe.skipIf(!adminUrl)('DB_STATEMENT_TIMEOUT_MS and DB_POOL_SIZE on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let app: FastifyInstance;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!);
    // Migrated without a statement timeout first: the app under test then starts on an up-to-date schema.
    await (await openDatabase({ url: database.url, dataDir: 'memory://' })).close();
    app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, DB_STATEMENT_TIMEOUT_MS: '500', DB_POOL_SIZE: '2', DB_CONNECT_TIMEOUT_MS: '5000' }),
    });
    await app.ready();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.drop();
  });

  /** Runs fn while another session holds an exclusive lock on "User", so every query on it waits. */
  async function whileUsersLocked<T>(fn: () => Promise<T>): Promise<T> {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE "User" IN ACCESS EXCLUSIVE MODE');
    try {
      return await fn();
    } finally {
      await admin.query('ROLLBACK');
    }
  }

  it('cancels a statement that runs past the timeout', async () => {
    await expect(app.deps.db.$executeRawUnsafe('SELECT pg_sleep(30)')).rejects.toThrow(/statement timeout/i);
    expect(await app.deps.db.$queryRawUnsafe('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('answers a request whose query is cancelled with an error envelope, and serves the next one normally', async () => {
    const http = supertest(app.server);
    const account = registerBody();
    expect((await http.post('/api/v1/users/register').send(account)).status).toBe(201);
    const login = await http.post('/api/v1/auth/login').send({ email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const token = (login.body as { access_token: string }).access_token;

    const [rest, trpc] = await whileUsersLocked(() =>
      Promise.all([
        http.get('/api/v1/auth/me').set('authorization', `Bearer ${token}`).set('accept-language', 'en'),
        http.get('/api/trpc/auth.me').set('authorization', `Bearer ${token}`),
      ]),
    );
    // A statement cancelled by its timeout means an overloaded database: 503, retryable.
    expect(rest.status).toBe(503);
    expect(rest.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(JSON.stringify(rest.body)).not.toMatch(/statement|timeout|pg_sleep|"User"/i);
    expect(trpc.status).toBe(rest.status);
    expect((trpc.body as { error: { data: { appCode: string } } }).error.data.appCode).toBe(rest.body.code);

    const after = await http.get('/api/v1/auth/me').set('authorization', `Bearer ${token}`);
    expect(after.status).toBe(200);
  });

  it("a write that waits too long for its user's lock answers 503 and writes nothing", async () => {
    const http = supertest(app.server);
    const account = registerBody();
    const registered = await http.post('/api/v1/users/register').send(account);
    expect(registered.status).toBe(201);
    const login = await http.post('/api/v1/auth/login').send({ email: account.email, password: account.password });
    const token = (login.body as { access_token: string }).access_token;
    const userId = (await admin.query<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [account.email.toLowerCase()])).rows[0]!.id;

    // Another session holds the user's row, as a long write of the same user would.
    await admin.query('BEGIN');
    await admin.query('SELECT 1 FROM "User" WHERE id = $1 FOR UPDATE', [userId]);
    let reply: supertest.Response;
    try {
      reply = await http.post('/api/v1/users/add-context').set('authorization', `Bearer ${token}`).send({ name: '@espera' });
    } finally {
      await admin.query('ROLLBACK');
    }
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    // Registration made the four default contexts; the refused write added none.
    expect((await admin.query('SELECT 1 FROM "Context" WHERE "userId" = $1 AND name = $2', [userId, '@espera'])).rowCount).toBe(0);

    const after = await http.post('/api/v1/users/add-context').set('authorization', `Bearer ${token}`).send({ name: '@espera' });
    expect(after.status).toBe(201);
  });

  it('opens no more connections than the pool size, and one more that listens for revoked sessions', async () => {
    await Promise.all(Array.from({ length: 6 }, () => app.deps.db.$executeRawUnsafe('SELECT pg_sleep(0.2)')));
    // Idle pool connections stay open for a while, so the burst's connections are still there to count.
    const { rows } = await admin.query<{ connections: number; listening: number }>(
      `SELECT count(*) FILTER (WHERE "query" NOT LIKE 'LISTEN %')::int AS connections,
              count(*) FILTER (WHERE "query" LIKE 'LISTEN %')::int AS listening
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(rows[0]?.connections).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.connections).toBeLessThanOrEqual(2);
    expect(rows[0]?.listening).toBe(1);
  });
});
