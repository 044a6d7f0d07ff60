import { SuccessSchema } from '../../domain/schemas/common';
import { ForgotPasswordInputSchema, ResetPasswordInputSchema, ResetPasswordResultSchema } from '../../domain/schemas/password-reset';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { defineOperation } from './define';

export const passwordResetOperations = {
  forgotPassword: defineOperation({
    method: 'POST',
    path: '/auth/forgot-password',
    auth: 'none',
    status: 202,
    summary: 'Mails a link to choose a new password (valid 1 hour, single use) when an account has the e-mail',
    description:
      'Answers the same 202 and body whether or not an account has the e-mail; the mail is written and sent after the answer. ' +
      'An address is sent at most 3 mails an hour and 10 a day (past them the answer is the same 202 and no mail goes). ' +
      'A newer link replaces older ones. Requests are limited per IP and per e-mail (429 with Retry-After).',
    errors: ['TOO_MANY_REQUESTS'],
    input: ForgotPasswordInputSchema,
    output: SuccessSchema,
    handler: (ctx, input) => requestPasswordReset(ctx, input),
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    summary: "Sets a new password with a reset link's token and ends every session of the account",
    description:
      'The token works once and for 1 hour. 400 RESET_TOKEN_INVALID (unknown or replaced by a newer link), RESET_TOKEN_USED or RESET_TOKEN_EXPIRED. ' +
      'The answer lists the sign-in methods linked to the account, and the provider identities the reset removed because they never proved the e-mail.',
    errors: ['RESET_TOKEN_INVALID', 'RESET_TOKEN_USED', 'RESET_TOKEN_EXPIRED', 'TOO_MANY_REQUESTS'],
    input: ResetPasswordInputSchema,
    output: ResetPasswordResultSchema,
    handler: (ctx, input) => resetPassword(ctx, input),
  }),
};
