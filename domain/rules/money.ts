/** Integer cents to a number with at most 2 decimals, for the wire. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A wire amount (at most 2 decimals) to integer cents. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** true when the amount has at most two decimals (checked on its cents, so 0.1 + 0.2 style noise is tolerated). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
