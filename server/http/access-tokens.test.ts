import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createAccessRevocations } from '../infra/access-revocations';
import type { TokenUser } from '../infra/tokens';
import { MAX_ACCESS_TOKEN_LENGTH, MAX_CHECKED_TOKENS, registerAccessTokens } from './access-tokens';

// Access tokens are signed and checked by @fastify/jwt (fast-jwt); jose, which signed and checked them before, must
// accept the app's tokens and the app must accept jose's, and every token jose refused must still be refused.

const SECRET = new TextEncoder().encode('unit-secret-that-is-long-enough-for-hs256-0123456789');
const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'unused-here-the-service-is-given-its-secret' });
const START = new Date('2026-03-01T10:00:00Z');
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

async function service(at: Date = START) {
  let now = at;
  const clock = () => now;
  const revocations = createAccessRevocations(clock);
  const tokens = await registerAccessTokens(Fastify(), { env, secret: SECRET, clock, revocations });
  return { tokens, revocations, moveTo: (date: Date) => void (now = date) };
}

const user = { id: randomUUID(), email: 'ana@example.com', currencyId: randomUUID() };
const sessionId = randomUUID();

function claims(changes: Record<string, unknown> = {}, drop: string[] = []): JWTPayload {
  const all: Record<string, unknown> = {
    email: user.email, currencyId: user.currencyId, typ: 'access', sid: sessionId, sub: user.id,
    iss: env.JWT_ISSUER, aud: env.JWT_AUDIENCE, iat: epoch(START), exp: epoch(START) + 900, ...changes,
  };
  for (const key of drop) delete all[key];
  return all;
}

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** HS256 over exactly these header and payload texts, with the right secret. */
function signRaw(header: string, payload: string): string {
  const input = `${header}.${payload}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}
const signJose = (payload: JWTPayload, alg = 'HS256') => new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(SECRET);
const expected: TokenUser = { ...user, sessionId };

async function expectRefused(token: string, given?: Awaited<ReturnType<typeof service>>['tokens']): Promise<void> {
  const tokens = given ?? (await service()).tokens;
  expect(() => tokens.checkAccessToken(token)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  expect(() => tokens.checkAccessToken(token)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
}

describe('access tokens: interchangeable with jose', () => {
  it('the app signs the very bytes jose signs, and jose verifies them', async () => {
    const { tokens } = await service();
    const ours = tokens.signAccessToken(user, sessionId);
    const theirs = await new SignJWT({ email: user.email, currencyId: user.currencyId, typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(user.id).setIssuer(env.JWT_ISSUER).setAudience(env.JWT_AUDIENCE)
      .setIssuedAt(epoch(START)).setExpirationTime(epoch(START) + 900).sign(SECRET);
    expect(ours).toBe(theirs);
    const { payload } = await jwtVerify(ours, SECRET, { algorithms: ['HS256'], issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE, currentDate: START });
    expect(payload).toMatchObject({ sub: user.id, sid: sessionId, typ: 'access' });
    const withoutSession = tokens.signAccessToken(user);
    expect((await jwtVerify(withoutSession, SECRET, { currentDate: START })).payload.sid).toBeUndefined();
  });

  it('the app accepts what jose signs, an audience list and a past nbf included', async () => {
    const { tokens } = await service();
    expect(tokens.checkAccessToken(await signJose(claims()))).toEqual(expected);
    expect(tokens.checkAccessToken(await signJose(claims({}, ['sid'])))).toEqual({ ...expected, sessionId: null });
    expect(tokens.checkAccessToken(await signJose(claims({ aud: ['other', env.JWT_AUDIENCE], nbf: epoch(START) })))).toEqual(expected);
    expect(tokens.checkAccessToken(await signJose(claims()))).toEqual(expected);
  });

  it('expiry follows the clock seam: valid until the second before exp, refused from exp on', async () => {
    const { tokens, moveTo } = await service();
    const token = tokens.signAccessToken(user, sessionId);
    moveTo(new Date(START.getTime() + 899_999));
    expect(tokens.checkAccessToken(token)).toEqual(expected);
    moveTo(new Date(START.getTime() + 900_000));
    await expectRefused(token, tokens);
    const early = (await service(new Date(START.getTime() - 1000))).tokens;
    expect(early.checkAccessToken(await signJose(claims({ nbf: epoch(START) - 1 })))).toEqual(expected);
    await expectRefused(await signJose(claims({ nbf: epoch(START) })), early);
  });
});

describe('access tokens checked once per process', () => {
  it('a remembered token is still refused once it expires, before its nbf, and once its account is deleted', async () => {
    const { tokens, revocations, moveTo } = await service();
    const token = tokens.signAccessToken(user, sessionId);
    expect(tokens.checkAccessToken(token)).toEqual(expected);
    moveTo(new Date(START.getTime() + 900_000));
    await expectRefused(token, tokens);
    // Tests move the clock back as well as forward: a token is checked against the clock of each request.
    moveTo(START);
    expect(tokens.checkAccessToken(token)).toEqual(expected);
    const notBefore = await signJose(claims({ nbf: epoch(START) }));
    expect(tokens.checkAccessToken(notBefore)).toEqual(expected);
    moveTo(new Date(START.getTime() - 1000));
    await expectRefused(notBefore, tokens);
    moveTo(START);
    revocations.apply([{ kind: 'USER', id: user.id, until: epoch(START) + 901 }]);
    await expectRefused(token, tokens);
  });

  it("an ended session's tokens are refused until the last of them has expired; other sessions' are not", async () => {
    const { tokens, revocations, moveTo } = await service();
    const ended = tokens.signAccessToken(user, sessionId);
    const other = tokens.signAccessToken(user, randomUUID());
    const withoutSession = tokens.signAccessToken(user);
    expect(tokens.checkAccessToken(ended)).toEqual(expected);
    revocations.apply([{ kind: 'SESSION', id: sessionId, until: epoch(START) + 901 }]);
    await expectRefused(ended, tokens);
    expect(tokens.checkAccessToken(other).id).toBe(user.id);
    expect(tokens.checkAccessToken(withoutSession).id).toBe(user.id);
    moveTo(new Date(START.getTime() + 900_000));
    await expectRefused(ended, tokens);
    // Past its `until` the revocation is forgotten (every token it refused has expired by then).
    moveTo(new Date(START.getTime() + 901_000));
    revocations.apply([]);
    moveTo(START);
    expect(tokens.checkAccessToken(ended)).toEqual(expected);
  });

  it('a token altered after its genuine text was checked is refused', async () => {
    const { tokens } = await service();
    const token = tokens.signAccessToken(user, sessionId);
    expect(tokens.checkAccessToken(token)).toEqual(expected);
    const [h, p, sig = ''] = token.split('.');
    await expectRefused(`${h}.${p}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`, tokens);
    await expectRefused(`${h}.${b64(claims({ sub: randomUUID() }))}.${sig}`, tokens);
    await expectRefused(`${token} `, tokens);
  });

  it('the user a remembered token answers cannot be changed by one request for the next', async () => {
    const { tokens } = await service();
    const token = tokens.signAccessToken(user, sessionId);
    const first = tokens.checkAccessToken(token);
    expect(() => Object.assign(first, { id: randomUUID() })).toThrow(TypeError);
    expect(tokens.checkAccessToken(token)).toEqual(expected);
  });

  it('remembers a bounded number of tokens, forgetting the oldest first', async () => {
    // A remembered token answers the very user object of its first check; a forgotten one is checked afresh.
    const { tokens } = await service();
    const issued = Array.from({ length: MAX_CHECKED_TOKENS + 1 }, () => tokens.signAccessToken({ ...user, id: randomUUID() }, sessionId));
    const first = issued.map((token) => tokens.checkAccessToken(token));
    expect(tokens.checkAccessToken(issued[MAX_CHECKED_TOKENS]!)).toBe(first[MAX_CHECKED_TOKENS]);
    expect(tokens.checkAccessToken(issued[1]!)).toBe(first[1]);
    const again = tokens.checkAccessToken(issued[0]!);
    expect(again).not.toBe(first[0]);
    expect(again).toEqual(first[0]);
  });
});

describe('access tokens the app refuses (UNAUTHENTICATED)', () => {
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  it.each([
    ['alg none, no signature', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['alg none with the HS256 signature of the same payload', async () => `${b64({ alg: 'none' })}.${b64(claims())}.${(await signJose(claims())).split('.')[2]}`],
    ['alg hs256 (another spelling)', async () => signRaw(b64({ alg: 'hs256', typ: 'JWT' }), b64(claims()))],
    ['alg missing', async () => signRaw(b64({ typ: 'JWT' }), b64(claims()))],
    ['HS512 with the right secret', async () => signJose(claims(), 'HS512')],
    ['a crit header', async () => signRaw(b64({ alg: 'HS256', crit: ['b64'], b64: false }), b64(claims()))],
    ['a signature by another secret', async () => new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)))],
    ['a bad signature', async () => { const [h, p, s = ''] = (await signJose(claims())).split('.'); return `${h}.${p}.${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`; }],
    ['a truncated signature', async () => (await signJose(claims())).slice(0, -2)],
    ['a payload swapped under a genuine signature', async () => { const [h, , s] = (await signJose(claims())).split('.'); return `${h}.${b64(claims({ sub: randomUUID() }))}.${s}`; }],
    ['expired by the clock', async () => signJose(claims({ iat: epoch(START) - 1000, exp: epoch(START) }))],
    ['not valid before a later time', async () => signJose(claims({ nbf: epoch(START) + 1 }))],
    ['an exp that is not a number', async () => signJose(claims({ exp: String(epoch(START) + 900) }))],
    ['an exp beyond any number (1e400)', async () => signRaw(header, b64(JSON.stringify(claims()).replace(/"exp":\d+/, '"exp":1e400')))],
    ['an iat that is not a number', async () => signJose(claims({ iat: 'now' }))],
    ['an nbf that is not a number', async () => signJose(claims({ nbf: 'soon' }))],
    ['without exp', async () => signJose(claims({}, ['exp']))],
    ['without iat', async () => signJose(claims({}, ['iat']))],
    ['another issuer', async () => signJose(claims({ iss: 'someone-else' }))],
    ['an issuer list', async () => signJose(claims({ iss: [env.JWT_ISSUER] }))],
    ['without issuer', async () => signJose(claims({}, ['iss']))],
    ['another audience', async () => signJose(claims({ aud: 'other-app' }))],
    ['an audience list without ours', async () => signJose(claims({ aud: ['other-app'] }))],
    ['without audience', async () => signJose(claims({}, ['aud']))],
    ["typ 'refresh'", async () => signJose(claims({ typ: 'refresh' }))],
    ['a sub that is not a uuid', async () => signJose(claims({ sub: 'admin' }))],
    ['without sub', async () => signJose(claims({}, ['sub']))],
    ['without email', async () => signJose(claims({}, ['email']))],
    ['a currencyId that is not a uuid', async () => signJose(claims({ currencyId: 'USD' }))],
    ['a sid that is not a uuid', async () => signJose(claims({ sid: 'x' }))],
    ['a payload that is not base64url', async () => signRaw(header, 'ey*J9')],
    ['a payload of impossible base64url length', async () => signRaw(header, `${b64(claims())}A`.slice(0, 4 * 5 + 1))],
    ['a payload that is not JSON', async () => signRaw(header, b64('{"sub":'))],
    ['a payload that is a JSON array', async () => signRaw(header, b64([claims()]))],
    ['a payload that is JSON null', async () => signRaw(header, b64('null'))],
    ['a payload that is not UTF-8', async () => signRaw(header, Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url'))],
    ['a header that is not JSON', async () => signRaw(b64('{"alg":"HS256"'), b64(claims()))],
    ['a header that is a string', async () => signRaw(b64('"HS256"'), b64(claims()))],
    ['an empty header', async () => signRaw('', b64(claims()))],
    ['two parts', async () => (await signJose(claims())).split('.').slice(0, 2).join('.')],
    ['four parts', async () => `${await signJose(claims())}.x`],
    ['an oversize token with a genuine signature', async () => signRaw(header, b64(claims({ pad: 'x'.repeat(MAX_ACCESS_TOKEN_LENGTH) })))],
    ['random text', async () => 'not-a-token'],
    ['three empty parts', async () => '..'],
  ])('%s', async (_name, make) => {
    await expectRefused(await make());
  });

  it('a refresh token is refused', async () => {
    const { token } = (await service()).tokens.successorRefreshToken('x'.repeat(43));
    await expectRefused(token);
  });
});
