import { AppError } from '../../domain/errors';
import type { NotificationSettings, NotificationSettingsInput } from '../../domain/schemas/notifications';
import type { Prisma } from '../generated/prisma/client';
import type { Db, DbClient } from '../database/open';
import type { UserScope } from './context';

/** The profile's notification settings and time zone: what the export and these calls answer. */
export const notificationSelect = { weeklyDigest: true, dueReminders: true, notifyHour: true, timeZone: true } as const satisfies Prisma.ProfileSelect;

/** The caller's notification settings; a token whose account is gone is not a session. */
export async function notificationSettings(ctx: UserScope): Promise<NotificationSettings> {
  const settings = await ctx.db.profile.findUnique({ where: { userId: ctx.user.id }, select: notificationSelect });
  if (!settings) throw new AppError('UNAUTHENTICATED');
  return settings;
}

/** Changes the settings given (the schema has validated them: an hour 0-23, a zone Intl knows) and answers all of them. */
export async function updateNotificationSettings(ctx: UserScope, input: NotificationSettingsInput): Promise<NotificationSettings> {
  const { weeklyDigest, dueReminders, notifyHour, timeZone } = input;
  if (weeklyDigest === undefined && dueReminders === undefined && notifyHour === undefined && timeZone === undefined) return notificationSettings(ctx);
  try {
    // Prisma leaves a field given as undefined as it is.
    return await ctx.db.profile.update({ where: { userId: ctx.user.id }, data: { weeklyDigest, dueReminders, notifyHour, timeZone }, select: notificationSelect });
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

/**
 * Stores the zone a sign-in came from when the account has none yet; a zone already stored (the person's choice,
 * or an earlier sign-in's) is never replaced. One conditional update: two sign-ins racing both leave one zone.
 */
export async function rememberTimeZone(db: Db | DbClient, userId: string, requestTimeZone: string): Promise<void> {
  const timeZone = signInTimeZone(requestTimeZone);
  if (timeZone === null) return;
  await db.profile.updateMany({ where: { userId, timeZone: null }, data: { timeZone } });
}
