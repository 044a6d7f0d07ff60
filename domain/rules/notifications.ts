// Which notification mails a person is owed at an instant, and how a failed send is retried.
import type { NotificationKind } from '../schemas/notifications';
import { cycleCalendar, REASSESS_FROM_DAY } from './cycles';
import { localDate, localHour } from './dates';
import { weekStart } from './weeks';

/** What planning reads of a person: the settings, the zone (UTC while unknown) and the running cycle. */
export type NotificationProfile = {
  timeZone: string | null;
  notifyHour: number;
  weeklyDigest: boolean;
  dueReminders: boolean;
  reassessInvitation: boolean;
  /** The active cycle and the instant its focus was chosen (day 1), or null when none is running. */
  cycle: { id: string; startedAt: Date } | null;
};

/**
 * One mail owed: its kind and its period, which makes it unique per person. The period of a digest is its Monday, of
 * a reminder its day (local dates), of an invitation its cycle: each is sent once however often planning runs.
 */
export type PlannedNotification = { kind: NotificationKind; period: string };

/** The zone notifications follow while a person's is unknown. */
export const DEFAULT_NOTIFICATION_ZONE = 'UTC';

/**
 * The mails owed at `now`: from the person's hour on their local day (never before it, and still later that day if
 * the servers were down at the hour), the Monday digest, the day's reminder, and from day 76 of a cycle its
 * invitation. Whether a reminder has anything to say is decided when it is sent: the actions may change until then.
 * Daylight saving time needs no care: an hour that a change skips is passed, one it repeats plans the same periods.
 */
export function notificationsOwed(profile: NotificationProfile, now: Date): PlannedNotification[] {
  const zone = profile.timeZone ?? DEFAULT_NOTIFICATION_ZONE;
  if (localHour(now, zone) < profile.notifyHour) return [];
  const today = localDate(now, zone);
  const owed: PlannedNotification[] = [];
  if (profile.weeklyDigest && weekStart(today) === today) owed.push({ kind: 'WEEKLY_DIGEST', period: today });
  if (profile.dueReminders) owed.push({ kind: 'DUE_REMINDER', period: today });
  if (profile.reassessInvitation && profile.cycle && cycleCalendar(profile.cycle.startedAt, now, zone).day >= REASSESS_FROM_DAY) {
    owed.push({ kind: 'REASSESS_INVITATION', period: profile.cycle.id });
  }
  return owed;
}

/** How many times a mail is tried before it is given up as FAILED. */
export const NOTIFICATION_MAX_ATTEMPTS = 6;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000];

/** How long to wait after the `attempts`-th failed try (1 min, 5 min, 15 min, 1 h, 3 h), or null when none is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= NOTIFICATION_MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}
