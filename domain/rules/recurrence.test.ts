import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, utcToDate } from './dates';
import { EVERY_DAYS_MAX, firstSeriesDate, isoWeekday, nextOccurrence, untilInRange, type RecurrenceRule } from './recurrence';

const dates = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map(utcToDate);
const everyDays = fc.integer({ min: 1, max: EVERY_DAYS_MAX });
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const rules: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  everyDays.map((n) => ({ everyDays: n })),
  weekdays.map((days) => ({ weekdays: days })),
);

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('nextOccurrence', () => {
  it('is always strictly after the previous one and never past until', () => {
    fc.assert(
      fc.property(rules, dates, fc.integer({ min: 0, max: 800 }), (rule, after, span) => {
        const until = addDays(after, span);
        const next = nextOccurrence(rule, after, until);
        if (next === null) return;
        expect(next > after).toBe(true);
        expect(next <= until).toBe(true);
      }),
    );
  });

  it('spaces every-N occurrences exactly N days apart, and ends once N days would pass until', () => {
    fc.assert(
      fc.property(everyDays, dates, fc.integer({ min: 0, max: 800 }), (n, after, span) => {
        const until = addDays(after, span);
        const next = nextOccurrence({ everyDays: n }, after, until);
        if (span >= n) expect(next).toBe(addDays(after, n));
        else expect(next).toBeNull();
      }),
    );
  });

  it('lands on the first chosen weekday after the previous one, skipping none', () => {
    fc.assert(
      fc.property(weekdays, dates, (days, after) => {
        const next = nextOccurrence({ weekdays: days }, after, addDays(after, 30));
        expect(next).not.toBeNull();
        if (next === null) return;
        expect(days).toContain(isoWeekday(next));
        expect(daysBetween(after, next)).toBeLessThanOrEqual(7);
        for (let d = addDays(after, 1); d < next; d = addDays(d, 1)) expect(days).not.toContain(isoWeekday(d));
      }),
    );
  });

  it('knows known dates', () => {
    // Wednesday 2026-11-25: Monday and Friday → Friday 27; after Friday → Monday 30.
    expect(nextOccurrence({ weekdays: [1, 5] }, '2026-11-25', '2026-12-31')).toBe('2026-11-27');
    expect(nextOccurrence({ weekdays: [1, 5] }, '2026-11-27', '2026-12-31')).toBe('2026-11-30');
    expect(nextOccurrence({ weekdays: [3] }, '2026-11-25', '2026-12-31')).toBe('2026-12-02');
    expect(nextOccurrence({ everyDays: 7 }, '2026-11-25', '2026-12-02')).toBe('2026-12-02');
    expect(nextOccurrence({ everyDays: 7 }, '2026-11-25', '2026-12-01')).toBeNull();
    expect(nextOccurrence({ weekdays: [1] }, '2026-11-25', '2026-11-29')).toBeNull();
  });
});

describe('firstSeriesDate', () => {
  it('starts a Mon/Wed/Fri series asked for a Saturday on the Monday after, and one asked for a Wednesday on it', () => {
    expect(firstSeriesDate({ weekdays: [1, 3, 5] }, '2026-11-28')).toBe('2026-11-30');
    expect(firstSeriesDate({ weekdays: [1, 3, 5] }, '2026-11-25')).toBe('2026-11-25');
    expect(firstSeriesDate({ weekdays: [7] }, '2026-11-30')).toBe('2026-12-06');
  });

  it('keeps the date asked for every N days', () => {
    expect(firstSeriesDate({}, '2026-11-28')).toBe('2026-11-28');
  });

  it('is always a chosen weekday, on or within 6 days after the date asked', () => {
    fc.assert(
      fc.property(weekdays, dates, (days, date) => {
        const first = firstSeriesDate({ weekdays: days }, date);
        expect(days).toContain(isoWeekday(first));
        expect(daysBetween(date, first)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(date, first)).toBeLessThan(7);
      }),
    );
  });
});

describe('untilInRange', () => {
  it('takes the first date and the project end, and nothing outside them', () => {
    expect(untilInRange('2026-12-01', '2026-12-01', '2026-12-31')).toBe(true);
    expect(untilInRange('2026-12-31', '2026-12-01', '2026-12-31')).toBe(true);
    expect(untilInRange('2026-11-30', '2026-12-01', '2026-12-31')).toBe(false);
    expect(untilInRange('2027-01-01', '2026-12-01', '2026-12-31')).toBe(false);
  });
});
