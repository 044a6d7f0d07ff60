// Makes sure what `npm start` and `npm test` need exists: the generated Prisma client and an up-to-date
// client build. Each step runs only when its output is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const sources = ['client', 'domain', 'vite.config.ts', 'scripts/vite-message-texts.ts', 'package-lock.json'].map((item) => newestMtime(path.join(root, item)));
  if (newestMtime(stamp) >= Math.max(...sources)) return;
  console.log('prepare: building the client');
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensurePrismaClient();
  ensureClientBuild();
}
