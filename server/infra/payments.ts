import { randomUUID } from 'node:crypto';

export type ChargeRequest = {
  userId: string;
  amountCents: number;
  currencyCode: string;
  /** What the charge is for, as a payment provider would show it on a statement. */
  description: string;
};

/** What a provider reports after a successful charge; stored on the SubscriptionPayment row. */
export type ChargeReceipt = {
  /** The payment method, at most 32 characters (e.g. 'manual', or a real provider's name). */
  method: string;
  /** The provider's reference of the charge, at most 64 characters. */
  reference: string;
};

/**
 * The one seam between subscriptions and money. A provider either charges and returns its receipt, or
 * throws (an AppError for a refusal the user can act on). There is no payment processor yet
 * (DECISIONS.md), so the manual provider is the only implementation; buildApp puts it in the app's deps, and a
 * real one replaces it there.
 */
export type PaymentProvider = {
  charge(request: ChargeRequest): Promise<ChargeReceipt>;
};

/** Records the payment as made by hand: amountPaid = basePrice, method 'manual', a fresh reference. */
export const manualPaymentProvider: PaymentProvider = {
  async charge() {
    return { method: 'manual', reference: `manual-${randomUUID()}` };
  },
};
