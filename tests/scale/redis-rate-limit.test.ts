import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '../../server/infra/rate-limit';
import { createTestApp, type TestApp } from '../support/app';
import { freePort } from '../support/server-process';
import { registerBody } from '../support/users';

const redisUrl = process.env.TEST_REDIS_URL;

/** The Redis URL with ioredis's keyPrefix option, so this run's keys cannot meet another run's. */
function withKeyPrefix(url: string, prefix: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('keyPrefix', prefix);
  return parsed.toString();
}

let nextIp = 0;
const freshIp = () => `10.${randomBytes(1)[0]}.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

async function loginAttempt(t: TestApp, ip: string, email: string) {
  return t.http.post('/api/v1/auth/login').set('x-forwarded-for', ip).send({ email, password: 'not-the-password' });
}

describe.skipIf(!redisUrl)('rate limits shared through Redis (needs TEST_REDIS_URL)', () => {
  const prefix = `prospera-test:${randomBytes(6).toString('hex')}:`;
  let raw: Redis;

  beforeAll(async () => {
    raw = new Redis(redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await raw.connect();
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
  });

  describe('the Redis store', () => {
    it('counts concurrent hits on one key exactly once each, in one window with an expiry', async () => {
      const store = createRedisRateLimitStore(raw, `${prefix}store:`);
      const results = await Promise.all(Array.from({ length: 20 }, () => store.increment('burst', 60_000)));
      expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      for (const result of results) {
        expect(result.resetInMs).toBeGreaterThan(0);
        expect(result.resetInMs).toBeLessThanOrEqual(60_000);
      }
      const ttl = await raw.pttl(`${prefix}store:burst`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    it('keeps keys apart', async () => {
      const store = createRedisRateLimitStore(raw, `${prefix}store:`);
      await store.increment('one', 60_000);
      await store.increment('one', 60_000);
      expect((await store.increment('two', 60_000)).count).toBe(1);
      expect((await store.increment('one', 60_000)).count).toBe(3);
    });

    it('gives a key found without an expiry one, so it cannot lock its client out for good', async () => {
      await raw.set(`${prefix}store:stuck`, '7');
      const store = createRedisRateLimitStore(raw, `${prefix}store:`);
      const result = await store.increment('stuck', 30_000);
      expect(result).toEqual({ count: 8, resetInMs: 30_000 });
      const ttl = await raw.pttl(`${prefix}store:stuck`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(30_000);
    });

    it('takes a refund back from an open window only', async () => {
      const store = createRedisRateLimitStore(raw, `${prefix}store:`);
      await store.increment('refunded', 60_000, 3);
      await store.decrement('refunded', 2);
      expect(await raw.get(`${prefix}store:refunded`)).toBe('1');
      expect(await raw.pttl(`${prefix}store:refunded`)).toBeGreaterThan(0);
      await store.decrement('never-opened', 1);
      expect(await raw.exists(`${prefix}store:never-opened`)).toBe(0);
    });
  });

  describe('two app instances on one Redis', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: withKeyPrefix(redisUrl!, prefix), TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '5' };
      [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it('share the login limit: two attempts on each, the fourth is refused', async () => {
      const ip = freshIp();
      const { email } = registerBody();
      expect((await loginAttempt(a, ip, email)).status).toBe(401);
      expect((await loginAttempt(a, ip, email)).status).toBe(401);
      expect((await loginAttempt(b, ip, email)).status).toBe(401);
      const limited = await loginAttempt(b, ip, email);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await raw.get(`${prefix}prospera:auth:login:ip:${ip}`)).toBe('4');
      expect(await raw.get(`${prefix}prospera:auth:login:email:${email}`)).toBe('4');
    });

    it('share the per-email limit across client addresses and instances', async () => {
      const { email } = registerBody();
      expect((await loginAttempt(a, freshIp(), email)).status).toBe(401);
      expect((await loginAttempt(b, freshIp(), email)).status).toBe(401);
      expect((await loginAttempt(a, freshIp(), email)).status).toBe(401);
      expect((await loginAttempt(b, freshIp(), email)).status).toBe(429);
    });

    it('share the API request limit', async () => {
      const ip = freshIp();
      const live = (t: TestApp) => t.http.get('/api/v1/health/live').set('x-forwarded-for', ip);
      // RateLimit counts down across both instances: what one spent, the other reports.
      const left: string[] = [];
      for (const t of [a, a, a, b, b]) {
        const response = await live(t);
        expect(response.status).toBe(200);
        expect(response.headers['ratelimit-policy']).toBe('"api";q=5;w=60');
        left.push(String(response.headers.ratelimit).split(';')[1] ?? '');
      }
      expect(left).toEqual(['r=4', 'r=3', 'r=2', 'r=1', 'r=0']);
      const limited = await live(a);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
      expect(limited.headers.ratelimit).toBe(`"api";r=0;t=${limited.headers['retry-after']}`);
      expect(await raw.get(`${prefix}prospera:rate:${ip}`)).toBe('6');
    });
  });
});

describe('rate limits while Redis is unreachable', () => {
  let silent: net.Server;
  let silentPort: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: a hung Redis rather than a stopped one.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  for (const outage of ['stopped', 'hung'] as const) {
    it(`starts, serves the API, and limits logins per instance when Redis is ${outage}`, async () => {
      const port = outage === 'stopped' ? await freePort() : silentPort;
      const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '2' });
      try {
        const ip = freshIp();
        for (let request = 0; request < 4; request += 1) {
          expect((await t.http.get('/api/v1/health/live').set('x-forwarded-for', ip)).status).toBe(200);
        }
        const { email } = registerBody();
        const loginIp = freshIp();
        expect((await loginAttempt(t, loginIp, email)).status).toBe(401);
        expect((await loginAttempt(t, loginIp, email)).status).toBe(401);
        const limited = await loginAttempt(t, loginIp, email);
        expect(limited.status).toBe(429);
        expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
      } finally {
        await t.close();
      }
    });
  }
});
