import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/http/trpc/router';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers 200 with the database up, on REST and tRPC alike', async () => {
    const rest = await t.http.get('/api/v1/health');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'ok', database: 'up' });
    const trpc = await t.trpc('system.health', undefined, { query: true });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('one definition, two transports', () => {
  it('serves GET /subscription/all and subscription.all with the same JSON', async () => {
    const rest = await t.http.get('/api/v1/subscription/all');
    const trpc = await t.trpc('subscription.all', undefined, { query: true });
    expect(rest.status).toBe(200);
    expect(trpc.data).toEqual(rest.body);
    const names = (rest.body as { plans: { name: string; basePrice: number; savings: number }[] }).plans.map((p) => [p.name, p.basePrice, p.savings]);
    expect(names).toEqual([
      ['BASICO', 0, 0],
      ['MONTHLY', 9.99, 0],
      ['QUARTERLY', 26.97, 3],
      ['SEMESTER', 47.95, 11.99],
      ['ANNUAL', 83.92, 35.96],
    ]);
  });

  it('lists every operation in the OpenAPI document with its tRPC path', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { 'x-trpc-path': string }>> };
    expect(doc.paths['/api/v1/health']?.get?.['x-trpc-path']).toBe('system.health');
    expect(doc.paths['/api/v1/subscription/all']?.get?.['x-trpc-path']).toBe('subscriptions.all');
    const docs = await t.http.get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger');
  });
});

describe('the tRPC client', () => {
  it('reaches a mutation without input over plain and batched links', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/trpc`;
    for (const link of [httpLink({ url }), httpBatchLink({ url })]) {
      const client = createTRPCClient<AppRouter>({ links: [link] });
      const withoutInput = client.subscriptions.cancel.mutate as unknown as () => Promise<unknown>;
      await expect(withoutInput()).rejects.toMatchObject({ data: { appCode: 'UNAUTHENTICATED', httpStatus: 401 } });
    }
    await own.close();
  });
});

describe('bad input gets the envelope and changes nothing', () => {
  it('malformed JSON: 400 INVALID_JSON', async () => {
    const response = await t.http.post('/api/v1/subscription/all').set('content-type', 'application/json').send('{"a":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'INVALID_JSON' });
    expect(typeof response.body.message).toBe('string');
  });

  it('wrong content type: 415', async () => {
    const response = await t.http.post('/api/trpc/subscription.all').set('content-type', 'text/plain').send('hello');
    expect(response.status).toBe(415);
  });

  it('oversized body: 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.http.post('/api/v1/anything').set('content-type', 'application/json').send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unknown /api route: 404 envelope in the requested language', async () => {
    const es = await t.http.get('/api/v1/nope');
    expect(es.status).toBe(404);
    expect(es.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND', message: 'Ruta no encontrada: GET /api/v1/nope' });
    const en = await t.http.get('/api/v1/nope?lang=en');
    expect(en.body.message).toBe('Route not found: GET /api/v1/nope');
    const unknownProcedure = await t.trpc('nope.nothing', undefined, { query: true });
    expect(unknownProcedure.status).toBe(404);
  });

  it('security headers and a request id on every response, errors included', async () => {
    const response = await t.http.get('/api/v1/nope');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('client hosting', () => {
  let withClient: TestApp;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">shell</div>');
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'console.log("prospera");'.repeat(100);
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
    withClient = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => withClient.close());

  it('serves the precompressed asset the browser accepts, cached for a year', async () => {
    const br = await withClient.http.get('/assets/app-abc123.js').set('accept-encoding', 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await withClient.http.get('/assets/app-abc123.js').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await withClient.http.get('/assets/app-abc123.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves /robots.txt as text, cached for a day, keeping crawlers out of the API', async () => {
    const robots = await withClient.http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
    expect(robots.text).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('deep links load the app; /api paths never fall back', async () => {
    const deep = await withClient.http.get('/projects/abc/goals');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('shell');
    const api = await withClient.http.get('/api/v1/projects/abc/unknown');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('health when the database is gone', () => {
  it('stays up: live answers 200, ready and health answer 503 within the ping timeout', async () => {
    const own = await createTestApp();
    await own.database.close();
    const live = await own.http.get('/api/v1/health/live');
    expect(live.status).toBe(200);
    for (const path of ['/api/v1/health', '/api/v1/health/ready']) {
      const response = await own.http.get(path);
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
    }
    await own.app.close();
  });
});
