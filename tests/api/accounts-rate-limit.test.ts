import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUMMY_HASH, needsRehash, passwordWork } from '../../server/infra/passwords';
import { createMemoryRateLimitStore, createRateLimiter } from '../../server/infra/rate-limit';
import { createTestApp, type TestApp } from '../support/app';
import { registerBody } from '../support/users';

// Every argon2 call the server makes (hash or verify) is a task of passwordWork: a limited request must make none.

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the client IP comes from X-Forwarded-For, so each test can act from its own addresses.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'true' });
});
afterAll(async () => t.close());

let nextIp = 0;
const freshIp = () => `10.0.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;
const login = (ip: string, body: object) => t.http.post('/api/v1/auth/login').set('x-forwarded-for', ip).send(body);
const register = (ip: string, body: object) => t.http.post('/api/v1/users/register').set('x-forwarded-for', ip).send(body);

/** The argon2 calls and database queries one request causes. */
async function cost<T>(request: () => Promise<T>): Promise<{ result: T; argon2: number; queries: number }> {
  const before = passwordWork.stats.started;
  let queries = 0;
  const stop = t.database.onQuery(() => {
    queries += 1;
  });
  try {
    const result = await request();
    return { result, argon2: passwordWork.stats.started - before, queries };
  } finally {
    stop();
  }
}

function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe('TOO_MANY_REQUESTS');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body.message).toBe(`Demasiadas peticiones. Espera ${retryAfter} segundos e inténtalo de nuevo.`);
}

describe('login rate limit', () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = registerBody();
    expect((await register(freshIp(), account)).status).toBe(201);
  });

  it("the dummy hash for unknown emails is made with today's argon2id parameters", () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });

  it('an unknown email and a wrong password each cost exactly one argon2 verification', async () => {
    const ip = freshIp();
    const unknown = await cost(() => login(ip, { email: 'nobody@example.com', password: 'whatever' }));
    expect(unknown.result.status).toBe(401);
    expect(unknown.argon2).toBe(1);
    const wrong = await cost(() => login(freshIp(), { email: account.email, password: 'wrong-password' }));
    expect(wrong.result.status).toBe(401);
    expect(wrong.argon2).toBe(1);
  });

  it('per IP: the 4th attempt in the window answers 429 with Retry-After, before any hashing or query', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(ip, { email: `probe${i}@example.com`, password: 'x' })).status).toBe(401);
    }
    const limited = await cost(() => login(ip, { email: account.email, password: account.password }));
    expectLimited(limited.result);
    expect(limited.argon2).toBe(0);
    expect(limited.queries).toBe(0);
    expect((await login(freshIp(), { email: account.email, password: account.password })).status).toBe(200);
  });

  it('per email: attempts from many addresses on one email are limited too', async () => {
    const target = registerBody();
    expect((await register(freshIp(), target)).status).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(freshIp(), { email: target.email, password: 'wrong' })).status).toBe(401);
    }
    const limited = await cost(() => login(freshIp(), { email: target.email.toUpperCase(), password: target.password }));
    expectLimited(limited.result);
    expect(limited.argon2).toBe(0);
  });

  it('answers 429 with Retry-After over tRPC too', async () => {
    const ip = freshIp();
    const call = () =>
      t.http.post('/api/trpc/auth.login').set('x-forwarded-for', ip).type('json').send(JSON.stringify({ email: 'trpc@example.com', password: 'x' }));
    for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(401);
    const limited = await cost(call);
    expect(limited.result.status).toBe(429);
    expect(Number(limited.result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.result.body.error.data).toMatchObject({ appCode: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(limited.argon2).toBe(0);
  });
});

describe('register rate limit', () => {
  it('per IP: the 4th registration in the window answers 429 before hashing or queries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await register(ip, registerBody())).status).toBe(201);
    const limited = await cost(() => register(ip, registerBody()));
    expectLimited(limited.result);
    expect(limited.argon2).toBe(0);
    expect(limited.queries).toBe(0);
  });

  it('per email: repeated registrations of one email from many addresses', async () => {
    const email = registerBody().email;
    expect((await register(freshIp(), registerBody({ email }))).status).toBe(201);
    expect((await register(freshIp(), registerBody({ email }))).status).toBe(409);
    expect((await register(freshIp(), registerBody({ email }))).status).toBe(409);
    const limited = await cost(() => register(freshIp(), registerBody({ email })));
    expectLimited(limited.result);
    expect(limited.argon2).toBe(0);
  });

  it('login and register are counted apart', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await login(ip, { email: `apart${i}@example.com`, password: 'x' });
    expect((await login(ip, { email: 'apart@example.com', password: 'x' })).status).toBe(429);
    expect((await register(ip, registerBody())).status).toBe(201);
  });
});

describe('the fixed-window limiter and its memory store', () => {
  it('opens a new window once the old one has passed', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    const limiter = createRateLimiter(store, { max: 2, windowMs: 10_000 });
    await limiter.hit(['k']);
    await limiter.hit(['k']);
    now += 4_000;
    await expect(limiter.hit(['k'])).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfter: 6 } });
    now += 6_000;
    await expect(limiter.hit(['k'])).resolves.toEqual({ remaining: 1, resetInMs: 10_000 });
  });

  it('names the longest wait when several keys are over their limit', async () => {
    let now = 0;
    const limiter = createRateLimiter(createMemoryRateLimitStore({ now: () => now }), { max: 1, windowMs: 60_000 });
    await limiter.hit(['a']);
    now = 30_000;
    await limiter.hit(['b']);
    await expect(limiter.hit(['a', 'b'])).rejects.toMatchObject({ params: { retryAfter: 60 } });
  });

  it('stays bounded: expired windows are pruned and past maxKeys the oldest go', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ maxKeys: 3, now: () => now });
    for (const key of ['a', 'b', 'c', 'd']) await store.increment(key, 1_000);
    expect(store.size()).toBe(3);
    expect((await store.increment('a', 1_000)).count).toBe(1);
    now = 5_000;
    await store.increment('e', 1_000);
    expect(store.size()).toBe(1);
  });
});
