import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp, type BuildOptions } from '../../server/app';
import type { Database } from '../../server/database/open';
import { loadEnv, type Env } from '../../server/env';
import { openTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  http: ReturnType<typeof supertest>;
  /** Calls a tRPC procedure over HTTP: queries with GET ?input=, mutations with POST. */
  trpc(path: string, input?: unknown, options?: { token?: string; query?: boolean; lang?: string }): Promise<TrpcResult>;
  close(): Promise<void>;
};

export type TrpcResult = {
  status: number;
  data: unknown;
  error: { message: string; data: { code: string; httpStatus: number; appCode: string; issues?: unknown[] } } | undefined;
  headers: Record<string, string | string[] | undefined>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    STATIC_DIR: 'tests/no-client',
    ...overrides,
  });
}

/** The real app on a fresh database of its own; `clock` moves its time (BuildOptions.clock); `firstStart`: openTestDatabase. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock'> & { firstStart?: boolean } = {},
): Promise<TestApp> {
  const { firstStart, ...build } = options;
  const database = await openTestDatabase({ firstStart });
  const app = await buildApp({ env: testEnv(envOverrides), database, ...build });
  await app.ready();
  const http = supertest(app.server);
  return {
    app,
    database,
    http,
    async trpc(path, input, options = {}) {
      const headers: Record<string, string> = { 'accept-language': options.lang ?? 'es' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = options.query
        ? await http.get(`/api/trpc/${path}`).query(input === undefined ? {} : { input: JSON.stringify(input) }).set(headers)
        : await http.post(`/api/trpc/${path}`).set(headers).send(input === undefined ? '' : JSON.stringify(input)).type('json');
      const body = response.body as { result?: { data: unknown }; error?: TrpcResult['error'] };
      return { status: response.status, data: body.result?.data, error: body.error, headers: response.headers };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
