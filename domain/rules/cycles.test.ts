import { describe, expect, it } from 'vitest';
import { allProjectsClosed, canReassess, cycleCalendar, scoreChange } from './cycles';

const DAY = 86_400_000;

describe('cycleCalendar', () => {
  it('counts day 1 on the day the focus was saved and ends 90 days later', () => {
    const start = new Date('2026-01-10T15:00:00Z');
    expect(cycleCalendar(start, start, 'UTC')).toEqual({ startedOn: '2026-01-10', endsOn: '2026-04-10', lastDay: '2026-04-09', day: 1, daysLeft: 90, reassessFrom: '2026-03-26' });
    expect(cycleCalendar(start, new Date(start.getTime() + 74 * DAY), 'UTC')).toMatchObject({ day: 75, daysLeft: 16 });
    expect(cycleCalendar(start, new Date(start.getTime() + 75 * DAY), 'UTC')).toMatchObject({ day: 76, daysLeft: 15 });
    expect(cycleCalendar(start, new Date(start.getTime() + 89 * DAY), 'UTC')).toMatchObject({ day: 90, daysLeft: 1 });
    expect(cycleCalendar(start, new Date(start.getTime() + 200 * DAY), 'UTC')).toMatchObject({ day: 90, daysLeft: 0 });
  });

  it('uses the calendar of the user’s time zone', () => {
    // 23:30 in Mexico City on Jan 10 is already Jan 11 in UTC and in Madrid.
    const start = new Date('2026-01-11T05:30:00Z');
    expect(cycleCalendar(start, start, 'America/Mexico_City').startedOn).toBe('2026-01-10');
    expect(cycleCalendar(start, start, 'Europe/Madrid').startedOn).toBe('2026-01-11');
    // One hour later it is Jan 11 in Mexico City too: day 2 there, still day 1 in Madrid.
    const later = new Date('2026-01-11T06:30:00Z');
    expect(cycleCalendar(start, later, 'America/Mexico_City').day).toBe(2);
    expect(cycleCalendar(start, later, 'Europe/Madrid').day).toBe(1);
    expect(cycleCalendar(start, start, 'Pacific/Kiritimati')).toMatchObject({ startedOn: '2026-01-11', endsOn: '2026-04-11' });
  });

  it('counts calendar days across DST changes', () => {
    // Madrid moves to summer time on 2026-03-29 (a 23-hour day) and back on 2026-10-25 (25 hours).
    const start = new Date('2026-03-28T22:30:00Z'); // 23:30 on Mar 28 in Madrid
    const nextMidnight = new Date('2026-03-29T22:00:00Z'); // 00:00 on Mar 30 (CEST)
    expect(cycleCalendar(start, nextMidnight, 'Europe/Madrid')).toMatchObject({ startedOn: '2026-03-28', day: 3 });
    expect(cycleCalendar(start, new Date('2026-03-29T21:59:00Z'), 'Europe/Madrid').day).toBe(2);
    const autumn = new Date('2026-10-24T21:30:00Z'); // 23:30 on Oct 24 (CEST)
    expect(cycleCalendar(autumn, autumn, 'Europe/Madrid')).toMatchObject({ startedOn: '2026-10-24', endsOn: '2027-01-22' });
    expect(cycleCalendar(autumn, new Date('2026-10-25T23:30:00Z'), 'Europe/Madrid')).toMatchObject({ day: 3, daysLeft: 88 });
    // New York: spring forward 2026-03-08.
    const ny = new Date('2026-03-07T12:00:00-05:00');
    expect(cycleCalendar(ny, new Date('2026-03-08T23:59:00-04:00'), 'America/New_York').day).toBe(2);
  });
});

describe('canReassess', () => {
  it('opens on day 76', () => {
    expect(canReassess({ day: 75 }, ['ACTIVE'])).toBe(false);
    expect(canReassess({ day: 76 }, ['ACTIVE'])).toBe(true);
    expect(canReassess({ day: 76 }, [])).toBe(true);
  });

  it('opens earlier once every project of the cycle is completed or cancelled', () => {
    expect(canReassess({ day: 10 }, ['COMPLETED', 'CANCELLED'])).toBe(true);
    expect(canReassess({ day: 10 }, ['COMPLETED', 'SOMEDAY'])).toBe(false);
    expect(canReassess({ day: 10 }, [])).toBe(false);
    expect(allProjectsClosed([])).toBe(false);
  });
});

describe('scoreChange', () => {
  it('gives the points and the percent of the earlier score, to one decimal', () => {
    expect(scoreChange(4, 6)).toEqual({ delta: 2, percent: 50 });
    expect(scoreChange(6.3, 5.8)).toEqual({ delta: -0.5, percent: -7.9 });
  });

  it('has no figure when a score is missing, and no percent from 0', () => {
    expect(scoreChange(null, 6)).toEqual({ delta: null, percent: null });
    expect(scoreChange(5, null)).toEqual({ delta: null, percent: null });
    expect(scoreChange(0, 3)).toEqual({ delta: 3, percent: null });
  });
});
