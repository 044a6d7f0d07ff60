import os from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { messageTexts } from './scripts/vite-message-texts.ts';

/** API test files that replace a module (vi.mock): they get a module graph of their own. */
const MOCKING_API_TESTS = ['tests/api/openapi-routes.test.ts'];

/**
 * The API tests on one database. Their files share each worker's modules (isolate: false): every file builds its own
 * app on its own database, and loading the server's modules again for each file cost about 3.7 s of CPU per file
 * (6 files: 56 s isolated, 34 s shared, one worker, 2026-12-02). The files that mock a module run isolated.
 */
const apiProject = (kind: 'pglite' | 'postgres', isolated = false) => ({
  test: {
    name: isolated ? `api-${kind}-isolated` : `api-${kind}`,
    include: isolated ? MOCKING_API_TESTS : ['tests/api/**/*.test.ts'],
    exclude: isolated ? [] : [...configDefaults.exclude, ...MOCKING_API_TESTS],
    isolate: isolated,
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One worker per core, and two on a 2-core machine: Vitest's default (cores - 1) runs every file one after
    // another there, while the API tests wait on PostgreSQL and the Docker build half of the time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        // A hook may start an in-memory PGlite (seconds on a loaded machine, against Vitest's default 10 s).
        test: { name: 'unit', include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/deploy/**/*.test.ts'], exclude: [...configDefaults.exclude, 'tests/deploy/docker.test.ts'], environment: 'node', hookTimeout: 60_000 },
      },
      {
        plugins: [react(), messageTexts()],
        // A screen renders in milliseconds; the 15 s are for a loaded machine, never a measure of speed.
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['client/test-setup.ts'], testTimeout: 15_000 },
      },
      apiProject('pglite'),
      apiProject('pglite', true),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres'), apiProject('postgres', true)] : []),
      {
        // Several app instances or server processes sharing Redis or PostgreSQL; each file provisions its own.
        test: { name: 'api-scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // Builds the image and runs docker-compose.yml in Docker (skipped when no daemon answers): minutes, cold.
        test: { name: 'docker', include: ['tests/deploy/docker.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 2_400_000 },
      },
    ],
  },
});
