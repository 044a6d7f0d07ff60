// The figures of GET /analytics/me that need no database: days of the heatmap, time gone by, budgets per currency.
import type { CurrencyCode } from '../content/currencies';
import { addDays, daysBetween } from './dates';
import { centsToAmount } from './money';

/** Every calendar date from `from` to `to` (both included, in order); none when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The share (whole percent, rounded down) of the days from startDate to endDate gone by today: 0 before, 100 from the end on. */
export function timeElapsedPercentage(startDate: string, endDate: string, today: string): number {
  const total = daysBetween(startDate, endDate);
  if (total <= 0) return today >= endDate ? 100 : 0;
  const gone = Math.min(total, Math.max(0, daysBetween(startDate, today)));
  return Math.floor((100 * gone) / total);
}

/** Days from today to endDate; 0 once it has passed. */
export function daysLeft(today: string, endDate: string): number {
  return Math.max(0, daysBetween(today, endDate));
}

/** Planned and spent cents of some actions in one currency. */
export type BudgetCentsRow = { currencyCode: CurrencyCode; plannedCents: number; spentCents: number };

export type CurrencyBudgetAmounts = { currencyCode: CurrencyCode; planned: number; spent: number };

/**
 * Per currency, by code, the planned and spent amounts of the rows: cents are summed as integers and converted once,
 * currencies are never mixed, and a currency with nothing planned nor spent is left out.
 */
export function budgetsByCurrency(rows: readonly BudgetCentsRow[]): CurrencyBudgetAmounts[] {
  const totals = new Map<CurrencyCode, { planned: number; spent: number }>();
  for (const row of rows) {
    const total = totals.get(row.currencyCode) ?? { planned: 0, spent: 0 };
    total.planned += row.plannedCents;
    total.spent += row.spentCents;
    totals.set(row.currencyCode, total);
  }
  return [...totals]
    .filter(([, total]) => total.planned > 0 || total.spent > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currencyCode, total]) => ({ currencyCode, planned: centsToAmount(total.planned), spent: centsToAmount(total.spent) }));
}

/**
 * The analytics order of projects: those of the current cycle first, then the rest; each group by creation, oldest
 * first (id breaking ties).
 */
export function analyticsProjectOrder<T extends { cycleId: string; createdAt: string; id: string }>(projects: readonly T[], currentCycleId: string | null): T[] {
  const rank = (project: T) => (project.cycleId === currentCycleId ? 0 : 1);
  return [...projects].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
