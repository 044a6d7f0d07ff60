import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The folder of the built client (STATIC_DIR), or null when there is no build to serve. */
export function builtClientDir(staticDir: string): string | null {
  const root = path.resolve(staticDir);
  return fs.existsSync(path.join(root, 'index.html')) ? root : null;
}

/**
 * Whether a GET of `url`, found neither among the API's routes nor the build's files, is a screen of the single-page
 * app (it loads index.html, whose router shows the screen or its own 404 page) rather than a file that is missing:
 * anything under /assets or /.well-known, or whose last segment has an extension (`/assets/x-OLDHASH.js` after a
 * deploy, `/manifest.webmanifest`), answers 404, so a browser asking for a script or a stylesheet never gets HTML.
 */
export function isClientRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (/^\/(assets|\.well-known)(\/|$)/.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** Crawlers may read the public screens; the API is no page to index. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

/** The built client's files: hashed assets cached for a year, everything else revalidated; and /robots.txt. */
export const staticClient = fp<{ root: string }>(
  async (app, { root }) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
    );
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'static-client' },
);
