import { analyticsProjectOrder, budgetsByCurrency, completionsByDay, daysLeft, timeElapsedPercentage, type BudgetCentsRow } from '../../domain/rules/analytics';
import { localDate, zonedStartOfDay } from '../../domain/rules/dates';
import type { GoalType } from '../../domain/rules/goals';
import { EXECUTION_TARGET_PERCENT, weekScore, weekStartsSince } from '../../domain/rules/weeks';
import type { Analytics, AnalyticsProject } from '../../domain/schemas/analytics';
import { advanceSeries } from './action-series';
import { asCurrencyCode } from './budgets';
import type { UserScope, UserServiceContext } from './context';
import { listCycles } from './cycles';
import { assertAnalyticsAllowed } from './plan-limits';
import { readProjects } from './projects';
import { readDueItems } from './weeks';

/** One goal's actions in one currency (currencyCode null: a goal without actions), summed in SQL. */
type GoalTotalsRow = {
  goalId: string;
  projectId: string;
  goalType: GoalType;
  content: string;
  currencyCode: string | null;
  planned: number;
  done: number;
  plannedCents: bigint;
  spentCents: bigint;
};

/**
 * Every goal of the caller with its actions counted and its planned (baseCapital) and spent (actualCost of completed
 * actions) cents per currency: one query whatever the number of actions.
 */
async function readGoalTotals(ctx: UserScope): Promise<GoalTotalsRow[]> {
  return ctx.db.$queryRaw<GoalTotalsRow[]>`
    SELECT g.id::text AS "goalId", d."projectId"::text AS "projectId", g."goalType"::text AS "goalType", g.content, cu.code AS "currencyCode",
      count(a.id)::int AS planned, (count(a.id) FILTER (WHERE a.completed))::int AS done,
      COALESCE(sum(a."baseCapitalCents"), 0)::bigint AS "plannedCents",
      COALESCE(sum(a."actualCostCents") FILTER (WHERE a.completed), 0)::bigint AS "spentCents"
    FROM "Goal" g
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    LEFT JOIN "Action" a ON a."goalId" = g.id
    LEFT JOIN "Currency" cu ON cu.id = a."currencyId"
    WHERE g."userId" = ${ctx.user.id}::uuid
    GROUP BY g.id, d."projectId", cu.code
    ORDER BY g."createdAt", g.id, cu.code`;
}

/** The cycle each of the caller's projects belongs to (through its area row): one query. */
async function readProjectCycles(ctx: UserScope): Promise<Map<string, string>> {
  const rows = await ctx.db.$queryRaw<{ projectId: string; cycleId: string }[]>`
    SELECT p.id::text AS "projectId", c.id::text AS "cycleId"
    FROM "Project" p
    JOIN "LifeWheelArea" w ON w.id = p."lifeWheelAreaId"
    JOIN "Cycle" c ON c."lifeWheelId" = w."lifeWheelId" AND c.number = w."cycleNumber"
    WHERE p."userId" = ${ctx.user.id}::uuid`;
  return new Map(rows.map((row) => [row.projectId, row.cycleId]));
}

/** When the caller completed actions from a calendar date on (X-Time-Zone): one query. */
async function readCompletions(ctx: UserScope, from: string): Promise<Date[]> {
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, completed: true, completedAt: { gte: zonedStartOfDay(from, ctx.timeZone) } },
    select: { completedAt: true },
  });
  return rows.flatMap((row) => (row.completedAt ? [row.completedAt] : []));
}

const budgetRowOf = (row: GoalTotalsRow): BudgetCentsRow[] =>
  row.currencyCode === null ? [] : [{ currencyCode: asCurrencyCode(row.currencyCode), plannedCents: Number(row.plannedCents), spentCents: Number(row.spentCents) }];

/**
 * The caller's analytics (paid plans; else 403 PLAN_LIMIT): every cycle's scores, the weekly execution scores since
 * the first cycle started, the current cycle's completions per day, every project's progress against time with its
 * goals, and planned against spent money per currency. A fixed number of queries whatever the history: each table
 * is read once or summed in SQL, never per row.
 */
export async function readAnalytics(ctx: UserServiceContext): Promise<Analytics> {
  await assertAnalyticsAllowed(ctx);
  // As GET /weeks/me: the occurrences a series owes exist before the weeks are scored.
  await advanceSeries(ctx);
  const today = localDate(ctx.now, ctx.timeZone);
  const { cycles } = await listCycles(ctx);
  const current = cycles.find((cycle) => cycle.status === 'ACTIVE') ?? null;
  const firstStart = cycles.find((cycle) => cycle.startedOn !== null)?.startedOn ?? null;
  const mondays = firstStart ? weekStartsSince(firstStart, ctx.now, ctx.timeZone) : [];
  const completionsTo = current?.lastDay && current.lastDay < today ? current.lastDay : today;
  const [dueItems, completedAts, projects, goalTotals, projectCycles] = await Promise.all([
    mondays.length > 0 ? readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!) : [],
    current?.startedOn ? readCompletions(ctx, current.startedOn) : [],
    readProjects(ctx),
    readGoalTotals(ctx),
    readProjectCycles(ctx),
  ]);

  const goalsOfProject = new Map<string, AnalyticsProject['goals']>();
  const budgetRowsOfProject = new Map<string, BudgetCentsRow[]>();
  const rowsOfGoal = new Map<string, GoalTotalsRow[]>();
  for (const row of goalTotals) rowsOfGoal.set(row.goalId, [...(rowsOfGoal.get(row.goalId) ?? []), row]);
  for (const rows of rowsOfGoal.values()) {
    const first = rows[0]!;
    const budgetRows = rows.flatMap(budgetRowOf);
    goalsOfProject.set(first.projectId, [
      ...(goalsOfProject.get(first.projectId) ?? []),
      {
        id: first.goalId,
        goalType: first.goalType,
        content: first.content,
        actionsDone: rows.reduce((sum, row) => sum + row.done, 0),
        actionsPlanned: rows.reduce((sum, row) => sum + row.planned, 0),
        budgets: budgetsByCurrency(budgetRows),
      },
    ]);
    budgetRowsOfProject.set(first.projectId, [...(budgetRowsOfProject.get(first.projectId) ?? []), ...budgetRows]);
  }

  const inCycles = projects.map((project) => ({ ...project, cycleId: projectCycles.get(project.id) ?? '' }));
  const analyticsProjects = analyticsProjectOrder(inCycles, current?.id ?? null).map((project): AnalyticsProject => {
    const { startDate, endDate } = project.detail;
    return {
      id: project.id,
      cycleId: project.cycleId,
      title: project.title,
      status: project.status,
      areaId: project.areaId,
      areaKey: project.areaKey,
      startDate,
      endDate,
      progressPercentage: project.detail.progressPercentage,
      timeElapsedPercentage: timeElapsedPercentage(startDate, endDate, today),
      actionsDone: project.detail.completedActions,
      actionsPlanned: project.detail.totalActions,
      daysLeft: daysLeft(today, endDate),
      expectedScore: project.expectedScore,
      predictedScore: project.predictedScore,
      goals: goalsOfProject.get(project.id) ?? [],
      budgets: budgetsByCurrency(budgetRowsOfProject.get(project.id) ?? []),
    };
  });

  return {
    today,
    currentCycleId: current?.id ?? null,
    cycles: cycles.map(({ id, number, status, startedOn, endsOn, lastDay, globalScore, areas }) => ({ id, number, status, startedOn, endsOn, lastDay, globalScore, areas })),
    targetPercent: EXECUTION_TARGET_PERCENT,
    weeks: mondays.map((monday, index) => ({ weekStart: monday, ...weekScore(dueItems, monday, ctx.timeZone), provisional: index === mondays.length - 1 })),
    completions: current?.startedOn ? completionsByDay(completedAts, current.startedOn, completionsTo, ctx.timeZone) : [],
    projects: analyticsProjects,
    budgets: budgetsByCurrency(goalTotals.flatMap(budgetRowOf)),
  };
}
