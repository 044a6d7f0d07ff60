import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_LENGTH } from '../../domain/schemas/api-tokens';
import { createTestApp, type TestApp } from '../support/app';
import { registerAndLogin, type RegisteredUser } from '../support/users';
import { bearer } from './accounts-fixtures';
import { changePassword, login, shiftedClock } from './sessions-fixtures';

// Personal access tokens (issue 39): made, listed and revoked by a signed-in person; used as a Bearer on REST within
// their scopes; refused at once when revoked, expired, or when the password changes or the account goes.

const clock = shiftedClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
});
afterAll(async () => t.close());

type Created = { id: string; name: string; scopes: string[]; token: string; createdAt: string; expiresAt: string; expired: boolean; lastUsedAt: null };

async function createToken(user: RegisteredUser, body: object = { name: 'Script', scopes: ['plan:read'] }): Promise<Created> {
  const response = await t.http.post('/api/v1/users/tokens').set(bearer(user.token)).send(body);
  expect(response.status).toBe(201);
  return response.body as Created;
}

const get = (token: string, path: string, lang = 'es') => t.http.get(`/api/v1${path}`).set({ ...bearer(token), 'accept-language': lang });
const contextNames = (body: unknown) => (body as { contexts: { name: string }[] }).contexts.map((row) => row.name);
const tokenRows = (userId: string) => t.app.deps.db.personalAccessToken.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

describe('creating, listing and revoking', () => {
  it('answers the secret once (prs_, 53 characters), stores only its SHA-256, and lists the token without it', async () => {
    const user = await registerAndLogin(t);
    const created = await createToken(user, { name: '  Mi script  ', scopes: ['plan:write', 'wheel:read', 'plan:read'] });
    expect(created.token).toMatch(/^prs_[0-9A-Za-z]{49}$/);
    expect(created.token).toHaveLength(API_TOKEN_LENGTH);
    expect(created).toMatchObject({ name: 'Mi script', scopes: ['wheel:read', 'plan:read', 'plan:write'], expired: false, lastUsedAt: null });
    // The default expiry: 90 days.
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(90 * 86_400_000);

    const [row] = await tokenRows(user.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4, 40));

    const list = await get(user.token, '/users/tokens');
    expect(list.status).toBe(200);
    const { token: _secret, ...listed } = created;
    expect(list.body).toEqual({ tokens: [listed] });
    expect(list.text).not.toContain(created.token);
    expect(list.text).not.toContain(row?.tokenHash);
  });

  it('takes an expiry of 1 to 365 days; refuses an unknown scope, no scope, no name or 366 days with a translated 400, creating nothing', async () => {
    const user = await registerAndLogin(t);
    const year = await createToken(user, { name: 'Año', scopes: ['weekly:read'], expiresInDays: 365 });
    expect(Date.parse(year.expiresAt) - Date.parse(year.createdAt)).toBe(365 * 86_400_000);
    const refused = [
      [{ name: 'x', scopes: ['plan:read', 'admin'] }, 'TOKEN_SCOPE_UNKNOWN', 'Permiso desconocido'],
      [{ name: 'x', scopes: [] }, 'TOKEN_SCOPES_REQUIRED', 'Elige al menos un permiso'],
      [{ name: '   ', scopes: ['plan:read'] }, 'TOKEN_NAME_REQUIRED', 'Ponle un nombre al token'],
      [{ name: 'x', scopes: ['plan:read'], expiresInDays: 366 }, 'TOKEN_EXPIRY_INVALID', 'La caducidad va de 1 a 365 días'],
    ] as const;
    for (const [body, code, text] of refused) {
      const response = await t.http.post('/api/v1/users/tokens').set(bearer(user.token)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.issues[0].code).toBe(code);
      expect(response.body.message).toContain(text);
    }
    const english = await t.http.post('/api/v1/users/tokens?lang=en').set(bearer(user.token)).send({ name: 'x', scopes: ['nope'] });
    expect(english.body.message).toContain('Unknown scope');
    expect(await tokenRows(user.id)).toHaveLength(1);
  });

  it("revoking stops the token at once and takes it off the list; another person's token id answers 404", async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const created = await createToken(user);
    expect((await get(created.token, '/projects/me')).status).toBe(200);

    const foreign = await t.http.delete(`/api/v1/users/tokens/${created.id}`).set(bearer(other.token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('API_TOKEN_NOT_FOUND');
    expect((await get(created.token, '/projects/me')).status).toBe(200);

    const revoked = await t.http.delete(`/api/v1/users/tokens/${created.id}`).set(bearer(user.token));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, message: 'Token de acceso revocado: ya no funciona' });
    const refused = await get(created.token, '/projects/me');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    expect((await get(user.token, '/users/tokens')).body).toEqual({ tokens: [] });
    expect((await t.http.delete(`/api/v1/users/tokens/${created.id}`).set(bearer(user.token))).status).toBe(404);
  });
});

describe('using a token', () => {
  it('works as a Bearer on the REST calls its scopes allow, as its owner', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user, { name: 'Plan', scopes: ['plan:write'] });
    const context = await t.http.post('/api/v1/users/add-context').set(bearer(token)).send({ name: 'garaje' });
    expect(context.status).toBe(201);
    const contexts = await get(token, '/users/my-contexts');
    expect(contextNames(contexts.body)).toContain('@garaje');
    expect((await get(user.token, '/users/my-contexts')).body).toEqual(contexts.body);
  });

  it('answers 403 INSUFFICIENT_SCOPE naming the missing scope, in es and en, with WWW-Authenticate, and changes nothing', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user, { name: 'Lectura', scopes: ['plan:read'] });
    const es = await get(token, '/weeks/me');
    expect(es.status).toBe(403);
    expect(es.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'INSUFFICIENT_SCOPE',
      scope: 'weekly:read',
      message: 'Este token de acceso no tiene el permiso weekly:read. Crea uno que lo incluya desde tu perfil.',
    });
    expect(es.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="weekly:read"');
    const en = await get(token, '/lifewheel/me', 'en');
    expect(en.body.message).toBe('This access token lacks the wheel:read scope. Create one that includes it from your profile.');
    expect(en.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="wheel:read plan:read"');

    const write = await t.http.post('/api/v1/users/add-context').set(bearer(token)).send({ name: 'garaje' });
    expect(write.status).toBe(403);
    expect(write.body.scope).toBe('plan:write');
    expect(contextNames((await get(user.token, '/users/my-contexts')).body)).not.toContain('@garaje');
  });

  it('cannot create tokens, change the password, sign-in methods or delete the account: 403 TOKEN_NOT_ALLOWED, nothing changes', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user, { name: 'Todo', scopes: ['profile:read', 'wheel:write', 'plan:write', 'weekly:write', 'analytics:read', 'account:export', 'webhooks'] });
    const calls = [
      t.http.post('/api/v1/users/tokens').send({ name: 'Otro', scopes: ['plan:read'] }),
      t.http.get('/api/v1/users/tokens'),
      t.http.put('/api/v1/users/update').send({ firstName: 'A', lastName: 'B', phone: user.phone, address: 'C', password: 'Nueva-clave-123', confirmPassword: 'Nueva-clave-123' }),
      t.http.get('/api/v1/users/me/sign-in-methods'),
      t.http.delete('/api/v1/users/me').send({ password: user.password }),
      t.http.post('/api/v1/auth/logout').send({}),
    ];
    for (const call of calls) {
      const response = await call.set({ ...bearer(token), 'accept-language': 'en' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'TOKEN_NOT_ALLOWED', message: 'A personal access token cannot do this: sign in to Prospera to do it.' });
    }
    expect(await tokenRows(user.id)).toHaveLength(1);
    expect((await t.http.post('/api/v1/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    expect((await get(token, '/auth/me')).status).toBe(200);
  });

  it('is REST only: tRPC answers 401 to it', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user);
    const trpc = await t.trpc('projects.me', undefined, { token, query: true });
    expect(trpc.status).toBe(401);
    expect(trpc.error?.data.appCode).toBe('UNAUTHENTICATED');
    expect((await t.trpc('projects.me', undefined, { token: user.token, query: true })).status).toBe(200);
  });

  it('refuses a token of the right shape but a wrong checksum, or an unknown one, with 401', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user);
    // Each forgery changes one character to another (a character already 'a' becomes 'b').
    const other = (character: string | undefined) => (character === 'a' ? 'b' : 'a');
    for (const forged of [`${token.slice(0, -1)}${other(token.at(-1))}`, `${token.slice(0, 10)}${other(token[10])}${token.slice(11)}`, 'prs_short', `${token}x`]) {
      expect((await get(forged, '/projects/me')).status).toBe(401);
    }
  });

  it('records its last use to the minute: a use within the minute writes nothing', async () => {
    const user = await registerAndLogin(t);
    const { token, id } = await createToken(user);
    const lastUsed = async () => (await t.app.deps.db.personalAccessToken.findUniqueOrThrow({ where: { id } })).lastUsedAt?.getTime() ?? null;
    expect(await lastUsed()).toBeNull();
    await get(token, '/projects/me');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    clock.shift(30_000);
    await get(token, '/projects/me');
    expect(await lastUsed()).toBe(first);
    clock.shift(61_000);
    await get(token, '/projects/me');
    expect(await lastUsed()).toBeGreaterThanOrEqual((first ?? 0) + 61_000);
    const listed = (await get(user.token, '/users/tokens')).body.tokens[0];
    expect(Date.parse(listed.lastUsedAt)).toBe(await lastUsed());
  });
});

describe('a token stops at once', () => {
  it('when it expires (the clock moved past expiresAt), and is listed as expired', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user, { name: 'Corto', scopes: ['plan:read'], expiresInDays: 1 });
    clock.shift(86_400_000 - 60_000);
    expect((await get(token, '/projects/me')).status).toBe(200);
    clock.shift(86_400_000);
    expect((await get(token, '/projects/me')).status).toBe(401);
    // The session's access token lives 15 minutes: a fresh login lists it.
    const { access_token } = await login(t, user);
    expect((await get(access_token, '/users/tokens')).body.tokens[0].expired).toBe(true);
  });

  it('when its owner changes the password (every token of the account)', async () => {
    const user = await registerAndLogin(t);
    const one = await createToken(user);
    const two = await createToken(user, { name: 'Otro', scopes: ['profile:read'] });
    const change = await changePassword(t, user, user.token, 'Otra-clave-456');
    expect(change.status).toBe(200);
    expect((await get(one.token, '/projects/me')).status).toBe(401);
    expect((await get(two.token, '/auth/me')).status).toBe(401);
    expect((await get(user.token, '/users/tokens')).body).toEqual({ tokens: [] });
  });

  it('when its owner deletes the account', async () => {
    const user = await registerAndLogin(t);
    const { token } = await createToken(user);
    const deleted = await t.http.delete('/api/v1/users/me').set(bearer(user.token)).send({ password: user.password });
    expect(deleted.status).toBe(200);
    expect((await get(token, '/projects/me')).status).toBe(401);
    expect(await tokenRows(user.id)).toEqual([]);
  });
});
