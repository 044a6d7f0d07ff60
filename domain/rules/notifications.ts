// Which notification mails a person is owed at an instant, and how a failed send is retried.
import type { NotificationKind } from '../schemas/notifications';
import { cycleCalendar, REASSESS_FROM_DAY } from './cycles';
import { addDays, localDate, localHour, zonedHourStart } from './dates';
import { weekStart } from './weekly';

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

/** The shortest wait the planner is given: an instant already past (a clock turned back over the hour) is looked at again then. */
const MIN_PLANNER_WAIT_MS = 60_000;

/**
 * The next instant after `now` at which notificationsOwed owes a mail it does not owe at `now`, or null when nothing
 * will be owed until the settings or the cycle change. Planning at `now` and again at this instant plans everything
 * planning every minute would (the mails owed in between are those owed at `now`). Each kind starts owing at the
 * person's hour of a local day: the reminder on the next such day, the digest on the next Monday, the invitation on
 * day 76 of the running cycle (none once owed: its period is the cycle). A kind added later (another mail at the
 * person's hour) adds its first day here.
 */
export function nextNotificationAt(profile: NotificationProfile, now: Date): Date | null {
  const zone = profile.timeZone ?? DEFAULT_NOTIFICATION_ZONE;
  const today = localDate(now, zone);
  const hourReached = localHour(now, zone) >= profile.notifyHour;
  // The first local day whose hour is still to come.
  const next = hourReached ? addDays(today, 1) : today;
  const days: string[] = [];
  if (profile.dueReminders) days.push(next);
  if (profile.weeklyDigest) days.push(weekStart(next) === next ? next : addDays(weekStart(next), 7));
  if (profile.reassessInvitation && profile.cycle) {
    const from = cycleCalendar(profile.cycle.startedAt, now, zone).reassessFrom;
    if (!(hourReached && today >= from)) days.push(from > next ? from : next);
  }
  if (days.length === 0) return null;
  const first = days.reduce((earliest, day) => (day < earliest ? day : earliest));
  const at = zonedHourStart(first, profile.notifyHour, zone).getTime();
  return new Date(Math.max(at, now.getTime() + MIN_PLANNER_WAIT_MS));
}

/** How many times a mail is tried before it is given up as FAILED. */
export const NOTIFICATION_MAX_ATTEMPTS = 6;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000];

/** How long to wait after the `attempts`-th failed try (1 min, 5 min, 15 min, 1 h, 3 h), or null when none is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= NOTIFICATION_MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}
