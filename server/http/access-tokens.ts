import fastifyJwt, { type FastifyJWTOptions, type JWT } from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors';
import { IdSchema } from '../../domain/schemas/common';
import type { Env } from '../env';
import type { AccessRevocations } from '../infra/access-revocations';
import type { Clock } from '../infra/clock';
import { ACCESS_TOKEN_TTL_SECONDS, refreshTokenSuccessors, type AuthUser, type TokenService, type TokenUser } from '../infra/tokens';

// Access tokens are JWTs signed and checked by @fastify/jwt (fast-jwt): HS256 with the server secret
// (infra/tokens.ts resolveJwtSecret). docs/decisions/2026-11-28-access-tokens-fastify-jwt.md.

const ALGORITHM = 'HS256';

/** The longest access token checked at all: ours are about 400 characters; anything longer is refused unread. */
export const MAX_ACCESS_TOKEN_LENGTH = 4096;

/** How many verified access tokens fast-jwt's cache remembers: a few thousand people active within 15 minutes. */
export const MAX_CHECKED_TOKENS = 5_000;

/**
 * @fastify/jwt's options for access tokens: HS256 only, our issuer and audience, and the claims jose required.
 * fast-jwt reads Date.now() for exp and nbf, so it leaves them to the token service, which compares them with the
 * clock seam on every use. A verified token is remembered by fast-jwt's cache (least recently used first out, at
 * most MAX_CHECKED_TOKENS): each later request with it skips the HMAC and the parsing.
 */
function accessTokenOptions(env: Env, secret: Uint8Array): FastifyJWTOptions {
  return {
    secret: Buffer.from(secret),
    sign: { algorithm: ALGORITHM },
    verify: {
      algorithms: [ALGORITHM],
      allowedIss: env.JWT_ISSUER,
      allowedAud: env.JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
      cache: MAX_CHECKED_TOKENS,
      cacheTTL: ACCESS_TOKEN_TTL_SECONDS * 1000,
    },
  };
}

/**
 * Registers @fastify/jwt on the app with accessTokenOptions and answers the token service over its decorator.
 * Tokens are issued and checked at the clock's time, so a test that moves the clock moves their expiry too.
 */
export async function registerAccessTokens(
  app: FastifyInstance,
  { env, secret, clock, revocations }: AccessTokenOptions,
): Promise<TokenService> {
  await app.register(fastifyJwt, accessTokenOptions(env, secret));
  return createTokenService(app.jwt, { env, secret, clock, revocations });
}

type AccessTokenOptions = { env: Env; secret: Uint8Array; clock: Clock; revocations: AccessRevocations };

/** The token service over @fastify/jwt's decorator (registered with accessTokenOptions). */
function createTokenService(jwt: JWT, { env, secret, clock, revocations }: AccessTokenOptions): TokenService {
  const signAccessToken = (user: AuthUser, sessionId?: string) => {
    const issuedAt = Math.floor(clock().getTime() / 1000);
    // The claims in jose's SignJWT order, so the bytes are the ones the app signed with jose before.
    return jwt.sign({
      email: user.email, currencyId: user.currencyId, typ: 'access', ...(sessionId ? { sid: sessionId } : {}),
      sub: user.id, iss: env.JWT_ISSUER, aud: env.JWT_AUDIENCE, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
    });
  };
  // fast-jwt's cache answers a remembered token with the same claims object: ours are checked once per object.
  const checkedClaims = new WeakMap<object, CheckedToken>();
  const checkAccessToken = (token: string): TokenUser => {
    if (token.length > MAX_ACCESS_TOKEN_LENGTH) throw new AppError('UNAUTHENTICATED');
    const claims = verifiedClaims(jwt, token);
    let entry = checkedClaims.get(claims);
    if (!entry) {
      entry = checkedToken(claims);
      checkedClaims.set(claims, entry);
    }
    const now = Math.floor(clock().getTime() / 1000);
    if (entry.notBefore > now || entry.expiresAt <= now || revocations.refuses(entry.user, now)) throw new AppError('UNAUTHENTICATED');
    return entry.user;
  };
  return {
    successorRefreshToken: refreshTokenSuccessors(secret),
    signAccessToken,
    checkAccessToken,
  };
}

type CheckedToken = { user: TokenUser; notBefore: number; expiresAt: number };

/** The claims of a token whose signature, algorithm, issuer, audience and required claims hold (fast-jwt). */
function verifiedClaims(jwt: JWT, token: string): Record<string, unknown> {
  try {
    return jwt.verify<Record<string, unknown>>(token);
  } catch (error) {
    // fast-jwt refuses a token with a TokenError (code FAST_JWT_*); anything else is a fault, not a refusal.
    if (String((error as { code?: unknown } | null)?.code).startsWith('FAST_JWT_')) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
}

/** The user of verified claims whose dates are numbers and whose own claims are ours; UNAUTHENTICATED otherwise. */
function checkedToken(claims: Record<string, unknown>): CheckedToken {
  // exp and nbf are compared with the clock by checkAccessToken, on every use; here only their type.
  if (!isNumericDate(claims.iat) || (claims.nbf !== undefined && !isNumericDate(claims.nbf)) || !isNumericDate(claims.exp)) {
    throw new AppError('UNAUTHENTICATED');
  }
  // Ids go into uuid columns: a claim of another shape must not reach a query (it would fail there, as a 500).
  if (claims.typ !== 'access' || typeof claims.email !== 'string' || !isId(claims.sub) || !isId(claims.currencyId)) {
    throw new AppError('UNAUTHENTICATED');
  }
  const sessionId = isId(claims.sid) ? claims.sid : null;
  if (claims.sid !== undefined && sessionId === null) throw new AppError('UNAUTHENTICATED');
  const user = Object.freeze({ id: claims.sub, email: claims.email, currencyId: claims.currencyId, sessionId });
  return { user, notBefore: typeof claims.nbf === 'number' ? claims.nbf : -Infinity, expiresAt: claims.exp };
}

function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isId(value: unknown): value is string {
  return IdSchema.safeParse(value).success;
}

