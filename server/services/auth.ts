import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import type { LoginInput, LoginResult, SessionUser } from '../../domain/schemas/accounts';
import { z } from 'zod';
import { column, columns, selectOf, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { hashPassword, needsRehash, verifyPassword } from '../infra/passwords';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_GRACE_MS, REFRESH_TOKEN_TTL_MS, newRefreshToken, refreshTokenHash, type AuthUser } from '../infra/tokens';
import type { DbClient } from '../database/open';
import type { Revocation } from '../infra/access-revocations';
import type { ServiceContext, UserScope, UserServiceContext } from './service-context';

type TokenPair = Omit<LoginResult, 'user'>;

/** The profile's fields the session user carries, listed once: the login statement's columns and the Prisma select. */
const profileColumns = columns({
  firstName: column('p."firstName"', z.string()),
  lastName: column('p."lastName"', z.string()),
  phone: column('p."phone"', z.string()),
  address: column('p."address"', z.string()),
  avatarUrl: column('p."avatarUrl"', z.string()),
  version: column('p."version"', z.number().int()),
});
export const profileSelect = selectOf(profileColumns) satisfies Prisma.ProfileSelect;
export const sessionUserSelect = { id: true, email: true, profile: { select: profileSelect } } as const satisfies Prisma.UserSelect;

type ProfileRow = z.output<typeof profileColumns.row>;

/** The user as the client keeps it in its session: account and profile fields. */
export function toSessionUser(user: { id: string; email: string; profile: ProfileRow | null }): SessionUser {
  // Registration writes user and profile in one transaction, so a user without one is a broken row.
  if (!user.profile) throw new Error(`user ${user.id} has no profile`);
  return { id: user.id, email: user.email, ...user.profile };
}

/**
 * Signs a user in. The attempt counts against the per-IP and per-email limits before anything else; an
 * unknown email, an account without a password and a wrong password cost the same argon2id verification and
 * answer the same INVALID_CREDENTIALS. Each login starts a session: a new refresh-token family.
 */
export async function login(ctx: ServiceContext, input: LoginInput): Promise<LoginResult> {
  await ctx.deps.authRateLimiter.hit([`login:ip:${ctx.ip}`, `login:email:${input.email}`]);
  const user = await loginAccount(ctx, input.email);
  // An account without a password (created by a sign-in provider) verifies against the dummy hash like an
  // unknown email: same work, same answer as a wrong password.
  const storedHash = user?.passwordHash ?? null;
  const valid = await verifyPassword(storedHash, input.password);
  if (!user || storedHash === null || !valid) throw new AppError('INVALID_CREDENTIALS');
  if (needsRehash(storedHash)) {
    await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  }
  const tokens = await startSession(ctx, user);
  return { ...tokens, user: toSessionUser(user) };
}

/** The account's columns a login reads; a row keeps the profile's columns too (loose), parsed when it has one. */
const loginColumns = columns({
  id: column('u."id"', z.string()),
  email: column('u."email"', z.string()),
  currencyId: column('u."currencyId"', z.string()),
  passwordHash: column('u."passwordHash"', z.string().nullable()),
  hasProfile: column('p."userId" IS NOT NULL', z.boolean()),
});
const loginRow = z.looseObject(loginColumns.row.shape);

type LoginAccount = AuthUser & { passwordHash: string | null; profile: ProfileRow | null };

/**
 * The account an email signs in to, with its password hash and profile: one statement through the driver
 * (ctx.read), as logins run beside every read at their own rate.
 */
async function loginAccount(ctx: ServiceContext, email: string): Promise<LoginAccount | null> {
  const [row] = await ctx.read(statement(loginRow, Prisma.sql`
    SELECT ${loginColumns.sql}, ${profileColumns.sql}
    FROM "User" u LEFT JOIN "Profile" p ON p."userId" = u."id"
    WHERE u."email" = ${email}`));
  if (!row) return null;
  const profile = row.hasProfile ? profileColumns.row.parse(row) : null;
  return { id: row.id, email: row.email, currencyId: row.currencyId, passwordHash: row.passwordHash, profile };
}

/**
 * Starts a session for a user who has proved who they are: a new refresh-token family and its first pair. Every
 * sign-in passes here (password, provider), so it also drops the user's expired refresh tokens (they can no longer
 * be used or replayed usefully; dropping them keeps the table from growing). Both writes are one statement, outside
 * any transaction.
 */
export async function startSession(ctx: ServiceContext, user: AuthUser): Promise<TokenPair> {
  const familyId = randomUUID();
  const refresh = newRefreshToken();
  const expiresAt = new Date(ctx.now.getTime() + REFRESH_TOKEN_TTL_MS);
  await ctx.deps.write(Prisma.sql`
    WITH "expired" AS (
      DELETE FROM "RefreshToken" WHERE "userId" = ${user.id}::uuid AND "expiresAt" <= ${ctx.now}
    )
    INSERT INTO "RefreshToken" ("id", "userId", "familyId", "tokenHash", "expiresAt", "createdAt")
    VALUES (${randomUUID()}::uuid, ${user.id}::uuid, ${familyId}::uuid, ${refresh.tokenHash}, ${expiresAt}, ${ctx.now})`);
  return tokenPair(ctx, user, familyId, refresh.token);
}

async function tokenPair(ctx: ServiceContext, user: AuthUser, familyId: string, refreshToken: string): Promise<TokenPair> {
  return {
    access_token: ctx.deps.tokens.signAccessToken({ id: user.id, email: user.email, currencyId: user.currencyId }, familyId),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * Exchanges a refresh token for a new pair, rotating it: the old token is marked rotated by a conditional
 * update, so of two refreshes racing with one token exactly one rotates it. The successor is derived from the
 * token (TokenService.successorRefreshToken), so a rotated token presented again within REFRESH_TOKEN_GRACE_MS
 * (the loser of such a race: two tabs refreshing at once) answers with the same successor and a fresh access
 * token of the same session. Later, or once that successor is itself rotated, revoked or gone, presenting a
 * rotated token is a replay and revokes the whole family: every session descended from that login ends.
 */
export async function refresh(ctx: ServiceContext, token: string): Promise<TokenPair> {
  const tokenHash = refreshTokenHash(token);
  if (!tokenHash) throw new AppError('REFRESH_TOKEN_INVALID');
  const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash }, select: refreshRowSelect });
  if (!row || row.revokedAt) throw new AppError('REFRESH_TOKEN_INVALID');
  const next = ctx.deps.tokens.successorRefreshToken(token);
  if (row.rotatedAt) return answerWithSuccessor(ctx, row, row.rotatedAt, next);
  if (row.expiresAt <= ctx.now) throw new AppError('REFRESH_TOKEN_INVALID');
  const rotated = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, rotatedAt: null, revokedAt: null },
      data: { rotatedAt: ctx.now },
    });
    if (claimed.count === 0) return false;
    await tx.refreshToken.create({
      data: {
        userId: row.user.id,
        familyId: row.familyId,
        tokenHash: next.tokenHash,
        expiresAt: new Date(ctx.now.getTime() + REFRESH_TOKEN_TTL_MS),
      },
    });
    return true;
  });
  if (rotated) return tokenPair(ctx, row.user, row.familyId, next.token);
  // Another refresh rotated (or a logout revoked) the token between the read and the claim.
  const current = await ctx.db.refreshToken.findUnique({ where: { id: row.id }, select: { rotatedAt: true, revokedAt: true } });
  if (!current?.rotatedAt || current.revokedAt) throw new AppError('REFRESH_TOKEN_INVALID');
  return answerWithSuccessor(ctx, row, current.rotatedAt, next);
}

const refreshRowSelect = {
  id: true,
  familyId: true,
  expiresAt: true,
  rotatedAt: true,
  revokedAt: true,
  user: { select: { id: true, email: true, currencyId: true } },
} as const satisfies Prisma.RefreshTokenSelect;

type RefreshRow = Prisma.RefreshTokenGetPayload<{ select: typeof refreshRowSelect }>;

/**
 * The answer to a rotated token: within the grace window, while its successor is still the family's live token,
 * the successor again (never a new token, so nothing revoked or rotated comes back); otherwise a replay.
 */
async function answerWithSuccessor(ctx: ServiceContext, row: RefreshRow, rotatedAt: Date, next: { token: string; tokenHash: string }): Promise<TokenPair> {
  if (ctx.now.getTime() - rotatedAt.getTime() < REFRESH_TOKEN_GRACE_MS) {
    const successor = await ctx.db.refreshToken.findUnique({
      where: { tokenHash: next.tokenHash },
      select: { familyId: true, expiresAt: true, rotatedAt: true, revokedAt: true },
    });
    if (successor && successor.familyId === row.familyId && !successor.rotatedAt && !successor.revokedAt && successor.expiresAt > ctx.now) {
      return tokenPair(ctx, row.user, row.familyId, next.token);
    }
  }
  await endSessions(ctx, [row.familyId], (tx) => tx.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: ctx.now } }));
  throw new AppError('REFRESH_TOKEN_INVALID');
}

type SessionEnd = Pick<ServiceContext, 'db' | 'deps' | 'now'>;

/**
 * Ends sessions (refresh-token families) in one transaction: `revokeRefreshTokens` ends their refresh tokens, and
 * their access tokens are refused from the commit on, here at once and on the other instances as they hear of it.
 */
async function endSessions(ctx: SessionEnd, families: string[], revokeRefreshTokens: (tx: DbClient) => Promise<unknown>): Promise<void> {
  const revoked = await ctx.db.$transaction(async (tx) => {
    await revokeRefreshTokens(tx);
    return ctx.deps.revocations.record(tx, families.map((id) => ({ kind: 'SESSION', id })), ctx.now);
  });
  ctx.deps.revocations.apply(revoked);
}

/**
 * Ends every session of the user but the one named (the caller's, when its access token names one), in the
 * caller's transaction: their refresh tokens, and their access tokens once it commits, and every personal access
 * token of the user (a password change or reset ends them all: they are looked up on each use, so on every
 * instance at once). Returns the revocations the caller applies then (AccessRevocations.apply).
 */
export async function revokeOtherSessions(
  tx: DbClient,
  ctx: Pick<ServiceContext, 'deps' | 'now'>,
  userId: string,
  keepFamilyId: string | null,
): Promise<Revocation[]> {
  const ended = await tx.refreshToken.updateManyAndReturn({
    where: { userId, revokedAt: null, ...(keepFamilyId ? { familyId: { not: keepFamilyId } } : {}) },
    data: { revokedAt: ctx.now },
    select: { familyId: true },
  });
  const families = new Set(ended.map((row) => row.familyId));
  await tx.personalAccessToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: ctx.now } });
  return ctx.deps.revocations.record(tx, [...families].map((id) => ({ kind: 'SESSION', id })), ctx.now);
}

/**
 * Ends the caller's session (the family named by the access token) and, when a refresh token of the caller's
 * is given, that token's session too: their refresh tokens and their access tokens. Someone else's or an unknown
 * token is ignored: logging out never fails.
 */
export async function logout(ctx: UserServiceContext, refreshToken: string | undefined): Promise<{ success: true; message: string }> {
  const families = new Set<string>();
  const current = ctx.user.sessionId;
  if (current) families.add(current);
  const tokenHash = refreshToken ? refreshTokenHash(refreshToken) : null;
  if (tokenHash) {
    const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash }, select: { userId: true, familyId: true } });
    if (row?.userId === ctx.user.id) families.add(row.familyId);
  }
  if (families.size > 0) {
    await endSessions(ctx, [...families], (tx) =>
      tx.refreshToken.updateMany({
        where: { userId: ctx.user.id, familyId: { in: [...families] }, revokedAt: null },
        data: { revokedAt: ctx.now },
      }),
    );
  }
  return { success: true, message: translate('LOGGED_OUT', ctx.lang) };
}

/** The signed-in user's account and profile; a token whose user no longer exists is not a session. */
export async function currentUser(ctx: UserScope): Promise<SessionUser & { currencyId: string }> {
  const user = await ctx.db.user.findUnique({ where: { id: ctx.user.id }, select: { ...sessionUserSelect, currencyId: true } });
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { ...toSessionUser(user), currencyId: user.currencyId };
}
