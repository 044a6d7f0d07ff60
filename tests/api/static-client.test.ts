import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRoute } from '../../domain/rules/client-routes';
import { createTestApp, type TestApp } from '../support/app';

// Only the screens of the single-page app load index.html: a file that is not there (an old build's hashed chunk
// after a deploy, an icon the build does not make) answers 404, never cached, so the browser sees a failed load
// instead of HTML served as a script or a stylesheet. The service worker and the web app manifests are files of the
// build, revalidated at every request like index.html.

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/history-NEWHASH.js'), 'export default 1;');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Prospera","lang":"es"}');
  fs.writeFileSync(path.join(dir, 'manifest.en.webmanifest'), '{"name":"Prospera","lang":"en"}');
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await createTestApp({ STATIC_DIR: dir });
});
afterAll(async () => t.close());

describe('the built client: files, screens and missing files', () => {
  it.each(['/', '/home', '/history', '/history/compare?from=a&to=b', '/review/2026-11-23', '/projects/abc/goals', '/no/such/screen'])(
    'a screen path (%s) loads index.html, revalidated every time',
    async (url) => {
      const response = await t.http.get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('shell');
    },
  );

  it.each([
    '/assets/history-OLDHASH.js',
    '/assets/history-OLDHASH.css',
    '/assets/',
    '/assets/nothing',
    '/manifest.fr.webmanifest',
    '/apple-touch-icon.png',
    '/icons/icon-1024.png',
    '/sw.js.map',
    '/history/old.js',
    '/.well-known/change-password',
    '/favicon.ico?v=2',
  ])('a missing file (%s) answers 404 that no cache keeps, not index.html', async (url) => {
    const response = await t.http.get(url).set('accept-language', 'en');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND', message: `Route not found: GET ${url.split('?')[0]}` });
    const head = await t.http.head(url);
    expect(head.status).toBe(404);
  });

  it('the files of the build are served with their caching', async () => {
    const chunk = await t.http.get('/assets/history-NEWHASH.js').set('accept-encoding', 'identity');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.http.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('the service worker and the manifests: their types, revalidated at every request, never immutable', async () => {
    const worker = await t.http.get('/sw.js').set('accept-encoding', 'identity');
    expect({ status: worker.status, type: worker.headers['content-type'], cache: worker.headers['cache-control'] }).toEqual({
      status: 200,
      type: 'application/javascript; charset=utf-8',
      cache: 'no-cache',
    });
    for (const [url, lang] of [['/manifest.webmanifest', 'es'], ['/manifest.en.webmanifest', 'en']] as const) {
      const manifest = await t.http.get(url);
      expect({ status: manifest.status, type: manifest.headers['content-type'], cache: manifest.headers['cache-control'] }).toEqual({
        status: 200,
        type: 'application/manifest+json',
        cache: 'no-cache',
      });
      expect(manifest.body).toEqual({ name: 'Prospera', lang });
    }
    const icon = await t.http.get('/icons/icon-192.png');
    expect({ status: icon.status, type: icon.headers['content-type'], cache: icon.headers['cache-control'] }).toEqual({ status: 200, type: 'image/png', cache: 'no-cache' });
  });

  it('the security headers let the page register its own worker and read its own manifest, and no other', async () => {
    const policy = (await t.http.get('/home')).headers['content-security-policy'] as string;
    expect(policy.split(';')).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
  });

  it('a file of the build deleted while the server runs (a deploy beside it) answers 404', async () => {
    fs.writeFileSync(path.join(dir, 'assets/gone-HASH.js'), 'export default 2;');
    const own = await createTestApp({ STATIC_DIR: dir });
    try {
      expect((await own.http.get('/assets/gone-HASH.js')).status).toBe(200);
      fs.rmSync(path.join(dir, 'assets/gone-HASH.js'));
      const gone = await own.http.get('/assets/gone-HASH.js');
      expect(gone.status).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(gone.body.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await own.close();
    }
  });

  it('POST to a screen path is no page: 404', async () => {
    const response = await t.http.post('/home').send({});
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('isClientRoute', () => {
  it('tells screens from files and the API', () => {
    expect(['/', '/home', '/now', '/review/2026-11-23', '/history/compare?from=a.b&to=c', '/unsubscribe?token=a.b.c'].filter(isClientRoute)).toHaveLength(6);
    expect(['/api', '/api/v1/x', '/assets', '/assets/a.js', '/.well-known/x', '/manifest.webmanifest', '/manifest.en.webmanifest', '/sw.js', '/icons/icon-192.png', '/a/b.c', '/robots.txt#x'].filter(isClientRoute)).toEqual([]);
  });
});
