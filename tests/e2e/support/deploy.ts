// A new version of the app deployed under a running test server (its own copy of the build, fixtures.ts staticDir):
// a new index.html, marked <meta name="prospera-build" content="next">, and a worker whose precache list carries its
// new revision, as `npm run build` would leave them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes `text` as a file of the served build, with the precompressed copies the server prefers. */
function writeBuilt(file: string, text: string): void {
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** Deploys the next version into `staticDir`; answers the function that puts the old build back. */
export function deployNextVersion(staticDir: string): () => void {
  const indexFile = path.join(staticDir, 'index.html');
  const workerFile = path.join(staticDir, 'sw.js');
  const before = { index: fs.readFileSync(indexFile, 'utf8'), worker: fs.readFileSync(workerFile, 'utf8') };
  const index = before.index.replace('<title>Prospera</title>', '<meta name="prospera-build" content="next" />\n    <title>Prospera</title>');
  const oldRevision = crypto.createHash('md5').update(before.index).digest('hex');
  const newRevision = crypto.createHash('md5').update(index).digest('hex');
  if (!before.worker.includes(`{"revision":"${oldRevision}","url":"index.html"}`)) throw new Error("the worker's precache list does not name index.html's revision");
  writeBuilt(indexFile, index);
  writeBuilt(workerFile, before.worker.replace(oldRevision, newRevision));
  return () => {
    writeBuilt(indexFile, before.index);
    writeBuilt(workerFile, before.worker);
  };
}
