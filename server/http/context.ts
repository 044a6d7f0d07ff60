import type { Lang } from '../../domain/messages';
import type { Db } from '../database/open';
import type { Env } from '../env';
import type { RateLimiter } from '../services/rate-limit';
import type { TokenService } from '../services/tokens';

export type AuthUser = { id: string; email: string; currencyId: string };

/** What the app shares with every request: built once in buildApp(). */
export type AppDeps = {
  env: Env;
  db: Db;
  tokens: TokenService;
  /** Login and register attempts per IP and per email (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS). */
  authRateLimiter: RateLimiter;
};

/** What a service receives besides its input. */
export type RequestContext = {
  deps: AppDeps;
  db: Db;
  lang: Lang;
  timeZone: string;
  now: Date;
  ip: string;
  user: AuthUser | null;
};
