import { z } from 'zod';
import { wholeNumber } from './common';

/**
 * What a personal access token may do (issue 39): read or write per area, plus the account export and the webhooks.
 * A write scope grants the read of its area too (SCOPE_GRANTS). docs/decisions/2026-11-30-personal-access-tokens.md.
 */
export const API_SCOPES = [
  'profile:read',
  'wheel:read',
  'wheel:write',
  'plan:read',
  'plan:write',
  'weekly:read',
  'weekly:write',
  'analytics:read',
  'account:export',
  'webhooks',
] as const;

export const ApiScopeSchema = z.enum(API_SCOPES, { message: 'TOKEN_SCOPE_UNKNOWN' });
export type ApiScope = z.infer<typeof ApiScopeSchema>;

/** The scopes each scope grants: itself and, for a write, the read of its area. */
const SCOPE_GRANTS: Record<ApiScope, readonly ApiScope[]> = {
  'profile:read': ['profile:read'],
  'wheel:read': ['wheel:read'],
  'wheel:write': ['wheel:write', 'wheel:read'],
  'plan:read': ['plan:read'],
  'plan:write': ['plan:write', 'plan:read'],
  'weekly:read': ['weekly:read'],
  'weekly:write': ['weekly:write', 'weekly:read'],
  'analytics:read': ['analytics:read'],
  'account:export': ['account:export'],
  webhooks: ['webhooks'],
};

/** The known scopes among `scopes`, each once, in the order of API_SCOPES: an unknown one is dropped, never granted. */
export function inScopeOrder(scopes: readonly string[]): ApiScope[] {
  return API_SCOPES.filter((scope) => scopes.includes(scope));
}

/** The scopes `held` grants. */
export function grantedScopes(held: readonly ApiScope[]): Set<ApiScope> {
  return new Set(held.flatMap((scope) => SCOPE_GRANTS[scope]));
}

/** The scopes of `needed` that `held` does not grant, in the order of API_SCOPES. */
export function missingScopes(needed: readonly ApiScope[], held: readonly ApiScope[]): ApiScope[] {
  const granted = grantedScopes(held);
  return API_SCOPES.filter((scope) => needed.includes(scope) && !granted.has(scope));
}

/** The recognisable start of every personal access token (GitHub's ghp_, ours prs_). */
export const API_TOKEN_PREFIX = 'prs_';
/** A token is the prefix, 43 base62 characters of 32 random bytes and a 6-character checksum: 53 characters. */
export const API_TOKEN_LENGTH = API_TOKEN_PREFIX.length + 43 + 6;

export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** The expiry when none is chosen, and the longest one. */
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
/** The expiries the profile offers. */
export const API_TOKEN_DAY_CHOICES = [30, 90, 365] as const;
/** Live (not revoked, not expired) tokens one person may hold. */
export const API_TOKENS_MAX = 50;

const ApiTokenNameSchema = z
  .string({ message: 'TOKEN_NAME_REQUIRED' })
  .trim()
  .min(1, { message: 'TOKEN_NAME_REQUIRED' })
  .max(API_TOKEN_NAME_MAX_LENGTH, { message: 'TOKEN_NAME_TOO_LONG' });

/** POST /users/tokens. */
export const CreateApiTokenInputSchema = z.object({
  name: ApiTokenNameSchema.describe(`What the token is for, 1..${API_TOKEN_NAME_MAX_LENGTH} characters after trim`),
  scopes: z
    .array(ApiScopeSchema, { message: 'TOKEN_SCOPES_REQUIRED' })
    .min(1, { message: 'TOKEN_SCOPES_REQUIRED' })
    .max(API_SCOPES.length, { message: 'TOKEN_SCOPES_REQUIRED' })
    .transform(inScopeOrder)
    .describe(`At least one of: ${API_SCOPES.join(', ')}. A write scope grants the read of its area too`),
  expiresInDays: wholeNumber('TOKEN_EXPIRY_INVALID', 1, API_TOKEN_MAX_DAYS)
    .default(API_TOKEN_DEFAULT_DAYS)
    .describe(`Days until it stops working: 1..${API_TOKEN_MAX_DAYS}, default ${API_TOKEN_DEFAULT_DAYS}`),
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInputSchema>;

/** One token as lists show it: never its secret nor its hash. */
export const ApiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(ApiScopeSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().describe('It answers 401 from this instant on'),
  expired: z.boolean().describe('true from expiresAt on: it answers 401 and can only be revoked (removed from the list)'),
  lastUsedAt: z.iso.datetime().nullable().describe('Its last use, to the minute; null when never used'),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema).describe('Every token not revoked, expired ones included, newest first') });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** POST /users/tokens: the token, with its secret shown this once. */
export const ApiTokenCreatedSchema = ApiTokenSchema.extend({
  token: z.string().describe(`The secret (${API_TOKEN_PREFIX}...): send it as Authorization: Bearer. Shown only in this answer`),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;
