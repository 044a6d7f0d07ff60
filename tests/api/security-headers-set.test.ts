import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

// The full header set of a few kinds of answer (HTML, an asset, API JSON, an error, a 404, tRPC), names and
// values, with what changes per request masked: the security headers are set once per request from values
// computed at start-up, and must stay exactly what helmet wrote when it was rebuilt on every request.

const VARIES = new Set(['date', 'x-request-id', 'last-modified', 'etag', 'ratelimit', 'keep-alive']);

function headerSet(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(headers).sort().map((name) => [name, VARIES.has(name) ? '<varies>' : headers[name]]));
}

describe('security headers: the full set on every kind of answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">shell</div>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log("prospera");');
    t = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => headerSet((await t.app.inject({ method: 'GET', url, headers })).headers);

  /** What every answer carries, whatever its kind: the security headers and the per-request ones. */
  const EVERY_ANSWER = {
    connection: 'keep-alive',
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self';worker-src 'self';manifest-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    date: '<varies>',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-request-id': '<varies>',
    'x-xss-protection': '0',
  };
  /** A file of the client build on top of that. */
  const STATIC_FILE = { 'accept-ranges': 'bytes', etag: '<varies>', 'last-modified': '<varies>', vary: 'accept-encoding' };
  /** Every API answer's rate-limit fields (createTestApp's RATE_LIMIT_MAX); RateLimit's counts vary. */
  const API_RATE_LIMIT = { ratelimit: '<varies>', 'ratelimit-policy': '"api";q=1000000;w=60' };
  const API_JSON = { ...API_RATE_LIMIT, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

  it('HTML shell', async () => {
    expect(await get('/')).toEqual({ ...EVERY_ANSWER, ...STATIC_FILE, 'cache-control': 'no-cache', 'content-length': '41', 'content-type': 'text/html; charset=utf-8' });
  });

  it('static asset', async () => {
    expect(await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' })).toEqual({
      ...EVERY_ANSWER,
      ...STATIC_FILE,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': '24',
      'content-type': 'application/javascript; charset=utf-8',
    });
  });

  it('API JSON', async () => {
    // A JSON GET's answer carries its ETag (conditional requests); errors do not.
    expect(await get('/api/v1/health/live')).toEqual({ ...EVERY_ANSWER, ...API_JSON, etag: '<varies>', 'content-length': '15' });
  });

  it('API error (no token)', async () => {
    expect(await get('/api/v1/auth/session')).toEqual({ ...EVERY_ANSWER, ...API_JSON, 'content-length': '103' });
  });

  it('API 404', async () => {
    expect(await get('/api/v1/nope')).toEqual({ ...EVERY_ANSWER, ...API_JSON, 'content-length': '112' });
  });

  it('tRPC error', async () => {
    expect(await get('/api/trpc/auth.session')).toEqual({
      ...EVERY_ANSWER,
      ...API_RATE_LIMIT,
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
      vary: 'trpc-accept, accept',
    });
  });
});
