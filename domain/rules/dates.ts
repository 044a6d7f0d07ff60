// Calendar dates as 'YYYY-MM-DD' strings, and the time-zone arithmetic the rules need (Intl only).
import { LOCALES, type Lang } from '../messages/format';

const DAY_MS = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one, and list reads call these per row.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

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

/** The instant a calendar date starts in a time zone. */
export function zonedStartOfDay(date: string, timeZone: string): Date {
  const utcMidnight = dateToUtc(date);
  const parts = wallClockParts(utcMidnight, timeZone);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asIfUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = asIfUtc - utcMidnight.getTime();
  const guess = new Date(utcMidnight.getTime() - offset);
  // Around a DST change the offset at the guess can differ from the one at UTC midnight; one correction suffices.
  return localDate(guess, timeZone) === date ? guess : new Date(guess.getTime() + (offset > 0 ? DAY_MS : -DAY_MS) / 24);
}

/** The first day of the calendar month that holds a date. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** A date written out in full for a message in one of the two languages: '24 de noviembre de 2026', 'November 24, 2026'. */
export function longDate(instant: Date, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone }).format(instant);
}
