import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate, startOfMonth, zonedStartOfDay } from './dates';

describe('dates', () => {
  it('reads the calendar date of an instant in a zone', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/Mexico_City')).toBe('2026-02-28');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('adds days and counts them across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
  });

  it('finds the instant a day starts in a zone, DST days included', () => {
    expect(zonedStartOfDay('2026-11-01', 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(zonedStartOfDay('2026-11-01', 'America/Mexico_City').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(zonedStartOfDay('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedStartOfDay('2026-10-25', 'Europe/Madrid').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('zonedStartOfDay: named cases', () => {
  it.each([
    // Lord Howe moves its clocks by 30 minutes, at 02:00: the days of the change still start at 00:00.
    ['Australia/Lord_Howe', '2026-10-04', '2026-10-03T13:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-05', '2026-10-04T13:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T13:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-06', '2026-04-05T13:30:00.000Z'],
    // Santiago changes at midnight: in September 00:00 does not exist (the day starts at 01:00 -03); in April the
    // clock reaches 24:00 -03 and turns back to 23:00, so the day starts at 00:00 -04.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
    ['America/Santiago', '2026-04-05', '2026-04-05T04:00:00.000Z'],
    ['America/Santiago', '2026-04-04', '2026-04-04T03:00:00.000Z'],
    // Tehran (+03:30, no daylight saving time since 2022; in 2021 it skipped 00:00 on 22 March and repeated 23:00).
    ['Asia/Tehran', '2026-03-21', '2026-03-20T20:30:00.000Z'],
    ['Asia/Tehran', '2021-03-22', '2021-03-21T20:30:00.000Z'],
    ['Asia/Tehran', '2021-09-22', '2021-09-21T20:30:00.000Z'],
    // Apia (+13) jumped the date line: 2011-12-30 never happened there, so it "starts" when 2011-12-31 does.
    ['Pacific/Apia', '2026-11-28', '2026-11-27T11:00:00.000Z'],
    ['Pacific/Apia', '2011-12-29', '2011-12-29T10:00:00.000Z'],
    ['Pacific/Apia', '2011-12-30', '2011-12-30T10:00:00.000Z'],
    ['Pacific/Apia', '2011-12-31', '2011-12-30T10:00:00.000Z'],
  ])('%s %s starts at %s', (timeZone, date, instant) => {
    expect(zonedStartOfDay(date, timeZone).toISOString()).toBe(instant);
  });
});

describe('zonedStartOfDay: every IANA zone, 730 consecutive days', () => {
  const FIRST_DAY = '2026-01-01';
  const DAYS = 730;
  const WEEK = 7;
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  const wallFormats = new Map<string, Intl.DateTimeFormat>();
  /** 'YYYY-MM-DD HH:mm:ss' as the zone's wall clock shows an instant (a formatter of the test's own). */
  function wall(at: number, timeZone: string): string {
    let format = wallFormats.get(timeZone);
    if (!format) {
      const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
      format = new Intl.DateTimeFormat('sv-SE', { timeZone, hourCycle: 'h23', ...options });
      wallFormats.set(timeZone, format);
    }
    return format.format(at);
  }
  const offsetAt = (at: number, timeZone: string) => Date.parse(`${wall(at, timeZone).replace(' ', 'T')}Z`) - at;

  /** Why `start` is not the start of `date` in the zone, or null when it is. */
  function wrongStart(date: string, start: number, timeZone: string): string | null {
    const midnight = `${date} 00:00:00`;
    const text = wall(start, timeZone);
    // Exact midnight, or (a skipped midnight) later that day with the second before it still the day before.
    const starts = text === midnight || (text > midnight && text.startsWith(date) && wall(start - 1000, timeZone) < midnight);
    // Nothing earlier reads the day, as far back as a change of offset reaches (a repeated midnight counts once).
    const first = [1000, HOUR / 2, HOUR, 2 * HOUR, 3 * HOUR].every((back) => wall(start - back, timeZone) < midnight);
    return starts && first ? null : `${timeZone} ${date}: ${new Date(start).toISOString()} reads ${text}`;
  }

  it('starts each local day at its 00:00, or at the first instant after a change that skipped it', () => {
    const failures: string[] = [];
    for (const timeZone of Intl.supportedValuesOf('timeZone')) {
      for (let first = 0; first < DAYS; first += WEEK) {
        const dates = Array.from({ length: Math.min(WEEK, DAYS - first) }, (_, index) => addDays(FIRST_DAY, first + index));
        const starts = dates.map((date) => zonedStartOfDay(date, timeZone).getTime());
        // A week whose offset is the same a day before and a day after it holds no change (changes are months
        // apart): each day starts at its midnight less that offset. A week around a change is checked day by day.
        const before = offsetAt(Date.parse(dates[0]!) - DAY, timeZone);
        const after = offsetAt(Date.parse(dates.at(-1)!) + DAY, timeZone);
        dates.forEach((date, index) => {
          const start = starts[index]!;
          const failure = before === after ? (start === Date.parse(date) - before ? null : `${timeZone} ${date}: ${new Date(start).toISOString()}`) : wrongStart(date, start, timeZone);
          if (failure) failures.push(failure);
        });
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
