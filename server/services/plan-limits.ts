import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { localDate, startOfMonth, zonedStartOfDay } from '../../domain/rules/dates';
import type { SubscriptionPlan } from '../generated/prisma/client';
import type { DbClient } from '../database/open';
import type { InTransaction, UserScope } from './service-context';

export type PlanLimit = 'ACTIVE_PROJECTS' | 'ACTIONS_PER_MONTH';

/** The free plan, the plan of every user without a subscription in force. */
export async function basicPlan(db: Pick<DbClient, 'subscriptionPlan'>): Promise<SubscriptionPlan> {
  return db.subscriptionPlan.findUniqueOrThrow({ where: { name: 'BASICO' } });
}

/** The plan in force: the subscription's until its renewal date (cancelled ones too), else BASICO. */
export async function effectivePlan(ctx: InTransaction<UserScope>): Promise<SubscriptionPlan> {
  const subscription = await ctx.db.userSubscription.findUnique({
    where: { userId: ctx.user.id },
    select: { renewalDate: true, plan: true },
  });
  if (subscription && subscription.renewalDate > ctx.now) return subscription.plan;
  return basicPlan(ctx.db);
}

/** How far the caller's plan is from a limit: its maximum (null = none) and what is used of it now. */
async function planUsage(ctx: InTransaction<UserScope>, limit: PlanLimit): Promise<{ plan: SubscriptionPlan; max: number | null; used: number }> {
  const plan = await effectivePlan(ctx);
  const max = limit === 'ACTIVE_PROJECTS' ? plan.maxActiveProjects : plan.maxActionsPerMonth;
  if (max === null) return { plan, max, used: 0 };
  const used =
    limit === 'ACTIVE_PROJECTS'
      ? await ctx.db.project.count({ where: { userId: ctx.user.id, status: 'ACTIVE' } })
      : await ctx.db.action.count({
          where: { userId: ctx.user.id, createdAt: { gte: zonedStartOfDay(startOfMonth(localDate(ctx.now, ctx.timeZone)), ctx.timeZone) } },
        });
  return { plan, max, used };
}

/**
 * How many more of a limited thing (active projects, actions created this calendar month in the user's time zone)
 * the plan allows now: Infinity without a limit. For writes that create several at once and stop at the limit
 * without refusing (a recurring series catching up); run it and the inserts inside `serialisedForUser`.
 */
export async function roomWithinPlanLimit(ctx: InTransaction<UserScope>, limit: PlanLimit): Promise<number> {
  const { max, used } = await planUsage(ctx, limit);
  return max === null ? Infinity : Math.max(0, max - used);
}

/**
 * The one place plan limits are enforced: throws 403 PLAN_LIMIT, naming the limit, when adding one more
 * (active project, or action created this calendar month in the user's time zone) would pass the plan's.
 * Callers run it and their insert inside `serialisedForUser`, so simultaneous requests cannot both pass.
 */
export async function assertWithinPlanLimit(ctx: InTransaction<UserScope>, limit: PlanLimit): Promise<void> {
  const { plan, max, used } = await planUsage(ctx, limit);
  if (max !== null && used >= max) {
    throw new AppError('PLAN_LIMIT', {
      limit,
      plan: plan.name,
      max,
      limitName: translate(limit === 'ACTIVE_PROJECTS' ? 'LIMIT_ACTIVE_PROJECTS' : 'LIMIT_ACTIONS_PER_MONTH', ctx.lang),
    });
  }
}

/**
 * Analytics belong to the paid plans: a plan in force without them (BASICO, which is also what a lapsed paid plan
 * falls back to) answers 403 PLAN_LIMIT, which the client turns into the upgrade prompt.
 */
export async function assertAnalyticsAllowed(ctx: InTransaction<UserScope>): Promise<void> {
  const plan = await effectivePlan(ctx);
  if (!plan.analytics) throw new AppError('PLAN_LIMIT', { limit: 'ANALYTICS', plan: plan.name, max: 0, limitName: translate('LIMIT_ANALYTICS', ctx.lang) });
}
