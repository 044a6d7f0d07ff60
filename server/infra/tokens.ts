import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_TOKEN_PREFIX } from '../../domain/schemas/api-tokens';
import type { Env } from '../env';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a rotated refresh token still answers with its successor (two tabs refreshing at once). */
export const REFRESH_TOKEN_GRACE_MS = 30 * 1000;

/** Who an access token says the caller is. */
export type AuthUser = { id: string; email: string; currencyId: string };

/** The user of an access token and its session: the refresh-token family of the login that issued it. */
export type TokenUser = AuthUser & { sessionId: string | null };

export type TokenService = {
  /** An access token for the user; sessionId (claim sid) ties it to a login's refresh-token family. */
  signAccessToken(user: AuthUser, sessionId?: string): string;
  /**
   * The user of a valid access token; anything else (a refresh token included, or a token of a session or account
   * that ended: infra/access-revocations.ts) throws UNAUTHENTICATED.
   */
  checkAccessToken(token: string): TokenUser;
  /**
   * The refresh token that replaces `token` when it is rotated: an HMAC of it under a key derived from the
   * server secret, so a refresh that loses the race for `token` can answer with the winner's successor.
   */
  successorRefreshToken(token: string): { token: string; tokenHash: string };
};

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

/**
 * An HMAC-SHA256 under a key of its own for `purpose`, derived from the server secret, so no keyed value of one
 * purpose can pass for another's (or for an access token's signature).
 */
export function keyedHash(secret: Uint8Array, purpose: string): (value: string) => Buffer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return (value) => createHmac('sha256', key).update(value).digest();
}

/** The successor of a rotated refresh token: its keyedHash. TokenService.successorRefreshToken. */
export function refreshTokenSuccessors(secret: Uint8Array): (token: string) => { token: string; tokenHash: string } {
  const successorOf = keyedHash(secret, 'prospera refresh-token successor');
  return (token) => {
    const successor = successorOf(token).toString('base64url');
    return { token: successor, tokenHash: storedDigest(successor) };
  };
}

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque refresh token (32 random bytes, base64url) and the SHA-256 hex digest that is stored. */
export function newRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: storedDigest(token) };
}

/** The stored digest of a refresh token; null when the text cannot be one of ours (no lookup needed). */
export function refreshTokenHash(token: string): string | null {
  return REFRESH_TOKEN_PATTERN.test(token) ? storedDigest(token) : null;
}

/** What is stored of a refresh token or a personal access token: its SHA-256, hex. */
function storedDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `bytes` as a base62 number of exactly `length` digits (leading zeros kept). */
function base62(bytes: Buffer, length: number): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(length, '0');
}

/** The checksum suffix of a token's body: the first 4 bytes of its SHA-256, 6 base62 digits. */
function apiTokenChecksum(body: string): string {
  return base62(createHash('sha256').update(body).digest().subarray(0, 4), 6);
}

const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}([0-9A-Za-z]{43})([0-9A-Za-z]{6})$`);

/**
 * A new personal access token: the prefix, 32 random bytes in base62 (43 characters) and a 6-character checksum of
 * them, GitHub's layout (a secret scanner recognises it, a typo is refused without a lookup); and the SHA-256 hex
 * digest that is stored. docs/decisions/2026-11-30-personal-access-tokens.md.
 */
export function newApiToken(): { token: string; tokenHash: string } {
  const body = `${API_TOKEN_PREFIX}${base62(randomBytes(32), 43)}`;
  const token = body + apiTokenChecksum(body);
  return { token, tokenHash: storedDigest(token) };
}

/** Whether a bearer token is a personal access token (by its prefix), valid or not. */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** The stored digest of a personal access token; null when its form or checksum is not ours (no lookup needed). */
export function apiTokenHash(token: string): string | null {
  const match = API_TOKEN_PATTERN.exec(token);
  if (!match || apiTokenChecksum(`${API_TOKEN_PREFIX}${match[1]}`) !== match[2]) return null;
  return storedDigest(token);
}
