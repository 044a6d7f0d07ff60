import { SignJWT, decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refresh as refreshSession } from '../../server/services/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import { registerAndLogin, type RegisteredUser } from '../support/users';
import { bearer } from './accounts-fixtures';

let t: TestApp;
// The app's clock runs with real time, shifted by `later` (the grace window of rotated refresh tokens).
let shiftMs = 0;
const later = (seconds: number) => {
  shiftMs = seconds * 1000;
};
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock: () => new Date(Date.now() + shiftMs) });
});
afterEach(() => later(0));
afterAll(async () => t.close());

const login = (body: object, lang = 'es') => t.http.post('/api/v1/auth/login').set('accept-language', lang).send(body);
const refresh = (token: string) => t.http.post('/api/v1/auth/refresh').send({ refresh_token: token });
const me = (token: string) => t.http.get('/api/v1/auth/me').set(bearer(token));

describe('POST /auth/refresh', () => {
  it('rotates: a new pair in the same session; the old refresh token stops working', async () => {
    const user = await registerAndLogin(t);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(first.body.refresh_token).not.toBe(user.refreshToken);
    expect(decodeJwt(first.body.access_token).sid).toBe(decodeJwt(user.token).sid);
    expect((await me(first.body.access_token)).status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
  });

  const familyRows = (user: RegisteredUser) => t.app.deps.db.refreshToken.findMany({ where: { familyId: String(decodeJwt(user.token).sid) } });

  it('a rotated token presented again within 30 s answers the same successor and a working access token', async () => {
    const user = await registerAndLogin(t);
    const rotated = await refresh(user.refreshToken);
    later(29);
    const again = await refresh(user.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(rotated.body.refresh_token);
    expect(decodeJwt(again.body.access_token).sid).toBe(decodeJwt(user.token).sid);
    expect((await me(again.body.access_token)).status).toBe(200);
    const rows = await familyRows(user);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    expect((await refresh(again.body.refresh_token)).status).toBe(200);
  });

  it('replaying a rotated token after 30 s answers 401 and ends the whole session; other sessions live on', async () => {
    const user = await registerAndLogin(t);
    const otherSession = await login({ email: user.email, password: user.password });
    const rotated = await refresh(user.refreshToken);
    later(31);
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'REFRESH_TOKEN_INVALID', message: 'Tu sesión ha expirado. Inicia sesión de nuevo.' });
    const descendant = await refresh(rotated.body.refresh_token);
    expect(descendant.status).toBe(401);
    expect((await familyRows(user)).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await refresh(otherSession.body.refresh_token)).status).toBe(200);
  });

  it('simultaneous refreshes with one token (two tabs) all answer the same pair; the session lives on', async () => {
    const user = await registerAndLogin(t);
    const answers = await Promise.all([
      refresh(user.refreshToken).then((response) => ({ status: response.status, body: response.body as { refresh_token: string; access_token: string } })),
      refresh(user.refreshToken).then((response) => ({ status: response.status, body: response.body as { refresh_token: string; access_token: string } })),
      t.trpc('auth.refresh', { refresh_token: user.refreshToken }).then((result) => ({ status: result.status, body: result.data as { refresh_token: string; access_token: string } })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const successor = answers[0].body.refresh_token;
    expect(answers.map((answer) => answer.body.refresh_token)).toEqual([successor, successor, successor]);
    for (const answer of answers) expect((await me(answer.body.access_token)).status).toBe(200);
    const rows = await familyRows(user);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.rotatedAt !== null)).toHaveLength(1);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    expect((await refresh(successor)).status).toBe(200);
    later(31);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await familyRows(user)).every((row) => row.revokedAt !== null)).toBe(true);
  });

  /** A database whose $transaction first runs `before`: another request acting between this one's read and its claim. */
  const racing = (before: () => Promise<unknown>) => {
    const db = t.app.deps.db;
    return new Proxy(db, {
      get(target, property, receiver) {
        if (property !== '$transaction') return Reflect.get(target, property, receiver) as unknown;
        return async (fn: Parameters<typeof db.$transaction>[0]) => {
          await before();
          return db.$transaction(fn);
        };
      },
    });
  };
  const serviceContext = (db: typeof t.app.deps.db) => ({ deps: t.app.deps, db, read: t.app.deps.read, lang: 'es' as const, timeZone: 'UTC', now: t.app.deps.clock(), ip: '127.0.0.1', user: null });

  it("losing the conditional update to another refresh answers that refresh's successor", async () => {
    const user = await registerAndLogin(t);
    let winner: { refresh_token: string } | undefined;
    const db = racing(async () => {
      winner ??= (await refresh(user.refreshToken)).body as { refresh_token: string };
    });
    const loser = await refreshSession(serviceContext(db), user.refreshToken);
    expect(loser.refresh_token).toBe(winner?.refresh_token);
    expect((await familyRows(user)).every((row) => row.revokedAt === null)).toBe(true);
  });

  it('losing the conditional update to a rotation without that successor counts as a replay', async () => {
    const user = await registerAndLogin(t);
    const db = racing(() => t.app.deps.db.refreshToken.updateMany({ where: { userId: user.id }, data: { rotatedAt: t.app.deps.clock() } }));
    await expect(refreshSession(serviceContext(db), user.refreshToken)).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    const rows = await t.app.deps.db.refreshToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).not.toBeNull();
  });

  it('within 30 s the grace answer resurrects nothing: a successor already rotated, or a session logged out, stays ended', async () => {
    const user = await registerAndLogin(t);
    const first = await refresh(user.refreshToken);
    const second = await refresh(first.body.refresh_token);
    later(5);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await familyRows(user)).every((row) => row.revokedAt !== null)).toBe(true);

    const other = await registerAndLogin(t);
    const rotated = await refresh(other.refreshToken);
    expect((await t.http.post('/api/v1/auth/logout').set(bearer(rotated.body.access_token))).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    const rows = await familyRows(other);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('401 for an expired, unknown or malformed token; 400 without one', async () => {
    const user = await registerAndLogin(t);
    await t.app.deps.db.refreshToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(user.refreshToken)).body.code).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh('A'.repeat(43))).status).toBe(401);
    expect((await refresh('not a token')).status).toBe(401);
    const missing = await t.http.post('/api/v1/auth/refresh').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].code).toBe('REFRESH_TOKEN_REQUIRED');
  });

  it('login drops the expired refresh tokens of the user', async () => {
    const user = await registerAndLogin(t);
    await t.app.deps.db.refreshToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await login({ email: user.email, password: user.password });
    expect(await t.app.deps.db.refreshToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it('works over tRPC: within 30 s the same successor, after it a replay answers the same code', async () => {
    const user = await registerAndLogin(t);
    const result = await t.trpc('auth.refresh', { refresh_token: user.refreshToken });
    expect(result.status).toBe(200);
    const again = await t.trpc('auth.refresh', { refresh_token: user.refreshToken });
    expect(again.status).toBe(200);
    expect((again.data as { refresh_token: string }).refresh_token).toBe((result.data as { refresh_token: string }).refresh_token);
    later(31);
    const replay = await t.trpc('auth.refresh', { refresh_token: user.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.error?.data.appCode).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('POST /auth/logout', () => {
  it("without a body ends the access token's session only", async () => {
    const user = await registerAndLogin(t);
    const other = await login({ email: user.email, password: user.password });
    const response = await t.http.post('/api/v1/auth/logout').set(bearer(user.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Sesión cerrada' });
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('with a refresh token of the caller ends that session too', async () => {
    const user = await registerAndLogin(t);
    const other = await login({ email: user.email, password: user.password });
    const response = await t.http.post('/api/v1/auth/logout').set(bearer(user.token)).set('accept-language', 'en').send({ refresh_token: other.body.refresh_token });
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    expect((await refresh(other.body.refresh_token)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it("ignores someone else's refresh token", async () => {
    const user = await registerAndLogin(t);
    const victim = await registerAndLogin(t);
    const response = await t.http.post('/api/v1/auth/logout').set(bearer(user.token)).send({ refresh_token: victim.refreshToken });
    expect(response.status).toBe(200);
    expect((await refresh(victim.refreshToken)).status).toBe(200);
  });

  it('works over tRPC', async () => {
    const user = await registerAndLogin(t);
    const result = await t.trpc('auth.logout', { refresh_token: user.refreshToken }, { token: user.token });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ success: true, message: 'Sesión cerrada' });
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerAndLogin(t);
  });
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const forged = (claims: Record<string, unknown>, options: { alg?: string; iss?: string; aud?: string; exp?: number } = {}) =>
    new SignJWT({ email: user.email, currencyId: user.currencyId, typ: 'access', ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(user.id)
      .setIssuer(options.iss ?? 'prospera')
      .setAudience(options.aud ?? 'prospera-app')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(secret);

  it('a correctly signed token passes (control case)', async () => {
    expect((await me(await forged({}))).status).toBe(200);
  });

  it.each([
    ['a refresh token', async () => user.refreshToken],
    ['a JWT of another type', async () => forged({ typ: 'refresh' })],
    ['another issuer', async () => forged({}, { iss: 'someone-else' })],
    ['another audience', async () => forged({}, { aud: 'other-app' })],
    ['another algorithm', async () => forged({}, { alg: 'HS512' })],
    ['an expired token', async () => forged({}, { exp: Math.floor(Date.now() / 1000) - 10 })],
    ['an unsigned token', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, typ: 'access' })).toString('base64url')}.`],
    ['a malformed session claim', async () => forged({ sid: 42 })],
  ])('%s is refused as an access token: 401 UNAUTHENTICATED', async (_name, make) => {
    const token = await make();
    const rest = await me(token);
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    const trpc = await t.trpc('auth.me', undefined, { token, query: true });
    expect(trpc.status).toBe(401);
    expect(trpc.error?.data.appCode).toBe('UNAUTHENTICATED');
  });
});

