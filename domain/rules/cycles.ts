// The 90-day cycle: its calendar in the user's time zone and when the next one may start.
import { addDays, daysBetween, localDate } from './dates';
import { roundToTenth } from './scoring';

export const CYCLE_LENGTH_DAYS = 90;
/** The first day of a cycle on which the next one may start whatever the projects' state. */
export const REASSESS_FROM_DAY = 76;

export type ProjectState = 'ACTIVE' | 'SOMEDAY' | 'COMPLETED' | 'CANCELLED';

export type CycleCalendar = {
  /** The calendar date the focus selection was saved, in the user's time zone: day 1. */
  startedOn: string;
  /** startedOn + 90 days: the first day after the cycle (kept for the API's compatibility; show lastDay). */
  endsOn: string;
  /** startedOn + 89 days: day 90, the cycle's last day, the end every output shows. */
  lastDay: string;
  /** 1..90; stays 90 once the cycle has run its course and the next one has not started. */
  day: number;
  /** Whole days from today to endsOn, never below 0. */
  daysLeft: number;
  /** The calendar date of day 76. */
  reassessFrom: string;
};

/** Where a cycle started at `startedAt` stands at `now`, by calendar days in `timeZone` (DST changes do not matter). */
export function cycleCalendar(startedAt: Date, now: Date, timeZone: string): CycleCalendar {
  const startedOn = localDate(startedAt, timeZone);
  const today = localDate(now, timeZone);
  const endsOn = addDays(startedOn, CYCLE_LENGTH_DAYS);
  const elapsed = daysBetween(startedOn, today);
  return {
    startedOn,
    endsOn,
    lastDay: addDays(startedOn, CYCLE_LENGTH_DAYS - 1),
    day: Math.min(CYCLE_LENGTH_DAYS, Math.max(1, elapsed + 1)),
    daysLeft: Math.max(0, daysBetween(today, endsOn)),
    reassessFrom: addDays(startedOn, REASSESS_FROM_DAY - 1),
  };
}

/** Every project of the cycle is finished: at least one, and all COMPLETED or CANCELLED. */
export function allProjectsClosed(statuses: readonly ProjectState[]): boolean {
  return statuses.length > 0 && statuses.every((status) => status === 'COMPLETED' || status === 'CANCELLED');
}

/** The next cycle may start from day 76, or earlier once every project of the cycle is closed. */
export function canReassess(calendar: Pick<CycleCalendar, 'day'>, projectStatuses: readonly ProjectState[]): boolean {
  return calendar.day >= REASSESS_FROM_DAY || allProjectsClosed(projectStatuses);
}

export type ScoreChange = { delta: number | null; percent: number | null };

/**
 * How a score moved from one cycle to another: points (one decimal) and percent of the earlier score (one
 * decimal); null when either score is missing, and the percent also when the earlier score is 0.
 */
export function scoreChange(before: number | null, after: number | null): ScoreChange {
  if (before === null || after === null) return { delta: null, percent: null };
  const delta = roundToTenth(after - before);
  return { delta, percent: before === 0 ? null : roundToTenth((delta / before) * 100) };
}
