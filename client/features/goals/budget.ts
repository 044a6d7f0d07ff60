// The actions-budget summary of a project's goals: their budgets summed per currency in cents (never converted),
// and their action counters.
import { isCurrencyCode, type CurrencyCode } from '../../../domain/content/currencies';
import { budgetAmounts, sumBudgetsByCurrency } from '../../../domain/rules/budgets';
import { amountToCents } from '../../../domain/rules/money';
import type { Goal } from '../../../domain/schemas/goals';

type BudgetTotal = { currencyCode: CurrencyCode; totalCapital: number; monthlyBudget: number; dailyBudget: number };
type BudgetSummary = { totals: BudgetTotal[]; totalActions: number; completedActions: number };

export function budgetSummary(goals: readonly Pick<Goal, 'budgets' | 'totalActions' | 'completedActions'>[]): BudgetSummary {
  const entries = goals.flatMap((goal) =>
    goal.budgets.flatMap((budget) =>
      isCurrencyCode(budget.currencyCode)
        ? [
            {
              currencyCode: budget.currencyCode,
              totalCapitalCents: amountToCents(budget.totalCapital),
              monthlyCents: amountToCents(budget.monthlyBudget),
              dailyCents: amountToCents(budget.dailyBudget),
            },
          ]
        : [],
    ),
  );
  return {
    totals: sumBudgetsByCurrency(entries).map((total) => ({
      currencyCode: total.currencyCode,
      ...budgetAmounts(total),
    })),
    totalActions: goals.reduce((sum, goal) => sum + goal.totalActions, 0),
    completedActions: goals.reduce((sum, goal) => sum + goal.completedActions, 0),
  };
}
