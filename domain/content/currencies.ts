// The currencies an action's budget and a subscription payment can be in.
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'MXN', 'CAD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export const currencies: readonly { code: CurrencyCode; symbol: string; order: number }[] = [
  { code: 'USD', symbol: '$', order: 1 },
  { code: 'EUR', symbol: '€', order: 2 },
  { code: 'GBP', symbol: '£', order: 3 },
  { code: 'MXN', symbol: 'MX$', order: 4 },
  { code: 'CAD', symbol: 'CA$', order: 5 },
  { code: 'AUD', symbol: 'A$', order: 6 },
];

/** The symbol a budget shows; an unknown code shows as itself. */
export function currencySymbol(code: string): string {
  return currencies.find((currency) => currency.code === code)?.symbol ?? code;
}
