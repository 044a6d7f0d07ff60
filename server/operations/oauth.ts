import { z } from 'zod';
import { AppError } from '../../domain/errors';
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
  SIGN_IN_PROVIDERS,
} from '../../domain/schemas/oauth';
import { API_PREFIX, appUrl } from '../env';
import type { ServiceContext } from '../services/service-context';
import {
  beginSignIn,
  completeSignUp,
  configuredProviders,
  exchangeCode,
  finishSignIn,
  linkAccount,
  OAUTH_FLOW_TTL_MS,
  verifyEmailCode,
} from '../services/oauth';
import { removeSignInMethod, signInMethods } from '../services/sign-in-methods';
import { defineOperation, defineRedirectOperation, type Redirect } from './define';

/** The longest code or state a provider's callback may carry: far above what providers send, well inside a URL. */
const OAUTH_PARAM_MAX = 4096;

/** The client screen that exchanges the callback's one-time code (client/routes/oauth.tsx). */
const OAUTH_CLIENT_PATH = '/oauth';

// The sealed flow between /start and /callback; sent back only to them.
const FLOW_COOKIE = { name: 'prospera_oauth', path: `${API_PREFIX}/auth/oauth` };
const clearedFlow = { value: '', maxAgeSeconds: 0 };

/**
 * A failure after the provider is known sends the browser to the login screen with the error's code (?oauthError=),
 * which the screen words in the person's language; an unknown provider answers the 404 envelope.
 */
function toLogin(ctx: ServiceContext, error: unknown, cookie?: Redirect['cookie']): Redirect {
  if (!(error instanceof AppError) || error.code === 'OAUTH_PROVIDER_UNKNOWN') throw error;
  return { location: `${appUrl(ctx.deps.env)}/login?oauthError=${error.code}`, ...(cookie ? { cookie } : {}) };
}

const ProviderSchema = z.string().meta({ enum: [...SIGN_IN_PROVIDERS] });

/**
 * Sign-in with Google, Facebook or an OpenID Connect provider, in the auth namespace: the browser's trips to the
 * provider and back (redirects), then the calls of the client's screens.
 */
export const oauthOperations = {
  oauthStart: defineRedirectOperation({
    method: 'GET',
    path: '/auth/oauth/{provider}/start',
    auth: 'none',
    summary: 'Starts signing in with a provider (google, facebook, oidc): redirects the browser to it',
    description:
      'Open it in the browser (a link, not a fetch). Answers 303 to the provider with PKCE (S256), state and, for OpenID Connect, a nonce, ' +
      'and sets the httpOnly cookie prospera_oauth (10 minutes) holding them, sealed. A provider that cannot be reached sends the browser to ' +
      '/login?oauthError=OAUTH_UNAVAILABLE. GET /auth/providers lists the configured providers.',
    errors: ['OAUTH_PROVIDER_UNKNOWN'],
    input: z.object({ provider: ProviderSchema }),
    answer: { kind: 'redirect', status: 303, description: 'To the provider', cookie: FLOW_COOKIE },
    handler: async (ctx, input) => {
      try {
        const { url, sealedFlow } = await beginSignIn(ctx, input.provider);
        return { location: url, cookie: { value: sealedFlow, maxAgeSeconds: OAUTH_FLOW_TTL_MS / 1000 } };
      } catch (error) {
        return toLogin(ctx, error);
      }
    },
  }),
  oauthCallback: defineRedirectOperation({
    method: 'GET',
    path: '/auth/oauth/{provider}/callback',
    auth: 'none',
    summary: "The provider's return: finishes the sign-in and redirects the browser to the app",
    description:
      'The redirect URI registered at the provider: APP_URL/api/v1/auth/oauth/{provider}/callback. With the cookie of /start and a matching ' +
      `state, the code is exchanged with the provider and the browser goes to ${OAUTH_CLIENT_PATH}?code=<one-time code> (2 minutes; POST ` +
      '/auth/oauth/exchange); otherwise to /login?oauthError=<code> (OAUTH_STATE_INVALID, OAUTH_FAILED, OAUTH_UNAVAILABLE) and nothing is stored.',
    errors: ['OAUTH_PROVIDER_UNKNOWN'],
    input: z.object({ provider: ProviderSchema, code: z.string().max(OAUTH_PARAM_MAX).optional(), state: z.string().max(OAUTH_PARAM_MAX).optional() }),
    answer: { kind: 'redirect', status: 303, description: 'To the app', cookie: FLOW_COOKIE },
    handler: async (ctx, input, request) => {
      // The flow is single-use whatever happens next.
      try {
        const code = await finishSignIn(ctx, input.provider, request.query, request.cookie);
        return { location: `${appUrl(ctx.deps.env)}${OAUTH_CLIENT_PATH}?code=${code}`, cookie: clearedFlow };
      } catch (error) {
        return toLogin(ctx, error, clearedFlow);
      }
    },
  }),
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
    scopes: 'session',
    summary: "The ways into the caller's account: whether it has a password, and each linked provider identity",
    input: z.object({}),
    output: SignInMethodsSchema,
    handler: (ctx) => signInMethods(ctx),
  }),
  removeSignInMethod: defineOperation({
    method: 'DELETE',
    path: '/users/me/sign-in-methods/{id}',
    auth: 'required',
    scopes: 'session',
    summary: 'Unlinks one provider identity from the account while another way in remains; answers the methods left',
    description: "409 SIGN_IN_METHOD_LAST for the only way in (no password, no other identity); 404 SIGN_IN_METHOD_NOT_FOUND for an id that is not one of the caller's identities.",
    errors: ['SIGN_IN_METHOD_NOT_FOUND', 'SIGN_IN_METHOD_LAST'],
    input: IdParamsSchema,
    output: SignInMethodsSchema,
    handler: (ctx, input) => removeSignInMethod(ctx, input.id),
  }),
};
