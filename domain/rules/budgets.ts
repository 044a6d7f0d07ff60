// Budgets as DECISIONS.md defines them, in integer cents: an action's capital spread over the calendar months
// and days from its creation date to its due date; goals and projects sum their actions per currency.
import { CURRENCY_CODES, type CurrencyCode } from '../content/currencies';
import { daysBetween } from './dates';
import { centsToAmount } from './money';
import { addCalendarMonths } from './dates';

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
 * Sums budgets per currency, never converting between them; one entry per currency present, in the order of
 * the currency list.
 */
export function sumBudgetsByCurrency(items: readonly CurrencyBudgetCents[]): CurrencyBudgetCents[] {
  const totals = new Map<CurrencyCode, CurrencyBudgetCents>();
  for (const item of items) {
    const total = totals.get(item.currencyCode) ?? { currencyCode: item.currencyCode, totalCapitalCents: 0, monthlyCents: 0, dailyCents: 0 };
    total.totalCapitalCents += item.totalCapitalCents;
    total.monthlyCents += item.monthlyCents;
    total.dailyCents += item.dailyCents;
    totals.set(item.currencyCode, total);
  }
  return CURRENCY_CODES.flatMap((code) => {
    const total = totals.get(code);
    return total ? [total] : [];
  });
}

/**
 * The entry a single-currency field shows: the user's currency when present, else the first entry, else null
 * (the caller then shows 0 in the user's currency).
 */
export function primaryBudget<T extends { currencyCode: string }>(byCurrency: readonly T[], preferredCode: string): T | null {
  return byCurrency.find((entry) => entry.currencyCode === preferredCode) ?? byCurrency[0] ?? null;
}
