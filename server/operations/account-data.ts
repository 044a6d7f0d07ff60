import { z } from 'zod';
import { AccountExportSchema, DeleteAccountInputSchema } from '../../domain/schemas/account-data';
import { SuccessSchema } from '../../domain/schemas/common';
import { deleteAccount, deletionSummary, exportAccount, requestDeletion } from '../services/account-data';
import { defineOperation } from './define';

/** Export and deletion of the caller's account (issue 22); part of the `users` namespace. */
export const accountDataOperations = {
  export: defineOperation({
    method: 'GET',
    path: '/users/export',
    auth: 'required',
    summary: 'Everything the signed-in user owns, as one JSON document (format version 1)',
    description:
      'Profile, the wheel cycles with their answers, projects, goals, contexts, recurring series, actions (with their targets), weekly ' +
      "reviews, subscription and payments. Never a password hash or a token. Question texts follow the request's language. " +
      'GET /users/export/actions.csv answers the actions as a spreadsheet. Both are bounded: an account with more than ' +
      'EXPORT_MAX_ACTIONS actions (20,000 unless the server sets another number) answers 413 EXPORT_TOO_LARGE.',
    errors: ['EXPORT_TOO_LARGE'],
    input: z.object({}),
    output: AccountExportSchema,
    handler: (ctx) => exportAccount(ctx),
  }),
  deletionSummary: defineOperation({
    method: 'GET',
    path: '/users/me/deletion-summary',
    auth: 'required',
    summary: 'What deleting the account erases (counts of projects, actions and cycles) and whether it confirms with a password',
    input: z.object({}),
    output: z.object({
      projects: z.number().int(),
      actions: z.number().int(),
      cycles: z.number().int(),
      hasPassword: z.boolean().describe('false: the deletion is confirmed through an e-mailed link (POST /users/me/deletion-request)'),
    }),
    handler: (ctx) => deletionSummary(ctx),
  }),
  requestDeletion: defineOperation({
    method: 'POST',
    path: '/users/me/deletion-request',
    auth: 'required',
    summary: 'For an account without a password: e-mails a single-use link (valid 1 hour) that confirms the deletion',
    description: 'A newer link replaces older ones. An account with a password answers 422 ACCOUNT_HAS_PASSWORD: it confirms with the password.',
    errors: ['ACCOUNT_HAS_PASSWORD', 'TOO_MANY_REQUESTS'],
    input: z.object({}),
    output: SuccessSchema,
    handler: (ctx) => requestDeletion(ctx),
  }),
  deleteMe: defineOperation({
    method: 'DELETE',
    path: '/users/me',
    auth: 'required',
    summary: 'Erases the account and everything it owns, at once and for good; every session ends',
    description:
      'The JSON body carries the password, or for an account without one the confirmationToken of the mailed link. A wrong ' +
      'confirmation answers 403 and deletes nothing. Afterwards the access and refresh tokens answer 401, and the e-mail and phone can register again.',
    errors: ['ACCOUNT_PASSWORD_INCORRECT', 'ACCOUNT_DELETION_LINK_INVALID'],
    input: DeleteAccountInputSchema,
    output: SuccessSchema,
    handler: (ctx, input) => deleteAccount(ctx, input),
  }),
};
