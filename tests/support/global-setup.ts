import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/database/open';
import { withDatabase } from './database';

/** For the PostgreSQL project: migrate and seed a template database once; each test file copies it. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
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
  }
}
