import { z } from 'zod';
import {
  AddContextInputSchema,
  ContextListSchema,
  ContextSchema,
  DashboardSchema,
  LoginInputSchema,
  LoginResultSchema,
  LogoutInputSchema,
  MeSchema,
  ProfileUpdateInputSchema,
  ProfileUpdateResultSchema,
  RefreshInputSchema,
  RefreshResultSchema,
  RegisterInputSchema,
  RegisterResultSchema,
  TokenClaimsSchema,
} from '../../domain/schemas/accounts';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import { currentUser, login, logout, refresh } from '../services/auth';
import { addContext, deleteContext, listContexts } from '../services/user-contexts';
import { dashboard, register, updateProfile } from '../services/users';
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
    summary: "Ends the access token's session and, when given, the session of one of the caller's refresh tokens",
    input: LogoutInputSchema,
    output: SuccessSchema,
    handler: (ctx, input) => logout(ctx, input.refresh_token),
  }),
  me: defineOperation({
    method: 'GET',
    path: '/auth/me',
    auth: 'required',
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
    summary: "Checks an access token and returns its claims, without reading the database",
    input: z.object({}),
    output: TokenClaimsSchema,
    dates: 'none',
    handler: async (ctx) => ({ userId: ctx.user.id, email: ctx.user.email, currencyId: ctx.user.currencyId }),
  }),
};

export const usersOperations = {
  register: defineOperation({
    method: 'POST',
    path: '/users/register',
    auth: 'none',
    status: 201,
    summary: 'Creates an account with its profile and life wheel',
    description:
      "phone is '+', the dial code and the number; spaces, hyphens and brackets are ignored; the digit count must match the dial code. Attempts are limited per IP and per email.",
    errors: ['EMAIL_EXISTS', 'PHONE_EXISTS', 'TOO_MANY_REQUESTS'],
    input: RegisterInputSchema,
    output: RegisterResultSchema,
    handler: (ctx, input) => register(ctx, input),
  }),
  me: defineOperation({
    method: 'GET',
    path: '/users/me',
    auth: 'required',
    summary: 'The dashboard: the user, the life wheel with its global score, and goal and action counters',
    input: z.object({}),
    output: DashboardSchema,
    handler: (ctx) => dashboard(ctx),
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/users/update',
    auth: 'required',
    summary: 'Edits the profile; with password and confirmPassword, changes the password and ends the other sessions',
    errors: ['PHONE_EXISTS'],
    input: ProfileUpdateInputSchema,
    output: ProfileUpdateResultSchema,
    handler: (ctx, input) => updateProfile(ctx, input),
  }),
  addContext: defineOperation({
    method: 'POST',
    path: '/users/add-context',
    auth: 'required',
    status: 201,
    summary: "Adds a context ('@' is prefixed when missing; unique per user ignoring case)",
    errors: ['CONTEXT_EXISTS', 'CONTEXT_LIMIT'],
    input: AddContextInputSchema,
    output: ContextSchema,
    handler: (ctx, input) => addContext(ctx, input.name),
  }),
  myContexts: defineOperation({
    method: 'GET',
    path: '/users/my-contexts',
    auth: 'required',
    summary: "The user's contexts, newest first, with their action counts",
    // No date rule: the list reads no zone of record (one statement, the bench's one-row read).
    dates: 'none',
    input: z.object({}),
    output: ContextListSchema,
    handler: async (ctx) => ({ contexts: await listContexts(ctx) }),
  }),
  deleteContext: defineOperation({
    method: 'DELETE',
    path: '/users/delete-context/{id}',
    auth: 'required',
    summary: 'Deletes a context that no action uses',
    errors: ['CONTEXT_IN_USE'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => deleteContext(ctx, input.id),
  }),
};
