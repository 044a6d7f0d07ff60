import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { addressedClient, expectEnvelope, expectSecurityHeaders } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// The edges of the HTTP layer: body limits, media types, prototype keys, header sizes and the router's own
// refusals. Rate limits and the security headers of every kind of answer: security-responses.test.ts.

const t = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(async () => t.close());
const { send } = addressedClient(t.app, 9);

let user: TestUser;
let port: number;
beforeAll(async () => {
  user = await createUserDirect(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const authed = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${user.token}`, ...headers });
const json = (headers: Record<string, string> = {}) => authed({ 'content-type': 'application/json', ...headers });

const contextCount = () => t.app.deps.db.context.count({ where: { userId: user.id } });

describe('413: bodies over BODY_LIMIT_BYTES', () => {
  const big = JSON.stringify({ name: 'a'.repeat(110 * 1024) });

  it('REST and tRPC answer 413 PAYLOAD_TOO_LARGE before anything runs', async () => {
    const before = await contextCount();
    expectEnvelope(await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: big }), 413, 'PAYLOAD_TOO_LARGE');
    expectEnvelope(await send({ method: 'POST', url: '/api/v1/users/add-context', payload: big, headers: { 'content-type': 'application/json' } }), 413, 'PAYLOAD_TOO_LARGE');
    const trpc = await send({ method: 'POST', url: '/api/trpc/users.addContext', headers: json(), payload: big });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json<{ code: string }>().code).toBe('PAYLOAD_TOO_LARGE');
    expectSecurityHeaders(trpc, 'tRPC 413');
    expect(await contextCount()).toBe(before);
  });

  it('a chunked body with no length is cut off at the limit too', async () => {
    const before = await contextCount();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/users/add-context', headers: json({ 'transfer-encoding': 'chunked' }) },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write('{"name":"');
      let sent = 0;
      // Paced, so the answer is read while the body is still being written.
      const pump = () => {
        if (sent > 150_000 || request.destroyed) return void request.end('"}');
        sent += 10_000;
        request.write('a'.repeat(10_000), () => setTimeout(pump, 5));
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await contextCount()).toBe(before);
  });

  it('a body just under the limit is read (the limit is not lower than documented)', async () => {
    const response = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: JSON.stringify({ name: 'casa', padding: 'x'.repeat(90 * 1024) }) });
    expect(response.statusCode).toBe(201);
  });
});

describe('415: bodies that are not JSON', () => {
  it.each([
    ['text/plain', 'name=casa'],
    ['application/x-www-form-urlencoded', 'name=casa'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\ncasa\r\n--x--'],
    ['application/xml', '<name>casa</name>'],
    ['application/jsonx', '{"name":"casa"}'],
  ])('%s: 415 UNSUPPORTED_MEDIA_TYPE on REST, and nothing is created', async (type, payload) => {
    const before = await contextCount();
    const response = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: authed({ 'content-type': type }), payload });
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectSecurityHeaders(response, type);
    expect(await contextCount()).toBe(before);
  });

  it('a body without a content type: 415', async () => {
    expectEnvelope(await send({ method: 'POST', url: '/api/v1/users/add-context', headers: authed(), payload: 'name=casa' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('tRPC refuses a non-JSON body with 415 and the same code', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await send({ method: 'POST', url: '/api/trpc/users.addContext', headers: authed({ 'content-type': type }), payload: '{"name":"casa"}' });
      expect(response.statusCode).toBe(415);
      const body = response.json<{ code?: string; error?: { data: { appCode: string } } }>();
      expect(body.code ?? body.error?.data.appCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('texts the database cannot take as sent', () => {
  it('a NUL character anywhere in the input: 400 INVALID_FORMAT naming the field, over REST and tRPC, and nothing is stored', async () => {
    const before = await contextCount();
    const rest = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: JSON.stringify({ name: 'casa\u0000' }) });
    expectEnvelope(rest, 400, 'VALIDATION_ERROR');
    expect(rest.json<{ issues: unknown[] }>().issues).toEqual([{ path: 'name', code: 'INVALID_FORMAT', message: 'Formato inválido' }]);
    const login = await send({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }) });
    expectEnvelope(login, 400, 'VALIDATION_ERROR');
    const query = await send({ method: 'GET', url: '/api/v1/actions/me?lang=%00', headers: authed() });
    expectEnvelope(query, 400, 'VALIDATION_ERROR');
    const trpc = await send({ method: 'GET', url: `/api/trpc/actions.me?input=${encodeURIComponent(JSON.stringify({ goalId: '\u0000' }))}`, headers: authed() });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<{ error: { data: { issues: { path: string; code: string }[] } } }>().error.data.issues[0]).toMatchObject({ path: 'goalId', code: 'INVALID_FORMAT' });
    expect(await contextCount()).toBe(before);
  });

  it("a context name whose lower case JavaScript and the database's collation disagree on is stored, never a 500", async () => {
    for (const name of ['@Ⓐrea', '@İstanbul', '@Ǆungla']) {
      const response = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: JSON.stringify({ name }) });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 201 });
      const again = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload: JSON.stringify({ name }) });
      expect({ name, status: again.statusCode }).toEqual({ name, status: 409 });
    }
  });
});

describe('prototype pollution', () => {
  const attacks = [
    '{"__proto__":{"polluted":"yes"},"name":"proto-a"}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"name":"proto-b"}',
    '{"name":"proto-c","nested":[{"__proto__":{"polluted":"yes"}}]}',
  ];

  it('no body, query or tRPC input can reach Object.prototype, and the keys are never stored', async () => {
    for (const payload of attacks) {
      const rest = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload });
      expect(rest.statusCode).toBeLessThan(500);
      const trpc = await send({ method: 'POST', url: '/api/trpc/users.addContext', headers: json(), payload: payload.replace('proto-', 'trpc-') });
      expect(trpc.statusCode).toBeLessThan(500);
      const query = await send({ method: 'GET', url: `/api/trpc/users.myContexts?input=${encodeURIComponent(payload)}`, headers: authed() });
      expect(query.statusCode).toBeLessThan(500);
    }
    const queryString = await send({ method: 'GET', url: '/api/v1/actions/me?__proto__[polluted]=yes&constructor[prototype][polluted]=yes', headers: authed() });
    expect(queryString.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const stored = await t.app.deps.db.context.findMany({ where: { userId: user.id }, select: { name: true } });
    expect(JSON.stringify(stored)).not.toContain('polluted');
  });

  // The JSON parser (server/plugins/body.ts) refuses these keys: docs/decisions/2026-11-22-foundation-json-bodies.md.
  it('a body with __proto__ or constructor.prototype answers 400', async () => {
    for (const payload of attacks) {
      const response = await send({ method: 'POST', url: '/api/v1/users/add-context', headers: json(), payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('431: headers over the 16 KiB limit', () => {
  const oversized = () =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/v1/health', headers: { 'x-padding': 'a'.repeat(20 * 1024) } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it("answers 431 in JSON (Node's parser refuses the request; Fastify's client-error handler writes the answer)", async () => {
    const answer = await oversized();
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 431 });
  });

  // The answer is written to the socket before any hook runs; server/app.ts (reserved) needs a clientErrorHandler
  // writing the envelope and the security headers (see the security report).
  it('the 431 answer carries the envelope and the security headers', async () => {
    const answer = await oversized();
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 431, code: expect.any(String) });
    expectSecurityHeaders(answer, '431');
  });
});

describe("the router's own refusals", () => {
  // Fastify answers these before any hook (no envelope, no security headers): server/app.ts (reserved) needs a
  // frameworkErrors handler and a maxParamLength that fits tRPC batches (see the security report).
  it('a malformed percent-encoding answers the 400 envelope with the security headers', async () => {
    const response = await send({ method: 'GET', url: '/api/v1/goals/%E0%A4%A/toggle', headers: authed() });
    expectEnvelope(response, 400, 'BAD_REQUEST');
    expectSecurityHeaders(response, 'bad url');
  });

  it('a path parameter over 200 characters answers an envelope with the security headers', async () => {
    const response = await send({ method: 'PATCH', url: `/api/v1/goals/${'a'.repeat(300)}/toggle`, headers: json(), payload: '{}' });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ code?: string }>().code).toEqual(expect.any(String));
    expectSecurityHeaders(response, 'long param');
  });

  it("a tRPC batch of 10 calls (the client's largest) is served, though its path is over the router's default 100 characters", async () => {
    const calls = Array.from({ length: 10 }, () => 'subscription.mine');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(calls.map((_name, index) => [index, {}]))));
    const response = await send({ method: 'GET', url: `/api/trpc/${calls.join(',')}?batch=1&input=${input}`, headers: authed() });
    expect(response.statusCode).toBe(200);
  });
});

