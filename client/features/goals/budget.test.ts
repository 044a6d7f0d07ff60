import { describe, expect, it } from 'vitest';
import { budgetSummary } from './budget';

const entry = (currencyCode: string, totalCapital: number, monthlyIncomeTarget: number, dailyIncomeTarget: number) => ({
  currencyCode,
  currencySymbol: '',
  totalCapital,
  monthlyIncomeTarget,
  dailyIncomeTarget,
});

describe('the actions-budget summary', () => {
  // Issue 37: summing the goals' per-day shares gave a per-day figure far above the whole budget; the summary now
  // shows the project's one income goal per currency, the figures the income note shows too.
  it("shows the project's income goal per currency and counts the goals' actions", () => {
    const budget = { dailyIncomeTarget: 14.11, monthlyIncomeTarget: 423.33, currencySymbol: '€', byCurrency: [entry('USD', 0.3, 0.3, 0.3), entry('EUR', 1270, 423.33, 14.11)] };
    const summary = budgetSummary(budget, [
      { totalActions: 3, completedActions: 1 },
      { totalActions: 2, completedActions: 2 },
    ]);
    expect(summary.totals).toEqual([
      { currencyCode: 'USD', totalCapital: 0.3, monthlyBudget: 0.3, dailyBudget: 0.3 },
      { currencyCode: 'EUR', totalCapital: 1270, monthlyBudget: 423.33, dailyBudget: 14.11 },
    ]);
    expect(summary.totalActions).toBe(5);
    expect(summary.completedActions).toBe(3);
  });

  it('is empty without budgets', () => {
    expect(budgetSummary({ dailyIncomeTarget: 0, monthlyIncomeTarget: 0, currencySymbol: '$', byCurrency: [] }, [])).toEqual({ totals: [], totalActions: 0, completedActions: 0 });
  });
});
