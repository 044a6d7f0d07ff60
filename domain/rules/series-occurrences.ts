// The occurrences of a recurring series as reads compute them, without storing them
// (docs/decisions/2026-11-28-series-occurrences-computed.md). Every function here costs the same whatever the span
// of dates it covers: a series idle for a year costs what it costs after a day.
import { addDays, daysBetween } from './dates';
import { isoWeekday, nextOccurrence, type RecurrenceRule } from './recurrence';

/** How many days back the lists show an occurrence that was missed (its date passed, never completed). */
export const MISSED_DAYS_SHOWN = 7;
/** Series running at once per person (not stopped, until not past): beyond, adding one answers 422 SERIES_LIMIT. */
export const MAX_RUNNING_SERIES = 100;

/**
 * The smallest date of the rule after `anchor` (an occurrence's date the rule counts from) and on or after `date`.
 * The anchor itself is not one: every N days counts from it, weekdays follow it.
 */
export function firstOnOrAfter(rule: RecurrenceRule, anchor: string, date: string): string {
  if (rule.everyDays !== undefined) {
    const steps = Math.max(1, Math.ceil(daysBetween(anchor, date) / rule.everyDays));
    return addDays(anchor, steps * rule.everyDays);
  }
  let day = date > anchor ? date : addDays(anchor, 1);
  const chosen = new Set(rule.weekdays);
  for (let tries = 0; tries < 7 && !chosen.has(isoWeekday(day)); tries += 1) day = addDays(day, 1);
  return day;
}

/** The largest date of the rule after `anchor` and on or before `date`, or null when there is none. */
export function lastOnOrBefore(rule: RecurrenceRule, anchor: string, date: string): string | null {
  const gap = daysBetween(anchor, date);
  if (rule.everyDays !== undefined) return gap < rule.everyDays ? null : addDays(anchor, Math.floor(gap / rule.everyDays) * rule.everyDays);
  const chosen = new Set(rule.weekdays);
  for (let back = 0; back < 7 && back < gap; back += 1) {
    const day = addDays(date, -back);
    if (chosen.has(isoWeekday(day))) return day;
  }
  return null;
}

/** Whether a date is one of the rule's after `anchor`. */
export function isRuleDate(rule: RecurrenceRule, anchor: string, date: string): boolean {
  if (date <= anchor) return false;
  return rule.everyDays !== undefined ? daysBetween(anchor, date) % rule.everyDays === 0 : rule.weekdays.includes(isoWeekday(date));
}

/** How many dates of the rule after `anchor` fall from `from` to `to` (both included), counted, not listed. */
export function countBetween(rule: RecurrenceRule, anchor: string, from: string, to: string): number {
  const start = from > anchor ? from : addDays(anchor, 1);
  if (start > to) return 0;
  if (rule.everyDays !== undefined) {
    const first = firstOnOrAfter(rule, anchor, start);
    return first > to ? 0 : Math.floor(daysBetween(first, to) / rule.everyDays) + 1;
  }
  const days = daysBetween(start, to) + 1;
  const fullWeeks = Math.floor(days / 7);
  const chosen = new Set(rule.weekdays);
  let count = fullWeeks * chosen.size;
  for (let day = addDays(start, fullWeeks * 7); day <= to; day = addDays(day, 1)) if (chosen.has(isoWeekday(day))) count += 1;
  return count;
}

/** The dates of the rule after `anchor` from `from` to `to`, listed (callers bound the span). */
export function datesBetween(rule: RecurrenceRule, anchor: string, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day: string | null = firstOnOrAfter(rule, anchor, from); day !== null && day <= to; day = nextOccurrence(rule, day, to)) dates.push(day);
  return dates;
}

/** What happened to one date of a series: stored pending, stored completed, or skipped (deleted or moved away). */
export type TakenDate = 'pending' | 'completed' | 'skipped';

export type SeriesPlan = {
  rule: RecurrenceRule;
  /** ActionSeries.lastDate: every date up to it is settled (stored or gone); the rule counts from it. */
  anchor: string;
  /** The last date it may fall on: until or the project's end, the earlier. */
  end: string;
  /** The anchor's own occurrence: pending, completed, or skipped when it no longer exists at that date. */
  anchorState: TakenDate;
  /** The series' dates after the anchor that are stored or skipped, at least those from the caller's window on. */
  taken: ReadonlyMap<string, TakenDate>;
};

/**
 * The latest date a series owes an occurrence for on `today`, or null when it owes none after its anchor: every date
 * while the previous one is past, completed or skipped, so one pending occurrence stays ahead (issue 20). It jumps
 * over the missed dates instead of walking them, and walks only the dates completed or skipped ahead of today.
 */
export function owedUntil(plan: SeriesPlan, today: string): string | null {
  if (plan.anchor >= today && plan.anchorState === 'pending') return null;
  let latest: string | null;
  if (plan.anchor < today) {
    const first = firstOnOrAfter(plan.rule, plan.anchor, today);
    latest = first <= plan.end ? first : lastOnOrBefore(plan.rule, plan.anchor, plan.end);
  } else {
    latest = nextOccurrence(plan.rule, plan.anchor, plan.end);
  }
  if (latest === null) return null;
  for (let state = plan.taken.get(latest); latest >= today && (state === 'completed' || state === 'skipped'); state = plan.taken.get(latest)) {
    const next = nextOccurrence(plan.rule, latest, plan.end);
    if (next === null) break;
    latest = next;
  }
  return latest;
}

/** The date an occurrence follows: the rule's previous date, or the anchor for the first one after it. */
export function previousDate(plan: Pick<SeriesPlan, 'rule' | 'anchor'>, date: string): string {
  return lastOnOrBefore(plan.rule, plan.anchor, addDays(date, -1)) ?? plan.anchor;
}

// Stable ids of occurrences not stored yet: the series id's first 80 bits (its version and variant among them), and
// its last 48 bits mixed with the day number of the date by an invertible multiplication, so each (series, date)
// has one id that names its series and date, looks like any other UUID and stays the stored row's id once stored.
const MASK48 = (1n << 48n) - 1n;
const MIX = 0x9e3779b97f4bn;
const MIX_INVERSE = (() => {
  let inverse = MIX;
  for (let round = 0; round < 6; round += 1) inverse = (inverse * (2n - MIX * inverse)) & MASK48;
  return inverse;
})();
const EPOCH = '1970-01-01';
/** Day numbers a real date can have (1970 to 2243): anything else decoded from an id is not an occurrence's. */
const MAX_DAY_NUMBER = 100_000;

const hexOf = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The id of a series' occurrence on a date, the same on every read until it is stored, and after. */
export function occurrenceId(seriesId: string, date: string): string {
  const hex = hexOf(seriesId);
  const mixed = (BigInt(daysBetween(EPOCH, date)) * MIX) & MASK48;
  const tail = (BigInt(`0x${hex.slice(20)}`) ^ mixed).toString(16).padStart(12, '0');
  return uuidOf(hex.slice(0, 20) + tail);
}

/** The range of series ids an occurrence id can belong to: those sharing its first 80 bits. */
export function seriesIdRange(id: string): { from: string; to: string } {
  const head = hexOf(id).slice(0, 20);
  return { from: uuidOf(`${head}000000000000`), to: uuidOf(`${head}ffffffffffff`) };
}

/** The date an occurrence id names within a series, or null when the id is not one of that series' occurrences. */
export function occurrenceDate(seriesId: string, id: string): string | null {
  const series = hexOf(seriesId);
  const occurrence = hexOf(id);
  if (series.slice(0, 20) !== occurrence.slice(0, 20)) return null;
  const mixed = BigInt(`0x${series.slice(20)}`) ^ BigInt(`0x${occurrence.slice(20)}`);
  const day = Number((mixed * MIX_INVERSE) & MASK48);
  return day > 0 && day < MAX_DAY_NUMBER ? addDays(EPOCH, day) : null;
}
