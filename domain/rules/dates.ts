// Calendar dates as 'YYYY-MM-DD' strings, and the time-zone arithmetic the rules need (Intl only).
import { LOCALES, type Lang } from '../messages/format';

const DAY_MS = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one, and list reads call these per row.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function memo(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  return memo(dateFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

/** Midnight UTC of a calendar date (how dates travel and are stored). */
export function dateToUtc(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function utcToDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcToDate(new Date(dateToUtc(date).getTime() + days * DAY_MS));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same day-of-month a number of calendar months later; when that day does not exist in the target month
 * (Jan 31 + 1 month), the month's last day.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dateToUtc(b).getTime() - dateToUtc(a).getTime()) / DAY_MS);
}

/** Year to second of an instant as a wall clock in a time zone shows it (hours 0-23). */
function wallClockParts(instant: Date, timeZone: string): Intl.DateTimeFormatPart[] {
  return memo(partFormats, timeZone, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  ).formatToParts(instant);
}

/** The hour (0-23) a wall clock in a time zone shows at an instant. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(wallClockParts(instant, timeZone).find((part) => part.type === 'hour')?.value ?? 0);
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
function zoneOffset(at: number, timeZone: string): number {
  const text = memo(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })).format(at);
  // 'GMT' for UTC itself, else 'GMT+10:30' (with seconds for the local mean times of old dates: 'GMT-00:44:30').
  const match = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match?.[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return (match[1] === '-' ? -seconds : seconds) * 1000;
}

// Day starts ask for the offsets at the UTC midnights either side, which neighbouring days share (weeks, months).
const MAX_REMEMBERED_OFFSETS = 4096;
const midnightOffsets = new Map<string, number>();

function offsetAtUtcMidnight(at: number, timeZone: string): number {
  const key = `${timeZone}|${at}`;
  let offset = midnightOffsets.get(key);
  if (offset === undefined) {
    offset = zoneOffset(at, timeZone);
    if (midnightOffsets.size >= MAX_REMEMBERED_OFFSETS) midnightOffsets.clear();
    midnightOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant a calendar date starts in a time zone: that day's 00:00 (the first one, when a clock turned back
 * repeats it), or, when a change of offset skips midnight (America/Santiago, Asia/Tehran before 2023) or the whole
 * day (Pacific/Apia on 2011-12-30), the first instant after it, whatever the size of the change (30 minutes on
 * Australia/Lord_Howe). Offsets change at most once within two days in every zone.
 */
export function zonedStartOfDay(date: string, timeZone: string): Date {
  const midnight = dateToUtc(date).getTime();
  const offsetBefore = offsetAtUtcMidnight(midnight - DAY_MS, timeZone);
  const offsetAfter = offsetAtUtcMidnight(midnight + DAY_MS, timeZone);
  if (offsetBefore === offsetAfter) return new Date(midnight - offsetBefore);
  // One change near: midnight read with either offset, the earlier first, is the start if the clock reads it then.
  const candidates = [midnight - offsetBefore, midnight - offsetAfter].sort((a, b) => a - b);
  const exact = candidates.find((at) => at + zoneOffset(at, timeZone) === midnight);
  if (exact !== undefined) return new Date(exact);
  // The change skipped midnight: the day starts at the change, found to the second (offsets change on whole seconds).
  let [before = midnight - DAY_MS, after = midnight + DAY_MS] = candidates;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (middle + zoneOffset(middle, timeZone) > midnight) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** Whether a zone's wall clock at an instant is past `date` or shows `hour` o'clock or later on it. */
function reachedHour(at: number, date: string, hour: number, timeZone: string): boolean {
  const parts = wallClockParts(new Date(at), timeZone);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const shown = `${part('year')}-${part('month')}-${part('day')}`;
  return shown > date || (shown === date && Number(part('hour')) >= hour);
}

const hourStarts = new Map<string, number>();

/**
 * The first instant of a local date at which the zone's wall clock shows `hour` o'clock or later: that day's hour:00
 * (the first one, when a clock turned back repeats it), or the change that skips it (02:00 read as 03:00 on a spring
 * day); the next day's start when the day never reaches the hour. The wall time read with the offsets either side of
 * the day is checked first; a change at an odd time (Australia/Lord_Howe's 30 minutes) is found to the second.
 */
export function zonedHourStart(date: string, hour: number, timeZone: string): Date {
  // Many people share a zone, a day and an hour (a morning's wave in one zone): each is worked out once.
  const key = `${timeZone}|${date}|${hour}`;
  let at = hourStarts.get(key);
  if (at === undefined) {
    at = findHourStart(date, hour, timeZone);
    if (hourStarts.size >= MAX_REMEMBERED_OFFSETS) hourStarts.clear();
    hourStarts.set(key, at);
  }
  return new Date(at);
}

function findHourStart(date: string, hour: number, timeZone: string): number {
  const start = zonedStartOfDay(date, timeZone).getTime();
  const end = zonedStartOfDay(addDays(date, 1), timeZone).getTime();
  const reached = (at: number) => at >= end || reachedHour(at, date, hour, timeZone);
  if (reached(start)) return start;
  const wall = dateToUtc(date).getTime() + hour * 3_600_000;
  const candidates = [wall - zoneOffset(start, timeZone), wall - zoneOffset(end - 1, timeZone)].sort((a, b) => a - b);
  const exact = candidates.find((at) => at > start && reached(at) && !reached(at - 1000));
  if (exact !== undefined) return exact;
  let [before, after] = [start, end];
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (reached(middle)) after = middle;
    else before = middle;
  }
  return after;
}

/** The first day of the calendar month that holds a date. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** A date written out in full for a message in one of the two languages: '24 de noviembre de 2026', 'November 24, 2026'. */
export function longDate(instant: Date, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone }).format(instant);
}
