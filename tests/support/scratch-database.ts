import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './database';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** An empty database (no tables) on the server of adminUrl, for tests that start servers on a database of their own. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `prospera_s_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function withAdmin(adminUrl: string, fn: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
}
