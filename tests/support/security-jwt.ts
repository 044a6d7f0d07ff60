import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { TEST_JWT_SECRET } from './app';

// Access tokens as an attacker would make them: every variation the server must refuse, built from the claims
// of a genuine token so that only the one property under test differs.

const testSecret = new TextEncoder().encode(TEST_JWT_SECRET);

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The claims a genuine access token of this user carries, valid for ten more minutes. */
export function genuineClaims(user: { id: string; email: string; currencyId: string }): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return { sub: user.id, email: user.email, currencyId: user.currencyId, typ: 'access', iss: 'prospera', aud: 'prospera-app', iat: now, exp: now + 600 };
}

/** Signs claims exactly as given (nothing added) with a symmetric key. */
export function signHmac(claims: JWTPayload, options: { alg?: 'HS256' | 'HS384' | 'HS512'; key?: Uint8Array; header?: Record<string, unknown> } = {}): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', ...options.header }).sign(options.key ?? testSecret);
}

/** An RS256 token signed with a key pair of its own, the public key embedded in the header as some libraries trust. */
export async function signRsa(claims: JWTPayload): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
}

/** An unsigned token: `{"alg":"none"}` (or another spelling), the claims, and an empty or copied signature. */
export function unsigned(claims: JWTPayload, alg = 'none', signature = ''): string {
  return `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}.${signature}`;
}

/** The token with its payload replaced and its original signature kept. */
export function withPayload(token: string, claims: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url(claims)}.${signature}`;
}

/** The token with the first character of its signature changed (the last may only carry padding bits). */
export function withBrokenSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const first = signature[0] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${first}${signature.slice(1)}`;
}

/** HS256 over any header, signed by hand: jose refuses to sign headers it would itself reject (an unknown crit). */
export function signRawHs256(header: Record<string, unknown>, claims: JWTPayload): string {
  const input = `${base64url({ alg: 'HS256', ...header })}.${base64url(claims)}`;
  return `${input}.${createHmac('sha256', testSecret).update(input).digest('base64url')}`;
}
