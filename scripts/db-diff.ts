// `npm run db:diff`: prints the SQL that brings the migrations up to schema.prisma, offline.
// `npm run db:diff -- --create <name>` writes it as a new migration folder instead.
import fs from 'node:fs';
import path from 'node:path';
import { diffMigrationsToSchema, migrationsDir } from './schema-engine';

const sql = await diffMigrationsToSchema();
const createIndex = process.argv.indexOf('--create');
if (!sql) {
  console.log('schema.prisma and prisma/migrations agree: nothing to migrate.');
} else if (createIndex === -1) {
  console.log(sql);
} else {
  const name = (process.argv[createIndex + 1] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  if (!name) throw new Error('Usage: npm run db:diff -- --create <name>');
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}
