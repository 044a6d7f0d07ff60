import { z } from 'zod';
import { LoginResultSchema } from '../../domain/schemas/accounts';
import {
  OAuthCompleteInputSchema,
  OAuthExchangeInputSchema,
  OAuthExchangeResultSchema,
  OAuthLinkInputSchema,
  ProvidersSchema,
} from '../../domain/schemas/oauth';
import { completeSignUp, configuredProviders, exchangeCode, linkAccount } from '../services/oauth';
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
      'A known provider identity signs in (the tokens of /auth/login). A verified email of an existing account answers linkAccount (prove its password at ' +
      '/auth/oauth/link); otherwise completeProfile (send the missing registration fields to /auth/oauth/complete). The code works once, for 2 minutes.',
    errors: ['OAUTH_CODE_INVALID', 'OAUTH_EMAIL_REQUIRED', 'EMAIL_EXISTS'],
    input: OAuthExchangeInputSchema,
    output: OAuthExchangeResultSchema,
    handler: (ctx, input) => exchangeCode(ctx, input.code),
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
