import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/database/open';

/** The database kind of this test project: 'pglite' always, 'postgres' when TEST_DATABASE_URL is set. */
export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let pgliteSnapshot: Blob | undefined;

/**
 * The migrated template of the global setup (the api-pglite projects'), read once per worker; a project without
 * that setup (api-scale) starts from an empty cluster and migrates.
 */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (file) pgliteSnapshot ??= new Blob([fs.readFileSync(file)]);
  return pgliteSnapshot;
}

/**
 * A fresh database for one test file: in-memory PGlite started from the snapshot, or a PostgreSQL database copied
 * from the template, that the global setup migrated once. Closing drops it. `firstStart` opens PGlite empty instead,
 * migrated by the open itself, as a server's first start does: its client then learns the schema's types after it
 * started (an enum array parameter, say), which a snapshot's client knows from the beginning.
 */
export async function openTestDatabase(options: { firstStart?: boolean } = {}): Promise<Database> {
  if (testDbKind === 'pglite') return openDatabase({ dataDir: 'memory://', snapshot: options.firstStart ? undefined : pgliteTemplate() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL and the global setup are required for PostgreSQL tests');
  const name = `prospera_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(adminUrl, name), dataDir: 'memory://', poolSize: 5 });
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export { withDatabase };
