import { z } from 'zod';
import {
  LoginInputSchema,
  LoginResultSchema,
  LogoutInputSchema,
  MeSchema,
  RefreshInputSchema,
  RefreshResultSchema,
  TokenClaimsSchema,
} from '../../domain/schemas/accounts';
import { SuccessSchema } from '../../domain/schemas/common';
import { currentUser, login, logout, refresh } from '../services/auth';
import { defineOperation } from './define';

export const authOperations = {
  login: defineOperation({
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    summary: 'Signs in with email and password: an access token (15 minutes) and a refresh token (30 days)',
    description:
      'An unknown email and a wrong password answer the same 401 INVALID_CREDENTIALS. Attempts are limited per IP and per email (429 with Retry-After).',
    errors: ['INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'],
    input: LoginInputSchema,
    output: LoginResultSchema,
    handler: (ctx, input) => login(ctx, input),
  }),
  logout: defineOperation({
    method: 'POST',
    path: '/auth/logout',
    auth: 'required',
    scopes: 'session',
    summary: "Ends the access token's session and, when given, the session of one of the caller's refresh tokens",
    input: LogoutInputSchema,
    output: SuccessSchema,
    handler: (ctx, input) => logout(ctx, input.refresh_token),
  }),
  me: defineOperation({
    method: 'GET',
    path: '/auth/me',
    auth: 'required',
    scopes: ['profile:read'],
    summary: 'The signed-in user: account and profile fields',
    input: z.object({}),
    output: MeSchema,
    handler: (ctx) => currentUser(ctx),
  }),
  refresh: defineOperation({
    method: 'POST',
    path: '/auth/refresh',
    auth: 'none',
    summary: 'Exchanges a refresh token for a new access token and a new refresh token (the old one stops working)',
    description: 'Presenting a refresh token that was already exchanged ends the whole session it belongs to (401).',
    errors: ['REFRESH_TOKEN_INVALID'],
    input: RefreshInputSchema,
    output: RefreshResultSchema,
    handler: (ctx, input) => refresh(ctx, input.refresh_token),
  }),
  session: defineOperation({
    method: 'GET',
    path: '/auth/session',
    auth: 'required',
    scopes: 'session',
    summary: "Checks an access token and returns its claims, without reading the database",
    input: z.object({}),
    output: TokenClaimsSchema,
    dates: 'none',
    handler: async (ctx) => ({ userId: ctx.user.id, email: ctx.user.email, currencyId: ctx.user.currencyId }),
  }),
};
