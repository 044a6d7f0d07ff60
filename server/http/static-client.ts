import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The folder of the built client (STATIC_DIR), or null when there is no build to serve. */
export function builtClientDir(staticDir: string): string | null {
  const root = path.resolve(staticDir);
  return fs.existsSync(path.join(root, 'index.html')) ? root : null;
}

/** Crawlers may read the public screens; the API is no page to index. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

/**
 * The built client's files: hashed assets cached for a year, everything else revalidated (index.html, the service
 * worker /sw.js, whose every byte the browser compares to find a new version, the manifests and the icons), so a
 * deploy is seen at once; and /robots.txt. @fastify/send's types: /sw.js is JavaScript, a .webmanifest
 * application/manifest+json.
 */
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
