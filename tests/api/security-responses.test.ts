import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, testEnv } from '../support/app';
import { openTestDatabase } from '../support/database';
import { addressedClient, expectEnvelope, expectSecurityHeaders, type Call } from '../support/security-http';
import { createUserDirect, registerBody, type TestUser } from '../support/users';

// 429 with Retry-After on the auth routes and on every API route, and the security headers on every kind of
// answer: successes, errors, 404s, documents, tRPC, a failure and a database outage.

const t = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '20' });
afterAll(async () => t.close());
const { freshIp, send } = addressedClient(t.app, 8);

let user: TestUser;
beforeAll(async () => {
  user = await createUserDirect(t);
});

const authed = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${user.token}`, ...headers });
const json = (headers: Record<string, string> = {}) => authed({ 'content-type': 'application/json', ...headers });

describe('429 with Retry-After', () => {
  function expectLimited(response: LightMyRequestResponse, what: string): void {
    expect({ what, status: response.statusCode }).toEqual({ what, status: 429 });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expectSecurityHeaders(response, what);
  }

  it('login, per address: the attempt past AUTH_RATE_LIMIT_MAX, on REST and tRPC', async () => {
    const ip = freshIp();
    const attempt = (email: string) => send({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password: 'wrong-password' }) }, ip);
    expect((await attempt('a1@example.com')).statusCode).toBe(401);
    expect((await attempt('a2@example.com')).statusCode).toBe(401);
    const limited = await attempt('a3@example.com');
    expectLimited(limited, 'login');
    expectEnvelope(limited, 429, 'TOO_MANY_REQUESTS');
    const trpc = await send({ method: 'POST', url: '/api/trpc/auth.login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a4@example.com', password: 'x' }) }, ip);
    expectLimited(trpc, 'tRPC login');
    expect(trpc.json<{ error: { data: { appCode: string } } }>().error.data.appCode).toBe('TOO_MANY_REQUESTS');
  });

  it('login, per email: attempts from many addresses on one account', async () => {
    const attempt = () => send({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'target@example.com', password: 'guess' }) });
    await attempt();
    await attempt();
    expectLimited(await attempt(), 'login per email');
  });

  it('register, per address', async () => {
    const ip = freshIp();
    const attempt = () => send({ method: 'POST', url: '/api/v1/users/register', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(registerBody()) }, ip);
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const limited = await attempt();
    expectLimited(limited, 'register');
    expectEnvelope(limited, 429, 'TOO_MANY_REQUESTS');
  });

  it('every API route, past RATE_LIMIT_MAX per address; pages outside /api are not counted', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await send({ method: 'GET', url: '/api/v1/health/live' }, ip)).statusCode).toBe(200);
    const limited = await send({ method: 'GET', url: '/api/v1/health/live' }, ip);
    expectLimited(limited, 'global');
    expectEnvelope(limited, 429, 'TOO_MANY_REQUESTS');
    const trpc = await send({ method: 'GET', url: '/api/trpc/auth.providers' }, ip);
    expectLimited(trpc, 'global tRPC');
    expect((await send({ method: 'GET', url: '/not-an-api-page' }, ip)).statusCode).toBe(404);
  });
});

describe('security headers on every answer', () => {
  let etag: string;
  beforeAll(async () => {
    etag = String((await send({ method: 'GET', url: '/api/v1/documents/terms/ES' })).headers.etag);
    await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: '{"name":"@repetido"}' });
  });

  const cases: [string, () => Call, number][] = [
    ['200 JSON', () => ({ method: 'GET', url: '/api/v1/users/me', headers: authed() }), 200],
    ['200 HEAD', () => ({ method: 'HEAD', url: '/api/v1/health' }), 200],
    ['200 OpenAPI document', () => ({ method: 'GET', url: '/api/openapi.json' }), 200],
    ['200 API docs page', () => ({ method: 'GET', url: '/api/docs/' }), 200],
    ['200 PDF', () => ({ method: 'GET', url: '/api/v1/documents/privacy/EN' }), 200],
    ['304 PDF', () => ({ method: 'GET', url: '/api/v1/documents/terms/ES', headers: { 'if-none-match': etag } }), 304],
    ['201', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: `{"name":"@ctx-${Date.now()}"}` }), 201],
    ['400 invalid JSON', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: '{"name":' }), 400],
    ['400 validation', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: '{}' }), 400],
    ['401', () => ({ method: 'GET', url: '/api/v1/users/me' }), 401],
    ['404 resource', () => ({ method: 'PATCH', url: '/api/v1/goals/7b0c3f4e-2d7a-4c36-9a53-3f0d2b7c9e11/toggle', headers: json(), payload: '{}' }), 404],
    ['404 API route', () => ({ method: 'GET', url: '/api/v1/nope' }), 404],
    ['404 page', () => ({ method: 'GET', url: '/nope' }), 404],
    ['404 method', () => ({ method: 'PUT', url: '/api/v1/auth/me', headers: authed() }), 404],
    ['404 document', () => ({ method: 'GET', url: '/api/v1/documents/secrets/ES' }), 404],
    ['409', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: '{"name":"@repetido"}' }), 409],
    ['413', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: JSON.stringify({ name: 'a'.repeat(120_000) }) }), 413],
    ['415', () => ({ method: 'POST', url: '/api/v1/users/add-context', headers: authed({ 'content-type': 'text/plain' }), payload: 'x' }), 415],
    ['422', () => ({ method: 'PUT', url: '/api/v1/lifewheel/mark-as-answered', headers: json(), payload: '{}' }), 422],
    ['tRPC 200', () => ({ method: 'GET', url: '/api/trpc/auth.me', headers: authed() }), 200],
    ['tRPC 401', () => ({ method: 'GET', url: '/api/trpc/auth.me' }), 401],
    ['tRPC 404', () => ({ method: 'GET', url: '/api/trpc/nope.nothing' }), 404],
    ['tRPC 405', () => ({ method: 'GET', url: '/api/trpc/users.addContext', headers: authed() }), 405],
  ];

  it.each(cases)('%s', async (name, make, status) => {
    const response = await send(make());
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response, name);
  });

  it('503 with the database gone, and 500 without its details', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: testEnv(), database });
    app.get('/api/v1/test-only/failure', async () => {
      throw new Error('detail that must stay in the log: password=hunter2');
    });
    await app.ready();
    const failure = await app.inject({ method: 'GET', url: '/api/v1/test-only/failure' });
    expect(failure.statusCode).toBe(500);
    expect(failure.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'Error del servidor. Inténtalo más tarde.' });
    expectSecurityHeaders(failure, '500');
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/v1/subscription/all' });
    expect(down.statusCode).toBe(503);
    expect(down.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
    expectSecurityHeaders(down, '503');
    await app.close();
  });
});
