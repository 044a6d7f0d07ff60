import { describe, expect, it } from 'vitest';
import { acceptsNewActions, actionCounters, dueStatus, dueStatusOn, isSettled, validateDueDate } from './actions';
import { localDate } from './dates';

describe('actions', () => {
  it('take due dates from today to the project end, both included', () => {
    const window = { today: '2026-06-10', projectEndDate: '2026-09-30' };
    expect(validateDueDate({ ...window, dueDate: '2026-06-09' })).toBe('DUE_DATE_TOO_EARLY');
    expect(validateDueDate({ ...window, dueDate: '2026-06-10' })).toBeNull();
    expect(validateDueDate({ ...window, dueDate: '2026-09-30' })).toBeNull();
    expect(validateDueDate({ ...window, dueDate: '2026-10-01' })).toBe('DUE_DATE_AFTER_PROJECT_END');
  });

  it('are overdue once past due and not completed, due soon within 7 days', () => {
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: false })).toEqual({ isOverdue: true, isMissed: false, daysUntilDue: -1, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: true })).toEqual({ isOverdue: false, isMissed: false, daysUntilDue: -1, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-10', today: '2026-06-10', completed: false })).toEqual({ isOverdue: false, isMissed: false, daysUntilDue: 0, isDueSoon: true });
    expect(dueStatus({ dueDate: '2026-06-17', today: '2026-06-10', completed: false })).toMatchObject({ daysUntilDue: 7, isDueSoon: true });
    expect(dueStatus({ dueDate: '2026-06-18', today: '2026-06-10', completed: false })).toMatchObject({ daysUntilDue: 8, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-12', today: '2026-06-10', completed: true })).toMatchObject({ isDueSoon: false });
  });

  it('are missed, not overdue, once past due when settled: an occurrence of a series or one marked as not done', () => {
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: false, settled: true })).toEqual({ isOverdue: false, isMissed: true, daysUntilDue: -1, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: true, settled: true })).toMatchObject({ isOverdue: false, isMissed: false });
    expect(dueStatus({ dueDate: '2026-06-10', today: '2026-06-10', completed: false, settled: true })).toMatchObject({ isOverdue: false, isMissed: false, isDueSoon: true });
    expect(isSettled({ seriesId: 'a', missedAt: null })).toBe(true);
    expect(isSettled({ seriesId: null, missedAt: '2026-06-10T08:00:00.000Z' })).toBe(true);
    expect(isSettled({ seriesId: null, missedAt: null })).toBe(false);
  });

  it("turn missed at the person's midnight: a 30-minute-offset zone, a 45-minute one and a DST change", () => {
    const at = (instant: string, timeZone: string, dueDate: string) => dueStatusOn(localDate(new Date(instant), timeZone))(dueDate, false, true);
    // 18:29 UTC is 23:59 in Kolkata (+05:30); a minute later it is the next day there.
    expect(at('2026-06-10T18:29:00Z', 'Asia/Kolkata', '2026-06-10').isMissed).toBe(false);
    expect(at('2026-06-10T18:30:00Z', 'Asia/Kolkata', '2026-06-10').isMissed).toBe(true);
    // Kathmandu is +05:45.
    expect(at('2026-06-10T18:14:00Z', 'Asia/Kathmandu', '2026-06-10').isMissed).toBe(false);
    expect(at('2026-06-10T18:15:00Z', 'Asia/Kathmandu', '2026-06-10').isMissed).toBe(true);
    // Madrid leaves summer time on 2026-10-25 (a 25-hour day): its midnight after is 23:00 UTC, not 22:00.
    expect(at('2026-10-25T22:30:00Z', 'Europe/Madrid', '2026-10-25').isMissed).toBe(false);
    expect(at('2026-10-25T23:00:00Z', 'Europe/Madrid', '2026-10-25').isMissed).toBe(true);
    // Adelaide (+09:30 / +10:30) enters summer time on 2026-10-04.
    expect(at('2026-10-04T13:29:00Z', 'Australia/Adelaide', '2026-10-04').isMissed).toBe(false);
    expect(at('2026-10-04T13:30:00Z', 'Australia/Adelaide', '2026-10-04').isMissed).toBe(true);
  });

  it('count total, completed, pending and overdue', () => {
    expect(
      actionCounters([
        { completed: true, isOverdue: false },
        { completed: false, isOverdue: true },
        { completed: false, isOverdue: false },
      ]),
    ).toEqual({ totalActions: 3, completedActions: 1, pendingActions: 2, overdueActions: 1 });
    expect(actionCounters([])).toEqual({ totalActions: 0, completedActions: 0, pendingActions: 0, overdueActions: 0 });
  });

  it('are only added to ACTIVE projects', () => {
    expect(acceptsNewActions('ACTIVE')).toBe(true);
    expect(acceptsNewActions('SOMEDAY')).toBe(false);
    expect(acceptsNewActions('CANCELLED')).toBe(false);
    expect(acceptsNewActions('COMPLETED')).toBe(false);
  });
});
