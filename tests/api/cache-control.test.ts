import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationTables } from '../../server/operations';
import type { AnyOperation, OperationTable } from '../../server/operations/define';
import { DOCUMENTS_CACHE_CONTROL } from '../../server/operations/documents';
import { API_PREFIX } from '../../server/env';
import { createTestApp } from '../support/app';
import { addressedClient } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// Every API answer, personal or not, success or error, REST or tRPC, is `Cache-Control: no-store`; only the legal
// PDFs keep their day of public caching.

const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '400' });
afterAll(async () => t.close());
const { send, freshIp } = addressedClient(t.app, 41);

let user: TestUser;
beforeAll(async () => {
  user = await createUserDirect(t);
});

const operations: { procedure: string; operation: AnyOperation }[] = Object.entries(operationTables as Record<string, OperationTable>)
  .flatMap(([area, table]) => Object.entries(table).map(([name, operation]) => ({ procedure: `${area}.${name}`, operation })))
  // Logging out would end the session the other calls use; it is checked on its own below.
  .filter(({ procedure }) => procedure !== 'auth.logout');

function expectNoStore(response: { statusCode: number; headers: Record<string, unknown> }, what: string): void {
  expect({ what, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
    what,
    status: response.statusCode,
    cacheControl: 'no-store',
  });
}

describe('Cache-Control: no-store on every API answer', () => {
  const operationOf = new Map(operations.map(({ procedure, operation }) => [procedure, operation]));
  it.each(operations.map(({ procedure }) => procedure))('REST and tRPC %s, signed in', async (procedure) => {
    const operation = operationOf.get(procedure)!;
    const path = API_PREFIX + operation.path.replace(/\{\w+\}/g, randomUUID());
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    expectNoStore(await send({ method: operation.method, url: path, headers, ...(hasBody ? { payload: '{}' } : {}) }), `REST ${operation.method} ${path}`);
    const trpc =
      operation.method === 'GET'
        ? await send({ method: 'GET', url: `/api/trpc/${procedure}?input=${encodeURIComponent('{}')}`, headers })
        : await send({ method: 'POST', url: `/api/trpc/${procedure}`, headers, payload: '{}' });
    expectNoStore(trpc, `tRPC ${procedure}`);
  });

  it('successful personal reads and writes', async () => {
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    for (const [method, url, payload] of [
      ['GET', '/api/v1/users/me', undefined],
      ['POST', '/api/v1/users/add-context', '{"name":"@cache"}'],
      ['GET', '/api/trpc/users.me', undefined],
      ['GET', `/api/trpc/users.me,users.myContexts?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`, undefined],
    ] as const) {
      const response = await send({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBeLessThan(300);
      expectNoStore(response, `${method} ${url}`);
    }
  });

  it('tokens from login and refresh, and logging out', async () => {
    const login = await send({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":"nadie@example.com","password":"x"}' });
    expectNoStore(login, 'failed login');
    expectNoStore(await send({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${(await createUserDirect(t)).token}` } }), 'logout');
  });

  it('errors: 401, 404, 400, unknown routes, oversized batches and 429', async () => {
    expectNoStore(await send({ method: 'GET', url: '/api/v1/users/me' }), '401');
    expectNoStore(await send({ method: 'GET', url: '/api/trpc/users.me' }), 'tRPC 401');
    expectNoStore(await send({ method: 'DELETE', url: `/api/v1/goals/${randomUUID()}`, headers: { authorization: `Bearer ${user.token}` } }), '404');
    expectNoStore(await send({ method: 'GET', url: '/api/v1/nothing-here' }), 'unknown route');
    expectNoStore(await send({ method: 'GET', url: '/api/v1/documents/terms/XX' }), 'unknown document');
    expectNoStore(await send({ method: 'GET', url: `/api/trpc/${Array.from({ length: 11 }, () => 'subscription.all').join(',')}?batch=1` }), 'batch 400');
    const ip = freshIp();
    for (let i = 0; i < 400; i += 1) await send({ method: 'GET', url: '/api/v1/health/live' }, ip);
    const limited = await send({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${user.token}` } }, ip);
    expect(limited.statusCode).toBe(429);
    expectNoStore(limited, '429');
  });

  it('public reads too (plans, health, the OpenAPI document)', async () => {
    for (const url of ['/api/v1/subscription/all', '/api/trpc/subscription.all', '/api/v1/health', '/api/openapi.json']) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expectNoStore(response, url);
    }
  });

  it('the legal PDFs keep their public day of caching', async () => {
    const response = await send({ method: 'GET', url: '/api/v1/documents/terms/ES' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(DOCUMENTS_CACHE_CONTROL);
  });
});
