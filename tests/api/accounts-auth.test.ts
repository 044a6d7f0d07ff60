import { hash } from '@node-rs/argon2';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOperations } from '../../server/operations/account';
import { authOperations } from '../../server/operations/auth';
import type { OperationTable } from '../../server/operations/define';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, registerAndLogin, registerBody, type RegisteredUser } from '../support/users';
import { bearer } from './accounts-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

const login = (body: object, lang = 'es') => t.http.post('/api/v1/auth/login').set('accept-language', lang).send(body);
const me = (token: string) => t.http.get('/api/v1/auth/me').set(bearer(token));

describe('POST /auth/login', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerAndLogin(t, { firstName: 'Marta', phone: '+57 321 123 4567' });
  });

  it('answers both tokens and the session user', async () => {
    const response = await login({ email: user.email, password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 900,
      user: { id: user.id, email: user.email, firstName: 'Marta', lastName: 'Registro', phone: '+57 3211234567', address: 'Av. Siempre Viva 742', avatarUrl: '/avatar-placeholder.svg', version: expect.any(Number) },
    });
  });

  it('signs a 15-minute HS256 access token with sub, email, currencyId, sid, issuer and audience', async () => {
    const { body } = await login({ email: user.email, password: user.password });
    expect(decodeProtectedHeader(body.access_token).alg).toBe('HS256');
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: user.id, email: user.email, currencyId: user.currencyId, typ: 'access', iss: 'prospera', aud: 'prospera-app' });
    expect(claims.exp! - claims.iat!).toBe(900);
    const family = await t.app.deps.db.refreshToken.findFirstOrThrow({ where: { userId: user.id, familyId: String(claims.sid) } });
    expect(family.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(family.tokenHash).not.toContain(body.refresh_token);
  });

  it('reads the email trimmed and in any case', async () => {
    const response = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(response.status).toBe(200);
  });

  it('answers the same 401 INVALID_CREDENTIALS for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: user.password });
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' });
    expect(wrong.body).toEqual(unknown.body);
    const english = await login({ email: user.email, password: 'wrong-password' }, 'en');
    expect(english.body.message).toBe('Invalid email or password');
    const trpc = await t.trpc('auth.login', { email: 'nobody@example.com', password: 'x' });
    expect(trpc.status).toBe(401);
    expect(trpc.error?.data.appCode).toBe('INVALID_CREDENTIALS');
  });

  it("never accepts a user whose stored hash is not argon2 (createUserDirect's placeholder)", async () => {
    const direct = await createUserDirect(t);
    const response = await login({ email: direct.email, password: 'not-a-real-hash' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('an account without a password (made by a sign-in provider) answers what a wrong password answers', async () => {
    const direct = await createUserDirect(t);
    await t.app.deps.db.user.update({ where: { id: direct.id }, data: { passwordHash: null } });
    const response = await login({ email: direct.email, password: 'anything-at-all' });
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(wrong.body);
  });

  it.each([
    [{}, 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos'],
    [{ email: 'a@example.com' }, 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos'],
    [{ email: 'a@example.com', password: '' }, 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos'],
    [{ email: 'bad', password: 'secret' }, 'EMAIL_INVALID', 'Email inválido'],
    [{ email: 'bad' }, 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos'],
  ])('%j: 400 %s', async (body, code, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.body.issues[0].code).toBe(code);
  });

  it('upgrades a hash made with older parameters at the next successful login', async () => {
    const other = await registerAndLogin(t);
    const weak = await hash(other.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.app.deps.db.user.update({ where: { id: other.id }, data: { passwordHash: weak } });
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
    const stored = await t.app.deps.db.user.findUniqueOrThrow({ where: { id: other.id }, select: { passwordHash: true } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
  });

  it('is two statements: the account read, then one write that starts the session (kept, usable at refresh)', async () => {
    const statements: string[] = [];
    const stop = t.database.onQuery((sql) => statements.push(sql));
    const response = await login({ email: user.email, password: user.password });
    stop();
    expect(response.status).toBe(200);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^\s*SELECT/);
    expect(statements[1]).toMatch(/INSERT INTO "RefreshToken"/);
    const refreshed = await t.http.post('/api/v1/auth/refresh').send({ refresh_token: response.body.refresh_token });
    expect(refreshed.status).toBe(200);
    const rows = await t.app.deps.db.refreshToken.findMany({ where: { userId: user.id, rotatedAt: { not: null } } });
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('works over tRPC', async () => {
    const result = await t.trpc('auth.login', { email: user.email, password: user.password });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ token_type: 'Bearer', user: { id: user.id } });
  });
});

describe('GET /auth/me', () => {
  it('answers the account and profile of the token, over REST and tRPC', async () => {
    const user = await registerAndLogin(t, { firstName: 'Inés' });
    const rest = await me(user.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      id: user.id,
      email: user.email,
      currencyId: user.currencyId,
      firstName: 'Inés',
      lastName: 'Registro',
      phone: user.phone,
      address: 'Av. Siempre Viva 742',
      avatarUrl: '/avatar-placeholder.svg',
      version: expect.any(Number),
    });
    const trpc = await t.trpc('auth.me', undefined, { token: user.token, query: true });
    expect(trpc.data).toEqual(rest.body);
  });

  it('401 for a valid token whose user no longer exists', async () => {
    const user = await registerAndLogin(t);
    await t.app.deps.db.user.delete({ where: { id: user.id } });
    const response = await me(user.token);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /auth/session', () => {
  it("answers the token's claims without reading the database, over REST and tRPC", async () => {
    const user = await registerAndLogin(t);
    let queries = 0;
    const stop = t.database.onQuery(() => (queries += 1));
    const rest = await t.http.get('/api/v1/auth/session').set('authorization', `Bearer ${user.token}`);
    stop();
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ userId: user.id, email: user.email, currencyId: user.currencyId });
    expect(queries).toBe(0);
    const trpc = await t.trpc('auth.session', undefined, { token: user.token, query: true });
    expect(trpc.data).toEqual(rest.body);
  });
});

describe('GET /auth/providers', () => {
  it('lists no provider: none is configured; no token needed', async () => {
    const rest = await t.http.get('/api/v1/auth/providers');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ providers: [] });
    const trpc = await t.trpc('auth.providers', undefined, { query: true });
    expect(trpc.data).toEqual({ providers: [] });
  });
});

describe('every protected account operation needs a valid access token', () => {
  const tables: Record<string, OperationTable> = { auth: authOperations, account: accountOperations };
  const protectedOperations = Object.entries(tables).flatMap(([area, table]) =>
    Object.entries(table)
      .filter(([, operation]) => operation.auth === 'required')
      .map(([name, operation]) => ({ procedure: `${area}.${name}`, method: operation.method, path: operation.path })),
  );

  it('covers the ten protected operations', () => {
    expect(protectedOperations.map((operation) => operation.procedure).sort()).toEqual(
      ['auth.logout', 'auth.me', 'auth.session', 'account.addContext', 'account.context', 'account.deleteContext', 'account.me', 'account.myContexts', 'account.renameContext', 'account.update'].sort(),
    );
  });

  it.each(protectedOperations)('$procedure: 401 UNAUTHENTICATED without a token or with a bad one, over REST and tRPC', async ({ procedure, method, path }) => {
    const url = `/api/v1${path.replace('{id}', '00000000-0000-4000-8000-000000000000')}`;
    for (const authorization of [undefined, 'Bearer not-a-jwt', 'Basic dXNlcjpwYXNz']) {
      const request = method === 'GET' ? t.http.get(url) : method === 'POST' ? t.http.post(url) : method === 'PUT' ? t.http.put(url) : t.http.delete(url);
      if (authorization) void request.set('authorization', authorization);
      const rest = await request;
      expect(rest.status, `${method} ${url} ${authorization}`).toBe(401);
      expect(rest.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Autenticación requerida' });
    }
    const input = path.includes('{id}') ? { id: '00000000-0000-4000-8000-000000000000' } : {};
    const trpc = await t.trpc(procedure, input, { query: method === 'GET' });
    expect(trpc.status).toBe(401);
    expect(trpc.error?.data.appCode).toBe('UNAUTHENTICATED');
  });

  it('the public ones answer without a token', async () => {
    expect((await t.http.post('/api/v1/users/register').send(registerBody())).status).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents every account operation with its tRPC path', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { 'x-trpc-path': string; 'x-trpc-deprecated-paths'?: string[]; responses: Record<string, unknown> }>> };
    expect(doc.paths['/api/v1/auth/login']?.post?.['x-trpc-path']).toBe('auth.login');
    expect(Object.keys(doc.paths['/api/v1/auth/login']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/v1/users/register']?.post?.['x-trpc-path']).toBe('account.register');
    expect(doc.paths['/api/v1/users/register']?.post?.['x-trpc-deprecated-paths']).toEqual(['users.register']);
    expect(Object.keys(doc.paths['/api/v1/users/register']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409', '429']));
    expect(doc.paths['/api/v1/users/delete-context/{id}']?.delete?.['x-trpc-path']).toBe('account.deleteContext');
    expect(doc.paths['/api/v1/auth/providers']?.get?.['x-trpc-path']).toBe('auth.providers');
  });
});
