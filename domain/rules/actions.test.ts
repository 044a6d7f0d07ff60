import { describe, expect, it } from 'vitest';
import { acceptsNewActions, actionCounters, dueStatus, validateDueDate } from './actions';

describe('actions', () => {
  it('take due dates from today to the project end, both included', () => {
    const window = { today: '2026-06-10', projectEndDate: '2026-09-30' };
    expect(validateDueDate({ ...window, dueDate: '2026-06-09' })).toBe('DUE_DATE_TOO_EARLY');
    expect(validateDueDate({ ...window, dueDate: '2026-06-10' })).toBeNull();
    expect(validateDueDate({ ...window, dueDate: '2026-09-30' })).toBeNull();
    expect(validateDueDate({ ...window, dueDate: '2026-10-01' })).toBe('DUE_DATE_AFTER_PROJECT_END');
  });

  it('are overdue once past due and not completed, due soon within 7 days', () => {
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: false })).toEqual({ isOverdue: true, daysUntilDue: -1, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-09', today: '2026-06-10', completed: true })).toEqual({ isOverdue: false, daysUntilDue: -1, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-10', today: '2026-06-10', completed: false })).toEqual({ isOverdue: false, daysUntilDue: 0, isDueSoon: true });
    expect(dueStatus({ dueDate: '2026-06-17', today: '2026-06-10', completed: false })).toMatchObject({ daysUntilDue: 7, isDueSoon: true });
    expect(dueStatus({ dueDate: '2026-06-18', today: '2026-06-10', completed: false })).toMatchObject({ daysUntilDue: 8, isDueSoon: false });
    expect(dueStatus({ dueDate: '2026-06-12', today: '2026-06-10', completed: true })).toMatchObject({ isDueSoon: false });
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
