import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('prospera'),
  JWT_AUDIENCE: z.string().min(1).default('prospera-app'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(100 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default(path.join('dist', 'client')),
  // Where people reach the app, for the links in e-mails and the OAuth redirect URIs; default http://localhost:PORT.
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The most actions GET /users/export and its CSV answer (tRPC's users.export builds the document whole in memory).
  EXPORT_MAX_ACTIONS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  // How many actions the REST export and its CSV read at a time while they write the answer: what one request holds.
  EXPORT_BATCH_ACTIONS: z.coerce.number().int().min(1).max(1_000_000).default(500),
  // Mail: without SMTP_URL every message is written to DATA_DIR/outbox as an .eml file instead of being sent.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Prospera <no-reply@prospera.local>'),
  // The notification mails (digest, reminders, invitation): every instance plans and sends them from a jobs table
  // every NOTIFICATIONS_INTERVAL_MS; NOTIFICATIONS_WORKER=false leaves an instance out (another one sends).
  NOTIFICATIONS_WORKER: booleanFlag.default(true),
  NOTIFICATIONS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // Webhooks (issue 39): every instance delivers due events every WEBHOOKS_INTERVAL_MS; a try gives up after
  // WEBHOOK_TIMEOUT_MS. In production no delivery reaches a private, loopback or link-local address.
  WEBHOOKS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Web Push (issue 40): the VAPID key pair (base64url, as web-push generates it: npx web-push generate-vapid-keys) and
  // the contact the push services may write to (mailto: or https:). Required in production with DATABASE_URL, like
  // JWT_SECRET; elsewhere a pair is generated once into DATA_DIR/vapid-keys.json. A push gives up after PUSH_TIMEOUT_MS.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL').optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // The bearer token GET /metrics asks for (server/http/metrics.ts). Unset: /metrics is open outside production and
  // off in production (404, and no request is timed).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  // Sign-in providers: each is offered only when both its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  // A generic OpenID Connect provider, discovered from its issuer URL; OIDC_NAME is the label of its button.
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default('OpenID Connect'),
  // Tests only: a file holding milliseconds added to the server's clock (missing or empty = none), so the browser
  // tests can move a production server through a 90-day cycle (server/infra/clock.ts). Never set it in a deployment.
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
}).refine((env) => !(env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET), {
  // Several instances on one PostgreSQL must share the key; a generated per-folder key would split them.
  path: ['JWT_SECRET'],
  message: 'is required in production with DATABASE_URL (every instance must share it)',
}).refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
  path: ['VAPID_PRIVATE_KEY'],
  message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (one pair)',
}).refine((env) => !(env.NODE_ENV === 'production' && env.DATABASE_URL && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT)), {
  // Every instance must sign with the pair the browsers subscribed with; a generated per-folder pair would split them.
  path: ['VAPID_PUBLIC_KEY'],
  message: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production with DATABASE_URL (every instance must share them: npx web-push generate-vapid-keys)',
}).refine((env) => !(env.NODE_ENV === 'production' && !env.APP_URL), {
  // Without it the mails' links and the OAuth redirect URIs would point at http://localhost.
  path: ['APP_URL'],
  message: "is required in production: the address people use to reach the app (the links in e-mails and the OAuth redirect URIs are built from it)",
});

export type Env = z.infer<typeof EnvSchema>;

/** The names of every variable the server reads. */
export const ENV_KEYS: readonly string[] = Object.keys(EnvSchema.shape);

/** Parses the environment once; an invalid variable stops start-up with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The app's public origin, without a trailing slash: APP_URL, or http://localhost:PORT. */
export function appUrl(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * The public URL of a screen of the app for a mail or a calendar event: its query params first, then `lang`, so the
 * link opens in the language it was written in (the client switches to it on arrival, whatever the browser stored).
 */
export function appLink(env: Pick<Env, 'APP_URL' | 'PORT'>, path: string, lang: string, params: Readonly<Record<string, string>> = {}): string {
  return `${appUrl(env)}${path}?${new URLSearchParams({ ...params, lang }).toString()}`;
}

/** Where the REST API lives under the app's origin. */
export const API_PREFIX = '/api/v1';

/**
 * The public URL of a REST path as OpenAPI writes it, its {placeholders} filled from params (a secret feed, a
 * provider's callback, a mail's one-click unsubscribe).
 */
export function apiUrl(env: Pick<Env, 'APP_URL' | 'PORT'>, path: string, params: Readonly<Record<string, string>> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiUrl: no value for {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
  return `${appUrl(env)}${API_PREFIX}${filled}`;
}
