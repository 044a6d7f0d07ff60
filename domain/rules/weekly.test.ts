import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateToUtc, daysBetween, localDate, utcToDate } from './dates';
import { currentWeekStart, executionScore, inPlanWindow, planWindow, reviewEditable, reviewOpensOn, targetStreak, weekEndInstant, weekStart, weekStarts } from './weekly';
import { weekTally } from '../../tests/support/weekly-oracle';

const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'America/Mexico_City', 'Pacific/Auckland', 'Asia/Kolkata', 'Australia/Lord_Howe'];
const dates = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const zones = fc.constantFrom(...ZONES);

describe('weekStart', () => {
  it('is the Monday on or before the date, at most six days earlier', () => {
    fc.assert(
      fc.property(dates, (instant) => {
        const date = utcToDate(instant);
        const monday = weekStart(date);
        expect(dateToUtc(monday).getUTCDay()).toBe(1);
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, date)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('knows the week of known dates', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
});

describe('the current week in a time zone', () => {
  it('holds the local date of now in every zone', () => {
    fc.assert(
      fc.property(dates, zones, (now, zone) => {
        const monday = currentWeekStart(now, zone);
        const today = localDate(now, zone);
        expect(monday <= today && today <= addDays(monday, 6)).toBe(true);
      }),
    );
  });

  it('differs east and west of UTC on a Sunday night in UTC', () => {
    const now = new Date('2026-11-29T23:30:00Z');
    expect(currentWeekStart(now, 'UTC')).toBe('2026-11-23');
    expect(currentWeekStart(now, 'Europe/Madrid')).toBe('2026-11-30');
    expect(currentWeekStart(now, 'America/New_York')).toBe('2026-11-23');
  });

  it('lists the last weeks and the current one, a week apart', () => {
    const starts = weekStarts(new Date('2026-11-25T12:00:00Z'), 'UTC', 3);
    expect(starts).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });
});

describe('weekEndInstant', () => {
  it('is the next Monday at local midnight, also across DST changes', () => {
    // Madrid leaves summer time on Sunday 2026-10-25: that week lasts 169 hours.
    const start = weekEndInstant('2026-10-12', 'Europe/Madrid');
    const end = weekEndInstant('2026-10-19', 'Europe/Madrid');
    expect(end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(169);
    // New York starts summer time on Sunday 2026-03-08: that week lasts 167 hours.
    const nyStart = weekEndInstant('2026-02-23', 'America/New_York');
    const nyEnd = weekEndInstant('2026-03-02', 'America/New_York');
    expect(nyEnd.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((nyEnd.getTime() - nyStart.getTime()) / 3_600_000).toBe(167);
  });

  it('is always the local midnight of a Monday', () => {
    fc.assert(
      fc.property(dates, zones, (instant, zone) => {
        const monday = weekStart(utcToDate(instant));
        const end = weekEndInstant(monday, zone);
        expect(localDate(end, zone)).toBe(addDays(monday, 7));
        expect(localDate(new Date(end.getTime() - 1), zone)).toBe(addDays(monday, 6));
      }),
    );
  });
});

describe('executionScore and weekTally', () => {
  it('scores 6 of 7 as 86 and a week without due actions as no score', () => {
    expect(executionScore(7, 6)).toBe(86);
    expect(executionScore(0, 0)).toBeNull();
    expect(executionScore(4, 0)).toBe(0);
    expect(executionScore(4, 4)).toBe(100);
  });

  it('counts what was due that week and completed before its local end', () => {
    const zone = 'America/New_York';
    const end = weekEndInstant('2026-11-23', zone);
    const items = [
      { dueDate: '2026-11-23', completedAt: new Date('2026-11-20T10:00:00Z') },
      { dueDate: '2026-11-29', completedAt: new Date(end.getTime() - 1) },
      { dueDate: '2026-11-29', completedAt: end },
      { dueDate: '2026-11-25', completedAt: null },
      { dueDate: '2026-11-30', completedAt: new Date('2026-11-24T10:00:00Z') },
      { dueDate: '2026-11-22', completedAt: new Date('2026-11-21T10:00:00Z') },
    ];
    expect(weekTally(items, '2026-11-23', zone)).toEqual({ due: 4, done: 2 });
  });

  it('never counts more done than due', () => {
    const item = fc.record({ dueDate: dates.map(utcToDate), completedAt: fc.option(dates, { nil: null }) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), dates, zones, (items, instant, zone) => {
        const tally = weekTally(items, weekStart(utcToDate(instant)), zone);
        expect(tally.done).toBeLessThanOrEqual(tally.due);
        const score = executionScore(tally.due, tally.done);
        if (score !== null) expect(score).toBeGreaterThanOrEqual(0);
        if (score !== null) expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('targetStreak', () => {
  it('counts the latest weeks at 85% or more; a miss or a week without score ends it', () => {
    expect(targetStreak([90, 50, 85, 100])).toBe(2);
    expect(targetStreak([90, 95, null, 86])).toBe(1);
    expect(targetStreak([90, 84])).toBe(0);
    expect(targetStreak([])).toBe(0);
  });
});

describe('the weekly review calendar', () => {
  it('opens on the Friday of the week', () => {
    expect(reviewOpensOn('2026-11-23')).toBe('2026-11-27');
  });

  it('plans the week after the reviewed one, or the current week once it has begun, from today on', () => {
    // Reviewing the current week on its Friday: next week.
    expect(planWindow('2026-11-23', '2026-11-27')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    // Reviewing last week on Tuesday: the rest of this week.
    expect(planWindow('2026-11-16', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-29' });
    // Reviewing a week long past: the rest of this week.
    expect(planWindow('2026-10-05', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-29' });
  });

  it('lets a review be edited for 7 days', () => {
    const written = new Date('2026-11-27T18:00:00Z');
    expect(reviewEditable(written, new Date('2026-12-04T17:59:59Z'))).toBe(true);
    expect(reviewEditable(written, new Date('2026-12-04T18:00:00Z'))).toBe(false);
  });
});

describe('inPlanWindow', () => {
  it('holds the window both ends included', () => {
    const window = planWindow('2026-11-23', '2026-11-27');
    expect(['2026-11-29', '2026-11-30', '2026-12-06', '2026-12-07'].map((date) => inPlanWindow(date, window))).toEqual([false, true, true, false]);
  });
});
