import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { addressedClient } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// Issue 39 item 5: every JSON GET of the API answers an ETag, and If-None-Match naming it answers 304 without a body
// (REST and tRPC queries); writes and errors carry none; a 304 gives its rate-limit unit back.

const MAX = 50;
const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: String(MAX) });
afterAll(async () => t.close());
const { send, freshIp } = addressedClient(t.app, 43);

let user: TestUser;
let auth: Record<string, string>;
beforeAll(async () => {
  user = await createUserDirect(t);
  auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
});

const remaining = (headers: Record<string, unknown>) => Number(/;r=(\d+);/.exec(String(headers.ratelimit))?.[1]);

describe('ETag and If-None-Match on JSON GETs', () => {
  it.each([
    ['REST profile', '/api/v1/users/me'],
    ['REST contexts', '/api/v1/users/my-contexts'],
    ['REST projects', '/api/v1/projects/me'],
    ['tRPC query', `/api/trpc/users.myContexts?input=${encodeURIComponent('{}')}`],
    ['tRPC batch of queries', `/api/trpc/users.me,users.myContexts?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`],
  ])('%s: a strong ETag, then 304 with no body and the same ETag', async (_what, url) => {
    const first = await send({ method: 'GET', url, headers: auth });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await send({ method: 'GET', url, headers: { ...auth, 'if-none-match': etag } });
    expect({ status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({ status: 304, body: '', etag });
    const listed = await send({ method: 'GET', url, headers: { ...auth, 'if-none-match': `"other", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await send({ method: 'GET', url, headers: { ...auth, 'if-none-match': '"other"' } });
    expect({ status: stale.statusCode, body: stale.body }).toEqual({ status: 200, body: first.body });
  });

  it('the ETag changes when the answer does', async () => {
    const before = await send({ method: 'GET', url: '/api/v1/users/my-contexts', headers: auth });
    const added = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: auth, payload: JSON.stringify({ name: '@etag' }) });
    expect(added.statusCode).toBeLessThan(300);
    const after = await send({ method: 'GET', url: '/api/v1/users/my-contexts', headers: { ...auth, 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('writes and errors carry no ETag, and If-None-Match does not turn them into a 304', async () => {
    const write = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: { ...auth, 'if-none-match': '*' }, payload: JSON.stringify({ name: '@write' }) });
    expect(write.statusCode).toBe(201);
    expect(write.headers.etag).toBeUndefined();
    const missing = await send({ method: 'GET', url: '/api/v1/goals/me?projectId=00000000-0000-4000-8000-000000000000', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unauthenticated = await send({ method: 'GET', url: '/api/v1/users/me', headers: { 'if-none-match': '*' } });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('a 304 gives its rate-limit unit back (REST and tRPC)', async () => {
    for (const url of ['/api/v1/users/me', `/api/trpc/users.me?input=${encodeURIComponent('{}')}`]) {
      const ip = freshIp();
      const first = await send({ method: 'GET', url, headers: auth }, ip);
      const unchanged = await send({ method: 'GET', url, headers: { ...auth, 'if-none-match': String(first.headers.etag) } }, ip);
      expect(unchanged.statusCode).toBe(304);
      expect(remaining(unchanged.headers)).toBe(remaining(first.headers));
    }
  });
});
