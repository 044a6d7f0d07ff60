import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { daysBetween, localDate } from '../../domain/rules/dates';
import type { PlanName } from '../../domain/rules/plans';
import type { DeleteAccountInput } from '../../domain/schemas/account-data';
import { appLink } from '../env';
import { verifyPassword } from '../infra/passwords';
import { newRefreshToken, refreshTokenHash } from '../infra/tokens';
import { serialisedForUser } from '../infra/user-lock';
import { accountDeletionMail } from '../mail/account-deletion';
import type { UserServiceContext } from './service-context';

/** How long a mailed deletion link works. */
export const DELETION_LINK_TTL_MS = 60 * 60 * 1000;

/** What the deletion dialog names before the user confirms, and which confirmation the account takes. */
/** A paid plan that deleting the account ends early: its name, its last day and the days paid for that are lost. */
export type LostPlan = { name: PlanName; renewalDate: string; daysRemaining: number };

export async function deletionSummary(
  ctx: UserServiceContext,
): Promise<{ projects: number; actions: number; cycles: number; hasPassword: boolean; paidPlan: LostPlan | null }> {
  const userId = ctx.user.id;
  const [user, projects, actions, cycles, subscription] = await Promise.all([
    ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } }),
    ctx.db.project.count({ where: { userId } }),
    ctx.db.action.count({ where: { userId } }),
    ctx.db.cycle.count({ where: { lifeWheel: { userId } } }),
    ctx.db.userSubscription.findUnique({ where: { userId }, select: { renewalDate: true, plan: { select: { name: true, basePriceCents: true } } } }),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const paid = subscription !== null && subscription.plan.basePriceCents > 0 && subscription.renewalDate > ctx.now;
  const paidPlan = paid
    ? {
        name: subscription.plan.name,
        renewalDate: subscription.renewalDate.toISOString(),
        // As the subscription counts them: the renewal day itself still counts.
        daysRemaining: Math.max(1, daysBetween(localDate(ctx.now, ctx.timeZone), localDate(subscription.renewalDate, ctx.timeZone))),
      }
    : null;
  return { projects, actions, cycles, hasPassword: user.passwordHash !== null, paidPlan };
}

/**
 * Erases the account and everything it owns in one transaction holding the user's lock (so no write of the user's
 * races it), and refuses the user's access tokens on every instance from the commit on; the refresh tokens go
 * with the rows. An account with a password confirms with it; one without, with the token of a mailed link. A
 * wrong confirmation deletes nothing.
 */
export async function deleteAccount(ctx: UserServiceContext, input: DeleteAccountInput): Promise<{ success: true; message: string }> {
  const userId = ctx.user.id;
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.passwordHash !== null || input.password) {
    // The argon2 verification runs before the transaction: the user's lock is not held for it.
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) throw new AppError('ACCOUNT_PASSWORD_INCORRECT');
  }
  const revoked = await serialisedForUser(ctx.db, userId, async (tx) => {
    if (user.passwordHash === null) {
      const tokenHash = refreshTokenHash(input.confirmationToken ?? '');
      const used = tokenHash
        ? await tx.accountDeletionToken.deleteMany({ where: { userId, tokenHash, expiresAt: { gt: ctx.now } } })
        : { count: 0 };
      if (used.count === 0) throw new AppError('ACCOUNT_DELETION_LINK_INVALID');
    }
    // Actions hold RESTRICT keys to their goal and context, so they (and their series) go before the user's
    // cascade takes goals and contexts; every other table cascades from the user or its wheel.
    await tx.action.deleteMany({ where: { userId } });
    await tx.actionSeries.deleteMany({ where: { userId } });
    await tx.user.delete({ where: { id: userId } });
    return ctx.deps.revocations.record(tx, [{ kind: 'USER', id: userId }], ctx.now);
  });
  ctx.deps.revocations.apply(revoked);
  return { success: true, message: translate('ACCOUNT_DELETED', ctx.lang) };
}

/**
 * For an account without a password: mails a link that confirms the deletion (single-use, 1 hour). A newer link
 * replaces the older ones. An account with a password confirms with it instead (422 ACCOUNT_HAS_PASSWORD).
 */
export async function requestDeletion(ctx: UserServiceContext): Promise<{ success: true; message: string }> {
  const userId = ctx.user.id;
  await ctx.deps.authRateLimiter.hit([`deletion-request:user:${userId}`]);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true, profile: { select: { firstName: true } } } });
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.passwordHash !== null) throw new AppError('ACCOUNT_HAS_PASSWORD');
  // The same shape as a refresh token (32 random bytes, stored as its SHA-256), so the same helpers make and read it.
  const link = newRefreshToken();
  await ctx.db.$transaction([
    ctx.db.accountDeletionToken.deleteMany({ where: { userId } }),
    ctx.db.accountDeletionToken.create({ data: { userId, tokenHash: link.tokenHash, expiresAt: new Date(ctx.now.getTime() + DELETION_LINK_TTL_MS) } }),
  ]);
  const url = appLink(ctx.deps.env, '/profile', ctx.lang, { 'delete-account': link.token });
  await ctx.deps.mailer.send({ to: user.email, ...accountDeletionMail(ctx.lang, { firstName: user.profile?.firstName ?? '', link: url }) });
  return { success: true, message: translate('ACCOUNT_DELETION_LINK_SENT', ctx.lang) };
}
