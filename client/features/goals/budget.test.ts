import { describe, expect, it } from 'vitest';
import { budgetSummary } from './budget';

const budget = (currencyCode: string, totalCapital: number, monthlyBudget: number, dailyBudget: number) => ({
  currencyCode,
  currencySymbol: '',
  totalCapital,
  monthlyBudget,
  dailyBudget,
});

describe('the actions-budget summary', () => {
  it('sums per currency in cents, never converting, in the order of the currency list', () => {
    const summary = budgetSummary([
      { budgets: [budget('EUR', 100.1, 33.37, 1.1), budget('USD', 0.1, 0.1, 0.1)], totalActions: 3, completedActions: 1 },
      { budgets: [budget('USD', 0.2, 0.2, 0.2)], totalActions: 2, completedActions: 2 },
    ]);
    expect(summary.totals).toEqual([
      { currencyCode: 'USD', totalCapital: 0.3, monthlyBudget: 0.3, dailyBudget: 0.3 },
      { currencyCode: 'EUR', totalCapital: 100.1, monthlyBudget: 33.37, dailyBudget: 1.1 },
    ]);
    expect(summary.totalActions).toBe(5);
    expect(summary.completedActions).toBe(3);
  });

  it('is empty without budgets', () => {
    expect(budgetSummary([])).toEqual({ totals: [], totalActions: 0, completedActions: 0 });
  });
});
