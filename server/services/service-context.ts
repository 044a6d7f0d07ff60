import type { Lang } from '../../domain/messages';
import type { Db, DbClient, Reader, Writer } from '../database/open';
import type { Env } from '../env';
import type { AccessRevocations } from '../infra/access-revocations';
import type { Clock } from '../infra/clock';
import type { Mailer } from '../infra/mail';
import type { Repeating } from '../infra/repeat';
import type { FlowSeal, OAuthProviders } from '../infra/oauth';
import type { PaymentProvider } from '../infra/payments';
import type { RateLimiter } from '../infra/rate-limit';
import type { AuthUser, TokenService, TokenUser } from '../infra/tokens';
import type { UnsubscribeLinks } from '../infra/unsubscribe-links';
import type { PushSender } from '../infra/push';
import type { WebhookSender } from '../infra/webhooks';
import type { ApiTokenGrant } from './api-tokens';

/**
 * What the app builds once (buildApp) and every service call shares: configuration, the database and the
 * infrastructure the services call through.
 */
export type AppDeps = {
  env: Env;
  db: Db;
  /** The hot reads' way past Prisma (database/open.ts). */
  read: Reader;
  /** A sign-in's writes past Prisma, outside any transaction (database/open.ts). */
  write: Writer;
  /** The one source of the current instant: each request's `now` is read from it, and so is token expiry. */
  clock: Clock;
  tokens: TokenService;
  /** The access tokens refused before they expire (ended sessions, deleted accounts), shared by every instance. */
  revocations: AccessRevocations;
  /** Login and register attempts per IP and per email (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS). */
  authRateLimiter: RateLimiter;
  /** Charges subscriptions (the manual provider until a payment processor is chosen). */
  payments: PaymentProvider;
  /** Sends e-mail: SMTP with SMTP_URL, otherwise .eml files in DATA_DIR/outbox (server/infra/mail.ts). */
  mailer: Mailer;
  /** The configured sign-in providers (Google, Facebook, an OpenID Connect issuer). */
  oauth: OAuthProviders;
  /** Seals a started provider sign-in into the browser's cookie and opens it at the callback. */
  oauthFlows: FlowSeal;
  /** Signs and reads the tokens of the notification mails' unsubscribe links. */
  unsubscribeLinks: UnsubscribeLinks;
  /** The password-reset mails' quota key and sender (services/password-reset-mails.ts). */
  resetMails: PasswordResetQueue;
  /** The companion invitation mails' sender (services/companion-mails.ts): an invite wakes it after its answer. */
  companionMails: Pick<Repeating, 'wake'>;
  /** The public URLs of the API routes that services hand out (server/http/links.ts builds them from the operations). */
  links: ApiLinks;
  /** Seals webhook signing secrets and sends signed deliveries (SSRF-guarded in production). */
  webhooks: WebhookSender;
  /** The VAPID public key and the Web Push sender (encrypted, signed, SSRF-guarded in production: server/infra/push.ts). */
  push: PushSender;
};

/** The public URLs of API routes that leave in answers and mails; the transport knows their paths. */
export type ApiLinks = {
  /** The secret calendar feed of a token (GET /calendar/{token}.ics). */
  calendarFeed(token: string): string;
  /** Where a provider sends the person back (the redirect URI registered at the provider). */
  oauthCallback(provider: string): string;
  /** A mail's List-Unsubscribe URL (RFC 8058 one-click). */
  oneClickUnsubscribe(token: string): string;
};

/** The password-reset mail queue as requests use it (built by services/password-reset-mails.ts). */
export type PasswordResetQueue = {
  /** HMAC-SHA256 (hex) of the address with a key derived from the server secret: what the quota counts by. */
  addressHash(email: string): string;
  /** Sends the queued mails now, after the pass in progress; requests do not wait for it. */
  wake(): Promise<void>;
};

/** What every rule of the programme reads about a call: where the data is, in which language, zone and instant. */
type CallScope = {
  db: Db;
  /** Runs a read-only statement straight through the driver, outside any transaction (database/open.ts). */
  read: Reader;
  lang: Lang;
  /** The caller's IANA time zone: "today" and every calendar date are computed in it. */
  timeZone: string;
  /** The instant of the call, read once from the app's clock: the only "now" services use. */
  now: Date;
};

/** What a service receives besides its input. The transports build it per request (server/http/run.ts). */
export type ServiceContext = CallScope & {
  deps: AppDeps;
  ip: string;
  /** The signed-in caller, as their access token names them (its session included). */
  user: TokenUser | null;
  /** Set when the caller signed the request with a personal access token: what that token may do. */
  apiToken?: ApiTokenGrant;
};

/** The context of an operation that requires a signed-in user. */
export type UserServiceContext = ServiceContext & { user: TokenUser };

/**
 * The part of a user's context the programme's services read: no transport data and no app dependencies, so a
 * test or a background job can build it for a user without a request.
 */
export type UserScope = CallScope & { user: Pick<AuthUser, 'id'> };

/**
 * A context whose queries run inside one transaction (the user's lock, server/infra/user-lock.ts): without the
 * reader, whose statements would run outside it.
 */
export type InTransaction<Context extends { db: Db | DbClient }> = Omit<Context, 'db' | 'read'> & { db: DbClient };
