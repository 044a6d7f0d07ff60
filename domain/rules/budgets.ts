// Budgets as DECISIONS.md defines them, in integer cents: an action's capital spread over the calendar months
// and days from its creation date to its due date; goals and projects sum their actions' capital per currency
// and spread that sum over one window (the income goal).
import { CURRENCY_CODES, type CurrencyCode } from '../content/currencies';
import { addCalendarMonths, daysBetween } from './dates';
import { centsToAmount } from './money';

/** Largest base capital of one action: 10,000,000.00, which keeps every amount inside the 32-bit cents column. */
export const BASE_CAPITAL_MAX_CENTS = 1_000_000_000;

/**
 * Whole days from the creation date to the due date, at least 1 (created and due the same day: 1 day).
 */
export function budgetDays(createdDate: string, dueDate: string): number {
  return Math.max(1, daysBetween(createdDate, dueDate));
}

/**
 * Calendar months from the creation date to the due date, rounded up, at least 1: the smallest m such that m
 * months after the creation date (same day-of-month, or the month's last day when it does not exist) is on or
 * after the due date. Jan 1 -> Feb 1 is 1 month, Jan 1 -> Feb 2 is 2.
 */
export function budgetMonths(createdDate: string, dueDate: string): number {
  let months = 1;
  while (addCalendarMonths(createdDate, months) < dueDate) months += 1;
  return months;
}

/** cents / parts rounded half up; both are non-negative integers, so the quotient is exact enough to round. */
function divideCents(cents: number, parts: number): number {
  return Math.round(cents / parts);
}

export type BudgetCents = { totalCapitalCents: number; monthlyCents: number; dailyCents: number };

/** One action's budget: its base capital, and that capital per month and per day until it is due. */
export function actionBudgetCents(input: { baseCapitalCents: number; createdDate: string; dueDate: string }): BudgetCents {
  return {
    totalCapitalCents: input.baseCapitalCents,
    monthlyCents: divideCents(input.baseCapitalCents, budgetMonths(input.createdDate, input.dueDate)),
    dailyCents: divideCents(input.baseCapitalCents, budgetDays(input.createdDate, input.dueDate)),
  };
}

/** A budget as the API shows it: amounts, not cents. */
export function budgetAmounts(budget: BudgetCents): { totalCapital: number; monthlyBudget: number; dailyBudget: number } {
  return {
    totalCapital: centsToAmount(budget.totalCapitalCents),
    monthlyBudget: centsToAmount(budget.monthlyCents),
    dailyBudget: centsToAmount(budget.dailyCents),
  };
}

export type CurrencyBudgetCents = BudgetCents & { currencyCode: CurrencyCode };

/**
 * A one-off budget is due within its first month (see docs/decisions/2026-11-28-budgets-income-goal.md): its
 * per-month share is the whole capital and a per-day share would invent a rhythm of spending it does not have,
 * so only its total is shown.
 */
export function isOneOffBudget(createdDate: string, dueDate: string): boolean {
  return budgetMonths(createdDate, dueDate) === 1;
}

/** One action's capital and the dates its budget spans, as the income goal reads it. */
export type DatedCapital = { currencyCode: CurrencyCode; baseCapitalCents: number; createdDate: string; dueDate: string };

/** An income goal in one currency: its capital and the window it is spread over. */
export type IncomeGoalCents = CurrencyBudgetCents & { startDate: string; endDate: string };

/**
 * The income goal of a goal or a project, per currency (never converted), in the order of the currency list:
 * the sum of its actions' capital spread over ONE window, from the earliest creation date to the latest due date
 * of the actions that have a budget, with the same day and month counts as one action's budget. So per day x
 * days = per month x months = the total (to the rounding of one division), and a single action's goal is its
 * own budget. Actions without a budget (0) neither add a currency nor stretch the window.
 */
export function incomeGoalsByCurrency(items: readonly DatedCapital[]): IncomeGoalCents[] {
  const windows = new Map<CurrencyCode, { cents: number; startDate: string; endDate: string }>();
  for (const item of items) {
    if (item.baseCapitalCents <= 0) continue;
    const window = windows.get(item.currencyCode);
    if (!window) {
      windows.set(item.currencyCode, { cents: item.baseCapitalCents, startDate: item.createdDate, endDate: item.dueDate });
      continue;
    }
    window.cents += item.baseCapitalCents;
    if (item.createdDate < window.startDate) window.startDate = item.createdDate;
    if (item.dueDate > window.endDate) window.endDate = item.dueDate;
  }
  return CURRENCY_CODES.flatMap((code) => {
    const window = windows.get(code);
    if (!window) return [];
    const budget = actionBudgetCents({ baseCapitalCents: window.cents, createdDate: window.startDate, dueDate: window.endDate });
    return [{ currencyCode: code, ...budget, startDate: window.startDate, endDate: window.endDate }];
  });
}

/**
 * The entry a single-currency field shows: the user's currency when present, else the first entry, else null
 * (the caller then shows 0 in the user's currency).
 */
export function primaryBudget<T extends { currencyCode: string }>(byCurrency: readonly T[], preferredCode: string): T | null {
  return byCurrency.find((entry) => entry.currencyCode === preferredCode) ?? byCurrency[0] ?? null;
}
