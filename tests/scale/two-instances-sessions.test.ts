import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRefreshToken } from '../../server/infra/tokens';
import { callProcess as call, startProcessPair, type ProcessPair, type ServerProcess } from '../support/server-process';
import { registerBody, type RegisterBody } from '../support/users';

// Access tokens are checked in each process's memory; a session ended on one instance must be refused on the
// other within a second (AccessRevocation rows + PostgreSQL's NOTIFY, server/infra/access-revocations.ts).

const adminUrl = process.env.TEST_DATABASE_URL;

type TokenPair = { access_token: string; refresh_token: string };


describe.skipIf(!adminUrl)('sessions ended on one of two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startProcessPair(adminUrl!, { AUTH_RATE_LIMIT_MAX: '1000' });
    ({ a, b } = pair);
  }, 200_000);

  afterAll(async () => pair?.stop(), 60_000);

  async function signedUp(): Promise<RegisterBody & { sessions: TokenPair[] }> {
    const account = registerBody();
    expect((await call(a, 'POST', '/users/register', { body: account })).status).toBe(201);
    const sessions: TokenPair[] = [];
    for (const server of [a, b]) {
      const login = await call(server, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
      expect(login.status).toBe(200);
      sessions.push(login.body as TokenPair);
    }
    for (const session of sessions) for (const server of [a, b]) expect((await call(server, 'GET', '/auth/session', { token: session.access_token })).status).toBe(200);
    return { ...account, sessions };
  }

  /** Milliseconds from now until `token` answers 401 at GET /auth/session on `server` (polled every 20 ms); null after 1 s. */
  async function refusedWithin(server: ServerProcess, token: string): Promise<number | null> {
    const start = Date.now();
    while (Date.now() - start < 1_000) {
      if ((await call(server, 'GET', '/auth/session', { token })).status === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  }

  it("a logout on A: that session's access token answers 401 on B within a second; the other session lives", async () => {
    const account = await signedUp();
    const [ended, other] = account.sessions as [TokenPair, TokenPair];
    expect((await call(a, 'POST', '/auth/logout', { token: ended.access_token, body: {} })).status).toBe(200);
    expect(await refusedWithin(b, ended.access_token)).not.toBeNull();
    expect((await call(b, 'GET', '/auth/session', { token: other.access_token })).status).toBe(200);
  });

  it("a password change on B: the other session's access token answers 401 on A within a second; the caller's lives", async () => {
    const account = await signedUp();
    const [other, caller] = account.sessions as [TokenPair, TokenPair];
    const change = await call(b, 'PUT', '/users/update', {
      token: caller.access_token,
      body: { firstName: account.firstName, lastName: account.lastName, phone: account.phone, address: account.address, password: 'otra-clave-1', confirmPassword: 'otra-clave-1' },
    });
    expect(change.status).toBe(200);
    expect(await refusedWithin(a, other.access_token)).not.toBeNull();
    expect((await call(a, 'GET', '/auth/session', { token: caller.access_token })).status).toBe(200);
  });

  it("a password reset on A: every session's access token answers 401 on B within a second", async () => {
    const account = await signedUp();
    const link = newRefreshToken();
    const client = new pg.Client({ connectionString: pair.database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "PasswordResetToken" ("id", "userId", "tokenHash", "expiresAt")
         SELECT gen_random_uuid(), "id", $2, now() + interval '1 hour' FROM "User" WHERE "email" = $1`,
        [account.email, link.tokenHash],
      );
    } finally {
      await client.end();
    }
    expect((await call(a, 'POST', '/auth/reset-password', { body: { token: link.token, password: 'clave-nueva-2' } })).status).toBe(200);
    for (const session of account.sessions) expect(await refusedWithin(b, session.access_token)).not.toBeNull();
  });

  it("deleting the account on B: every session's access token answers 401 on A within a second", async () => {
    const account = await signedUp();
    const [first] = account.sessions as [TokenPair];
    expect((await call(b, 'DELETE', '/users/me', { token: first.access_token, body: { password: account.password } })).status).toBe(200);
    for (const session of account.sessions) expect(await refusedWithin(a, session.access_token)).not.toBeNull();
  });

  it('a personal access token revoked on A, or ended by a password change on A, answers 401 on B at the next request', async () => {
    const account = await signedUp();
    const [session] = account.sessions as [TokenPair];
    const createToken = async () => {
      const created = await call(a, 'POST', '/users/tokens', { token: session.access_token, body: { name: 'Script', scopes: ['plan:read'] } });
      expect(created.status).toBe(201);
      return created.body as { id: string; token: string };
    };
    const revoked = await createToken();
    const ended = await createToken();
    for (const token of [revoked.token, ended.token]) expect((await call(b, 'GET', '/projects/me', { token })).status).toBe(200);

    expect((await call(a, 'DELETE', `/users/tokens/${revoked.id}`, { token: session.access_token })).status).toBe(200);
    expect((await call(b, 'GET', '/projects/me', { token: revoked.token })).status).toBe(401);
    expect((await call(b, 'GET', '/projects/me', { token: ended.token })).status).toBe(200);

    const change = await call(a, 'PUT', '/users/update', {
      token: session.access_token,
      body: { firstName: account.firstName, lastName: account.lastName, phone: account.phone, address: account.address, password: 'otra-clave-3', confirmPassword: 'otra-clave-3' },
    });
    expect(change.status).toBe(200);
    expect((await call(b, 'GET', '/projects/me', { token: ended.token })).status).toBe(401);
  });

  it('neither process logs an error, and both stop cleanly', async () => {
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    expect(a.errorLines()).toEqual([]);
    expect(b.errorLines()).toEqual([]);
  });
});
