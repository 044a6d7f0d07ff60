import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from '../content/currencies';
import { actionBudgetCents, budgetDays, budgetMonths, incomeGoalsByCurrency, isOneOffBudget, primaryBudget } from './budgets';
import { addDays } from './dates';
import { centsToAmount, hasAtMostTwoDecimals } from './money';

describe('budget periods', () => {
  it('counts whole days from creation to due, at least 1', () => {
    expect(budgetDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(budgetDays('2026-01-01', '2026-01-02')).toBe(1);
    expect(budgetDays('2026-01-01', '2026-01-31')).toBe(30);
    expect(budgetDays('2026-12-31', '2027-01-10')).toBe(10);
    expect(budgetDays('2026-01-10', '2026-01-01')).toBe(1);
  });

  it('counts calendar months rounded up, at least 1, with the day-of-month rule', () => {
    expect(budgetMonths('2026-01-01', '2026-01-01')).toBe(1);
    expect(budgetMonths('2026-01-01', '2026-01-31')).toBe(1);
    expect(budgetMonths('2026-01-01', '2026-02-01')).toBe(1);
    expect(budgetMonths('2026-01-01', '2026-02-02')).toBe(2);
    expect(budgetMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(budgetMonths('2026-01-31', '2026-03-01')).toBe(2);
    expect(budgetMonths('2026-12-15', '2027-03-15')).toBe(3);
    expect(budgetMonths('2026-12-15', '2027-03-16')).toBe(4);
    expect(budgetMonths('2026-01-10', '2026-01-01')).toBe(1);
  });
});

describe('action budget', () => {
  it('spreads the capital per month and per day, rounding each half up to the cent', () => {
    expect(actionBudgetCents({ baseCapitalCents: 100_000, createdDate: '2026-01-01', dueDate: '2026-03-01' })).toEqual({
      totalCapitalCents: 100_000,
      monthlyCents: 50_000,
      dailyCents: 1695,
    });
    expect(actionBudgetCents({ baseCapitalCents: 5, createdDate: '2026-01-01', dueDate: '2026-01-03' })).toMatchObject({ dailyCents: 3 });
    expect(actionBudgetCents({ baseCapitalCents: 1, createdDate: '2026-01-01', dueDate: '2026-01-04' })).toMatchObject({ dailyCents: 0 });
    expect(actionBudgetCents({ baseCapitalCents: 0, createdDate: '2026-01-01', dueDate: '2026-01-01' })).toEqual({
      totalCapitalCents: 0,
      monthlyCents: 0,
      dailyCents: 0,
    });
  });

  it('never lands more than half a cent from the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 400 }), (cents, offset) => {
        const dueDate = addDays('2026-01-15', offset);
        const budget = actionBudgetCents({ baseCapitalCents: cents, createdDate: '2026-01-15', dueDate });
        expect(Number.isInteger(budget.monthlyCents) && Number.isInteger(budget.dailyCents)).toBe(true);
        expect(Math.abs(budget.monthlyCents - cents / budgetMonths('2026-01-15', dueDate))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(budget.dailyCents - cents / budgetDays('2026-01-15', dueDate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('one-off budgets', () => {
  it('are the ones due within their first month', () => {
    expect(isOneOffBudget('2026-01-01', '2026-01-01')).toBe(true);
    expect(isOneOffBudget('2026-01-01', '2026-02-01')).toBe(true);
    expect(isOneOffBudget('2026-01-01', '2026-02-02')).toBe(false);
  });
});

describe('the income goal', () => {
  const action = (currencyCode: CurrencyCode, baseCapitalCents: number, createdDate: string, dueDate: string) => ({ currencyCode, baseCapitalCents, createdDate, dueDate });

  it('spreads the whole capital over one window, so per day x days is the total (issue 37: not a sum of daily shares)', () => {
    // A same-day purchase of 12,50 and a 1.257,50 saving over three months: summing daily shares said 12,50 + 13,97
    // = 26,47 a day for a project of 1.270 €; the window of 90 days says 14,11 a day.
    const [eur] = incomeGoalsByCurrency([action('EUR', 1250, '2026-01-01', '2026-01-01'), action('EUR', 125_750, '2026-01-01', '2026-04-01')]);
    expect(eur).toEqual({ currencyCode: 'EUR', totalCapitalCents: 127_000, monthlyCents: 42_333, dailyCents: 1411, startDate: '2026-01-01', endDate: '2026-04-01' });
    expect(Math.abs(eur!.dailyCents * budgetDays(eur!.startDate, eur!.endDate) - eur!.totalCapitalCents)).toBeLessThan(budgetDays(eur!.startDate, eur!.endDate));
  });

  it("is one action's own budget when there is one, and leaves out actions without a budget", () => {
    const only = action('USD', 100_000, '2026-01-01', '2026-03-01');
    const [usd] = incomeGoalsByCurrency([only, action('USD', 0, '2025-01-01', '2027-01-01'), action('EUR', 0, '2026-01-01', '2026-01-02')]);
    expect(usd).toEqual({ currencyCode: 'USD', ...actionBudgetCents(only), startDate: '2026-01-01', endDate: '2026-03-01' });
    expect(incomeGoalsByCurrency([action('EUR', 0, '2026-01-01', '2026-01-02')])).toEqual([]);
  });

  const item = fc.record({
    currencyCode: fc.constantFrom(...CURRENCY_CODES),
    baseCapitalCents: fc.integer({ min: 0, max: 1_000_000_000 }),
    createdDate: fc.integer({ min: 0, max: 200 }).map((offset) => addDays('2026-01-01', offset)),
    dueDate: fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2026-01-01', offset)),
  });

  it('is exact in cents, one entry per currency with a budget, in the currency order, each share within half a cent', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 300 }), (items) => {
        const goals = incomeGoalsByCurrency(items);
        const withBudget = items.filter((i) => i.baseCapitalCents > 0);
        expect(goals.map((entry) => entry.currencyCode)).toEqual(CURRENCY_CODES.filter((code) => withBudget.some((i) => i.currencyCode === code)));
        for (const entry of goals) {
          const mine = withBudget.filter((i) => i.currencyCode === entry.currencyCode);
          expect(BigInt(entry.totalCapitalCents)).toBe(mine.reduce((sum, i) => sum + BigInt(i.baseCapitalCents), 0n));
          expect(entry.startDate).toBe(mine.map((i) => i.createdDate).sort()[0]);
          expect(entry.endDate).toBe(mine.map((i) => i.dueDate).sort().at(-1));
          expect(Math.abs(entry.dailyCents - entry.totalCapitalCents / budgetDays(entry.startDate, entry.endDate))).toBeLessThanOrEqual(0.5);
          expect(Math.abs(entry.monthlyCents - entry.totalCapitalCents / budgetMonths(entry.startDate, entry.endDate))).toBeLessThanOrEqual(0.5);
          expect(hasAtMostTwoDecimals(centsToAmount(entry.totalCapitalCents))).toBe(true);
        }
      }),
    );
  });

  it('shows the preferred currency, else the first one, else none', () => {
    const usd = { currencyCode: 'USD', n: 1 };
    const eur = { currencyCode: 'EUR', n: 2 };
    expect(primaryBudget([usd, eur], 'EUR')).toBe(eur);
    expect(primaryBudget([usd, eur], 'MXN')).toBe(usd);
    expect(primaryBudget([], 'MXN')).toBeNull();
  });
});
