import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../content/currencies';
import { actionBudgetCents, budgetDays, budgetMonths, primaryBudget, sumBudgetsByCurrency, type CurrencyBudgetCents } from './budgets';
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

describe('sums per currency', () => {
  const item = fc.record({
    currencyCode: fc.constantFrom(...CURRENCY_CODES),
    totalCapitalCents: fc.integer({ min: 0, max: 1_000_000_000 }),
    monthlyCents: fc.integer({ min: 0, max: 1_000_000_000 }),
    dailyCents: fc.integer({ min: 0, max: 1_000_000_000 }),
  });

  it('are exact in cents, one entry per currency present, in the currency order', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 300 }), (items: CurrencyBudgetCents[]) => {
        const sums = sumBudgetsByCurrency(items);
        expect(sums.map((entry) => entry.currencyCode)).toEqual(CURRENCY_CODES.filter((code) => items.some((i) => i.currencyCode === code)));
        for (const entry of sums) {
          const mine = items.filter((i) => i.currencyCode === entry.currencyCode);
          for (const key of ['totalCapitalCents', 'monthlyCents', 'dailyCents'] as const) {
            const exact = mine.reduce((sum, i) => sum + BigInt(i[key]), 0n);
            expect(BigInt(entry[key])).toBe(exact);
            expect(hasAtMostTwoDecimals(centsToAmount(entry[key]))).toBe(true);
            expect(Math.round(centsToAmount(entry[key]) * 100)).toBe(entry[key]);
          }
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
