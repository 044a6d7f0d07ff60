// The actions-budget summary of a project: its income goal per currency as the server computes it (one window,
// never converted, see docs/decisions/2026-11-28-budgets-income-goal.md), and its goals' action counters.
import type { Goal } from '../../../domain/schemas/goals';
import type { Project } from '../../../domain/schemas/projects';

type BudgetTotal = { currencyCode: string; totalCapital: number; monthlyBudget: number; dailyBudget: number };
type BudgetSummary = { totals: BudgetTotal[]; totalActions: number; completedActions: number };

export function budgetSummary(budget: Project['budget'], goals: readonly Pick<Goal, 'totalActions' | 'completedActions'>[]): BudgetSummary {
  return {
    totals: budget.byCurrency.map((entry) => ({
      currencyCode: entry.currencyCode,
      totalCapital: entry.totalCapital,
      monthlyBudget: entry.monthlyIncomeTarget,
      dailyBudget: entry.dailyIncomeTarget,
    })),
    totalActions: goals.reduce((sum, goal) => sum + goal.totalActions, 0),
    completedActions: goals.reduce((sum, goal) => sum + goal.completedActions, 0),
  };
}
