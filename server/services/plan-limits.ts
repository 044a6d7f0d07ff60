import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { localDate, startOfMonth, zonedStartOfDay } from '../../domain/rules/dates';
import type { SubscriptionPlan } from '../generated/prisma/client';
import type { DbClient } from '../database/open';
import type { InTransaction, UserScope } from './context';

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

/**
 * The one place plan limits are enforced: throws 403 PLAN_LIMIT, naming the limit, when adding one more
 * (active project, or action created this calendar month in the user's time zone) would pass the plan's.
 * Callers run it and their insert inside `serialisedForUser`, so simultaneous requests cannot both pass.
 */
export async function assertWithinPlanLimit(ctx: InTransaction<UserScope>, limit: PlanLimit): Promise<void> {
  const plan = await effectivePlan(ctx);
  const max = limit === 'ACTIVE_PROJECTS' ? plan.maxActiveProjects : plan.maxActionsPerMonth;
  if (max === null) return;
  const used =
    limit === 'ACTIVE_PROJECTS'
      ? await ctx.db.project.count({ where: { userId: ctx.user.id, status: 'ACTIVE' } })
      : await ctx.db.action.count({
          where: { userId: ctx.user.id, createdAt: { gte: zonedStartOfDay(startOfMonth(localDate(ctx.now, ctx.timeZone)), ctx.timeZone) } },
        });
  if (used >= max) {
    throw new AppError('PLAN_LIMIT', {
      limit,
      plan: plan.name,
      max,
      limitName: translate(limit === 'ACTIVE_PROJECTS' ? 'LIMIT_ACTIVE_PROJECTS' : 'LIMIT_ACTIONS_PER_MONTH', ctx.lang),
    });
  }
}
