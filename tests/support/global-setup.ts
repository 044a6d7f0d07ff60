import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/database/open';
import { withDatabase } from './database';

/** For the PGlite project: migrate and seed an in-memory database once; each test file starts from its snapshot. */
async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const snapshot = await database.snapshot!();
    fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}

/** For the PostgreSQL project: migrate and seed a template database once; each test file copies it. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env.TEST_DB_KIND === 'pglite') return pgliteTemplate(project);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND !== 'postgres' || !adminUrl) return undefined;
  const template = `prospera_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDatabase({ url: withDatabase(adminUrl, template), dataDir: 'memory://', poolSize: 1 });
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteSnapshot: string;
  }
}
