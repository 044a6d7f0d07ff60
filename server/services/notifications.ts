import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { langOf } from '../../domain/messages/format';
import {
  NOTIFICATION_SWITCH,
  type NotificationSettings,
  type NotificationSettingsInput,
  type SubscriptionChange,
  type UnsubscribeInput,
} from '../../domain/schemas/notifications';
import type { Prisma } from '../generated/prisma/client';
import type { ServiceContext, UserScope } from './context';

/** The profile's notification settings, time zone and mail language: what the export and these calls answer. */
export const notificationSelect = {
  weeklyDigest: true,
  dueReminders: true,
  reassessInvitation: true,
  notifyHour: true,
  timeZone: true,
  language: true,
} as const satisfies Prisma.ProfileSelect;

const answer = (row: Prisma.ProfileGetPayload<{ select: typeof notificationSelect }>): NotificationSettings => ({ ...row, language: langOf(row.language) });

/** The caller's notification settings; a token whose account is gone is not a session. */
export async function notificationSettings(ctx: UserScope): Promise<NotificationSettings> {
  const settings = await ctx.db.profile.findUnique({ where: { userId: ctx.user.id }, select: notificationSelect });
  if (!settings) throw new AppError('UNAUTHENTICATED');
  return answer(settings);
}

/** Changes the settings given (the schema has validated them: an hour 0-23, a zone Intl knows) and answers all of them. */
export async function updateNotificationSettings(ctx: UserScope, input: NotificationSettingsInput): Promise<NotificationSettings> {
  const { weeklyDigest, dueReminders, reassessInvitation, notifyHour, timeZone, language } = input;
  const data = { weeklyDigest, dueReminders, reassessInvitation, notifyHour, timeZone, language };
  if (Object.values(data).every((value) => value === undefined)) return notificationSettings(ctx);
  try {
    // Prisma leaves a field given as undefined as it is.
    return answer(await ctx.db.profile.update({ where: { userId: ctx.user.id }, data, select: notificationSelect }));
  } catch (error) {
    // No profile row to update: the token outlived its account (P2025, record not found).
    if ((error as { code?: unknown } | null)?.code === 'P2025') throw new AppError('UNAUTHENTICATED');
    throw error;
  }
}

/**
 * The time zone to store for a new account, from the request's X-Time-Zone. UTC is also what an absent or unknown
 * header resolves to (server/http/language.ts), so it says nothing about where the person is: the zone stays unknown.
 */
export function signInTimeZone(requestTimeZone: string): string | null {
  return requestTimeZone === 'UTC' ? null : requestTimeZone;
}

/** The one-click unsubscribe path of a mail's List-Unsubscribe header, under /api/v1 (server/rest/unsubscribe.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/notifications/unsubscribe/{token}';

/**
 * Turns off (or back on) the kind of mail an unsubscribe link is about, without login: the link's token names the
 * account and the kind. Anything but a token this server signed, or one whose account is gone, answers 404.
 */
export async function setSubscription(ctx: ServiceContext, input: UnsubscribeInput, enabled: boolean): Promise<SubscriptionChange> {
  const target = ctx.deps.unsubscribeLinks.read(input.token);
  if (!target) throw new AppError('UNSUBSCRIBE_LINK_NOT_FOUND');
  const changed = await ctx.db.profile.updateMany({ where: { userId: target.userId }, data: { [NOTIFICATION_SWITCH[target.kind]]: enabled } });
  if (changed.count === 0) throw new AppError('UNSUBSCRIBE_LINK_NOT_FOUND');
  return { kind: target.kind, enabled, message: translate(`${enabled ? 'RESUBSCRIBED' : 'UNSUBSCRIBED'}_${target.kind}`, ctx.lang) };
}
