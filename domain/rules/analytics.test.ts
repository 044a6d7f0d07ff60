import { describe, expect, it } from 'vitest';
import { completionsByDay, weekScore } from '../../tests/support/weekly-oracle';
import { analyticsProjectOrder, budgetsByCurrency, datesBetween, daysLeft, timeElapsedPercentage } from './analytics';
import { weekStartsSince } from './weekly';

describe('analytics rules', () => {
  it('lists the days between two dates, both included, and none when reversed', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('counts completions per local day, zeros included, ignoring days outside the range', () => {
    const instants = ['2026-11-24T23:30:00Z', '2026-11-25T08:00:00Z', '2026-11-20T10:00:00Z'].map((iso) => new Date(iso));
    expect(completionsByDay(instants, '2026-11-24', '2026-11-25', 'UTC')).toEqual([
      { date: '2026-11-24', completed: 1 },
      { date: '2026-11-25', completed: 1 },
    ]);
    expect(completionsByDay(instants, '2026-11-24', '2026-11-25', 'Europe/Madrid')).toEqual([
      { date: '2026-11-24', completed: 0 },
      { date: '2026-11-25', completed: 2 },
    ]);
  });

  it('reads time elapsed as a whole percent from 0 before the start to 100 from the end on, and days left never below 0', () => {
    expect(timeElapsedPercentage('2026-11-01', '2027-01-30', '2026-10-01')).toBe(0);
    expect(timeElapsedPercentage('2026-11-01', '2027-01-30', '2026-11-25')).toBe(26);
    expect(timeElapsedPercentage('2026-11-01', '2027-01-30', '2027-06-01')).toBe(100);
    expect(daysLeft('2026-11-25', '2027-01-30')).toBe(66);
    expect(daysLeft('2027-02-25', '2027-01-30')).toBe(0);
  });

  it('sums budgets per currency in integer cents, by code, leaving out currencies with nothing planned nor spent', () => {
    expect(
      budgetsByCurrency([
        { currencyCode: 'USD', plannedCents: 10, spentCents: 20 },
        { currencyCode: 'EUR', plannedCents: 0, spentCents: 0 },
        { currencyCode: 'USD', plannedCents: 20, spentCents: 10 },
        { currencyCode: 'AUD', plannedCents: 1, spentCents: 0 },
      ]),
    ).toEqual([
      { currencyCode: 'AUD', planned: 0.01, spent: 0 },
      { currencyCode: 'USD', planned: 0.3, spent: 0.3 },
    ]);
    expect(budgetsByCurrency([])).toEqual([]);
  });

  it('orders projects of the current cycle first, then by creation', () => {
    const project = (id: string, cycleId: string, createdAt: string) => ({ id, cycleId, createdAt });
    const ordered = analyticsProjectOrder(
      [project('a', 'old', '2026-01-01'), project('b', 'now', '2026-10-02'), project('c', 'now', '2026-10-01'), project('d', 'old', '2025-01-01')],
      'now',
    );
    expect(ordered.map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('lists the Mondays since a date up to the current week and scores a week', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(weekStartsSince('2026-11-04', now, 'UTC')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekStartsSince('2026-12-04', now, 'UTC')).toEqual([]);
    const items = [
      { dueDate: '2026-11-24', completedAt: new Date('2026-11-24T10:00:00Z') },
      { dueDate: '2026-11-26', completedAt: null },
    ];
    expect(weekScore(items, '2026-11-23', 'UTC')).toEqual({ due: 2, done: 1, score: 50 });
    expect(weekScore(items, '2026-11-16', 'UTC')).toEqual({ due: 0, done: 0, score: null });
  });
});
