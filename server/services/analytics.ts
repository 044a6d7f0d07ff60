import { analyticsProjectOrder, budgetsByCurrency, completionsByDay, daysLeft, timeElapsedPercentage, type BudgetCentsRow } from '../../domain/rules/analytics';
import { localDate, zonedStartOfDay } from '../../domain/rules/dates';
import type { GoalType } from '../../domain/rules/goals';
import { progressPercentage } from '../../domain/rules/projects';
import { EXECUTION_TARGET_PERCENT, weekStartsSince } from '../../domain/rules/weeks';
import type { Analytics, AnalyticsProject } from '../../domain/schemas/analytics';
import { asCurrencyCode } from './budgets';
import type { UserScope, UserServiceContext } from './context';
import { listCycles } from './cycles';
import { assertAnalyticsAllowed } from './plan-limits';
import { readProjects } from './projects';
import { owedByWeek, owedPerGoal } from './series-occurrences';
import { readDueItems, scoreWithOwed } from './weeks';

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
 * actions) cents per currency, by creation then currency code: the actions summed by the database (one groupBy
 * whatever their number), the goals and currencies read once.
 */
async function readGoalTotals(ctx: UserScope): Promise<GoalTotalsRow[]> {
  const [goals, sums, currencies] = await Promise.all([
    ctx.db.goal.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, goalType: true, content: true, projectDetail: { select: { projectId: true } } },
    }),
    ctx.db.action.groupBy({
      by: ['goalId', 'currencyId', 'completed'],
      where: { userId: ctx.user.id },
      _count: { _all: true },
      _sum: { baseCapitalCents: true, actualCostCents: true },
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
    row.planned += sum._count._all;
    row.plannedCents += sum._sum.baseCapitalCents ?? 0;
    if (sum.completed) {
      row.done += sum._count._all;
      row.spentCents += sum._sum.actualCostCents ?? 0;
    }
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

/** The cycle each of the caller's projects belongs to (through its area row): one query. */
async function readProjectCycles(ctx: UserScope): Promise<Map<string, string>> {
  const rows = await ctx.db.project.findMany({ where: { userId: ctx.user.id }, select: { id: true, lifeWheelArea: { select: { cycle: { select: { id: true } } } } } });
  return new Map(rows.map((row) => [row.id, row.lifeWheelArea.cycle.id]));
}

/** When the caller completed actions from a calendar date on (X-Time-Zone): one query. */
async function readCompletions(ctx: UserScope, from: string): Promise<Date[]> {
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, completed: true, completedAt: { gte: zonedStartOfDay(from, ctx.timeZone) } },
    select: { completedAt: true },
  });
  return rows.flatMap((row) => (row.completedAt ? [row.completedAt] : []));
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
  const today = localDate(ctx.now, ctx.timeZone);
  const { cycles } = await listCycles(ctx);
  const current = cycles.find((cycle) => cycle.status === 'ACTIVE') ?? null;
  const firstStart = cycles.find((cycle) => cycle.startedOn !== null)?.startedOn ?? null;
  const mondays = firstStart ? weekStartsSince(firstStart, ctx.now, ctx.timeZone) : [];
  const completionsTo = current?.lastDay && current.lastDay < today ? current.lastDay : today;
  const [dueItems, owedWeeks, completedAts, projects, storedGoalTotals, owedGoals, projectCycles] = await Promise.all([
    mondays.length > 0 ? readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!) : [],
    owedByWeek(ctx, mondays),
    current?.startedOn ? readCompletions(ctx, current.startedOn) : [],
    readProjects(ctx),
    readGoalTotals(ctx),
    owedPerGoal(ctx),
    readProjectCycles(ctx),
  ]);
  // As GET /weeks/me: the dates a series owes and nothing stored count as planned and due, not done.
  const goalTotals = [...storedGoalTotals, ...owedGoals.map(owedGoalRow)];
  const owedOfProject = new Map<string, number>();
  for (const owed of owedGoals) owedOfProject.set(owed.projectId, (owedOfProject.get(owed.projectId) ?? 0) + owed.planned);
  const owedInWeek = new Map<string, number>();
  for (const owed of owedWeeks) owedInWeek.set(owed.monday, (owedInWeek.get(owed.monday) ?? 0) + owed.due);

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
      progressPercentage: progressPercentage(project.detail.completedActions, project.detail.totalActions + (owedOfProject.get(project.id) ?? 0)),
      timeElapsedPercentage: timeElapsedPercentage(startDate, endDate, today),
      actionsDone: project.detail.completedActions,
      actionsPlanned: project.detail.totalActions + (owedOfProject.get(project.id) ?? 0),
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
    weeks: mondays.map((monday, index) => ({ weekStart: monday, ...scoreWithOwed(dueItems, monday, ctx.timeZone, owedInWeek.get(monday) ?? 0), provisional: index === mondays.length - 1 })),
    completions: current?.startedOn ? completionsByDay(completedAts, current.startedOn, completionsTo, ctx.timeZone) : [],
    projects: analyticsProjects,
    budgets: budgetsByCurrency(goalTotals.flatMap(budgetRowOf)),
  };
}
