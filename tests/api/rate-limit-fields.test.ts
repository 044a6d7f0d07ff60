import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { addressedClient, expectEnvelope } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// Issue 39 item 6: every API answer carries RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers),
// counted per address and per bearer credential, the tightest reported; a 429 adds Retry-After; a 304 costs nothing.

const MAX = 10;
const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: String(MAX), CORS_ORIGINS: 'https://tool.example' });
afterAll(async () => t.close());
const { send, freshIp } = addressedClient(t.app, 39);

let user: TestUser;
let apiToken: string;
beforeAll(async () => {
  user = await createUserDirect(t);
  const created = await send({
    method: 'POST',
    url: '/api/v1/users/tokens',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Script', scopes: ['plan:read'] }),
  });
  expect(created.statusCode).toBe(201);
  apiToken = created.json<{ token: string }>().token;
});

/** The fields of an answer, read as the draft writes them. */
function fieldsOf(response: LightMyRequestResponse): { policy: unknown; remaining: number; resetIn: number } {
  const match = /^"api";r=(\d+);t=(\d+)$/.exec(String(response.headers.ratelimit));
  expect({ ratelimit: response.headers.ratelimit, parsed: match !== null }).toEqual({ ratelimit: expect.any(String), parsed: true });
  const resetIn = Number(match?.[2]);
  expect(resetIn).toBeGreaterThanOrEqual(0);
  expect(resetIn).toBeLessThanOrEqual(60);
  return { policy: response.headers['ratelimit-policy'], remaining: Number(match?.[1]), resetIn };
}
const POLICY = `"api";q=${MAX};w=60`;

const batchOf3 = () => {
  const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: {} }));
  return `/api/trpc/auth.providers,auth.providers,auth.providers?batch=1&input=${input}`;
};

describe('every API answer carries RateLimit-Policy and RateLimit', () => {
  it('a REST GET, a REST 404 and 400, a tRPC call and a tRPC batch of 3: the units left fall by what each spends', async () => {
    const ip = freshIp();
    const answers = [
      { what: 'REST GET', response: await send({ method: 'GET', url: '/api/v1/health/live' }, ip), status: 200, left: MAX - 1 },
      { what: 'REST 404', response: await send({ method: 'GET', url: '/api/v1/no-such-route' }, ip), status: 404, left: MAX - 2 },
      {
        what: 'REST 400',
        response: await send({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{}' }, ip),
        status: 400,
        left: MAX - 3,
      },
      { what: 'tRPC call', response: await send({ method: 'GET', url: '/api/trpc/auth.providers' }, ip), status: 200, left: MAX - 4 },
      { what: 'tRPC batch of 3', response: await send({ method: 'GET', url: batchOf3() }, ip), status: 200, left: MAX - 7 },
    ];
    for (const { what, response, status, left } of answers) {
      const { policy, remaining } = fieldsOf(response);
      expect({ what, status: response.statusCode, policy, remaining }).toEqual({ what, status, policy: POLICY, remaining: left });
    }
  });

  it('the answer past the limit is a 429 with Retry-After and r=0, and so are the next ones', async () => {
    const ip = freshIp();
    for (let i = 1; i <= MAX; i += 1) expect(fieldsOf(await send({ method: 'GET', url: '/api/v1/health/live' }, ip)).remaining).toBe(MAX - i);
    for (const url of ['/api/v1/health/live', '/api/trpc/auth.providers']) {
      const limited = await send({ method: 'GET', url }, ip);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      const { policy, remaining, resetIn } = fieldsOf(limited);
      expect({ policy, remaining, resetIn }).toEqual({ policy: POLICY, remaining: 0, resetIn: retryAfter });
    }
    expectEnvelope(await send({ method: 'GET', url: '/api/v1/health/live' }, ip), 429, 'TOO_MANY_REQUESTS');
  });

  it('says nothing of the older trio, and nothing outside /api', async () => {
    const response = await send({ method: 'GET', url: '/api/v1/health/live' });
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) {
      expect({ name, value: response.headers[name] }).toEqual({ name, value: undefined });
    }
    const page = await send({ method: 'GET', url: '/not-an-api-page' });
    expect([page.headers.ratelimit, page.headers['ratelimit-policy']]).toEqual([undefined, undefined]);
  });

  it('lets a page on an allowed origin read them and Retry-After', async () => {
    const response = await send({ method: 'GET', url: '/api/v1/health/live', headers: { origin: 'https://tool.example' } });
    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['ratelimit', 'ratelimit-policy', 'retry-after']));
  });
});

describe('per bearer credential as well as per address', () => {
  const live = (ip: string, token: string) => send({ method: 'GET', url: '/api/v1/health/live', headers: { authorization: `Bearer ${token}` } }, ip);

  it('a credential used from several addresses is counted as one, and the tightest key is reported', async () => {
    const [first, second] = [freshIp(), freshIp()];
    // A session token of its own (the shared one spent a unit making the personal access token).
    const session = (await createUserDirect(t)).token;
    for (let i = 1; i <= 6; i += 1) expect(fieldsOf(await live(first, session)).remaining).toBe(MAX - i);
    // The second address has spent one unit, the session's token seven.
    expect(fieldsOf(await live(second, session)).remaining).toBe(MAX - 7);
    // The personal access token is another key: from the second address, the address is now the tightest.
    expect(fieldsOf(await live(second, apiToken)).remaining).toBe(MAX - 2);
    for (let i = 8; i <= MAX; i += 1) expect((await live(freshIp(), session)).statusCode).toBe(200);
    const limited = await live(freshIp(), session);
    expect(limited.statusCode).toBe(429);
    expect(fieldsOf(limited).remaining).toBe(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The other credential, from a fresh address, is not held back by it.
    expect(fieldsOf(await live(freshIp(), apiToken)).remaining).toBe(MAX - 2);
  });

  it('two credentials from one address share the address count and keep their own', async () => {
    const ip = freshIp();
    const other = await createUserDirect(t);
    expect(fieldsOf(await live(ip, other.token)).remaining).toBe(MAX - 1);
    expect(fieldsOf(await live(ip, `not-a-token-${ip}`)).remaining).toBe(MAX - 2);
    expect(fieldsOf(await live(freshIp(), other.token)).remaining).toBe(MAX - 2);
  });
});

describe('a 304 costs nothing', () => {
  it('If-None-Match naming the current ETag gives its unit back, and its fields say so', async () => {
    const ip = freshIp();
    const first = await send({ method: 'GET', url: '/api/v1/documents/terms/ES' }, ip);
    expect(first.statusCode).toBe(200);
    expect(fieldsOf(first).remaining).toBe(MAX - 1);
    const etag = String(first.headers.etag);
    for (let i = 0; i < MAX + 2; i += 1) {
      const unchanged = await send({ method: 'GET', url: '/api/v1/documents/terms/ES', headers: { 'if-none-match': etag } }, ip);
      expect(unchanged.statusCode).toBe(304);
      expect(fieldsOf(unchanged)).toMatchObject({ policy: POLICY, remaining: MAX - 1 });
    }
    expect(fieldsOf(await send({ method: 'GET', url: '/api/v1/health/live' }, ip)).remaining).toBe(MAX - 2);
  });
});

describe('the OpenAPI document', () => {
  type Response = { headers?: Record<string, { $ref?: string }> };
  it('documents RateLimit-Policy and RateLimit once, on every response of every operation, and Retry-After on each 429', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as {
      components: { headers: Record<string, { description: string; schema: object }> };
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, Response> }>>;
    };
    expect(Object.keys(doc.components.headers).sort()).toEqual(['RateLimit', 'RateLimit-Policy', 'Retry-After']);
    const missing: string[] = [];
    let responses = 0;
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.responses['429']).toBeDefined();
        for (const [status, response] of Object.entries(operation.responses)) {
          responses += 1;
          const expected = {
            'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
            RateLimit: { $ref: '#/components/headers/RateLimit' },
            ...(status === '429' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
          };
          for (const [name, ref] of Object.entries(expected)) {
            if (JSON.stringify(response.headers?.[name]) !== JSON.stringify(ref)) missing.push(`${operation.operationId} ${status} ${name}`);
          }
        }
      }
    }
    expect(responses).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
