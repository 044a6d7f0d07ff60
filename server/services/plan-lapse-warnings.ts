import { z } from 'zod';
import type { Lang } from '../../domain/messages';
import { LAPSE_WARNING_HORIZON_MS, lapseWarningOwed } from '../../domain/rules/plan-lapse';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import type { NotificationLinks } from '../mail/notifications';
import { planLapseWarningMail } from '../mail/plan-lapse-warning';
import type { RenderedMail } from '../mail/templates';
import type { AppDeps } from './service-context';
import { basicPlan } from './plan-limits';

// The warning before a paid plan's period ends (issue 37; docs/decisions/2026-11-30-plan-lapse-warning.md): planned
// into the notification jobs once per person and period, claimed and sent with the other notification mails.

/**
 * A warning's period: the instant its plan's period ends, as toISOString writes it. PERIOD_SQL writes the same from
 * the stored column, so planning can leave out in SQL the periods already planned.
 */
const periodOf = (endsAt: Date): string => endsAt.toISOString();
const PERIOD_SQL = Prisma.raw(`to_char(s."renewalDate" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const endingPeriod = columns({
  userId: column('s."userId"::text', z.string()),
  endsAt: column('s."renewalDate"', z.date()),
  timeZone: column('p."timeZone"', z.string().nullable()),
  notifyHour: column('p."notifyHour"', z.number().int()),
});

/**
 * Records the lapse warnings owed at `now`. One indexed read (UserSubscription.renewalDate) of the paid periods ending
 * within LAPSE_WARNING_HORIZON_MS whose person has the warning on and has no warning of that period yet, then the
 * warnings owed among them (their hour and day in their zone, lapseWarningOwed in domain/rules/plan-lapse.ts), inserted like the other
 * notifications: a row that exists already is left as it is, so every instance may plan at once.
 */
export async function planLapseWarnings(deps: Pick<AppDeps, 'db' | 'read'>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + LAPSE_WARNING_HORIZON_MS);
  const ending = await deps.read(statement(endingPeriod.row, Prisma.sql`
    SELECT ${endingPeriod.sql}
    FROM "UserSubscription" s
    JOIN "SubscriptionPlan" plan ON plan."id" = s."planId"
    JOIN "Profile" p ON p."userId" = s."userId"
    WHERE s."renewalDate" > ${now} AND s."renewalDate" <= ${horizon} AND plan."basePriceCents" > 0 AND p."planLapseWarning"
      AND NOT EXISTS (
        SELECT 1 FROM "NotificationJob" j
        WHERE j."userId" = s."userId" AND j."kind" = 'PLAN_LAPSE_WARNING' AND j."period" = ${PERIOD_SQL})`));
  const rows = ending
    .filter((period) => lapseWarningOwed(period, period.endsAt, now))
    .map((period) => ({ userId: period.userId, kind: 'PLAN_LAPSE_WARNING' as const, period: periodOf(period.endsAt), runAt: now, createdAt: now, updatedAt: now }));
  if (rows.length === 0) return 0;
  const { count } = await deps.db.notificationJob.createMany({ data: rows, skipDuplicates: true });
  return count;
}

/** Who a warning goes to, as the notification worker read them, and the mail's links (the plans screen's too). */
export type LapseWarningReader = { userId: string; firstName: string; lang: Lang; timeZone: string; links: NotificationLinks & { plans: string } };

/**
 * The warning of the period `period`, written now, or null when there is nothing to warn of: the person has bought a
 * new period since it was planned (the period's end moved), or it has ended already (a retry that came too late).
 */
export async function composeLapseWarning(deps: Pick<AppDeps, 'db'>, reader: LapseWarningReader, period: string, now: Date): Promise<RenderedMail | null> {
  const subscription = await deps.db.userSubscription.findUnique({
    where: { userId: reader.userId },
    select: { renewalDate: true, autoRenew: true, plan: { select: { name: true } } },
  });
  if (!subscription || periodOf(subscription.renewalDate) !== period || subscription.renewalDate <= now) return null;
  const basic = await basicPlan(deps.db);
  return planLapseWarningMail(reader.lang, {
    firstName: reader.firstName,
    plan: subscription.plan.name,
    endsAt: subscription.renewalDate,
    timeZone: reader.timeZone,
    cancelled: !subscription.autoRenew,
    basic: { activeProjects: basic.maxActiveProjects, actionsPerMonth: basic.maxActionsPerMonth ?? Number.POSITIVE_INFINITY },
    links: reader.links,
  });
}
