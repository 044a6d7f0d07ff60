import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AppError } from '../domain/errors';
import { openDatabase, type Database } from './database/open';
import type { Env } from './env';
import type { AppDeps } from './http/context';
import { envelopeOf, toAppError } from './http/errors';
import { negotiateLanguage } from './http/language';
import { clientErrorHandler, helmetOptions, securityHeaders } from './http/security';
import { operationTables } from './operations';
import { buildOpenApiDocument } from './rest/openapi';
import { registerDocumentRoutes } from './rest/documents';
import { registerRestRoutes } from './rest/routes';
import {
  closeRedis,
  connectRateLimitRedis,
  createFallbackRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './services/rate-limit';
import { createTokenService, resolveJwtSecret } from './services/tokens';
import { buildTrpcRouter } from './trpc/router';
import { appVersion } from './version';

export const appRouter = buildTrpcRouter(operationTables);
export type AppRouter = typeof appRouter;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    database: Database;
  }
}

export type BuildOptions = {
  env: Env;
  /** An already open database (tests); otherwise one is opened from env and closed with the app. */
  database?: Database;
};

function languageOf(request: { query: unknown; headers: Record<string, string | string[] | undefined> }) {
  const header = request.headers['accept-language'];
  return negotiateLanguage((request.query as { lang?: unknown } | undefined)?.lang, typeof header === 'string' ? header : undefined);
}

/** Builds the whole app (API, docs, client); never listens. */
export async function buildApp({ env, database: given }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    // tRPC batch paths name every procedure of the batch; Node's 16 KiB header limit bounds URLs anyway.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .headers({ ...securityHeaders, 'x-request-id': request.id })
        .code(400)
        .send(envelopeOf(new AppError('BAD_REQUEST'), languageOf(request)));
    },
    clientErrorHandler,
  });

  const database = given ?? (await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DB_POOL_SIZE,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
  }));
  if (!given) app.addHook('onClose', async () => database.close());

  // With REDIS_URL every instance counts in Redis; without it each counts in its own memory.
  const redis = env.REDIS_URL ? await connectRateLimitRedis(env.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  const authStore: RateLimitStore = redis
    ? createFallbackRateLimitStore(createRedisRateLimitStore(redis), createMemoryRateLimitStore(), {
        onDown: (error) => app.log.warn({ err: error }, 'auth rate limits count in this instance: Redis does not answer'),
        onUp: () => app.log.info('auth rate limits are shared again through Redis'),
      })
    : createMemoryRateLimitStore();

  const deps: AppDeps = {
    env,
    db: database.prisma,
    tokens: createTokenService(env, resolveJwtSecret(env)),
    authRateLimiter: createRateLimiter(authStore, { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS }),
  };
  app.decorate('deps', deps);
  app.decorate('database', database);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // An empty JSON body is an empty object (PATCH /goals/{id}/toggle and similar send none).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let poisoned = false;
    let value: unknown;
    try {
      value = JSON.parse(text, (key, inner: unknown) => {
        if (key === '__proto__' || key === 'constructor') poisoned = true;
        return inner;
      });
    } catch {
      return done(new AppError('INVALID_JSON'), undefined);
    }
    // Prototype-pollution attempts are refused outright rather than silently cleaned.
    if (poisoned) return done(new AppError('BAD_REQUEST'), undefined);
    done(null, value);
  });

  await app.register(helmet, helmetOptions);

  const origins = env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  if (origins.length > 0) await app.register(cors, { origin: origins, credentials: false });

  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    // A Redis outage lets API requests through (logged by the Redis client) rather than failing them all.
    ...(redis ? { redis, nameSpace: 'prospera:rate:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.ceil(context.ttl / 1000) }), { statusCode: 429 }),
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    const envelope = envelopeOf(appError, languageOf(request));
    if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (typeof appError.params.retryAfter === 'number') reply.header('retry-after', String(appError.params.retryAfter));
    return reply.status(envelope.statusCode).send(envelope);
  });

  registerRestRoutes(app, deps, operationTables);
  registerDocumentRoutes(app);

  // tRPC parses request bodies itself; a mutation without input arrives with an empty body, which it cannot parse.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && request.url.startsWith('/api/trpc/') && (request.body === undefined || request.body === '')) {
      request.body = '{}';
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: FastifyRequest }) => ({ deps, req }),
      onError: ({ error, req }: { error: Error & { code?: string; cause?: unknown }; req: FastifyRequest }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'tRPC procedure failed');
      },
      responseMeta: ({ errors }: { errors: { cause?: unknown; retryAfter?: number }[] }) => {
        const retryAfter = errors.map((error) => error.retryAfter).find((value) => typeof value === 'number');
        return retryAfter ? { headers: { 'retry-after': String(retryAfter) } } : {};
      },
    },
  });

  const openApi = buildOpenApiDocument(operationTables, appVersion);
  app.get('/api/openapi.json', async () => openApi);
  await app.register(swagger, { mode: 'static', specification: { document: openApi as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const staticDir = path.resolve(env.STATIC_DIR);
  const hasClient = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      // Deep links (/projects/abc/goals) load the single-page app; /api paths never fall back.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = new AppError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' });
    return reply.status(404).send(envelopeOf(error, languageOf(request)));
  });

  return app;
}
