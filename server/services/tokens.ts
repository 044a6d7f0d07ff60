import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../domain/errors';
import type { Env } from '../env';
import type { AuthUser } from '../http/context';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export type TokenService = {
  signAccessToken(user: AuthUser): Promise<string>;
  /** The user of a valid access token; anything else is UNAUTHENTICATED. */
  verifyAccessToken(token: string): Promise<AuthUser>;
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

export function createTokenService(env: Env, secret: Uint8Array): TokenService {
  return {
    async signAccessToken(user) {
      return new SignJWT({ email: user.email, currencyId: user.currencyId, typ: 'access' })
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
        if (payload.typ !== 'access' || typeof payload.email !== 'string' || typeof payload.currencyId !== 'string' || !payload.sub) {
          throw new AppError('UNAUTHENTICATED');
        }
        return { id: payload.sub, email: payload.email, currencyId: payload.currencyId };
      } catch (error) {
        if (error instanceof AppError || error instanceof joseErrors.JOSEError) throw new AppError('UNAUTHENTICATED');
        throw error;
      }
    },
  };
}

/** The token of an 'Authorization: Bearer <token>' header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
