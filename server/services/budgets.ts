import { currencySymbol, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../domain/content/currencies';
import { incomeGoalsByCurrency, primaryBudget, type CurrencyBudgetCents } from '../../domain/rules/budgets';
import { localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import type { Prisma } from '../generated/prisma/client';
import type { UserScope } from './service-context';

/** The columns an action's budget is computed from. */
export const budgetActionSelect = {
  baseCapitalCents: true,
  createdAt: true,
  dueDate: true,
  currency: { select: { code: true } },
} satisfies Prisma.ActionSelect;

export type BudgetActionRow = Prisma.ActionGetPayload<{ select: typeof budgetActionSelect }>;

/** A currency code read from the database; anything else there is a broken invariant, not a user error. */
export function asCurrencyCode(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new Error(`Unknown currency in the database: ${code}`);
  return code;
}

/**
 * The income goal of a goal's or a project's actions, per currency (the domain's one formula). Creation dates are
 * read in the request's time zone, like every other calendar date the API derives (overdue, days until due).
 */
export function budgetsOfActions(rows: readonly BudgetActionRow[], timeZone: string): CurrencyBudgetCents[] {
  return incomeGoalsByCurrency(
    rows.map((row) => ({
      currencyCode: asCurrencyCode(row.currency.code),
      baseCapitalCents: row.baseCapitalCents,
      createdDate: localDate(row.createdAt, timeZone),
      dueDate: utcToDate(row.dueDate),
    })),
  );
}

/**
 * The single-currency view of per-currency totals: the user's currency when present, else the first one,
 * else zero in the user's currency.
 */
export function primaryTotals(byCurrency: readonly CurrencyBudgetCents[], userCurrency: string) {
  const primary = primaryBudget(byCurrency, userCurrency);
  const code = primary?.currencyCode ?? userCurrency;
  return {
    currencySymbol: currencySymbol(code),
    monthly: centsToAmount(primary?.monthlyCents ?? 0),
    daily: centsToAmount(primary?.dailyCents ?? 0),
  };
}

/** The caller's currency code (one query), USD for a user without one. */
export async function userCurrencyCode(ctx: UserScope): Promise<CurrencyCode> {
  const currency = await ctx.db.currency.findFirst({ where: { users: { some: { id: ctx.user.id } } }, select: { code: true } });
  return currency ? asCurrencyCode(currency.code) : DEFAULT_CURRENCY;
}
