import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../domain/errors';
import { IdSchema } from '../../domain/schemas/common';
import type { Env } from '../env';
import type { AuthUser } from '../http/context';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

/** The user of an access token and its session: the refresh-token family of the login that issued it. */
export type TokenUser = AuthUser & { sessionId: string | null };

export type TokenService = {
  /** An access token for the user; sessionId (claim sid) ties it to a login's refresh-token family. */
  signAccessToken(user: AuthUser, sessionId?: string): Promise<string>;
  /** The user of a valid access token; anything else (a refresh token included) is UNAUTHENTICATED. */
  verifyAccessToken(token: string): Promise<TokenUser>;
};

/** The session of an authenticated request's user, when its access token names one. */
export function sessionIdOf(user: AuthUser): string | null {
  return 'sessionId' in user && typeof user.sessionId === 'string' ? user.sessionId : null;
}

/** JWT_SECRET from the environment, else a random key generated once and kept in DATA_DIR (development). */
export function resolveJwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (env.DATA_DIR === 'memory://') return randomBytes(48);
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(env: Env, secret: Uint8Array): TokenService {
  return {
    async signAccessToken(user, sessionId) {
      return new SignJWT({ email: user.email, currencyId: user.currencyId, typ: 'access', ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(env.JWT_ISSUER)
        .setAudience(env.JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: env.JWT_ISSUER,
          audience: env.JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // Ids go into uuid columns: a claim of another shape must not reach a query (it would fail there, as a 500).
        if (payload.typ !== 'access' || typeof payload.email !== 'string' || !isId(payload.sub) || !isId(payload.currencyId)) {
          throw new AppError('UNAUTHENTICATED');
        }
        const sessionId = isId(payload.sid) ? payload.sid : null;
        if (payload.sid !== undefined && sessionId === null) throw new AppError('UNAUTHENTICATED');
        return { id: payload.sub, email: payload.email, currencyId: payload.currencyId, sessionId };
      } catch (error) {
        if (error instanceof AppError || error instanceof joseErrors.JOSEError) throw new AppError('UNAUTHENTICATED');
        throw error;
      }
    },
  };
}

function isId(value: unknown): value is string {
  return IdSchema.safeParse(value).success;
}

/** The token of an 'Authorization: Bearer <token>' header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque refresh token (32 random bytes, base64url) and the SHA-256 hex digest that is stored. */
export function newRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashRefreshToken(token) };
}

/** The stored digest of a refresh token; null when the text cannot be one of ours (no lookup needed). */
export function refreshTokenHash(token: string): string | null {
  return REFRESH_TOKEN_PATTERN.test(token) ? hashRefreshToken(token) : null;
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
