// The week as the programme measures it: Monday to Sunday in the user's time zone, and its execution score.
import { addDays, dateToUtc, daysBetween, localDate, zonedStartOfDay } from './dates';

/** The execution score a week should reach, in percent. */
export const EXECUTION_TARGET_PERCENT = 85;
/** How many past weeks GET /weeks/me answers by default, and at most. */
export const DEFAULT_WEEKS = 12;
export const MAX_WEEKS = 52;

/** The Monday of the week that holds a calendar date. */
export function weekStart(date: string): string {
  const weekday = dateToUtc(date).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The Monday of the current week in a time zone. */
export function currentWeekStart(now: Date, timeZone: string): string {
  return weekStart(localDate(now, timeZone));
}

/** The instant a week ends (the next Monday's midnight in the time zone), whatever DST does in between. */
export function weekEndInstant(monday: string, timeZone: string): Date {
  return zonedStartOfDay(addDays(monday, 7), timeZone);
}

/** The Mondays of the last `past` weeks and the current one, oldest first. */
export function weekStarts(now: Date, timeZone: string, past: number): string[] {
  const current = currentWeekStart(now, timeZone);
  return Array.from({ length: past + 1 }, (_, index) => addDays(current, 7 * (index - past)));
}

/** Done over due in whole percent; null when nothing was due (a week without actions has no score, not 0 or 100). */
export function executionScore(due: number, done: number): number | null {
  return due === 0 ? null : Math.round((100 * done) / due);
}

/** The weeks in a row, counting back from the last ended week, that reached the target (weeks without a score break it). */
export function targetStreak(endedScoresOldestFirst: readonly (number | null)[]): number {
  let streak = 0;
  for (let index = endedScoresOldestFirst.length - 1; index >= 0; index -= 1) {
    const score = endedScoresOldestFirst[index];
    if (score === null || score === undefined || score < EXECUTION_TARGET_PERCENT) break;
    streak += 1;
  }
  return streak;
}

/** A week may be reviewed from its Friday on (and any time after it has ended). */
export function reviewOpensOn(monday: string): string {
  return addDays(monday, 4);
}

/** A review may be edited for this many days after it was written. */
export const REVIEW_EDIT_DAYS = 7;
export const REVIEW_TEXT_MAX = 1000;

export function reviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < REVIEW_EDIT_DAYS * 86_400_000;
}

export type PlanWindow = { from: string; to: string };

/** A date the coming week's plan may use. */
export function inPlanWindow(date: string, window: PlanWindow): boolean {
  return date >= window.from && date <= window.to;
}

/**
 * The dates the actions picked in a review may be planned on: the week after the reviewed one, or the current
 * week once that has begun, from today on.
 */
export function planWindow(reviewedMonday: string, today: string): PlanWindow {
  const following = addDays(reviewedMonday, 7);
  const current = weekStart(today);
  const monday = following > current ? following : current;
  return { from: monday > today ? monday : today, to: addDays(monday, 6) };
}

/** The Mondays from the week that holds `firstDate` to the current week, oldest first; none when firstDate is later. */
export function weekStartsSince(firstDate: string, now: Date, timeZone: string): string[] {
  const past = daysBetween(weekStart(firstDate), currentWeekStart(now, timeZone)) / 7;
  return past < 0 ? [] : weekStarts(now, timeZone, past);
}
