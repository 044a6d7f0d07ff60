import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import {
  API_TOKENS_MAX,
  type ApiScope,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenList,
  type CreateApiTokenInput,
  inScopeOrder,
} from '../../domain/schemas/api-tokens';
import { statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { apiTokenHash, newApiToken, type TokenUser } from '../infra/tokens';
import { serialisedForUser } from '../infra/user-lock';
import type { AppDeps, UserServiceContext } from './service-context';

// Personal access tokens (issue 39): docs/decisions/2026-11-30-personal-access-tokens.md.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How stale lastUsedAt may be before a use writes it again: one write a minute per token, at most. */
const LAST_USED_PRECISION_MS = 60 * 1000;

const tokenSelect = { id: true, name: true, scopes: true, createdAt: true, expiresAt: true, lastUsedAt: true } as const;
type TokenRow = { id: string; name: string; scopes: string[]; createdAt: Date; expiresAt: Date; lastUsedAt: Date | null };

function toApiToken(row: TokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: inScopeOrder(row.scopes),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Creates a token for the caller (a session only: the operation's scopes are 'session'). The secret is answered
 * this once; only its SHA-256 is stored. At most API_TOKENS_MAX live tokens per person.
 */
export async function createApiToken(ctx: UserServiceContext, input: CreateApiTokenInput): Promise<ApiTokenCreated> {
  const { token, tokenHash } = newApiToken();
  const userId = ctx.user.id;
  const row = await serialisedForUser(ctx.db, userId, async (tx) => {
    const live = await tx.personalAccessToken.count({ where: { userId, revokedAt: null, expiresAt: { gt: ctx.now } } });
    if (live >= API_TOKENS_MAX) throw new AppError('API_TOKEN_LIMIT', { max: API_TOKENS_MAX });
    return tx.personalAccessToken.create({
      data: {
        userId,
        name: input.name,
        scopes: input.scopes,
        tokenHash,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + input.expiresInDays * DAY_MS),
      },
      select: tokenSelect,
    });
  });
  return { ...toApiToken(row, ctx.now), token };
}

/** The caller's tokens not revoked, expired ones included (they can be revoked to clear them), newest first. */
export async function listApiTokens(ctx: UserServiceContext): Promise<ApiTokenList> {
  const rows = await ctx.db.personalAccessToken.findMany({
    where: { userId: ctx.user.id, revokedAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: tokenSelect,
  });
  return { tokens: rows.map((row) => toApiToken(row, ctx.now)) };
}

/** Revokes one of the caller's tokens: it answers 401 from now on, on every instance. Unknown or foreign ids: 404. */
export async function revokeApiToken(ctx: UserServiceContext, id: string): Promise<{ success: true; message: string }> {
  const revoked = await ctx.db.personalAccessToken.updateMany({ where: { id, userId: ctx.user.id, revokedAt: null }, data: { revokedAt: ctx.now } });
  if (revoked.count === 0) throw new AppError('API_TOKEN_NOT_FOUND');
  return { success: true, message: translate('API_TOKEN_REVOKED', ctx.lang) };
}

/** What a request signed with a personal access token is allowed: the token's id and scopes. */
export type ApiTokenGrant = { id: string; scopes: readonly ApiScope[] };

const tokenUseRow = z.object({
  id: z.string(),
  userId: z.string(),
  scopes: z.array(z.string()),
  expiresAt: z.date(),
  revokedAt: z.date().nullable(),
  lastUsedAt: z.date().nullable(),
  email: z.string(),
  currencyId: z.string(),
  timeZone: z.string().nullable(),
});

/** A token in use: its owner, its grant and the owner's zone of record (read with it, so the request reads no more). */
type ApiTokenUse = { user: TokenUser; grant: ApiTokenGrant; timeZone: string | null };

/**
 * The owner and grant of a personal access token, read by the hash of the secret (one indexed row, joined with its
 * owner): anything unknown, malformed, revoked or expired at `now` answers 401. The database is the only record, so
 * a revocation is seen by every instance on the next request. lastUsedAt is written only when it is more than
 * LAST_USED_PRECISION_MS old: a token read a thousand times a minute writes once (the decision record says why a
 * GET may write this).
 */
export async function useApiToken(deps: Pick<AppDeps, 'read' | 'write'>, token: string, now: Date): Promise<ApiTokenUse> {
  const tokenHash = apiTokenHash(token);
  if (!tokenHash) throw new AppError('UNAUTHENTICATED');
  const [row] = await deps.read(
    statement(
      tokenUseRow,
      Prisma.sql`SELECT t."id", t."userId", t."scopes", t."expiresAt", t."revokedAt", t."lastUsedAt", u."email", u."currencyId", p."timeZone"
        FROM "PersonalAccessToken" t JOIN "User" u ON u."id" = t."userId" LEFT JOIN "Profile" p ON p."userId" = t."userId"
        WHERE t."tokenHash" = ${tokenHash}`,
    ),
  );
  if (!row || row.revokedAt !== null || row.expiresAt <= now) throw new AppError('UNAUTHENTICATED');
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) {
    await deps.write(
      Prisma.sql`UPDATE "PersonalAccessToken" SET "lastUsedAt" = ${now} WHERE "id" = ${row.id}::uuid AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ${staleBefore})`,
    );
  }
  const user = Object.freeze({ id: row.userId, email: row.email, currencyId: row.currencyId, sessionId: null });
  return { user, grant: { id: row.id, scopes: inScopeOrder(row.scopes) }, timeZone: row.timeZone };
}
