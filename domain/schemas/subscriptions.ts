import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../rules/money';
import { PLAN_NAMES } from '../rules/plans';
import { IdSchema, MoneySchema } from './common';

/** The largest amount a subscription call accepts (far above any plan's price; keeps cents inside an integer). */
export const MAX_AMOUNT_PAID = 100_000;

const PlanSchema = z.object({
  id: z.uuid(),
  name: z.enum(PLAN_NAMES),
  basePrice: MoneySchema,
  currencyId: z.uuid().describe("The currency the plan is priced and paid in: send it as the subscription call's currencyId"),
  currencyCode: z.string(),
  billingCycle: z.number().int().describe('Months'),
  pricePerMonth: MoneySchema,
  discount: z.number().describe('Percent'),
  savings: MoneySchema,
  starred: z.boolean(),
  features: z.object({
    actions: z.number().int().nullable().describe('New actions per calendar month; null = unlimited'),
    projects: z.number().int().describe('Active projects'),
    analytics: z.boolean(),
  }),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });

const AmountPaidSchema = z
  .number({ message: 'AMOUNT_PAID_INVALID' })
  .min(0, { message: 'AMOUNT_PAID_INVALID' })
  .max(MAX_AMOUNT_PAID, { message: 'AMOUNT_PAID_INVALID' })
  .refine(hasAtMostTwoDecimals, { message: 'AMOUNT_PAID_INVALID' })
  .describe("What the user paid: must equal the plan's basePrice");

export const AddSubscriptionInputSchema = z.object({
  planId: IdSchema,
  currencyId: IdSchema.describe("The plan's currencyId (USD's id): plans are priced and paid in USD"),
  amountPaid: AmountPaidSchema,
});
export type AddSubscriptionInput = z.infer<typeof AddSubscriptionInputSchema>;

export const UpdateSubscriptionInputSchema = AddSubscriptionInputSchema.extend({
  id: IdSchema.describe("The caller's subscription id"),
});
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionInputSchema>;

const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;

const SubscriptionSchema = z.object({
  id: z.uuid(),
  plan: PlanSchema,
  active: z.boolean().describe('true until the renewal date, cancelled or not'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  autoRenew: z.boolean(),
  startDate: z.iso.datetime().describe('Start of the current period'),
  renewalDate: z.iso.datetime().describe('End of the current period: the plan is in force until then'),
  nextRenewal: z.iso.datetime().nullable().describe('The renewal date while active with autoRenew on; null otherwise'),
  cancelledAt: z.iso.datetime().nullable(),
  billingCycle: z.number().int().describe('Months'),
  monthlyRate: MoneySchema.describe("The plan's price per month"),
  savings: MoneySchema,
  totalPaid: MoneySchema.describe('Sum of every payment of this subscription'),
  currencyCode: z.string(),
  paymentMethod: z.string(),
  daysRemaining: z.number().int().describe("Calendar days until the renewal date in the user's time zone (at least 1 while active); 0 when inactive"),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /users/my-subscription: the subscription row (null when the user never subscribed) and the plan in force. */
export const MySubscriptionSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  currentPlan: PlanSchema.describe("The plan in force: the subscription's until its renewal date, else BASICO"),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

/** What add, update and cancel answer: the subscription as it now stands. */
export const SubscriptionResultSchema = MySubscriptionSchema.extend({ subscription: SubscriptionSchema });
export type SubscriptionResult = z.infer<typeof SubscriptionResultSchema>;
