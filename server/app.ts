import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { AppError } from '../domain/errors';
import { openDatabase, type Database } from './database/open';
import type { Env } from './env';
import { envelopeOf } from './http/errors';
import { requestLanguage } from './http/language';
import { clientErrorHandler, securityHeaders } from './http/security';
import { createAccessRevocations, shareAccessRevocations } from './infra/access-revocations';
import { systemClock, type Clock } from './infra/clock';
import { createMailerFromEnv } from './infra/mail';
import { createFlowSeal, createOAuthProviders } from './infra/oauth';
import { manualPaymentProvider } from './infra/payments';
import { closeRedis, connectRateLimitRedis, createAuthRateLimiter } from './infra/rate-limit';
import { resolveJwtSecret } from './infra/tokens';
import { createUnsubscribeLinks } from './infra/unsubscribe-links';
import { createPushSender, resolveVapidKeys } from './infra/push';
import { createWebhookSender } from './infra/webhooks';
import { registerAccessTokens } from './http/access-tokens';
import { bodyParsing } from './http/body';
import { apiDocs } from './http/rest/docs';
import { errorHandling } from './http/error-handling';
import { jsonEtags } from './http/etag';
import { apiLinks } from './http/links';
import { metricsEndpoint, requestMetrics } from './http/metrics';
import { apiRateLimit } from './http/rate-limit';
import { restApi } from './http/rest/plugin';
import { httpSecurity } from './http/security-headers';
import { builtClientDir, staticClient } from './http/static-client';
import { trpcApi } from './http/trpc/plugin';
import type { AppDeps } from './services/service-context';
import { startPasswordResetMails } from './services/password-reset-mails';
import { startCompanionMails } from './services/companion-mails';

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
  /** Where "now" comes from (the system clock unless given): tests move time with it instead of sleeping. */
  clock?: Clock;
};

function serverOptions(env: Env): FastifyServerOptions {
  return {
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
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
    // Requests refused before routing (a malformed URL) get the envelope and the security headers too.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .headers({ ...securityHeaders, 'x-request-id': request.id })
        .code(400)
        .send(envelopeOf(new AppError('BAD_REQUEST'), requestLanguage(request)));
    },
    clientErrorHandler,
  };
}

/** Builds the whole app (API, docs, client); never listens. */
export async function buildApp({ env, database: given, clock = systemClock }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(env));

  const database = given ?? (await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DB_POOL_SIZE,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
  }));
  if (!given) app.addHook('onClose', async () => database.close());

  // With REDIS_URL every instance counts rate limits in Redis; without it each counts in its own memory.
  const redis = env.REDIS_URL ? await connectRateLimitRedis(env.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));

  const secret = resolveJwtSecret(env);
  const mailer = createMailerFromEnv(env, app.log);
  // Reset mails go out from the instance that took the request, whatever NOTIFICATIONS_WORKER says; the sender is
  // stopped before the database closes (onClose hooks run last-added first).
  const resetMails = startPasswordResetMails({ db: database.prisma, env, mailer, clock }, secret, app.log);
  app.addHook('onClose', async () => resetMails.stop());
  const companionMails = startCompanionMails({ db: database.prisma, env, mailer, clock }, app.log);
  app.addHook('onClose', async () => companionMails.stop());
  const revocations = createAccessRevocations(clock);
  const stopSharingRevocations = await shareAccessRevocations(revocations, database, clock, app.log);
  app.addHook('onClose', stopSharingRevocations);
  const tokens = await registerAccessTokens(app, { env, secret, clock, revocations });
  const webhooks = createWebhookSender(secret, { strict: env.NODE_ENV === 'production', timeoutMs: env.WEBHOOK_TIMEOUT_MS });
  app.addHook('onClose', async () => webhooks.close());
  const push = createPushSender(resolveVapidKeys(env), { strict: env.NODE_ENV === 'production', timeoutMs: env.PUSH_TIMEOUT_MS });
  app.addHook('onClose', async () => push.close());
  const deps: AppDeps = {
    env,
    db: database.prisma,
    read: database.read,
    write: database.write,
    clock,
    tokens,
    revocations,
    authRateLimiter: createAuthRateLimiter({ max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS }, redis, app.log),
    payments: manualPaymentProvider,
    mailer,
    oauth: createOAuthProviders(env),
    oauthFlows: createFlowSeal(secret),
    unsubscribeLinks: createUnsubscribeLinks(secret),
    resetMails,
    companionMails,
    links: apiLinks(env),
    webhooks,
    push,
  };
  app.decorate('deps', deps);
  app.decorate('database', database);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const clientDir = builtClientDir(env.STATIC_DIR);
  // First, so that its onRoute hook labels every route registered after it.
  await app.register(requestMetrics, { env, database, clock });
  await app.register(bodyParsing);
  await app.register(httpSecurity, { corsOrigins: env.CORS_ORIGINS });
  await app.register(jsonEtags);
  await app.register(apiRateLimit, { max: env.RATE_LIMIT_MAX, redis, secret });
  await app.register(errorHandling, { clientPages: clientDir !== null });
  await app.register(metricsEndpoint, { token: env.METRICS_TOKEN });
  await app.register(restApi, { deps });
  await app.register(trpcApi, { deps });
  await app.register(apiDocs);
  if (clientDir) await app.register(staticClient, { root: clientDir });
  return app;
}
