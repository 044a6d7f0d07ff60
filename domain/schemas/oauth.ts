import { z } from 'zod';
import { MAIL_CODE_LENGTH, MAIL_CODE_MAX_ATTEMPTS, mailCodeOf } from '../rules/mail-code';
import { AddressSchema, LoginResultSchema, NameSchema, PasswordPresenceSchema, PhoneSchema } from './accounts';

/** The sign-in providers this app knows; each is offered only when the server is configured for it. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'oidc'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

export const ProvidersSchema = z.object({
  providers: z
    .array(z.object({ id: z.enum(SIGN_IN_PROVIDERS), name: z.string().describe("The button's label") }))
    .describe('The sign-in providers configured on this server; start one at GET /auth/oauth/{id}/start'),
});
export type ProviderList = z.infer<typeof ProvidersSchema>;

/** Far above the 43 characters of a real code or ticket, whose format is checked before any query. */
const SECRET_MAX_LENGTH = 512;
const SecretSchema = z
  .string({ message: 'OAUTH_CODE_INVALID' })
  .trim()
  .min(1, { message: 'OAUTH_CODE_INVALID', abort: true })
  .max(SECRET_MAX_LENGTH, { message: 'OAUTH_CODE_INVALID' });

export const OAuthExchangeInputSchema = z.object({
  code: SecretSchema.describe('The one-time code the callback put in the address of /oauth (valid 2 minutes)'),
});

const TicketSchema = SecretSchema.describe("The ticket of the exchange's answer (valid 30 minutes, used once)");

/** The registration's fields a provider does not give: what the completion screen asks before the app opens. */
export const OAuthCompleteInputSchema = z.object({
  ticket: TicketSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  phone: PhoneSchema,
  address: AddressSchema,
  acceptTermsAndPolicies: z.literal(true, { message: 'TERMS_NOT_ACCEPTED' }),
});
export type OAuthCompleteInput = z.output<typeof OAuthCompleteInputSchema>;

export const OAuthLinkInputSchema = z.object({
  ticket: TicketSchema,
  password: PasswordPresenceSchema.describe("The existing account's password"),
});
export type OAuthLinkInput = z.output<typeof OAuthLinkInputSchema>;

export const OAuthVerifyEmailInputSchema = z.object({
  ticket: TicketSchema,
  code: z
    .string({ message: 'OAUTH_MAIL_CODE_FORMAT' })
    .max(4 * MAIL_CODE_LENGTH, { message: 'OAUTH_MAIL_CODE_FORMAT', abort: true })
    .overwrite((typed) => mailCodeOf(typed) ?? typed)
    .refine((code) => mailCodeOf(code) === code, { message: 'OAUTH_MAIL_CODE_FORMAT' })
    .describe(`The ${MAIL_CODE_LENGTH}-digit code mailed to the address (valid 30 minutes, ${MAIL_CODE_MAX_ATTEMPTS} tries)`),
});
export type OAuthVerifyEmailInput = z.output<typeof OAuthVerifyEmailInputSchema>;

export const OAuthSignedInSchema = LoginResultSchema.extend({ status: z.literal('signedIn') });

export const OAuthExchangeResultSchema = z.discriminatedUnion('status', [
  OAuthSignedInSchema,
  z.object({
    status: z.literal('completeProfile').describe('A new account: send the missing fields to /auth/oauth/complete'),
    ticket: z.string(),
    provider: z.enum(SIGN_IN_PROVIDERS),
    email: z.string(),
    firstName: z.string().describe("The provider's, to fill the form ('' when not given)"),
    lastName: z.string(),
  }),
  z.object({
    status: z.literal('linkAccount').describe("The provider's verified email has an account: send its password to /auth/oauth/link"),
    ticket: z.string(),
    provider: z.enum(SIGN_IN_PROVIDERS),
    email: z.string(),
  }),
  z.object({
    status: z
      .literal('verifyEmail')
      .describe('The provider did not verify the email (or the identity was linked before that was required): a code was mailed to it; send it to /auth/oauth/verify-email'),
    ticket: z.string(),
    provider: z.enum(SIGN_IN_PROVIDERS),
    email: z.string().describe('Where the code went'),
  }),
]);
export type OAuthExchangeResult = z.infer<typeof OAuthExchangeResultSchema>;

/** A way into an account, as the profile lists it (GET /users/me/sign-in-methods). */
export const SignInIdentitySchema = z.object({
  id: z.uuid(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  providerName: z.string().describe("The provider's label, as on its sign-in button"),
  email: z.string().nullable().describe('The e-mail the provider gave when it was linked'),
  linkedAt: z.iso.datetime(),
  verified: z.boolean().describe('false: linked before the e-mail had to be proven; it signs in only after a mailed code, and a password reset removes it'),
});
export type SignInIdentity = z.infer<typeof SignInIdentitySchema>;

export const SignInMethodsSchema = z.object({
  password: z.boolean().describe('Whether the account has a password'),
  identities: z.array(SignInIdentitySchema).describe('The linked provider identities, oldest first'),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;
