import { addDays, dateToUtc } from './dates';

/** Every N days, from 1 to a year. */
export const EVERY_DAYS_MAX = 365;

/**
 * How an action repeats: every N days from the previous occurrence, or on chosen ISO weekdays (1 Monday … 7
 * Sunday). Either way the series ends on `until` (YYYY-MM-DD), no later than its project's end.
 */
export type RecurrenceRule = { everyDays: number; weekdays?: undefined } | { everyDays?: undefined; weekdays: readonly number[] };

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return dateToUtc(date).getUTCDay() || 7;
}

/**
 * The occurrence that follows one due on `after`: N days later, or the next chosen weekday strictly after it; null
 * when that date is past `until` (the series has ended).
 */
export function nextOccurrence(rule: RecurrenceRule, after: string, until: string): string | null {
  let next: string;
  if (rule.everyDays !== undefined) {
    next = addDays(after, rule.everyDays);
  } else {
    const chosen = new Set(rule.weekdays);
    if (chosen.size === 0) return null;
    next = addDays(after, 1);
    while (!chosen.has(isoWeekday(next))) next = addDays(next, 1);
  }
  return next <= until ? next : null;
}

/**
 * The first occurrence of a new series asked to start on `dueDate`: that date for every N days; for chosen weekdays
 * the first chosen weekday on or after it (a Mon/Wed/Fri series asked for a Saturday starts on the Monday).
 */
export function firstSeriesDate(rule: { weekdays?: readonly number[] | undefined }, dueDate: string): string {
  if (rule.weekdays === undefined || rule.weekdays.length === 0) return dueDate;
  const chosen = new Set(rule.weekdays);
  let day = dueDate;
  for (let tries = 0; tries < 7 && !chosen.has(isoWeekday(day)); tries += 1) day = addDays(day, 1);
  return day;
}

/** A series may run until a date from its first (or latest) occurrence to its project's end. */
export function untilInRange(until: string, firstDate: string, projectEndDate: string): boolean {
  return until >= firstDate && until <= projectEndDate;
}
