import { DEFAULT_CURRENCY } from '../../domain/content/currencies';
import { AppError } from '../../domain/errors';
import { amountToCents, centsToAmount } from '../../domain/rules/money';
import { planSavingsCents } from '../../domain/rules/plans';
import { addCalendarMonths, daysBetween, localDate, longDate, zonedStartOfDay } from '../../domain/rules/dates';
import type {
  AddSubscriptionInput,
  MySubscription,
  Plan,
  Subscription,
  SubscriptionResult,
  UpdateSubscriptionInput,
} from '../../domain/schemas/subscriptions';
import type { DbClient } from '../database/open';
import type { Prisma, SubscriptionPlan } from '../generated/prisma/client';
import { basicPlan } from './plan-limits';
import type { PaymentProvider } from '../infra/payments';
import { serialisedForUser } from '../infra/user-lock';
import type { InTransaction, ServiceContext, UserScope } from './service-context';

const subscriptionSelect = {
  id: true,
  autoRenew: true,
  startDate: true,
  renewalDate: true,
  cancelledAt: true,
  paymentMethod: true,
  plan: true,
  currency: { select: { code: true } },
  payments: { select: { amountCents: true } },
} satisfies Prisma.UserSubscriptionSelect;
type SubscriptionRow = Prisma.UserSubscriptionGetPayload<{ select: typeof subscriptionSelect }>;

type PlanCurrency = { id: string; code: string };

/** The currency every plan is priced and paid in (USD). */
function planCurrency(db: DbClient): Promise<PlanCurrency> {
  return db.currency.findUniqueOrThrow({ where: { code: DEFAULT_CURRENCY }, select: { id: true, code: true } });
}

function toPlan(plan: SubscriptionPlan, currency: PlanCurrency): Plan {
  return {
    id: plan.id,
    name: plan.name,
    basePrice: centsToAmount(plan.basePriceCents),
    currencyId: currency.id,
    currencyCode: currency.code,
    billingCycle: plan.billingCycleMonths,
    pricePerMonth: centsToAmount(Math.round(plan.basePriceCents / plan.billingCycleMonths)),
    discount: plan.discountPercent,
    savings: centsToAmount(planSavingsCents(plan)),
    starred: plan.starred,
    features: { actions: plan.maxActionsPerMonth, projects: plan.maxActiveProjects, analytics: plan.analytics },
  };
}

/** The subscription plans, cheapest first, with prices in USD as DECISIONS.md sets them. */
export async function listPlans(ctx: ServiceContext): Promise<Plan[]> {
  const [plans, currency] = await Promise.all([ctx.db.subscriptionPlan.findMany({ orderBy: { order: 'asc' } }), planCurrency(ctx.db)]);
  return plans.map((plan) => toPlan(plan, currency));
}

/**
 * The end of a period of `months` starting now: the same local date `months` later, at the same local time,
 * in the user's time zone (so a plan bought on 15 March renews on 15 April wherever the user lives).
 */
function periodEnd(ctx: InTransaction<UserScope>, months: number): Date {
  const today = localDate(ctx.now, ctx.timeZone);
  const sinceMidnight = ctx.now.getTime() - zonedStartOfDay(today, ctx.timeZone).getTime();
  return new Date(zonedStartOfDay(addCalendarMonths(today, months), ctx.timeZone).getTime() + sinceMidnight);
}

function toSubscription(row: SubscriptionRow, currency: PlanCurrency, ctx: InTransaction<UserScope>): Subscription {
  const plan = toPlan(row.plan, currency);
  const active = row.renewalDate > ctx.now;
  const renewalDate = row.renewalDate.toISOString();
  const calendarDaysLeft = daysBetween(localDate(ctx.now, ctx.timeZone), localDate(row.renewalDate, ctx.timeZone));
  return {
    id: row.id,
    plan,
    active,
    status: active ? 'active' : 'inactive',
    autoRenew: row.autoRenew,
    startDate: row.startDate.toISOString(),
    renewalDate,
    nextRenewal: active && row.autoRenew ? renewalDate : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    billingCycle: plan.billingCycle,
    monthlyRate: plan.pricePerMonth,
    savings: plan.savings,
    totalPaid: centsToAmount(row.payments.reduce((sum, payment) => sum + payment.amountCents, 0)),
    currencyCode: row.currency.code,
    paymentMethod: row.paymentMethod,
    // The renewal day itself still counts, so an active plan never shows 0 days left.
    daysRemaining: active ? Math.max(1, calendarDaysLeft) : 0,
  };
}

// Read after the write and outside its transaction: Prisma fetches a select's relations with concurrent queries,
// which a transaction's single pg connection can only queue (pg deprecates that).
function readSubscription(ctx: InTransaction<UserScope>, id: string): Promise<SubscriptionRow> {
  return ctx.db.userSubscription.findUniqueOrThrow({ where: { id }, select: subscriptionSelect });
}

async function viewOf(ctx: InTransaction<UserScope>, row: SubscriptionRow): Promise<SubscriptionResult> {
  const currency = await planCurrency(ctx.db);
  const subscription = toSubscription(row, currency, ctx);
  return { subscription, currentPlan: subscription.active ? subscription.plan : toPlan(await basicPlan(ctx.db), currency) };
}

/** The caller's subscription (null when they never subscribed) and the plan in force. */
export async function getMySubscription(ctx: UserScope): Promise<MySubscription> {
  const row = await ctx.db.userSubscription.findUnique({ where: { userId: ctx.user.id }, select: subscriptionSelect });
  if (!row) return { subscription: null, currentPlan: toPlan(await basicPlan(ctx.db), await planCurrency(ctx.db)) };
  return viewOf(ctx, row);
}

/**
 * Checks a purchase: the plan exists and is paid, the currency is USD (plans are priced in USD only) and
 * the amount is exactly the plan's basePrice.
 */
async function checkPurchase(ctx: InTransaction<UserScope>, input: AddSubscriptionInput) {
  const plan = await ctx.db.subscriptionPlan.findUnique({ where: { id: input.planId } });
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  if (plan.basePriceCents === 0) throw new AppError('PLAN_NOT_PURCHASABLE');
  const currency = await ctx.db.currency.findUnique({ where: { id: input.currencyId }, select: { id: true, code: true } });
  if (!currency || currency.code !== DEFAULT_CURRENCY) throw new AppError('SUBSCRIPTION_CURRENCY_NOT_ACCEPTED');
  const amountCents = amountToCents(input.amountPaid);
  if (amountCents !== plan.basePriceCents) {
    throw new AppError('AMOUNT_MISMATCH', {
      amountPaid: centsToAmount(amountCents).toFixed(2),
      expected: centsToAmount(plan.basePriceCents).toFixed(2),
      plan: plan.name,
    });
  }
  return { plan, currency };
}

function chargeFor(ctx: UserScope, payments: PaymentProvider, plan: SubscriptionPlan, currencyCode: string) {
  return payments.charge({
    userId: ctx.user.id,
    amountCents: plan.basePriceCents,
    currencyCode,
    description: `Prospera ${plan.name} (${plan.billingCycleMonths} months)`,
  });
}

/**
 * Subscribes a user who has no subscription yet: a new period starts now and its payment is recorded. The check,
 * the charge and the write hold the user's lock, so simultaneous requests charge once.
 */
export async function addSubscription(ctx: UserScope, input: AddSubscriptionInput, payments: PaymentProvider): Promise<SubscriptionResult> {
  const { plan, currency } = await checkPurchase(ctx, input);
  const id = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const existing = await db.userSubscription.findUnique({ where: { userId: ctx.user.id }, select: { id: true } });
    if (existing) throw new AppError('SUBSCRIPTION_EXISTS');
    const receipt = await chargeFor(ctx, payments, plan, currency.code);
    const row = await db.userSubscription.create({
      data: {
        userId: ctx.user.id,
        planId: plan.id,
        currencyId: currency.id,
        paymentMethod: receipt.method,
        autoRenew: true,
        startDate: ctx.now,
        renewalDate: periodEnd(ctx, plan.billingCycleMonths),
        payments: {
          create: { currencyId: currency.id, amountCents: plan.basePriceCents, method: receipt.method, reference: receipt.reference, paidAt: ctx.now },
        },
      },
      select: { id: true },
    });
    return row.id;
  });
  return viewOf(ctx, await readSubscription(ctx, id));
}

/**
 * Changes the caller's plan: a new period of the new plan starts now (what is left of the old one is not
 * carried over), auto-renewal is on again and the payment is recorded. The same plan is refused while it
 * is still in force, so a repeated request never charges twice; once it has expired, choosing it renews it.
 */
export async function updateSubscription(
  ctx: UserScope,
  input: UpdateSubscriptionInput,
  payments: PaymentProvider,
): Promise<SubscriptionResult> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const current = await db.userSubscription.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: { id: true, planId: true, renewalDate: true },
    });
    if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const { plan, currency } = await checkPurchase({ ...ctx, db }, input);
    if (current.planId === plan.id && current.renewalDate > ctx.now) {
      throw new AppError('PLAN_ALREADY_ACTIVE', { plan: plan.name, renewalDate: longDate(current.renewalDate, ctx.lang, ctx.timeZone) });
    }
    const receipt = await chargeFor(ctx, payments, plan, currency.code);
    await db.userSubscription.update({
      where: { id: current.id },
      data: {
        planId: plan.id,
        currencyId: currency.id,
        paymentMethod: receipt.method,
        autoRenew: true,
        startDate: ctx.now,
        renewalDate: periodEnd(ctx, plan.billingCycleMonths),
        cancelledAt: null,
      },
    });
    await db.subscriptionPayment.create({
      data: { subscriptionId: current.id, currencyId: currency.id, amountCents: plan.basePriceCents, method: receipt.method, reference: receipt.reference, paidAt: ctx.now },
    });
  });
  return viewOf(ctx, await readSubscription(ctx, input.id));
}

/**
 * Turns auto-renewal off; the plan stays in force until the renewal date. Cancelling again changes nothing
 * and answers the same subscription (the first cancellation's date is kept).
 */
export async function cancelSubscription(ctx: UserScope): Promise<SubscriptionResult> {
  const current = await ctx.db.userSubscription.findUnique({
    where: { userId: ctx.user.id },
    select: { id: true, autoRenew: true, cancelledAt: true },
  });
  if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  if (current.autoRenew || !current.cancelledAt) {
    await ctx.db.userSubscription.update({
      where: { id: current.id },
      data: { autoRenew: false, cancelledAt: current.cancelledAt ?? ctx.now },
      select: { id: true },
    });
  }
  return viewOf(ctx, await readSubscription(ctx, current.id));
}
