import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../server/database/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { callProcess as call, freePort, serverProcessEnv, startServerProcess, waitUntilReady, type ServerProcess } from '../support/server-process';
import { registerBody } from '../support/users';

const adminUrl = process.env.TEST_DATABASE_URL;

type TokenPair = { access_token: string; refresh_token: string };


describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!);
    const env = serverProcessEnv(database);
    const [portA, portB] = [await freePort(), await freePort()];
    // Both start before either is awaited: they migrate the empty database at the same time.
    a = startServerProcess(portA, env);
    b = startServerProcess(portB, env);
    await Promise.all([waitUntilReady(a, 90_000), waitUntilReady(b, 90_000)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  it('applies each migration exactly once, and neither process logs an error', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string; runs: number; finished: number }>(
        `SELECT migration_name, count(*)::int AS runs, count(finished_at)::int AS finished
         FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name`,
      );
      expect(rows).toEqual(readMigrations().map((migration) => ({ migration_name: migration.name, runs: 1, finished: 1 })));
    } finally {
      await client.end();
    }
    expect(a.errorLines()).toEqual([]);
    expect(b.errorLines()).toEqual([]);
  });

  it('a session started on one instance works on the other, and refresh rotation and reuse detection hold across them', async () => {
    const account = registerBody();
    expect((await call(a, 'POST', '/users/register', { body: account })).status).toBe(201);
    const login = await call(a, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    const first = login.body as TokenPair;

    const me = await call(b, 'GET', '/auth/me', { token: first.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email);

    const rotated = await call(b, 'POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    const second = rotated.body as TokenPair;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(a, 'GET', '/auth/me', { token: second.access_token })).status).toBe(200);

    // The rotated token presented again at once on the other instance (a second tab) gets the same successor there.
    const again = await call(a, 'POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(again.status).toBe(200);
    expect((again.body as TokenPair).refresh_token).toBe(second.refresh_token);

    // Once that successor has been rotated, replaying the first token is detected and ends the whole session.
    const third = await call(b, 'POST', '/auth/refresh', { body: { refresh_token: second.refresh_token } });
    expect(third.status).toBe(200);
    const replay = await call(a, 'POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_TOKEN_INVALID');
    const afterReplay = await call(b, 'POST', '/auth/refresh', { body: { refresh_token: (third.body as TokenPair).refresh_token } });
    expect(afterReplay.status).toBe(401);
    expect(afterReplay.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('logging out on one instance ends the session on the other', async () => {
    const account = registerBody();
    expect((await call(b, 'POST', '/users/register', { body: account })).status).toBe(201);
    const login = await call(b, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    const session = login.body as TokenPair;

    const logout = await call(a, 'POST', '/auth/logout', { token: session.access_token, body: {} });
    expect(logout.status).toBe(200);
    const refresh = await call(b, 'POST', '/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('both stop cleanly on SIGTERM', async () => {
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    expect(a.errorLines()).toEqual([]);
    expect(b.errorLines()).toEqual([]);
  });
});
