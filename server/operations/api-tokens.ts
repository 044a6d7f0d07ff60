import { z } from 'zod';
import { API_SCOPES, API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS, ApiTokenCreatedSchema, ApiTokenListSchema, CreateApiTokenInputSchema } from '../../domain/schemas/api-tokens';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/api-tokens';
import { defineOperation } from './define';

/**
 * Personal access tokens (issue 39), namespace `apiTokens`. Managed by a signed-in person only: a token can neither
 * create, list nor revoke tokens (403 TOKEN_NOT_ALLOWED), so a leaked one cannot make itself a successor.
 */
export const apiTokensOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/users/tokens',
    auth: 'required',
    scopes: 'session',
    summary: "The caller's personal access tokens: name, scopes, creation, expiry and last use (never the secret)",
    description: 'Revoked tokens are left out; expired ones stay (expired: true) until they are revoked.',
    input: z.object({}),
    output: ApiTokenListSchema,
    handler: (ctx) => listApiTokens(ctx),
  }),
  create: defineOperation({
    method: 'POST',
    path: '/users/tokens',
    auth: 'required',
    scopes: 'session',
    status: 201,
    summary: 'Creates a personal access token with a name, scopes and an expiry; the answer is the only time its secret is shown',
    description:
      `Scopes: ${API_SCOPES.join(', ')} (a write scope grants the read of its area). The expiry is ${API_TOKEN_DEFAULT_DAYS} days unless ` +
      `expiresInDays (1..${API_TOKEN_MAX_DAYS}) says otherwise. Send the secret as 'Authorization: Bearer prs_...' to the REST API ` +
      '(not tRPC). It stops working when revoked, when it expires, and when the password changes or the account is deleted. ' +
      'An unknown scope answers 400 and creates nothing.',
    errors: ['API_TOKEN_LIMIT'],
    input: CreateApiTokenInputSchema,
    output: ApiTokenCreatedSchema,
    handler: (ctx, input) => createApiToken(ctx, input),
  }),
  revoke: defineOperation({
    method: 'DELETE',
    path: '/users/tokens/{id}',
    auth: 'required',
    scopes: 'session',
    summary: 'Revokes a personal access token: it answers 401 from then on, on every instance',
    errors: ['API_TOKEN_NOT_FOUND'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => revokeApiToken(ctx, input.id),
  }),
};
