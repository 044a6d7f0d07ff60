import { describe, expect, it } from 'vitest';
import { checkPulseAnswers, executionPercent, flagsHighExecution, isPulseDay, pulseOutcome, pulseWindow } from './pulse';

const DAY = 86_400_000;
const plusDays = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY);

describe('isPulseDay', () => {
  it('holds from day 40 to day 50 of a cycle, both included', () => {
    expect([0, 1, 39, 40, 45, 50, 51, 90].filter(isPulseDay)).toEqual([40, 45, 50]);
  });
});

describe('pulseWindow', () => {
  it('opens on day 40 and closes after day 50, counted from the day the focus was saved', () => {
    const start = new Date('2026-01-10T15:00:00Z');
    expect(pulseWindow(start, start, 'UTC')).toEqual({ opensOn: '2026-02-18', closesOn: '2026-02-28', day: 1, open: false });
    expect(pulseWindow(start, plusDays(start, 38), 'UTC')).toMatchObject({ day: 39, open: false });
    expect(pulseWindow(start, plusDays(start, 39), 'UTC')).toMatchObject({ day: 40, open: true });
    expect(pulseWindow(start, plusDays(start, 44), 'UTC')).toMatchObject({ day: 45, open: true });
    expect(pulseWindow(start, plusDays(start, 49), 'UTC')).toMatchObject({ day: 50, open: true });
    expect(pulseWindow(start, plusDays(start, 50), 'UTC')).toMatchObject({ day: 51, open: false });
    expect(pulseWindow(start, plusDays(start, 200), 'UTC')).toMatchObject({ day: 201, open: false });
  });

  it('turns at midnight of the zone, whatever the hour of the start', () => {
    // Saved at 23:50 on Jan 10 in Madrid (22:50 UTC): day 40 is Feb 18 from 00:00 Madrid, 23:00 UTC on Feb 17.
    const start = new Date('2026-01-10T22:50:00Z');
    expect(pulseWindow(start, new Date('2026-02-17T22:59:00Z'), 'Europe/Madrid')).toMatchObject({ day: 39, open: false, opensOn: '2026-02-18' });
    expect(pulseWindow(start, new Date('2026-02-17T23:00:00Z'), 'Europe/Madrid')).toMatchObject({ day: 40, open: true });
    // The same instants in UTC: the start is Jan 10 there too, but day 40 begins an hour later.
    expect(pulseWindow(start, new Date('2026-02-17T23:00:00Z'), 'UTC')).toMatchObject({ day: 39, open: false });
  });

  it('counts in a 30-minute offset zone (India, +05:30)', () => {
    // 19:00 UTC on Jan 10 is 00:30 on Jan 11 in Kolkata: day 1 is Jan 11 there, Jan 10 in UTC.
    const start = new Date('2026-01-10T19:00:00Z');
    expect(pulseWindow(start, start, 'Asia/Kolkata')).toMatchObject({ day: 1, opensOn: '2026-02-19', closesOn: '2026-03-01' });
    // Day 50 ends at 23:59 on Mar 1 in Kolkata = 18:29 UTC; at 18:30 UTC it is day 51.
    expect(pulseWindow(start, new Date('2026-03-01T18:29:00Z'), 'Asia/Kolkata')).toMatchObject({ day: 50, open: true });
    expect(pulseWindow(start, new Date('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toMatchObject({ day: 51, open: false });
    expect(pulseWindow(start, new Date('2026-03-01T18:30:00Z'), 'UTC')).toMatchObject({ day: 51, open: false });
    // St John's (Newfoundland, -03:30): 02:00 UTC on Feb 19 is still Feb 18 there.
    expect(pulseWindow(start, new Date('2026-02-19T02:00:00Z'), 'America/St_Johns')).toMatchObject({ day: 40, open: true });
  });

  it('counts calendar days across a DST change inside the window', () => {
    // New York springs forward on 2026-03-08. Focus saved 23:30 on Jan 27 (EST); day 40 is Mar 7, day 50 Mar 17 (EDT).
    const start = new Date('2026-01-28T04:30:00Z');
    const window = pulseWindow(start, start, 'America/New_York');
    expect(window).toMatchObject({ day: 1, opensOn: '2026-03-07', closesOn: '2026-03-17' });
    // 23:59 EDT on Mar 17 = 03:59 UTC on Mar 18: still day 50; 00:00 EDT on Mar 18 = 04:00 UTC: day 51.
    expect(pulseWindow(start, new Date('2026-03-18T03:59:00Z'), 'America/New_York')).toMatchObject({ day: 50, open: true });
    expect(pulseWindow(start, new Date('2026-03-18T04:00:00Z'), 'America/New_York')).toMatchObject({ day: 51, open: false });
    // Madrid falls back on 2026-10-25: a 25-hour day does not count twice.
    const autumn = new Date('2026-09-20T21:30:00Z'); // 23:30 on Sep 20 (CEST)
    expect(pulseWindow(autumn, new Date('2026-10-29T22:59:00Z'), 'Europe/Madrid')).toMatchObject({ day: 40, opensOn: '2026-10-29' });
    expect(pulseWindow(autumn, new Date('2026-10-28T22:59:00Z'), 'Europe/Madrid')).toMatchObject({ day: 39, open: false });
  });
});

describe('checkPulseAnswers', () => {
  const targeted = new Set(['a', 'b', 'c']);
  it('accepts every targeted question once, in any order', () => {
    expect(checkPulseAnswers(targeted, ['c', 'a', 'b'])).toEqual({ ok: true });
  });
  it('refuses duplicates, questions not aimed at and partial answers', () => {
    expect(checkPulseAnswers(targeted, ['a', 'a', 'b'])).toEqual({ ok: false, problem: 'DUPLICATE' });
    expect(checkPulseAnswers(targeted, ['a', 'b', 'c', 'x'])).toEqual({ ok: false, problem: 'NOT_TARGETED', questionIds: ['x'] });
    expect(checkPulseAnswers(targeted, ['a', 'b'])).toEqual({ ok: false, problem: 'INCOMPLETE', answered: 2, total: 3 });
  });
});

describe('the result', () => {
  it('reads each answer as still NO, now YES or not asked', () => {
    expect([pulseOutcome(false), pulseOutcome(true), pulseOutcome(undefined)]).toEqual(['STILL_NO', 'NOW_YES', 'NOT_ASKED']);
  });

  it('rounds the execution down and has none without actions', () => {
    expect(executionPercent(17, 20)).toBe(85);
    expect(executionPercent(5, 6)).toBe(83);
    expect(executionPercent(0, 0)).toBeNull();
  });

  it('flags a project at 85% done or more whose asked questions are all still NO', () => {
    expect(flagsHighExecution({ actionsAimed: 20, actionsDone: 17, outcomes: ['STILL_NO', 'STILL_NO'] })).toBe(true);
    expect(flagsHighExecution({ actionsAimed: 4, actionsDone: 4, outcomes: ['STILL_NO', 'NOT_ASKED'] })).toBe(true);
    // 84.2%: not yet high.
    expect(flagsHighExecution({ actionsAimed: 19, actionsDone: 16, outcomes: ['STILL_NO'] })).toBe(false);
    // One question moved: the plan is working.
    expect(flagsHighExecution({ actionsAimed: 4, actionsDone: 4, outcomes: ['STILL_NO', 'NOW_YES'] })).toBe(false);
    // Nothing to judge: no action aimed, or no question of it asked.
    expect(flagsHighExecution({ actionsAimed: 0, actionsDone: 0, outcomes: ['STILL_NO'] })).toBe(false);
    expect(flagsHighExecution({ actionsAimed: 3, actionsDone: 3, outcomes: ['NOT_ASKED'] })).toBe(false);
  });
});
