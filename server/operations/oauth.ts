import { z } from 'zod';
import { LoginResultSchema } from '../../domain/schemas/accounts';
import { IdParamsSchema } from '../../domain/schemas/common';
import {
  OAuthCompleteInputSchema,
  OAuthExchangeInputSchema,
  OAuthExchangeResultSchema,
  OAuthLinkInputSchema,
  OAuthVerifyEmailInputSchema,
  ProvidersSchema,
  SignInMethodsSchema,
} from '../../domain/schemas/oauth';
import { completeSignUp, configuredProviders, exchangeCode, linkAccount, verifyEmailCode } from '../services/oauth';
import { removeSignInMethod, signInMethods } from '../services/sign-in-methods';
import { defineOperation } from './define';

/**
 * Sign-in with Google, Facebook or an OpenID Connect provider, in the auth namespace. The browser's trips to the
 * provider (GET /auth/oauth/{provider}/start and /callback) are redirects, not operations: server/rest/oauth.ts.
 */
export const oauthOperations = {
  providers: defineOperation({
    method: 'GET',
    path: '/auth/providers',
    auth: 'none',
    summary: 'The third-party sign-in providers configured on this server',
    input: z.object({}),
    output: ProvidersSchema,
    handler: async (ctx) => configuredProviders(ctx),
  }),
  oauthExchange: defineOperation({
    method: 'POST',
    path: '/auth/oauth/exchange',
    auth: 'none',
    summary: "Exchanges the provider callback's one-time code: tokens, or a ticket for completing or linking an account",
    description:
      'A known provider identity that proved its email signs in (the tokens of /auth/login). An email the provider did not verify (email_verified ' +
      'false or absent), or an identity linked before proof was required, answers verifyEmail: Prospera mailed a 6-digit code to that address ' +
      '(send it to /auth/oauth/verify-email); no account is created or entered before. A verified email of an existing account answers linkAccount ' +
      '(prove its password at /auth/oauth/link); otherwise completeProfile (send the missing registration fields to /auth/oauth/complete). ' +
      'The code works once, for 2 minutes.',
    errors: ['OAUTH_CODE_INVALID', 'OAUTH_EMAIL_REQUIRED', 'TOO_MANY_REQUESTS'],
    input: OAuthExchangeInputSchema,
    output: OAuthExchangeResultSchema,
    handler: (ctx, input) => exchangeCode(ctx, input.code),
  }),
  oauthVerifyEmail: defineOperation({
    method: 'POST',
    path: '/auth/oauth/verify-email',
    auth: 'none',
    summary: 'Proves the email of a provider sign-in with the code Prospera mailed to it; then signs in, or answers the linkAccount or completeProfile step',
    description:
      'For a verifyEmail answer of /auth/oauth/exchange. A wrong code answers 400 OAUTH_MAIL_CODE_WRONG and keeps the ticket; the fifth wrong code ' +
      'ends the sign-in (401 OAUTH_CODE_INVALID), as does the ticket passing its 30 minutes.',
    errors: ['OAUTH_CODE_INVALID', 'OAUTH_MAIL_CODE_WRONG', 'TOO_MANY_REQUESTS'],
    input: OAuthVerifyEmailInputSchema,
    output: OAuthExchangeResultSchema,
    handler: (ctx, input) => verifyEmailCode(ctx, input),
  }),
  oauthComplete: defineOperation({
    method: 'POST',
    path: '/auth/oauth/complete',
    auth: 'none',
    status: 201,
    summary: "Creates the account of a first provider sign-in (no password) with the registration's fields, and signs in",
    errors: ['OAUTH_CODE_INVALID', 'EMAIL_EXISTS', 'PHONE_EXISTS', 'TOO_MANY_REQUESTS'],
    input: OAuthCompleteInputSchema,
    output: LoginResultSchema,
    handler: (ctx, input) => completeSignUp(ctx, input),
  }),
  oauthLink: defineOperation({
    method: 'POST',
    path: '/auth/oauth/link',
    auth: 'none',
    summary: "Links a provider identity to the account of its verified email after the account's password is given, and signs in",
    description: 'Attempts are limited like logins; a wrong password answers 401 INVALID_CREDENTIALS and the ticket stays valid.',
    errors: ['OAUTH_CODE_INVALID', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'],
    input: OAuthLinkInputSchema,
    output: LoginResultSchema,
    handler: (ctx, input) => linkAccount(ctx, input),
  }),
};

/** The profile's sign-in methods ("Métodos de acceso"), in the users namespace. */
export const signInMethodsOperations = {
  signInMethods: defineOperation({
    method: 'GET',
    path: '/users/me/sign-in-methods',
    auth: 'required',
    summary: "The ways into the caller's account: whether it has a password, and each linked provider identity",
    input: z.object({}),
    output: SignInMethodsSchema,
    handler: (ctx) => signInMethods(ctx),
  }),
  removeSignInMethod: defineOperation({
    method: 'DELETE',
    path: '/users/me/sign-in-methods/{id}',
    auth: 'required',
    summary: 'Unlinks one provider identity from the account while another way in remains; answers the methods left',
    description: "409 SIGN_IN_METHOD_LAST for the only way in (no password, no other identity); 404 SIGN_IN_METHOD_NOT_FOUND for an id that is not one of the caller's identities.",
    errors: ['SIGN_IN_METHOD_NOT_FOUND', 'SIGN_IN_METHOD_LAST'],
    input: IdParamsSchema,
    output: SignInMethodsSchema,
    handler: (ctx, input) => removeSignInMethod(ctx, input.id),
  }),
};
