import { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import {
  AcceptShareInputSchema,
  CompanionNoteInputSchema,
  CompanionNoteSchema,
  InviteCompanionInputSchema,
  NarrowShareInputSchema,
  OwnedShareListSchema,
  OwnedShareSchema,
  SHARE_INVITATION_DAYS,
  SharedViewSchema,
  SupportedListSchema,
  SupportedPersonSchema,
} from '../../domain/schemas/companions';
import { acceptShare, endShare, inviteCompanion, leaveShare, listShares, listSupported, narrowShare, writeNote } from '../services/companions';
import { readSharedView } from '../services/companion-view';
import { defineOperation } from './define';

/**
 * Companions (issue 41), namespace `companions`: the owner's side under /users/companions, the companion's under
 * /supporting. A session only (scopes 'session'): a personal access token answers 403 TOKEN_NOT_ALLOWED, so no token
 * reaches another person's shared data (docs/decisions/2026-12-01-companions.md).
 */
export const companionsOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/users/companions',
    auth: 'required',
    scopes: 'session',
    summary: "Who sees what: the caller's invited and active companions with their sharing choices",
    input: z.object({}),
    output: OwnedShareListSchema,
    handler: (ctx) => listShares(ctx),
  }),
  invite: defineOperation({
    method: 'POST',
    path: '/users/companions',
    auth: 'required',
    scopes: 'session',
    status: 201,
    summary: 'Invites a coach or partner by e-mail, choosing what they will see; the invitation mail links to accept',
    description:
      `Nothing is shared before the invitee accepts. The link works for ${SHARE_INVITATION_DAYS} days; the mail is in the invitee's ` +
      "language when they have an account, else the sender's. Budgets need plan; reviewText needs weekly.",
    errors: ['SHARE_SELF', 'SHARE_EXISTS', 'SHARE_LIMIT'],
    input: InviteCompanionInputSchema,
    output: OwnedShareSchema,
    handler: (ctx, input) => inviteCompanion(ctx, input),
  }),
  narrow: defineOperation({
    method: 'PATCH',
    path: '/users/companions/{id}',
    auth: 'required',
    scopes: 'session',
    summary: "Changes what a companion sees (all six choices); the companion's next read shows only the new ones",
    errors: ['SHARE_NOT_FOUND'],
    input: NarrowShareInputSchema,
    output: OwnedShareSchema,
    handler: (ctx, input) => narrowShare(ctx, input),
  }),
  end: defineOperation({
    method: 'DELETE',
    path: '/users/companions/{id}',
    auth: 'required',
    scopes: 'session',
    summary: "Ends a share or withdraws an invitation: the companion's next request answers 404, on every instance",
    errors: ['SHARE_NOT_FOUND'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => endShare(ctx, input.id),
  }),
  accept: defineOperation({
    method: 'POST',
    path: '/supporting/accept',
    auth: 'required',
    scopes: 'session',
    summary: "Accepts an invitation with the token of its mail; the caller's account e-mail must be the invited one",
    errors: ['SHARE_INVITATION_INVALID', 'SHARE_EMAIL_MISMATCH', 'SHARE_SELF'],
    input: AcceptShareInputSchema,
    output: SupportedPersonSchema,
    handler: (ctx, input) => acceptShare(ctx, input.token),
  }),
  supported: defineOperation({
    method: 'GET',
    path: '/supporting',
    auth: 'required',
    scopes: 'session',
    summary: 'The people the caller supports, with what each shares',
    input: z.object({}),
    output: SupportedListSchema,
    handler: (ctx) => listSupported(ctx),
  }),
  view: defineOperation({
    method: 'GET',
    path: '/supporting/{id}',
    auth: 'required',
    scopes: 'session',
    summary: 'The read-only view of one person the caller supports: exactly the parts they chose, nothing else',
    description: 'A part not chosen is absent; budgets and review text only when chosen; never an e-mail, phone or address.',
    errors: ['SUPPORTED_NOT_FOUND'],
    input: IdParamsSchema,
    output: SharedViewSchema,
    handler: (ctx, input) => readSharedView(ctx, input.id),
  }),
  note: defineOperation({
    method: 'PUT',
    path: '/supporting/{id}/notes',
    auth: 'required',
    scopes: 'session',
    summary: "Writes or replaces the caller's note on one week of the person they support; the person sees it on their review",
    errors: ['SUPPORTED_NOT_FOUND', 'COMPANION_NOTE_WEEK_INVALID'],
    input: CompanionNoteInputSchema,
    output: CompanionNoteSchema,
    handler: (ctx, input) => writeNote(ctx, input),
  }),
  leave: defineOperation({
    method: 'DELETE',
    path: '/supporting/{id}',
    auth: 'required',
    scopes: 'session',
    summary: 'Stops supporting a person: the share ends for both sides',
    errors: ['SUPPORTED_NOT_FOUND'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => leaveShare(ctx, input.id),
  }),
};
