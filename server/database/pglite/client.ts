import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database. Its default shared_buffers (128 MB) is sized for a server
 * shared by many; one person's or a family's data fits in a fraction of it and the operating system caches the
 * files beneath, while each buffer touched stays in the process's memory for good.
 */
const SETTINGS = ['-c', 'shared_buffers=32MB'];

const run = promisify(execFile);

/**
 * Creates the database cluster of a new folder in a short-lived Node process. initdb runs inside PGlite's
 * WebAssembly and leaves ~500 MB behind in the process that ran it (its memory and module, the file-system
 * bundle), which no collection gives back; done elsewhere, the server opens an existing folder as on a restart.
 */
async function initialiseFolder(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
(async () => { const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close(); })()
  .catch((error) => { console.error(error); process.exit(1); });`;
  await run(process.execPath, ['-e', script], { maxBuffer: 10 * 1024 * 1024 });
}

/**
 * Opens PGlite in dataDir/pglite (created on first use), or in memory for 'memory://' (tests: PGlite's defaults),
 * started from snapshot when one is given (a data folder as PGlite's dumpDataDir wrote it) instead of a new cluster.
 */
export async function openPgliteClient(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  const { PGlite: Client } = await import('@electric-sql/pglite');
  if (dataDir === 'memory://') return new Client(snapshot ? { loadDataDir: snapshot } : {});
  const options = { startParams: [...Client.defaultStartParams, ...SETTINGS] };
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await initialiseFolder(dir);
  return new Client(dir, options);
}
