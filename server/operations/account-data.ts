import { z } from 'zod';
import { AccountExportSchema, DeleteAccountInputSchema } from '../../domain/schemas/account-data';
import { PLAN_NAMES } from '../../domain/rules/plans';
import { SuccessSchema } from '../../domain/schemas/common';
import { deleteAccount, deletionSummary, requestDeletion } from '../services/account-data';
import { exportAccount, streamAccountExport } from '../services/account-export';
import { exportActionsCsv } from '../services/account-export-csv';
import { defineFileOperation, defineOperation } from './define';

/** Export and deletion of the caller's account (issue 22); part of the `users` namespace. */
export const accountDataOperations = {
  export: defineOperation({
    method: 'GET',
    path: '/users/export',
    auth: 'required',
    scopes: ['account:export', 'profile:read', 'wheel:read', 'plan:read', 'weekly:read'],
    summary: 'Everything the signed-in user owns, as one JSON document (format version 1)',
    description:
      'Profile, the wheel cycles with their answers, projects, goals, contexts, recurring series, actions (with their targets), weekly ' +
      "reviews, subscription and payments. Never a password hash or a token. Question texts follow the request's language. " +
      'GET /users/export/actions.csv answers the actions as a spreadsheet. Both are bounded: an account with more than ' +
      'EXPORT_MAX_ACTIONS actions (20,000 unless the server sets another number) answers 413 EXPORT_TOO_LARGE. ' +
      'Both are sent while they are read (chunked, without Content-Length or ETag): every refusal comes before the first byte, ' +
      'and a failure after it breaks the connection, so a download that did not end cleanly is incomplete.',
    errors: ['EXPORT_TOO_LARGE'],
    input: z.object({}),
    output: AccountExportSchema,
    handler: (ctx) => exportAccount(ctx),
    stream: async (ctx) => {
      const { sections, actions } = await streamAccountExport(ctx);
      return { field: 'actions', rest: sections, batches: actions };
    },
  }),
  exportActionsCsv: defineFileOperation({
    method: 'GET',
    path: '/users/export/actions.csv',
    auth: 'required',
    scopes: ['account:export', 'plan:read'],
    summary: "The signed-in user's actions as a CSV file for a spreadsheet",
    description:
      'UTF-8 with a byte order mark, comma-separated, CRLF line ends, RFC 4180 quoting; the header row and the yes/no and energy words ' +
      "follow the request's language. A cell a spreadsheet would run as a formula starts with an apostrophe; contexts are written without '@'. " +
      'Sent as an attachment named prospera-acciones-<date>.csv (es) or prospera-actions-<date>.csv (en), the date in the zone of record. ' +
      'An account with more than EXPORT_MAX_ACTIONS actions (20,000 unless the server sets another number) answers 413 EXPORT_TOO_LARGE.',
    errors: ['EXPORT_TOO_LARGE'],
    input: z.object({}),
    answer: {
      kind: 'file',
      contentType: 'text/csv; charset=utf-8',
      disposition: 'attachment',
      description: 'The CSV',
      exampleFilename: 'prospera-actions-2026-11-24.csv',
    },
    handler: async (ctx) => {
      const { filename, csv } = await exportActionsCsv(ctx);
      return { body: csv, filename };
    },
  }),
  deletionSummary: defineOperation({
    method: 'GET',
    path: '/users/me/deletion-summary',
    auth: 'required',
    scopes: 'session',
    summary: 'What deleting the account erases (counts of projects, actions and cycles, the days left of a paid plan) and whether it confirms with a password',
    input: z.object({}),
    output: z.object({
      projects: z.number().int(),
      actions: z.number().int(),
      cycles: z.number().int(),
      hasPassword: z.boolean().describe('false: the deletion is confirmed through an e-mailed link (POST /users/me/deletion-request)'),
      paidPlan: z
        .object({ name: z.enum(PLAN_NAMES), renewalDate: z.iso.datetime(), daysRemaining: z.number().int().min(1) })
        .nullable()
        .describe('The paid plan still running, whose remaining days deleting the account gives up (no refund); null without one'),
    }),
    handler: (ctx) => deletionSummary(ctx),
  }),
  requestDeletion: defineOperation({
    method: 'POST',
    path: '/users/me/deletion-request',
    auth: 'required',
    scopes: 'session',
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
    scopes: 'session',
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
