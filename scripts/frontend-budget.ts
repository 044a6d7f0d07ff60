// `npm run budget`: the JavaScript a browser must load before the landing (/) and login (/login) screens show,
// gzipped, from Vite's manifest (the entry chunk and its static imports; lazy routes excluded). Fails above
// the budget; prints how far it is from issue 18's target (the first load before that issue's work).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureClientBuild } from './prepare';

const BUDGET_KB = 150;
const TARGET_KB = 140.8;
const outDir = path.resolve('dist/client');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

function initialChunks(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  return [...seen].map((key) => manifest[key]!.file);
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/frontend-budget.ts')) {
  ensureClientBuild();
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = initialChunks(manifest);
  let total = 0;
  console.log('Initial JavaScript of / and /login (gzip):');
  for (const file of files) {
    const kb = gzipKb(file);
    total += kb;
    console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB`);
  }
  const lazy = Object.values(manifest).filter((chunk) => !files.includes(chunk.file) && chunk.file.endsWith('.js'));
  console.log(`  total${' '.repeat(43)} ${total.toFixed(1).padStart(7)} KB (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB)`);
  if (total > TARGET_KB) console.log(`Over the ${TARGET_KB} KB target by ${(total - TARGET_KB).toFixed(2)} KB`);
  console.log(`Loaded on demand: ${lazy.length} chunks, ${lazy.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0).toFixed(1)} KB gzip`);
  if (total > BUDGET_KB) {
    console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
    process.exit(1);
  }
}
