import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt, type JWTPayload } from 'jose';

/**
 * Values the server hands out and reads back later (a browser cookie, a mail's link) that must be unreadable and
 * unforgeable by their holder and must expire: JWE compact tokens (RFC 7516) with direct AES-256-GCM encryption, by
 * jose (already in production through openid-client). Each purpose has its own key, derived from the server secret
 * with HKDF, so a value sealed for one purpose never opens as another's.
 */
export type Sealer<T extends JWTPayload> = {
  seal(claims: T, expiresAt: Date, now: Date): Promise<string>;
  /**
   * The claims of a value this server sealed for this purpose that has not expired at `now`; 'expired' for one that
   * has (its seal checked first); null for anything else.
   */
  open(value: string | undefined, now: Date): Promise<T | 'expired' | null>;
};

export function createSealer<T extends JWTPayload>(secret: Uint8Array, purpose: string, accept: (claims: JWTPayload) => claims is T): Sealer<T> {
  const key = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `prospera sealed ${purpose}`, 32));
  return {
    async seal(claims, expiresAt, now) {
      return new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .encrypt(key);
    },
    async open(value, now) {
      if (!value) return null;
      try {
        const { payload } = await jwtDecrypt(value, key, { currentDate: now, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
        return accept(payload) ? payload : null;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : null;
      }
    },
  };
}
