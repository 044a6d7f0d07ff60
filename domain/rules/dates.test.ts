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
