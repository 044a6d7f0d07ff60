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
import type { ServiceContext, UserScope } from './service-context';

/** The profile's notification settings, time zone and mail language: what the export and these calls answer. */
export const notificationSelect = {
  weeklyDigest: true,
  dueReminders: true,
  reassessInvitation: true,
  planLapseWarning: true,
  dueRemindersChannel: true,
  weeklyDigestChannel: true,
  reassessInvitationChannel: true,
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
  const { weeklyDigest, dueReminders, reassessInvitation, planLapseWarning, notifyHour, timeZone, language } = input;
  const { dueRemindersChannel, weeklyDigestChannel, reassessInvitationChannel } = input;
  const data = { weeklyDigest, dueReminders, reassessInvitation, planLapseWarning, dueRemindersChannel, weeklyDigestChannel, reassessInvitationChannel, notifyHour, timeZone, language };
  if (Object.values(data).every((value) => value === undefined)) return notificationSettings(ctx);
  try {
    // Prisma leaves a field given as undefined as it is.
    // Every change ends the unsubscribe links of the mails sent before it (server/infra/unsubscribe-links.ts).
    const versioned = { ...data, notificationsVersion: { increment: 1 } };
    return answer(await ctx.db.profile.update({ where: { userId: ctx.user.id }, data: versioned, select: notificationSelect }));
  } catch (error) {
    // No profile row to update: the token outlived its account (P2025, record not found).
    if ((error as { code?: unknown } | null)?.code === 'P2025') throw new AppError('UNAUTHENTICATED');
    throw error;
  }
}

/**
 * The zone a request's X-Time-Zone names, to store (a new account, a new calendar feed). UTC is also what an absent or
 * unknown header resolves to (server/http/language.ts), so it says nothing about where the person is: the zone stays unknown.
 */
export function requestZoneToStore(requestTimeZone: string): string | null {
  return requestTimeZone === 'UTC' ? null : requestTimeZone;
}

/**
 * Turns off (or back on) the kind of mail an unsubscribe link is about, without login: the link's sealed token names
 * the account, the kind and the settings' version it was issued under. The link's own turning off and on keeps it
 * working (it is the undo of the page it opens); a change made in the profile, or a year, ends it: 404
 * UNSUBSCRIBE_LINK_EXPIRED. Anything but a token this server issued, or one whose account is gone, answers 404
 * UNSUBSCRIBE_LINK_NOT_FOUND.
 */
export async function setSubscription(ctx: ServiceContext, input: UnsubscribeInput, enabled: boolean): Promise<SubscriptionChange> {
  const target = await ctx.deps.unsubscribeLinks.read(input.token, ctx.now);
  if (target === 'expired') throw new AppError('UNSUBSCRIBE_LINK_EXPIRED');
  if (!target) throw new AppError('UNSUBSCRIBE_LINK_NOT_FOUND');
  const { userId, kind, settingsVersion } = target;
  const changed = await ctx.db.profile.updateMany({ where: { userId, notificationsVersion: settingsVersion }, data: { [NOTIFICATION_SWITCH[kind]]: enabled } });
  if (changed.count === 0) {
    const exists = await ctx.db.profile.count({ where: { userId } });
    throw new AppError(exists ? 'UNSUBSCRIBE_LINK_EXPIRED' : 'UNSUBSCRIBE_LINK_NOT_FOUND');
  }
  return { kind, enabled, message: translate(`${enabled ? 'RESUBSCRIBED' : 'UNSUBSCRIBED'}_${kind}`, ctx.lang) };
}
