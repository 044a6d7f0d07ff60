// Runs Prisma's schema engine from its wasm build with PGlite as the shadow database, so the SQL for a
// schema change can be produced offline (the native engine of `prisma migrate` cannot be downloaded here).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { DiffTarget, MigrationList } from '@prisma/schema-engine-wasm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'prisma/schema.prisma');
export const migrationsDir = path.join(root, 'prisma/migrations');

let ready: Promise<void> | undefined;
function loadWasm(): Promise<void> {
  ready ??= (async () => {
    const wasmFile = path.join(path.dirname(fileURLToPath(import.meta.resolve('@prisma/schema-engine-wasm'))), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), { './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  })();
  return ready;
}

function migrationList(): MigrationList {
  const dirs = fs.existsSync(migrationsDir)
    ? fs.readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => {
      const file = path.join(migrationsDir, name, 'migration.sql');
      return {
        path: path.join(migrationsDir, name),
        migrationFile: { path: file, content: { tag: 'ok', value: fs.readFileSync(file, 'utf8') } },
      };
    }),
  };
}

/** The SQL that turns the database the migrations build into the one schema.prisma describes ('' when none). */
export async function diffMigrationsToSchema(): Promise<string> {
  await loadWasm();
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(new PGlite()));
  const engine = await bg.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => undefined, adapter);
  try {
    const from: DiffTarget = { tag: 'migrations', ...migrationList() };
    const to: DiffTarget = { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] };
    const result = await engine.diff({ from, to, script: true, exitCode: false, filters: { externalTables: [], externalEnums: [] } });
    const sql = (result.stdout ?? '').trim();
    return sql === '-- This is an empty migration.' ? '' : sql;
  } finally {
    engine.free();
  }
}
