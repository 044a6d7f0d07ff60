import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { PASSWORD_RESET_TTL_MS, type ForgotPasswordInput, type ResetPasswordInput, type ResetPasswordResult } from '../../domain/schemas/password-reset';
import { appUrl } from '../env';
import { hashPassword } from '../infra/passwords';
import { newRefreshToken, refreshTokenHash } from '../infra/tokens';
import { passwordResetMail } from '../mail/templates';
import { revokeOtherSessions } from './auth';
import type { ServiceContext } from './context';
import { settleIdentitiesOnReset } from './sign-in-methods';

type Done = { success: true; message: string };

/**
 * Mails a reset link when an account has the e-mail, and answers the same either way: the same text, and the
 * same work on the request's path (the limits, one lookup, a token drawn) but the one row write. The message is
 * handed to the mailer without waiting, so a slow or failing SMTP server shows in neither the timing nor the
 * answer. Issuing a link deletes the user's earlier ones: only the newest works. The mail is written in the
 * request's language, which is the language the person is using the app in when asking.
 */
export async function requestPasswordReset(ctx: ServiceContext, input: ForgotPasswordInput): Promise<Done> {
  await ctx.deps.authRateLimiter.hit([`forgot:ip:${ctx.ip}`, `forgot:email:${input.email}`]);
  const user = await ctx.db.user.findUnique({ where: { email: input.email }, select: { id: true, email: true, profile: { select: { firstName: true } } } });
  // Reset tokens have the shape of refresh tokens: 32 random bytes, base64url, stored as their SHA-256 digest.
  const { token, tokenHash } = newRefreshToken();
  if (user) {
    await ctx.db.$transaction([
      ctx.db.passwordResetToken.deleteMany({ where: { userId: user.id } }),
      ctx.db.passwordResetToken.create({
        data: { userId: user.id, tokenHash, expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_TTL_MS) },
      }),
    ]);
    const link = `${appUrl(ctx.deps.env)}/reset-password?token=${token}`;
    void ctx.deps.mailer.send({ to: user.email, ...passwordResetMail(ctx.lang, { firstName: user.profile?.firstName ?? '', link }) });
  }
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
  const identities = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: ctx.now } });
    if (claimed.count === 0) throw new AppError('RESET_TOKEN_USED');
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, passwordChangedAt: ctx.now } });
    await revokeOtherSessions(tx, row.userId, null, ctx.now);
    return settleIdentitiesOnReset(tx, ctx.deps.oauth, row.userId);
  });
  return { success: true, message: translate('PASSWORD_RESET_DONE', ctx.lang), ...identities };
}
