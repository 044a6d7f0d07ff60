import { DEFAULT_CURRENCY } from '../../domain/content/currencies';
import { centsToAmount } from '../../domain/rules/money';
import { planSavingsCents } from '../../domain/rules/plans';
import type { Plan } from '../../domain/schemas/subscriptions';
import type { RequestContext } from '../http/context';

/** The subscription plans, cheapest first, with prices in USD as DECISIONS.md sets them. */
export async function listPlans(ctx: Pick<RequestContext, 'db'>): Promise<Plan[]> {
  const plans = await ctx.db.subscriptionPlan.findMany({ orderBy: { order: 'asc' } });
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    basePrice: centsToAmount(plan.basePriceCents),
    currencyCode: DEFAULT_CURRENCY,
    billingCycle: plan.billingCycleMonths,
    pricePerMonth: centsToAmount(Math.round(plan.basePriceCents / plan.billingCycleMonths)),
    discount: plan.discountPercent,
    savings: centsToAmount(planSavingsCents(plan)),
    starred: plan.starred,
    features: { actions: plan.maxActionsPerMonth, projects: plan.maxActiveProjects, analytics: plan.analytics },
  }));
}
