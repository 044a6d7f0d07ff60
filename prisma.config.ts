import path from 'node:path';
import { defineConfig } from 'prisma/config';

// `prisma generate` never needs the native schema engine, but the CLI looks for it and would try to
// download it, which fails offline. Pointing the variable at any existing file (for generate only) avoids
// that; on a connected machine, or for any other command, nothing changes.
if (process.argv.includes('generate') && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve('package.json');
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/prospera' },
});
