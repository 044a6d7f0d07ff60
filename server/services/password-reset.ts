import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import type { ForgotPasswordInput, ResetPasswordInput, ResetPasswordResult } from '../../domain/schemas/password-reset';
import { hashPassword } from '../infra/passwords';
import { refreshTokenHash } from '../infra/tokens';
import { revokeOtherSessions } from './auth';
import type { ServiceContext } from './service-context';
import { queuePasswordResetMail } from './password-reset-mails';
import { settleIdentitiesOnReset } from './sign-in-methods';

type Done = { success: true; message: string };

/**
 * Queues a reset mail for the address and answers the same whether or not an account has it: the request does the
 * same work for every address (the rate limits, one statement that counts the address's quota and queues the mail)
 * and neither looks the account up nor talks to SMTP. The mail is written and sent right after the answer, off the
 * request (services/password-reset-mails.ts), in the request's language; past 3 mails an hour or 10 a day for the
 * address none is queued, with the same answer.
 */
export async function requestPasswordReset(ctx: ServiceContext, input: ForgotPasswordInput): Promise<Done> {
  await ctx.deps.authRateLimiter.hit([`forgot:ip:${ctx.ip}`, `forgot:email:${input.email}`]);
  await queuePasswordResetMail(ctx, input.email);
  void ctx.deps.resetMails.wake();
  return { success: true, message: translate('PASSWORD_RESET_REQUESTED', ctx.lang) };
}

/**
 * Sets a new password with a reset link's token, once: the token is claimed by a conditional update in the same
 * transaction that changes the password and ends every session of the user, so of two uses racing exactly one
 * wins. Unknown (or replaced), used and expired tokens answer distinct codes, so the screen can say which.
 */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<ResetPasswordResult> {
  await ctx.deps.authRateLimiter.hit([`reset:ip:${ctx.ip}`]);
  const tokenHash = refreshTokenHash(input.token);
  const row = tokenHash
    ? await ctx.db.passwordResetToken.findUnique({ where: { tokenHash }, select: { id: true, userId: true, expiresAt: true, usedAt: true } })
    : null;
  if (!row) throw new AppError('RESET_TOKEN_INVALID');
  if (row.usedAt) throw new AppError('RESET_TOKEN_USED');
  if (row.expiresAt <= ctx.now) throw new AppError('RESET_TOKEN_EXPIRED');
  const passwordHash = await hashPassword(input.password);
  const { revoked, identities } = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: ctx.now } });
    if (claimed.count === 0) throw new AppError('RESET_TOKEN_USED');
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, passwordChangedAt: ctx.now } });
    return { revoked: await revokeOtherSessions(tx, ctx, row.userId, null), identities: await settleIdentitiesOnReset(tx, ctx.deps.oauth, row.userId) };
  });
  ctx.deps.revocations.apply(revoked);
  return { success: true, message: translate('PASSWORD_RESET_DONE', ctx.lang), ...identities };
}
