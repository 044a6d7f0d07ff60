import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NewPasswordSchema, REFRESH_TOKEN_MAX_LENGTH } from './accounts';
import { SuccessSchema } from './common';
import { SignInIdentitySchema, SignInMethodsSchema } from './oauth';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails one address may be sent in any hour and in any day; past them a request answers the same 202 and sends none. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
export const PASSWORD_RESET_MAILS_PER_DAY = 10;

export const ForgotPasswordInputSchema = z.object({
  email: z
    .string({ message: 'EMAIL_INVALID' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { message: 'EMAIL_TOO_LONG' })
    .regex(z.regexes.email, { message: 'EMAIL_INVALID' })
    .describe('The account e-mail; the answer is the same whether or not an account has it'),
});
export type ForgotPasswordInput = z.output<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({
  // A real token is 43 characters, like a refresh token; its format is checked before any query.
  token: z
    .string({ message: 'RESET_TOKEN_REQUIRED' })
    .trim()
    .min(1, { message: 'RESET_TOKEN_REQUIRED', abort: true })
    .max(REFRESH_TOKEN_MAX_LENGTH, { message: 'INVALID_FORMAT' })
    .describe('The token of the link sent by POST /auth/forgot-password'),
  password: NewPasswordSchema.describe('The new password, with the rules of registration'),
});
export type ResetPasswordInput = z.output<typeof ResetPasswordInputSchema>;

/** The reset's answer: done, and the ways into the account now, so the owner sees every identity still linked. */
export const ResetPasswordResultSchema = SuccessSchema.extend({
  signInMethods: SignInMethodsSchema.describe('The password and the provider identities linked to the account after the reset'),
  removedIdentities: z
    .array(SignInIdentitySchema)
    .describe('Identities the reset removed: linked before their e-mail had to be proven, so the owner never proved them'),
});
export type ResetPasswordResult = z.input<typeof ResetPasswordResultSchema>;
