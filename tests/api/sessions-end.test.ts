import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { newRefreshToken } from '../../server/infra/tokens';
import { createTestApp, testEnv, type TestApp } from '../support/app';
import { testDbKind } from '../support/database';
import { registerAndLogin } from '../support/users';
import { bearer } from './accounts-fixtures';
import { changePassword, login, shiftedClock } from './sessions-fixtures';

// Access tokens are checked without the database; ending a session (logout, a replayed refresh token, a password
// change or reset, deleting the account) must still end its access tokens at once, not when they expire.

const clock = shiftedClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
});
afterAll(async () => t.close());

const session = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: bearer(token) }).then((response) => response.statusCode);

describe('ending a session ends its access tokens at once', () => {
  it("logout: that session's access token answers 401; another session's still 200", async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    expect(await session(user.token)).toBe(200);
    expect((await t.http.post('/api/v1/auth/logout').set(bearer(user.token))).status).toBe(200);
    expect(await session(user.token)).toBe(401);
    expect((await t.http.get('/api/v1/auth/me').set(bearer(user.token))).status).toBe(401);
    expect(await session(other.access_token)).toBe(200);
  });

  it("logout with another session's refresh token ends that session's access tokens too (tRPC)", async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    const result = await t.trpc('auth.logout', { refresh_token: other.refresh_token }, { token: user.token });
    expect(result.status).toBe(200);
    expect(await session(other.access_token)).toBe(401);
    expect(await session(user.token)).toBe(401);
  });

  it("a password change: every other session's access tokens answer 401, the caller's stays", async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    const third = await login(t, user);
    expect((await changePassword(t, user, user.token, 'otra-clave-1')).status).toBe(200);
    expect(await session(other.access_token)).toBe(401);
    expect(await session(third.access_token)).toBe(401);
    expect(await session(user.token)).toBe(200);
    expect(await session((await login(t, user, 'otra-clave-1')).access_token)).toBe(200);
  });

  it("a password reset: every session's access tokens answer 401; a login at the same instant works", async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    const link = newRefreshToken();
    await t.app.deps.db.passwordResetToken.create({ data: { userId: user.id, tokenHash: link.tokenHash, expiresAt: new Date(Date.now() + 60_000) } });
    const reset = await t.http.post('/api/v1/auth/reset-password').send({ token: link.token, password: 'clave-nueva-2' });
    expect(reset.status).toBe(200);
    expect(await session(user.token)).toBe(401);
    expect(await session(other.access_token)).toBe(401);
    expect(await session((await login(t, user, 'clave-nueva-2')).access_token)).toBe(200);
  });

  it("a replayed refresh token ends the session's access tokens", async () => {
    const user = await registerAndLogin(t);
    const rotated = await t.http.post('/api/v1/auth/refresh').send({ refresh_token: user.refreshToken });
    expect(rotated.status).toBe(200);
    clock.shift(31_000);
    expect((await t.http.post('/api/v1/auth/refresh').send({ refresh_token: user.refreshToken })).status).toBe(401);
    expect(await session(rotated.body.access_token as string)).toBe(401);
    expect(await session(user.token)).toBe(401);
  });

  it("deleting the account: every session's access tokens answer 401", async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    const deleted = await t.http.delete('/api/v1/users/me').set(bearer(user.token)).send({ password: user.password });
    expect(deleted.status).toBe(200);
    expect(await session(user.token)).toBe(401);
    expect(await session(other.access_token)).toBe(401);
  });

  it('GET /auth/session sends no query, with revocations in force or not', async () => {
    const user = await registerAndLogin(t);
    const ended = await login(t, user);
    await t.http.post('/api/v1/auth/logout').set(bearer(ended.access_token));
    const queries: string[] = [];
    const stop = t.database.onQuery((sql) => queries.push(sql));
    try {
      expect(await session(user.token)).toBe(200);
      expect(await session(ended.access_token)).toBe(401);
    } finally {
      stop();
    }
    expect(queries).toEqual([]);
  });

  it('an app started afresh on the same database refuses what was revoked before it started', async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    await t.http.post('/api/v1/auth/logout').set(bearer(user.token));
    const restarted = await buildApp({ env: testEnv(), database: t.database });
    try {
      await restarted.ready();
      expect(await session(user.token, restarted)).toBe(401);
      expect(await session(other.access_token, restarted)).toBe(200);
    } finally {
      await restarted.close();
    }
    expect(decodeJwt(user.token).sid).not.toBe(decodeJwt(other.access_token).sid);
  });
});

describe.skipIf(testDbKind !== 'postgres')('two apps on one PostgreSQL database (one process)', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ env: testEnv(), database: t.database });
    await second.ready();
  });
  afterAll(async () => second.close());

  /** Milliseconds until `token` answers 401 on the second app (polled every 20 ms), or null after `withinMs`. */
  const refusedWithin = async (token: string, withinMs = 1_000): Promise<number | null> => {
    const start = Date.now();
    while (Date.now() - start < withinMs) {
      if ((await session(token, second)) === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  };

  it('a logout on one is refused on the other within a second (NOTIFY), other sessions unharmed', async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    expect(await session(user.token, second)).toBe(200);
    await t.http.post('/api/v1/auth/logout').set(bearer(user.token));
    expect(await refusedWithin(user.token)).not.toBeNull();
    expect(await session(other.access_token, second)).toBe(200);
  });

  it('a password change and a deletion on one are refused on the other within a second', async () => {
    const user = await registerAndLogin(t);
    const other = await login(t, user);
    expect((await changePassword(t, user, user.token, 'otra-clave-3')).status).toBe(200);
    expect(await refusedWithin(other.access_token)).not.toBeNull();
    expect(await session(user.token, second)).toBe(200);
    expect((await t.http.delete('/api/v1/users/me').set(bearer(user.token)).send({ password: 'otra-clave-3' })).status).toBe(200);
    expect(await refusedWithin(user.token)).not.toBeNull();
  });

  it('an app whose listening connection is cut connects again and reads the revocations it missed', async () => {
    const user = await registerAndLogin(t);
    await t.database.sql.query(
      `SELECT pg_terminate_backend("pid") FROM pg_stat_activity
       WHERE "datname" = current_database() AND "query" LIKE 'LISTEN %' AND "pid" <> pg_backend_pid()`,
    );
    await t.http.post('/api/v1/auth/logout').set(bearer(user.token));
    // Within the reconnection delay (LISTEN_RETRY_MS) and a read of the rows, not within a notification's second.
    expect(await refusedWithin(user.token, 5_000)).not.toBeNull();
  });
});
