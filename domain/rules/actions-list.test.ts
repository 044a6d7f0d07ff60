import { describe, expect, it } from 'vitest';
import { decodeActionCursor, encodeActionCursor } from './action-cursor';
import { actionsOfPage, dayNumber, dueStatus, dueStatusOn } from './actions';
import { addDays, daysBetween } from './dates';

describe('dayNumber', () => {
  it('counts days since 1970-01-01, across months, leap days and years', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    for (const [a, b] of [['2025-12-31', '2026-01-01'], ['2026-03-29', '2026-10-25'], ['2099-01-03', '2024-12-29']] as const) {
      expect(dayNumber(b) - dayNumber(a)).toBe(daysBetween(a, b));
    }
  });
});

describe('dueStatusOn (today worked out once for a whole list)', () => {
  it('answers what dueStatus answers, for every offset and completion', () => {
    const today = '2026-02-27';
    const statusOf = dueStatusOn(today);
    for (let offset = -40; offset <= 40; offset += 1) {
      const dueDate = addDays(today, offset);
      for (const completed of [false, true]) expect(statusOf(dueDate, completed)).toEqual(dueStatus({ dueDate, today, completed }));
    }
  });
});

describe('action cursors', () => {
  const cursor = { dueDate: '2026-12-24', createdAt: '2026-11-24T03:22:30.123Z', id: '0f8fad5b-d9cb-469f-a165-70867728950e' };

  it('round-trip through an opaque, URL-safe text', () => {
    const text = encodeActionCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeActionCursor(text)).toEqual(cursor);
  });

  it('refuse texts they did not make', () => {
    const encode = (value: string) => btoa(value).replace(/=+$/, '');
    for (const text of ['', 'not base64!', encode('2026-12-24|2026-11-24T03:22:30.123Z'), encode(`2026-02-30|${cursor.createdAt}|${cursor.id}`), encode(`2026-12-24|2026-11-31T03:22:30.123Z|${cursor.id}`), encode(`2026-12-24|${cursor.createdAt}|${cursor.id}|x`)]) {
      expect(decodeActionCursor(text), text).toBeNull();
    }
  });
});

describe('actionsOfPage', () => {
  it('expands compact items with the due status of the page’s today and the budget of the shared rule', () => {
    const goal = { id: '11111111-1111-4111-8111-111111111111', goalType: 'DO' as const, content: 'Leer', projectId: '22222222-2222-4222-8222-222222222222' };
    const [action] = actionsOfPage({
      items: [{ id: '44444444-4444-4444-8444-444444444444', goalId: goal.id, contextId: '33333333-3333-4333-8333-333333333333', title: 'Uno', energy: 'LOW', timeEstimate: 5, dueDate: '2026-03-01', completed: false, version: 1, baseCapital: 100, createdDate: '2026-01-01', currencyCode: 'EUR' }],
      nextCursor: null,
      today: '2026-03-03',
      currencyCode: 'USD',
      goals: [goal],
      projects: [{ id: goal.projectId, title: 'P', status: 'ACTIVE' }],
      contexts: [{ id: '33333333-3333-4333-8333-333333333333', name: '@casa', totalActions: 1, completedActions: 0 }],
      totalActions: 1,
      completedActions: 0,
      pendingActions: 1,
      overdueActions: 1,
    });
    expect(action).toMatchObject({ contextName: '@casa', description: '', completedAt: null, isOverdue: true, daysUntilDue: -2, projectId: goal.projectId });
    expect(action?.budget).toEqual({ baseCapital: 100, totalCapital: 100, monthlyBudget: 50, dailyBudget: 1.69, oneOff: false, currencyCode: 'EUR', currencySymbol: '€' });
  });
});
