// When the warning that a paid plan's period ends is owed (issue 37; docs/decisions/2026-11-30-plan-lapse-warning.md).
import { addDays, localDate, localHour } from './dates';
import { DEFAULT_NOTIFICATION_ZONE } from './notifications';

/** How many local days before a paid plan's period ends its lapse warning is owed. */
export const LAPSE_WARNING_DAYS = 7;

/**
 * How far past `now` a period can end and its warning already be owed: the warning's day starts LAPSE_WARNING_DAYS
 * local days before the end's day, which itself lasts a day, and local days differ from 24 hours by a changed clock.
 * Planning reads only the periods ending within it (and after `now`).
 */
export const LAPSE_WARNING_HORIZON_MS = (LAPSE_WARNING_DAYS + 1) * 24 * 60 * 60_000 + 3 * 60 * 60_000;

/**
 * Whether the warning that a paid plan's period ending at `endsAt` lapses is owed at `now`: from the person's hour
 * (in their zone, UTC while unknown) on the local day LAPSE_WARNING_DAYS before the end's local date, at that hour or
 * later on any day after it, until the period ends. Nothing renews a plan by itself (payments are manual), so
 * every paid period ends unless the person buys a new one, which moves `endsAt` and so the warning's period.
 */
export function lapseWarningOwed(person: { timeZone: string | null; notifyHour: number }, endsAt: Date, now: Date): boolean {
  if (now >= endsAt) return false;
  const zone = person.timeZone ?? DEFAULT_NOTIFICATION_ZONE;
  const warnOn = addDays(localDate(endsAt, zone), -LAPSE_WARNING_DAYS);
  return localDate(now, zone) >= warnOn && localHour(now, zone) >= person.notifyHour;
}
