import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../root';
import type { SqlRunner } from './sql';

const MIGRATIONS_DIR = path.join(projectRoot, 'prisma', 'migrations');

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

// The table exactly as `prisma migrate deploy` creates it, so either tool can take over a database.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type MigrationFile = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies the migrations not yet recorded, each in its own transaction, under a lock so that several
 * processes starting together apply each migration once. Returns the names it applied.
 */
export async function migrate(runner: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  return runner.withLock(async (db) => {
    await db.exec(CREATE_TABLE);
    const rows = await db.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(`Migration ${failed.migration_name} failed earlier; resolve it before starting (see README).`);
    }
    const applied = new Set(rows.filter((row) => row.finished_at !== null).map((row) => row.migration_name));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      const id = randomUUID();
      await db.query(
        'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
        [id, migration.checksum, migration.name],
      );
      try {
        await db.exec(`BEGIN;\n${migration.sql}\nCOMMIT;`);
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        await db.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)]);
        throw error;
      }
      await db.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
      done.push(migration.name);
    }
    return done;
  });
}
