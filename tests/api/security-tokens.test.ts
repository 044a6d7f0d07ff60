import { randomUUID } from 'node:crypto';
import { decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { genuineClaims, signHmac, signRawHs256, signRsa, unsigned, withBrokenSignature, withPayload } from '../support/security-jwt';
import { createFullUser, dumpUserRows, publicIds, type FullUser, type PublicIds } from '../support/security-fixture';
import { callRest, callTrpc, documentedOperations, missingIds, resolverOf, sampleRequest, trpcError, trpcInput } from '../support/security-openapi';
import { registerAndLogin, type RegisteredUser } from '../support/users';

const t = await createTestApp();
const secured = (await documentedOperations(t.app)).filter((op) => op.secured);
afterAll(async () => t.close());

let user: RegisteredUser;
let victim: FullUser;
let shared: PublicIds;
beforeAll(async () => {
  user = await registerAndLogin(t);
  victim = await createFullUser(t);
  shared = await publicIds(t);
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (changes: Record<string, unknown> = {}, drop: string[] = []): JWTPayload => {
  const all: Record<string, unknown> = { ...genuineClaims(user), ...changes };
  for (const key of drop) delete all[key];
  return all;
};

/** Sends a token to a database-free route, a reading route and a writing route, over REST and tRPC. */
async function expectRefused(token: string): Promise<void> {
  const contexts = await t.app.deps.db.context.count();
  const routes = [['GET', '/api/v1/auth/session'], ['GET', '/api/v1/auth/me'], ['POST', '/api/v1/users/add-context'], ['POST', '/api/v1/auth/logout']] as const;
  for (const [method, url] of routes) {
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' ? { payload: { name: '@intruso' } } : {}) });
    expect({ url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ url, status: 401, code: 'UNAUTHENTICATED' });
  }
  const trpc = await t.app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers: { authorization: `Bearer ${token}` } });
  expect(trpc.statusCode).toBe(401);
  expect(await t.app.deps.db.context.count()).toBe(contexts);
}

describe('access tokens the server must refuse (401 UNAUTHENTICATED everywhere)', () => {
  it('control: a token signed like the server signs them is accepted, by jose or by hand', async () => {
    for (const token of [await signHmac(claims()), signRawHs256({ typ: 'JWT' }, claims())]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    }
  });

  it.each([
    ['alg none, no signature', async () => unsigned(claims())],
    ['alg None, no signature', async () => unsigned(claims(), 'None')],
    ['alg none with a genuine signature attached', async () => unsigned(claims(), 'none', (await signHmac(claims())).split('.')[2])],
    ['HS512 with the right secret', async () => signHmac(claims(), { alg: 'HS512' })],
    ['HS384 with the right secret', async () => signHmac(claims(), { alg: 'HS384' })],
    ['HS256 with another secret', async () => signHmac(claims(), { key: new TextEncoder().encode('another-secret-that-is-long-enough-0123456789') })],
    ['RS256 with a key of its own', async () => signRsa(claims())],
    ['a tampered payload (another user) with the original signature', async () => withPayload(await signHmac(claims()), claims({ sub: victim.id, email: victim.email }))],
    ['a tampered signature', async () => withBrokenSignature(await signHmac(claims()))],
    ['no signature part', async () => (await signHmac(claims())).split('.').slice(0, 2).join('.')],
    ['expired', async () => signHmac(claims({ iat: now() - 1000, exp: now() - 60 }))],
    ['without exp', async () => signHmac(claims({}, ['exp']))],
    ['without iat', async () => signHmac(claims({}, ['iat']))],
    ['not valid yet (nbf in the future)', async () => signHmac(claims({ nbf: now() + 600 }))],
    ['another issuer', async () => signHmac(claims({ iss: 'someone-else' }))],
    ['without issuer', async () => signHmac(claims({}, ['iss']))],
    ['another audience', async () => signHmac(claims({ aud: 'other-app' }))],
    ['without audience', async () => signHmac(claims({}, ['aud']))],
    ["typ 'refresh'", async () => signHmac(claims({ typ: 'refresh' }))],
    ['without typ', async () => signHmac(claims({}, ['typ']))],
    ['without sub', async () => signHmac(claims({}, ['sub']))],
    ['a sub that is not a uuid', async () => signHmac(claims({ sub: 'admin' }))],
    ['a numeric sub', async () => signHmac(claims({ sub: 42 }))],
    ['without email', async () => signHmac(claims({}, ['email']))],
    ['a currencyId that is not a uuid', async () => signHmac(claims({ currencyId: 'USD' }))],
    ['a session id of the wrong type', async () => signHmac(claims({ sid: 42 }))],
    ['a session id that is an object', async () => signHmac(claims({ sid: { $ne: null } }))],
    ['a session id that is not a uuid', async () => signHmac(claims({ sid: "x' OR '1'='1" }))],
    ['a critical header the server does not know', async () => signRawHs256({ crit: ['x-custom'], 'x-custom': 1 }, claims())],
    ['a refresh token', async () => user.refreshToken],
    ['random text', async () => 'definitely-not-a-token'],
    ['three empty parts', async () => '..'],
    ['a huge token', async () => `${'a'.repeat(8000)}.${'b'.repeat(8000)}.c`],
  ])('%s', async (_name, make) => {
    await expectRefused(await make());
  });

  it('other authorization schemes and malformed headers are anonymous', async () => {
    const token = await signHmac(claims());
    for (const header of [`Basic ${Buffer.from('a:b').toString('base64')}`, `Token ${token}`, token, `Bearer`, `Bearer ${token} extra`, `Bearer ${token},Bearer ${token}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: header } });
      expect({ header: header.slice(0, 20), status: response.statusCode }).toEqual({ header: header.slice(0, 20), status: 401 });
    }
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/v1/auth/me?access_token=${token}` });
    expect(inQuery.statusCode).toBe(401);
  });
});

describe('a genuine token whose user no longer exists', () => {
  let amountPaid: number;
  beforeAll(async () => {
    const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { id: string; basePrice: number }[] };
    amountPaid = plans.plans.find((plan) => plan.id === shared.planId)!.basePrice;
  });

  it.each(secured.map((op) => [op.name, op] as const))('%s: a declared status, never 5xx, and nothing is written', async (_name, op) => {
    const ghost = { id: randomUUID(), email: 'ghost@example.com', currencyId: shared.currencyId };
    const token = t.app.deps.tokens.signAccessToken(ghost);
    const before = await dumpUserRows(t, victim.id);
    const request = sampleRequest(op, resolverOf(victim.owned, shared, missingIds()), { amountPaid });
    const rest = await callRest(t.app, op, request, token);
    expect(rest.status).toBeLessThan(500);
    expect(op.statuses).toContain(rest.status);
    if (op.trpcPath) {
      const trpc = await callTrpc(t.app, op, trpcInput(request), token);
      expect(trpc.status).toBe(rest.status);
    }
    expect(Object.values(await dumpUserRows(t, ghost.id)).flat()).toEqual([]);
    expect(await dumpUserRows(t, victim.id)).toEqual(before);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => t.http.post('/api/v1/auth/refresh').send({ refresh_token: token });
  const familyOf = async (token: string) => {
    // Read, not checked: the token's session may have ended.
    const session = decodeJwt(token).sid as string | undefined;
    return t.app.deps.db.refreshToken.findMany({ where: { familyId: session ?? '' }, select: { revokedAt: true, rotatedAt: true } });
  };

  it('reusing a rotated token revokes the whole family, descendants included; other sessions live on', async () => {
    const someone = await registerAndLogin(t);
    const other = await t.http.post('/api/v1/auth/login').send({ email: someone.email, password: someone.password });
    const first = await refresh(someone.refreshToken);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    const replay = await refresh(someone.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await refresh(first.body.refresh_token)).status).toBe(401);
    expect((await familyOf(someone.token)).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('simultaneous refreshes with one token: one rotation, every caller gets its successor, and the family lives on', async () => {
    for (let round = 0; round < 3; round += 1) {
      const someone = await registerAndLogin(t);
      const attempts = await Promise.all([
        refresh(someone.refreshToken).then((response) => ({ status: response.status, token: response.body.refresh_token as string | undefined, code: response.body.code as string | undefined })),
        refresh(someone.refreshToken).then((response) => ({ status: response.status, token: response.body.refresh_token as string | undefined, code: response.body.code as string | undefined })),
        t.trpc('auth.refresh', { refresh_token: someone.refreshToken }).then((result) => ({
          status: result.status,
          token: (result.data as { refresh_token?: string } | undefined)?.refresh_token,
          code: result.error?.data.appCode,
        })),
        refresh(someone.refreshToken).then((response) => ({ status: response.status, token: response.body.refresh_token as string | undefined, code: response.body.code as string | undefined })),
      ]);
      expect(attempts.map((attempt) => attempt.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(attempts.map((attempt) => attempt.token)).size).toBe(1);
      const family = await familyOf(someone.token);
      expect(family).toHaveLength(2);
      expect(family.filter((row) => row.rotatedAt !== null)).toHaveLength(1);
      expect(family.every((row) => row.revokedAt === null)).toBe(true);
      expect((await refresh(attempts[0].token!)).status).toBe(200);
    }
  });

  it('a logged-out, expired, access-token or foreign-shaped refresh token answers 401', async () => {
    const someone = await registerAndLogin(t);
    const loggedOut = await registerAndLogin(t);
    expect((await t.http.post('/api/v1/auth/logout').set('authorization', `Bearer ${loggedOut.token}`).send({ refresh_token: loggedOut.refreshToken })).status).toBe(200);
    expect((await refresh(loggedOut.refreshToken)).status).toBe(401);
    const expiring = await registerAndLogin(t);
    await t.app.deps.db.refreshToken.updateMany({ where: { userId: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(expiring.refreshToken)).status).toBe(401);
    for (const token of [someone.token, `${someone.refreshToken}=`, someone.refreshToken.toUpperCase(), ' '.repeat(43), "' OR 1=1 --"]) {
      const response = await refresh(token);
      expect([400, 401]).toContain(response.status);
    }
    expect((await refresh(someone.refreshToken)).status).toBe(200);
  });

  it('refresh answers carry no token hash and never the stored row', async () => {
    const someone = await registerAndLogin(t);
    const response = await refresh(someone.refreshToken);
    expect(Object.keys(response.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    const rows = await t.app.deps.db.refreshToken.findMany({ where: { userId: someone.id }, select: { tokenHash: true } });
    for (const row of rows) expect(response.text).not.toContain(row.tokenHash);
    const trpc = await callTrpc(t.app, (await documentedOperations(t.app)).find((op) => op.trpcPath === 'auth.refresh')!, { refresh_token: 'x'.repeat(43) });
    expect(trpcError(trpc)?.appCode).toBe('REFRESH_TOKEN_INVALID');
  });
});
