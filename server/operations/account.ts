import { z } from 'zod';
import {
  AddContextInputSchema,
  ContextListSchema,
  ContextSchema,
  DashboardSchema,
  ProfileUpdateInputSchema,
  ProfileUpdateResultSchema,
  RegisterInputSchema,
  RegisterResultSchema,
} from '../../domain/schemas/accounts';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import { addContext, deleteContext, listContexts } from '../services/contexts';
import { dashboard, register, updateProfile } from '../services/account';
import { defineOperation } from './define';

export const accountOperations = {
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
    scopes: ['profile:read', 'wheel:read'],
    summary: 'The dashboard: the user, the life wheel with its global score, and goal and action counters',
    input: z.object({}),
    output: DashboardSchema,
    handler: (ctx) => dashboard(ctx),
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/users/update',
    auth: 'required',
    scopes: 'session',
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
    scopes: ['plan:write'],
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
    scopes: ['plan:read'],
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
    scopes: ['plan:write'],
    summary: 'Deletes a context that no action uses',
    errors: ['CONTEXT_IN_USE'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => deleteContext(ctx, input.id),
  }),
};
