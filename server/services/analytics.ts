import { z } from 'zod';
import { analyticsProjectOrder, budgetsByCurrency, datesBetween, daysLeft, timeElapsedPercentage, type BudgetCentsRow } from '../../domain/rules/analytics';
import { addDays, localDate, zonedStartOfDay } from '../../domain/rules/dates';
import type { GoalType } from '../../domain/rules/goals';
import { progressPercentage } from '../../domain/rules/projects';
import { predictedScore } from '../../domain/rules/targets';
import { EXECUTION_TARGET_PERCENT, weekStartsSince } from '../../domain/rules/weekly';
import type { Analytics, AnalyticsProject } from '../../domain/schemas/analytics';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { LifeAreaKey, ProjectStatus } from '../generated/prisma/enums';
import { asCurrencyCode } from './budgets';
import type { UserScope, UserServiceContext } from './service-context';
import { listCycles } from './cycles';
import { assertAnalyticsAllowed } from './plan-limits';
import { owedByWeek, owedPerGoal } from './series-occurrences';
import { readWeekTallies, weekScoreOf } from './weekly';

/** One goal's actions in one currency (currencyCode null: a goal without actions), in integer cents. */
type GoalTotalsRow = {
  goalId: string;
  projectId: string;
  goalType: GoalType;
  content: string;
  currencyCode: string | null;
  planned: number;
  done: number;
  plannedCents: number;
  spentCents: number;
};

/**
 * Every goal of the caller with its actions counted and its planned (baseCapital) and spent (actualCost of completed
 * actions) cents per currency, by creation then currency code: summed from the tally the database keeps per goal,
 * context and currency (ActionTally), so it costs the person's goals, not their actions; the goals and currencies
 * read once.
 */
async function readGoalTotals(ctx: UserScope): Promise<GoalTotalsRow[]> {
  const [goals, sums, currencies] = await Promise.all([
    ctx.db.goal.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, goalType: true, content: true, projectDetail: { select: { projectId: true } } },
    }),
    ctx.db.actionTally.groupBy({
      by: ['goalId', 'currencyId'],
      where: { userId: ctx.user.id },
      _sum: { actions: true, completed: true, plannedCents: true, spentCents: true },
    }),
    ctx.db.currency.findMany({ select: { id: true, code: true } }),
  ]);
  const codeOf = new Map(currencies.map((currency) => [currency.id, currency.code]));
  const totals = new Map<string, Map<string, GoalTotalsRow>>();
  for (const goal of goals) totals.set(goal.id, new Map());
  const goalOf = new Map(goals.map((goal) => [goal.id, goal]));
  for (const sum of sums) {
    const goal = goalOf.get(sum.goalId);
    const byCurrency = totals.get(sum.goalId);
    const currencyCode = codeOf.get(sum.currencyId);
    if (!goal || !byCurrency || currencyCode === undefined) continue;
    const row = byCurrency.get(currencyCode) ?? { ...goalRow(goal), currencyCode, planned: 0, done: 0, plannedCents: 0, spentCents: 0 };
    row.planned += sum._sum.actions ?? 0;
    row.done += sum._sum.completed ?? 0;
    row.plannedCents += Number(sum._sum.plannedCents ?? 0);
    row.spentCents += Number(sum._sum.spentCents ?? 0);
    byCurrency.set(currencyCode, row);
  }
  return goals.flatMap((goal) => {
    const rows = [...(totals.get(goal.id)?.values() ?? [])].sort((a, b) => ((a.currencyCode ?? '') < (b.currencyCode ?? '') ? -1 : 1));
    return rows.length > 0 ? rows : [{ ...goalRow(goal), currencyCode: null, planned: 0, done: 0, plannedCents: 0, spentCents: 0 }];
  });
}

const goalRow = (goal: { id: string; goalType: GoalType; content: string; projectDetail: { projectId: string } }) => ({
  goalId: goal.id,
  projectId: goal.projectDetail.projectId,
  goalType: goal.goalType,
  content: goal.content,
});

const projectColumns = columns({
  id: column('p.id::text', z.string()),
  title: column('p.title', z.string()),
  status: column('p.status::text', z.enum(ProjectStatus)),
  expectedScore: column('p."expectedScore"', z.number().int()),
  createdAt: column('p."createdAt"', z.date()),
  areaId: column('la.id::text', z.string()),
  areaKey: column('la.key::text', z.enum(LifeAreaKey)),
  cycleId: column('cy.id::text', z.string()),
  startDate: column(`to_char(d."startDate", 'YYYY-MM-DD')`, z.string()),
  endDate: column(`to_char(d."endDate", 'YYYY-MM-DD')`, z.string()),
  totalActions: column('n.total', z.number().int()),
  completedActions: column('n.done', z.number().int()),
  yes: column(`ARRAY(SELECT an."questionId"::text FROM "Answer" an WHERE an."lifeWheelAreaId" = p."lifeWheelAreaId" AND an.value)`, z.array(z.string())),
  no: column(`ARRAY(SELECT an."questionId"::text FROM "Answer" an WHERE an."lifeWheelAreaId" = p."lifeWheelAreaId" AND NOT an.value)`, z.array(z.string())),
  targets: column(
    `ARRAY(SELECT gt."questionId"::text FROM "GoalTarget" gt JOIN "Goal" tg ON tg.id = gt."goalId"
        WHERE gt."lifeWheelAreaId" = p."lifeWheelAreaId" AND tg."projectDetailId" = d.id
      UNION SELECT at."questionId"::text FROM "ActionTarget" at JOIN "Action" ta ON ta.id = at."actionId" JOIN "Goal" tg ON tg.id = ta."goalId"
        WHERE at."lifeWheelAreaId" = p."lifeWheelAreaId" AND tg."projectDetailId" = d.id)`,
    z.array(z.string()),
  ),
});

type ProjectFigures = { createdAt: string; predictedScore: number | null } & Omit<z.output<typeof projectColumns.row>, 'createdAt' | 'yes' | 'no' | 'targets'>;

/**
 * What analytics shows of each of the caller's projects (those with a detail), with its cycle, its actions counted
 * and its predicted score (predictedScore: its area row's answers with every NO its goals or their actions aim at
 * there as YES): one statement, the actions' counts summed from the tally (ActionTally), whatever their number.
 */
async function readProjectFigures(ctx: UserScope): Promise<ProjectFigures[]> {
  const rows = await ctx.read(statement(projectColumns.row, Prisma.sql`
    SELECT ${projectColumns.sql}
    FROM "Project" p
    JOIN "ProjectDetail" d ON d."projectId" = p.id
    JOIN "LifeWheelArea" lw ON lw.id = p."lifeWheelAreaId"
    JOIN "LifeArea" la ON la.id = lw."lifeAreaId"
    JOIN "Cycle" cy ON cy."lifeWheelId" = lw."lifeWheelId" AND cy.number = lw."cycleNumber"
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(t.actions), 0)::int AS total, coalesce(sum(t.completed), 0)::int AS done
      FROM "Goal" g JOIN "ActionTally" t ON t."userId" = g."userId" AND t."goalId" = g.id WHERE g."projectDetailId" = d.id
    ) n
    WHERE p."userId" = ${ctx.user.id}::uuid`));
  return rows.map(({ yes, no, targets, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    predictedScore: predictedScore(
      [...yes.map((questionId) => ({ questionId, value: true })), ...no.map((questionId) => ({ questionId, value: false }))],
      new Set(targets),
    ),
  }));
}

const completionColumns = columns({
  day: column('width_bucket(a."completedAt", s.bounds)', z.number().int()),
  completed: column('count(*)::int', z.number().int()),
});

/**
 * How many actions the caller completed on each calendar date (X-Time-Zone) from `from` to `to`, zeros included:
 * the database counts them per day between the days' starts worked out here (one statement, at most a row a day).
 */
async function readCompletionsByDay(ctx: UserScope, from: string, to: string): Promise<{ date: string; completed: number }[]> {
  const dates = datesBetween(from, to);
  if (dates.length === 0) return [];
  const bounds = [...dates, addDays(to, 1)].map((date) => zonedStartOfDay(date, ctx.timeZone));
  const rows = await ctx.read(statement(completionColumns.row, Prisma.sql`
    WITH s AS MATERIALIZED (SELECT string_to_array(${bounds.map((bound) => bound.toISOString()).join(',')}, ',')::timestamptz[] AS bounds)
    SELECT ${completionColumns.sql}
    FROM s JOIN "Action" a ON a."userId" = ${ctx.user.id}::uuid AND a.completed
      AND a."completedAt" >= ${bounds[0]!.toISOString()}::timestamptz AND a."completedAt" < ${bounds[bounds.length - 1]!.toISOString()}::timestamptz
    GROUP BY 1`));
  const counts = new Map(rows.map((row) => [row.day, row.completed]));
  return dates.map((date, index) => ({ date, completed: counts.get(index + 1) ?? 0 }));
}

/** A goal's owed occurrences as one more totals row of that goal. */
const owedGoalRow = (owed: Awaited<ReturnType<typeof owedPerGoal>>[number]): GoalTotalsRow => ({ ...owed, done: 0, spentCents: 0 });

const budgetRowOf = (row: GoalTotalsRow): BudgetCentsRow[] =>
  row.currencyCode === null ? [] : [{ currencyCode: asCurrencyCode(row.currencyCode), plannedCents: row.plannedCents, spentCents: row.spentCents }];

/**
 * The caller's analytics (paid plans; else 403 PLAN_LIMIT): every cycle's scores, the weekly execution scores since
 * the first cycle started, the current cycle's completions per day, every project's progress against time with its
 * goals, and planned against spent money per currency. A fixed number of queries whatever the history: each table
 * is read once or summed in SQL, never per row.
 */
export async function readAnalytics(ctx: UserServiceContext): Promise<Analytics> {
  await assertAnalyticsAllowed(ctx);
  return analyticsOf(ctx);
}

/** readAnalytics without the plan's check, for a caller that made it (the progress report, which reads beside it). */
export async function analyticsOf(ctx: UserScope): Promise<Analytics> {
  const today = localDate(ctx.now, ctx.timeZone);
  const { cycles } = await listCycles(ctx);
  const current = cycles.find((cycle) => cycle.status === 'ACTIVE') ?? null;
  const firstStart = cycles.find((cycle) => cycle.startedOn !== null)?.startedOn ?? null;
  const mondays = firstStart ? weekStartsSince(firstStart, ctx.now, ctx.timeZone) : [];
  const completionsTo = current?.lastDay && current.lastDay < today ? current.lastDay : today;
  const [tallies, owedWeeks, completions, projects, storedGoalTotals, owedGoals] = await Promise.all([
    readWeekTallies(ctx, mondays),
    owedByWeek(ctx, mondays),
    current?.startedOn ? readCompletionsByDay(ctx, current.startedOn, completionsTo) : [],
    readProjectFigures(ctx),
    readGoalTotals(ctx),
    owedPerGoal(ctx),
  ]);
  // As GET /weeks/me: the dates a series owes and nothing stored count as planned and due, not done.
  const goalTotals = [...storedGoalTotals, ...owedGoals.map(owedGoalRow)];
  const owedOfProject = new Map<string, number>();
  for (const owed of owedGoals) owedOfProject.set(owed.projectId, (owedOfProject.get(owed.projectId) ?? 0) + owed.planned);

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

  const analyticsProjects = analyticsProjectOrder(projects, current?.id ?? null).map((project): AnalyticsProject => {
    const { startDate, endDate } = project;
    return {
      id: project.id,
      cycleId: project.cycleId,
      title: project.title,
      status: project.status,
      areaId: project.areaId,
      areaKey: project.areaKey,
      startDate,
      endDate,
      progressPercentage: progressPercentage(project.completedActions, project.totalActions + (owedOfProject.get(project.id) ?? 0)),
      timeElapsedPercentage: timeElapsedPercentage(startDate, endDate, today),
      actionsDone: project.completedActions,
      actionsPlanned: project.totalActions + (owedOfProject.get(project.id) ?? 0),
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
    cycles: cycles.map(({ id, number, status, startedOn, endsOn, lastDay, globalScore, areas, pulse }) => ({ id, number, status, startedOn, endsOn, lastDay, globalScore, areas, pulse })),
    targetPercent: EXECUTION_TARGET_PERCENT,
    weeks: mondays.map((monday, index) => ({ weekStart: monday, ...weekScoreOf(tallies, owedWeeks, monday), provisional: index === mondays.length - 1 })),
    completions,
    projects: analyticsProjects,
    budgets: budgetsByCurrency(goalTotals.flatMap(budgetRowOf)),
  };
}
