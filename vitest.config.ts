import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve('domain'),
  '@server': path.resolve('server'),
  '@client': path.resolve('client'),
};

const apiProject = (kind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${kind}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/deploy/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['client/test-setup.ts'] },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        // Several app instances or server processes sharing Redis or PostgreSQL; each file provisions its own.
        resolve: { alias },
        test: { name: 'api-scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
