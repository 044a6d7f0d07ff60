import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { dateToUtc } from '../../domain/rules/dates';
import { weekStarts } from '../../domain/rules/weekly';
import {
  SHARED_WEEKS,
  SHARES_MAX,
  type CompanionNoteInput,
  type InviteCompanionInput,
  type NarrowShareInput,
  type OwnedShare,
  type OwnedShareList,
  type SupportedPerson,
} from '../../domain/schemas/companions';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client';
import { refreshTokenHash } from '../infra/tokens';
import { serialisedForUser } from '../infra/user-lock';
import type { UserServiceContext } from './service-context';

// Companions (issue 41): docs/decisions/2026-12-01-companions.md. A companion's every read and write goes through
// activeShare, one indexed read of the share row per request: an ended share answers 404 at the next request, on
// every instance, with no cache to expire.

const LIVE = { in: ['INVITED', 'ACTIVE'] } satisfies Prisma.EnumShareStatusFilter;

const shareSelect = {
  id: true,
  companionEmail: true,
  role: true,
  status: true,
  wheel: true,
  cycles: true,
  plan: true,
  budgets: true,
  weekly: true,
  reviewText: true,
  createdAt: true,
  acceptedAt: true,
  ownerId: true,
  companion: { select: { profile: { select: { firstName: true } } } },
  owner: { select: { profile: { select: { firstName: true, timeZone: true } } } },
} satisfies Prisma.ShareSelect;
export type ShareRow = Prisma.ShareGetPayload<{ select: typeof shareSelect }>;

const choicesOf = (row: ShareRow) => ({
  wheel: row.wheel,
  cycles: row.cycles,
  plan: row.plan,
  budgets: row.budgets,
  weekly: row.weekly,
  reviewText: row.reviewText,
});

function toOwnedShare(row: ShareRow): OwnedShare {
  return {
    id: row.id,
    email: row.companionEmail,
    companionName: row.status === 'ACTIVE' ? (row.companion?.profile?.firstName ?? '') : null,
    role: row.role,
    status: row.status,
    choices: choicesOf(row),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

export function toSupportedPerson(row: ShareRow): SupportedPerson {
  return {
    id: row.id,
    firstName: row.owner.profile?.firstName ?? '',
    role: row.role,
    choices: choicesOf(row),
    acceptedAt: (row.acceptedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Invites a companion by e-mail with the owner's choices, and queues the invitation mail (sent right after the answer,
 * services/companion-mails.ts) in the invitee's language when they have an account, else the sender's. Nothing is
 * shared until the invitee accepts. Serialised per owner, so the live-share limit and the one-share-per-address rule
 * hold under concurrent invites.
 */
export async function inviteCompanion(ctx: UserServiceContext, input: InviteCompanionInput): Promise<OwnedShare> {
  const ownerId = ctx.user.id;
  const { email, role, ...choices } = input;
  const row = await serialisedForUser(ctx.db, ownerId, async (tx) => {
    const [owner, invitee, live] = await Promise.all([
      tx.user.findUniqueOrThrow({ where: { id: ownerId }, select: { email: true, profile: { select: { language: true } } } }),
      tx.user.findUnique({ where: { email }, select: { profile: { select: { language: true } } } }),
      tx.share.findMany({ where: { ownerId, status: LIVE }, select: { companionEmail: true } }),
    ]);
    if (owner.email === email) throw new AppError('SHARE_SELF');
    if (live.some((share) => share.companionEmail === email)) throw new AppError('SHARE_EXISTS');
    if (live.length >= SHARES_MAX) throw new AppError('SHARE_LIMIT', { max: SHARES_MAX });
    const mailLang = invitee?.profile?.language ?? owner.profile?.language ?? ctx.lang;
    const share = await tx.share.create({
      data: { ownerId, companionEmail: email, role, ...choices, mailLang, createdAt: ctx.now, updatedAt: ctx.now },
      select: shareSelect,
    });
    await tx.companionInvitationMail.create({ data: { id: randomUUID(), shareId: share.id, runAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now } });
    return share;
  });
  void ctx.deps.companionMails.wake();
  return toOwnedShare(row);
}

/** Who sees what: the caller's invited and active shares, newest first. */
export async function listShares(ctx: UserServiceContext): Promise<OwnedShareList> {
  const rows = await ctx.db.share.findMany({ where: { ownerId: ctx.user.id, status: LIVE }, select: shareSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  return { shares: rows.map(toOwnedShare) };
}

/** Changes what a companion sees; the next read of the companion shows the new choices. Another's share answers 404. */
export async function narrowShare(ctx: UserServiceContext, input: NarrowShareInput): Promise<OwnedShare> {
  const { id, ...choices } = input;
  const [row] = await ctx.db.share.updateManyAndReturn({
    where: { id, ownerId: ctx.user.id, status: LIVE },
    data: { ...choices, updatedAt: ctx.now },
    select: { id: true },
  });
  if (!row) throw new AppError('SHARE_NOT_FOUND');
  return toOwnedShare(await ctx.db.share.findUniqueOrThrow({ where: { id }, select: shareSelect }));
}

const ended = (now: Date) => ({ status: 'ENDED' as const, tokenHash: null, tokenExpiresAt: null, endedAt: now, updatedAt: now });

/** Ends a share (invited or active): the invitation link stops working and the companion's next request answers 404. */
export async function endShare(ctx: UserServiceContext, id: string): Promise<{ success: true; message: string }> {
  const [row] = await ctx.db.share.updateManyAndReturn({ where: { id, ownerId: ctx.user.id, status: LIVE }, data: ended(ctx.now), select: { companionEmail: true } });
  if (!row) throw new AppError('SHARE_NOT_FOUND');
  return { success: true, message: translate('SHARE_ENDED', ctx.lang, { email: row.companionEmail }) };
}

/**
 * Accepts an invitation by the token of its mail, signed in with the invited address. Unknown, replaced, used and
 * expired tokens answer one 404 alike; another address answers 403 and changes nothing. The token is claimed by a
 * conditional update, so two accepts of one link cannot both win.
 */
export async function acceptShare(ctx: UserServiceContext, token: string): Promise<SupportedPerson> {
  const tokenHash = refreshTokenHash(token);
  const share = tokenHash
    ? await ctx.db.share.findFirst({ where: { tokenHash, status: 'INVITED', tokenExpiresAt: { gt: ctx.now } }, select: { id: true, ownerId: true, companionEmail: true } })
    : null;
  if (!share) throw new AppError('SHARE_INVITATION_INVALID');
  const me = await ctx.db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { email: true } });
  if (me.email !== share.companionEmail) throw new AppError('SHARE_EMAIL_MISMATCH');
  if (share.ownerId === ctx.user.id) throw new AppError('SHARE_SELF');
  const claimed = await ctx.db.share.updateMany({
    where: { id: share.id, tokenHash, status: 'INVITED' },
    data: { status: 'ACTIVE', companionId: ctx.user.id, acceptedAt: ctx.now, tokenHash: null, tokenExpiresAt: null, updatedAt: ctx.now },
  });
  if (claimed.count === 0) throw new AppError('SHARE_INVITATION_INVALID');
  return toSupportedPerson(await ctx.db.share.findUniqueOrThrow({ where: { id: share.id }, select: shareSelect }));
}

/** The people the caller supports: their active shares, newest acceptance first. */
export async function listSupported(ctx: UserServiceContext): Promise<{ people: SupportedPerson[] }> {
  const rows = await ctx.db.share.findMany({ where: { companionId: ctx.user.id, status: 'ACTIVE' }, select: shareSelect, orderBy: [{ acceptedAt: 'desc' }, { id: 'asc' }] });
  return { people: rows.map(toSupportedPerson) };
}

/** The caller's active share of this id, read now: anything else (ended, another's, unknown) answers 404. */
export async function activeShare(ctx: UserServiceContext, id: string): Promise<ShareRow> {
  const row = await ctx.db.share.findFirst({ where: { id, companionId: ctx.user.id, status: 'ACTIVE' }, select: shareSelect });
  if (!row) throw new AppError('SUPPORTED_NOT_FOUND');
  return row;
}

/** The owner's zone of record, where their weeks are counted (UTC while they have none). */
export const ownerZone = (row: ShareRow): string => row.owner.profile?.timeZone ?? 'UTC';

/** Writes or replaces the caller's note on one week (a Monday of the weeks the companion sees) of the person they support. */
export async function writeNote(ctx: UserServiceContext, input: CompanionNoteInput): Promise<{ weekStart: string; text: string; updatedAt: string }> {
  const share = await activeShare(ctx, input.id);
  if (!weekStarts(ctx.now, ownerZone(share), SHARED_WEEKS - 1).includes(input.weekStart)) throw new AppError('COMPANION_NOTE_WEEK_INVALID');
  const weekStart = dateToUtc(input.weekStart);
  const note = await ctx.db.companionNote.upsert({
    where: { shareId_weekStart: { shareId: share.id, weekStart } },
    create: { shareId: share.id, weekStart, text: input.text, createdAt: ctx.now, updatedAt: ctx.now },
    update: { text: input.text, updatedAt: ctx.now },
    select: { text: true, updatedAt: true },
  });
  return { weekStart: input.weekStart, text: note.text, updatedAt: note.updatedAt.toISOString() };
}

/** The companion leaves: the share ends as if its owner had ended it. */
export async function leaveShare(ctx: UserServiceContext, id: string): Promise<{ success: true; message: string }> {
  const share = await activeShare(ctx, id);
  const left = await ctx.db.share.updateMany({ where: { id, companionId: ctx.user.id, status: 'ACTIVE' }, data: ended(ctx.now) });
  if (left.count === 0) throw new AppError('SUPPORTED_NOT_FOUND');
  return { success: true, message: translate('SHARE_LEFT', ctx.lang, { name: share.owner.profile?.firstName ?? '' }) };
}
