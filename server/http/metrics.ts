import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors';
import type { Database } from '../database/open';
import type { Env } from '../env';
import type { Clock } from '../infra/clock';
import { createAppMetrics, type AppMetrics } from '../infra/metrics';
import { registerJobQueueMetrics } from '../services/job-queues';
import { bearerToken } from './run';
import { TRPC_PREFIX } from './trpc/batch';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics; null when they are off (production without METRICS_TOKEN). */
    metrics: AppMetrics | null;
  }
  interface FastifyContextConfig {
    /** The route's label in the latency metrics: its operation's name ('actions.complete'), or a fixed one. */
    operation?: string;
  }
}

const METRICS_PATH = '/metrics';

/** The label of the tRPC route: its procedures are timed one by one (timeOperation), the request is only counted. */
const TRPC_LABEL = 'trpc';

/**
 * Whether the app keeps and serves metrics: always with METRICS_TOKEN; without it outside production only (open to
 * anyone who reaches the port). In production without a token nobody may read them, so nothing is measured either.
 */
function metricsEnabled(env: Pick<Env, 'METRICS_TOKEN' | 'NODE_ENV'>): boolean {
  return env.METRICS_TOKEN !== undefined || env.NODE_ENV !== 'production';
}

/**
 * The label of a route that is not an operation of the table: the tRPC route, the API's documents, and every other
 * file (the built client, robots.txt) as one label, so no URL becomes a label.
 */
function fixedLabel(url: string): string {
  if (url.startsWith(TRPC_PREFIX)) return TRPC_LABEL;
  if (url === '/api/openapi.json' || url.startsWith('/api/docs')) return 'docs';
  return 'static';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compared as SHA-256 digests of equal length, in constant time: the answer's timing says nothing of the token. */
function tokenMatches(authorization: string | undefined, expected: Buffer): boolean {
  const given = bearerToken(authorization);
  return given !== null && timingSafeEqual(sha256(given), expected);
}

/**
 * Starts timing one call of an operation inside a request whose route is not timed as a whole (a tRPC procedure: a
 * batch runs several); the function returned records it with the status it answered.
 */
export function timeOperation(request: FastifyRequest, operation: string): (status: number) => void {
  const { metrics } = request.server;
  if (!metrics) return () => undefined;
  const started = performance.now();
  return (status) => metrics.observe({ operation, method: request.method, status, seconds: (performance.now() - started) / 1000 });
}

/**
 * The request timing behind GET /metrics: one onResponse hook reads Fastify's own elapsed time and the route's label,
 * fixed when the route was registered (docs/decisions/2026-11-30-metrics.md). Registered before every route, so its
 * onRoute hook labels them all; off in production without METRICS_TOKEN (metricsEnabled).
 */
export const requestMetrics = fp<{ env: Env; database: Database; clock: Clock }>(
  async (app, { env, database, clock }) => {
    const metrics = metricsEnabled(env) ? createAppMetrics(database) : null;
    app.decorate('metrics', metrics);
    if (!metrics) return;
    registerJobQueueMetrics(metrics.registry, database.read, clock);
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, operation: route.config?.operation ?? fixedLabel(route.url) };
    });
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      metrics.countRequest(status);
      // No route: the not-found handler answered, with the client's page (a screen's deep link) or a 404.
      const operation = request.routeOptions.config.operation ?? (status < 400 ? 'static' : 'not_found');
      if (operation !== TRPC_LABEL) metrics.observe({ operation, method: request.method, status, seconds: reply.elapsedTime / 1000 });
      done();
    });
  },
  { name: 'request-metrics' },
);

/**
 * GET /metrics in Prometheus' text format (prom-client), outside /api/ (so the API rate limit never counts a scrape)
 * and outside the OpenAPI document. With METRICS_TOKEN it asks for it as a bearer token; in production without one it
 * answers 404 as an unknown path (not the client's page). Registered after the error handling, whose envelope it uses.
 */
export const metricsEndpoint = fp<{ token: string | undefined }>(
  async (app, { token }) => {
    const expected = token === undefined ? null : sha256(token);
    app.get(METRICS_PATH, { config: { operation: 'metrics' } }, async (request, reply) => {
      const { metrics } = app;
      if (!metrics) throw new AppError('ROUTE_NOT_FOUND', { method: request.method, path: METRICS_PATH });
      if (expected && !tokenMatches(request.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('METRICS_TOKEN_REQUIRED');
      }
      const body = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
    });
  },
  { name: 'metrics-endpoint', dependencies: ['request-metrics', 'error-handling'] },
);
