import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_PROCEDURES } from '../../domain/rules/api-limits';
import { createTestApp } from '../support/app';
import { addressedClient, expectEnvelope, expectSecurityHeaders } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// One request may call at most MAX_BATCH_PROCEDURES tRPC procedures, and each of them spends a unit of the API rate
// limit, so a batch costs what the same calls one by one would.

const RATE_LIMIT_MAX = 25;
const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
afterAll(async () => t.close());
const { send, freshIp } = addressedClient(t.app, 31);

let user: TestUser;
beforeAll(async () => {
  user = await createUserDirect(t);
});

function batchUrl(procedures: string[], separator = ','): string {
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(procedures.map((_name, index) => [index, {}]))));
  return `/api/trpc/${procedures.join(separator)}?batch=1&input=${input}`;
}
const times = (count: number, procedure: string) => Array.from({ length: count }, () => procedure);

/** The database queries a request causes. */
async function queriesOf<T>(request: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const stop = t.database.onQuery(() => {
    queries += 1;
  });
  try {
    return { result: await request(), queries };
  } finally {
    stop();
  }
}

describe('the size of a tRPC batch', () => {
  it(`serves a batch of ${MAX_BATCH_PROCEDURES} procedures`, async () => {
    const response = await send({ method: 'GET', url: batchUrl(times(MAX_BATCH_PROCEDURES, 'users.me')), headers: { authorization: `Bearer ${user.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(MAX_BATCH_PROCEDURES);
  });

  it.each([
    ['anonymous queries', 'GET', MAX_BATCH_PROCEDURES + 1, 'subscription.all', ','],
    ['900 anonymous queries (the reported attack)', 'GET', 900, 'subscription.all', ','],
    ['signed-in queries', 'GET', 50, 'users.me', ','],
    ['commas written as %2C', 'GET', MAX_BATCH_PROCEDURES + 1, 'subscription.all', '%2C'],
    ['mutations', 'POST', MAX_BATCH_PROCEDURES + 1, 'users.addContext', ','],
  ] as const)('refuses a larger batch of %s with 400 and the envelope, before any procedure runs', async (_what, method, count, procedure, separator) => {
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'accept-language': 'en' };
    const payload = JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_none, index) => [index, { name: `@batch${index}` }])));
    const { result, queries } = await queriesOf(() =>
      send({ method, url: batchUrl(times(count, procedure), separator), headers, ...(method === 'POST' ? { payload } : {}) }),
    );
    expectEnvelope(result, 400, 'BATCH_TOO_LARGE');
    expect(result.json<{ message: string }>().message).toBe(`Too many calls in one request: at most ${MAX_BATCH_PROCEDURES}`);
    expectSecurityHeaders(result, 'batch 400');
    expect(queries).toBe(0);
    expect(await t.app.deps.db.context.count({ where: { userId: user.id, name: { startsWith: '@batch' } } })).toBe(0);
  });

  it('answers the refusal in Spanish by default', async () => {
    const response = await send({ method: 'GET', url: batchUrl(times(MAX_BATCH_PROCEDURES + 1, 'subscription.all')) });
    expect(response.json<{ message: string }>().message).toBe(`Demasiadas llamadas en una sola petición: como máximo ${MAX_BATCH_PROCEDURES}`);
  });
});

describe('every procedure of a batch counts against the API rate limit', () => {
  it(`a batch of ${MAX_BATCH_PROCEDURES} spends ${MAX_BATCH_PROCEDURES} units`, async () => {
    const ip = freshIp();
    const batch = () => send({ method: 'GET', url: batchUrl(times(MAX_BATCH_PROCEDURES, 'subscription.all')) }, ip);
    expect((await batch()).statusCode).toBe(200);
    expect((await batch()).statusCode).toBe(200);
    // 20 of 25 units spent: a third batch of 10 would pass the limit, five single calls still fit.
    const third = await batch();
    expectEnvelope(third, 429, 'TOO_MANY_REQUESTS');
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('single calls and batches share one count', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT_MAX - MAX_BATCH_PROCEDURES; i += 1) {
      expect((await send({ method: 'GET', url: '/api/trpc/subscription.all' }, ip)).statusCode).toBe(200);
    }
    expect((await send({ method: 'GET', url: batchUrl(times(MAX_BATCH_PROCEDURES, 'subscription.all')) }, ip)).statusCode).toBe(200);
    expectEnvelope(await send({ method: 'GET', url: '/api/v1/health/live' }, ip), 429, 'TOO_MANY_REQUESTS');
  });
});
