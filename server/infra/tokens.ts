import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../domain/errors';
import { IdSchema } from '../../domain/schemas/common';
import type { Env } from '../env';
import type { Clock } from './clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a rotated refresh token still answers with its successor (two tabs refreshing at once). */
export const REFRESH_TOKEN_GRACE_MS = 30 * 1000;
const ALGORITHM = 'HS256';

/** Who an access token says the caller is. */
export type AuthUser = { id: string; email: string; currencyId: string };

/** The user of an access token and its session: the refresh-token family of the login that issued it. */
export type TokenUser = AuthUser & { sessionId: string | null };

export type TokenService = {
  /** An access token for the user; sessionId (claim sid) ties it to a login's refresh-token family. */
  signAccessToken(user: AuthUser, sessionId?: string): string;
  /** The user of a valid access token; anything else (a refresh token included) throws UNAUTHENTICATED. */
  checkAccessToken(token: string): TokenUser;
  /**
   * The refresh token that replaces `token` when it is rotated: an HMAC of it under a key derived from the
   * server secret, so a refresh that loses the race for `token` can answer with the winner's successor.
   */
  successorRefreshToken(token: string): { token: string; tokenHash: string };
  /**
   * Refuses every access token of a deleted account from now on. Access tokens are checked without the database,
   * so this process remembers the account for as long as a token issued before the deletion can live.
   */
  revokeUser(userId: string): void;
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

/** The longest access token checked at all: ours are about 400 characters; anything longer is refused unread. */
export const MAX_ACCESS_TOKEN_LENGTH = 4096;

/** The header of every access token, exactly as jose's SignJWT writes it for { alg: 'HS256', typ: 'JWT' }. */
const ENCODED_HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Tokens are issued and checked at the clock's time, so a test that moves the clock moves their expiry too.
 * Both run synchronously on node:crypto with the key imported once (a KeyObject), and are interchangeable with
 * jose's: the same bytes as SignJWT, and the same checks as jwtVerify with the options it was called with before
 * (HS256 only, iss, aud, sub/exp/iat present, exp and nbf at the clock's second), plus ours on the claims.
 */
export function createTokenService(env: Env, secret: Uint8Array, clock: Clock): TokenService {
  const key = createSecretKey(secret);
  // A key of its own (derived from the secret) keeps successor tokens apart from access-token signatures.
  const successorKey = createHmac('sha256', key).update('prospera refresh-token successor').digest();
  const hs256 = (input: string) => createHmac('sha256', key).update(input).digest();
  const signAccessToken = (user: AuthUser, sessionId?: string) => {
    const issuedAt = Math.floor(clock().getTime() / 1000);
    const claims = {
      email: user.email, currencyId: user.currencyId, typ: 'access', ...(sessionId ? { sid: sessionId } : {}),
      sub: user.id, iss: env.JWT_ISSUER, aud: env.JWT_AUDIENCE, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
    };
    const input = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${input}.${hs256(input).toString('base64url')}`;
  };
  // Deleted accounts, each until the last access token issued before its deletion has expired (epoch seconds).
  const revokedUntil = new Map<string, number>();
  const isRevoked = (userId: string, now: number) => revokedUntil.size > 0 && (revokedUntil.get(userId) ?? 0) > now;
  // A client sends the same token with every request for its 15 minutes: its signature and claims are checked
  // once, and each later request only compares the token's dates with the clock and looks for a revocation.
  const checked = new CheckedTokens();
  const checkAccessToken = (token: string): TokenUser => {
    const now = Math.floor(clock().getTime() / 1000);
    let entry = checked.get(token);
    if (!entry) {
      entry = checkedToken(token);
      checked.add(token, entry);
    }
    if (entry.notBefore > now || entry.expiresAt <= now || isRevoked(entry.user.id, now)) throw new AppError('UNAUTHENTICATED');
    return entry.user;
  };
  /** The user of a token whose signature and claims hold (its dates are checked by the caller). */
  const checkedToken = (token: string): CheckedToken => {
    const claims = verifiedClaims(token, hs256);
    if (!claims) throw new AppError('UNAUTHENTICATED');
    // jwtVerify's checks: required claims present, issuer and audience ours, numeric dates (exp and nbf are compared
    // with the clock by checkAccessToken, on every use).
    for (const claim of ['sub', 'exp', 'iat', 'iss', 'aud']) if (!Object.hasOwn(claims, claim)) throw new AppError('UNAUTHENTICATED');
    if (claims.iss !== env.JWT_ISSUER || !hasAudience(claims.aud, env.JWT_AUDIENCE)) throw new AppError('UNAUTHENTICATED');
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
  };
  return {
    successorRefreshToken(token) {
      const successor = createHmac('sha256', successorKey).update(token).digest('base64url');
      return { token: successor, tokenHash: hashRefreshToken(successor) };
    },
    signAccessToken,
    checkAccessToken,
    revokeUser(userId) {
      const now = Math.floor(clock().getTime() / 1000);
      for (const [id, until] of revokedUntil) if (until <= now) revokedUntil.delete(id);
      revokedUntil.set(userId, now + ACCESS_TOKEN_TTL_SECONDS + 1);
    },
  };
}

export type CheckedToken = { user: TokenUser; notBefore: number; expiresAt: number };

/**
 * Access tokens whose signature and claims were found valid, by their whole text (signature included, so a
 * forged or altered token is never found). Bounded: past MAX_CHECKED_TOKENS the oldest entry goes, so a few MB at
 * most are held.
 */
export class CheckedTokens {
  private readonly entries = new Map<string, CheckedToken>();

  get(token: string): CheckedToken | undefined {
    return this.entries.get(token);
  }

  add(token: string, entry: CheckedToken): void {
    if (this.entries.size >= MAX_CHECKED_TOKENS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, entry);
  }
}

/** How many checked access tokens a process remembers: a few thousand people active within 15 minutes. */
export const MAX_CHECKED_TOKENS = 5_000;

/**
 * The claims of a compact JWS whose protected header is a JSON object with alg HS256 and no crit, and whose
 * signature is the HMAC of its first two parts; null for anything else. The payload is read only once the
 * signature holds, and must be a JSON object in strict UTF-8.
 */
function verifiedClaims(token: string, hs256: (input: string) => Buffer): Record<string, unknown> | null {
  if (token.length > MAX_ACCESS_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const protectedHeader = jsonObjectOf(header);
  if (!protectedHeader || protectedHeader.alg !== ALGORITHM || protectedHeader.crit !== undefined) return null;
  if (!isBase64url(payload) || !isBase64url(signature)) return null;
  const expected = hs256(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return jsonObjectOf(payload);
}

function isBase64url(part: string): boolean {
  return part.length % 4 !== 1 && BASE64URL.test(part);
}

/** The JSON object a base64url part encodes (a plain object, as jose's isObject), else null. */
function jsonObjectOf(part: string): Record<string, unknown> | null {
  if (part.length === 0 || !isBase64url(part)) return null;
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

function hasAudience(aud: unknown, audience: string): boolean {
  return typeof aud === 'string' ? aud === audience : Array.isArray(aud) && aud.includes(audience);
}

function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isId(value: unknown): value is string {
  return IdSchema.safeParse(value).success;
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
