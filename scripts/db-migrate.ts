// `npm run db:migrate`: applies pending migrations and reference data to DATABASE_URL, else to PGlite in
// DATA_DIR (the server does the same at start-up).
import { openDatabase } from '../server/database/open';
import { loadEnv } from '../server/env';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
console.log(`Migrated ${database.kind} database.`);
await database.close();
