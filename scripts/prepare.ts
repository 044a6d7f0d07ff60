// Makes sure what `npm start` and `npm test` need exists: the generated Prisma client, an up-to-date client
// build and the server's bundle. Each step runs only when its output is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

export function ensurePrismaClient(): void {
  const generated = path.join(root, 'server/generated/prisma/client.ts');
  if (newestMtime(generated) >= newestMtime(path.join(root, 'prisma/schema.prisma'))) return;
  console.log('prepare: generating the Prisma client');
  execFileSync(bin('prisma'), ['generate'], { cwd: root, stdio: 'inherit' });
}

export function ensureClientBuild(): void {
  const stamp = path.join(root, 'dist/client/index.html');
  const sources = ['client', 'domain', 'vite.config.ts', 'scripts/vite-message-texts.ts', 'scripts/vite-web-manifests.ts', 'package-lock.json'].map((item) => newestMtime(path.join(root, item)));
  if (newestMtime(stamp) >= Math.max(...sources)) return;
  console.log('prepare: building the client');
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

/** What `npm start`, the Docker image and the browser tests run: `node dist/server/main.mjs`. */
export const SERVER_BUNDLE = 'dist/server/main.mjs';

/**
 * The server (server/main.ts with domain/ and the generated Prisma client) as one ES module that Node runs
 * without a TypeScript loader: tsx's loader thread and its transformed-source cache cost the idle process
 * ~80 MB (docs/decisions/2026-11-24-speed-server-bundle.md). Packages stay in node_modules; lazy imports stay
 * lazy (their code is in the file, evaluated on first use).
 */
export function ensureServerBuild(): void {
  const sources = ['server', 'domain', 'package-lock.json'].map((item) => newestMtime(path.join(root, item)));
  if (newestMtime(path.join(root, SERVER_BUNDLE)) >= Math.max(...sources)) return;
  console.log('prepare: bundling the server');
  buildSync({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensurePrismaClient();
  ensureClientBuild();
  ensureServerBuild();
}
