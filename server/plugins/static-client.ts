import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The folder of the built client (STATIC_DIR), or null when there is no build to serve. */
export function builtClientDir(staticDir: string): string | null {
  const root = path.resolve(staticDir);
  return fs.existsSync(path.join(root, 'index.html')) ? root : null;
}

/** The built client's files: hashed assets cached for a year, everything else revalidated. */
export const staticClient = fp<{ root: string }>(
  async (app, { root }) => {
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
