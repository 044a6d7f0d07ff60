// The full computations of GET /weeks/me, GET /analytics/me and the progress report as they were before issue 38:
// every action in range read and tallied here, every completion listed, every project's actions loaded. Kept as the
// oracle of tests/api/weekly-rollups.test.ts: the bounded reads of the services must answer exactly what these do
// (docs/decisions/2026-11-30-weekly-rollups.md).
import { analyticsProjectOrder, daysLeft, timeElapsedPercentage } from '../../domain/rules/analytics';
import { addDays, dateToUtc, localDate, utcToDate, zonedStartOfDay } from '../../domain/rules/dates';
import { progressPercentage } from '../../domain/rules/projects';
import { executionScore, targetStreak, weekEndInstant, weekStarts, weekStartsSince, EXECUTION_TARGET_PERCENT } from '../../domain/rules/weekly';
import type { AnalyticsProject } from '../../domain/schemas/analytics';
import type { Weeks, WeeksInput } from '../../domain/schemas/weekly';
import { DONE_ACTIONS_LISTED } from '../../server/infra/progress-report';
import type { UserScope } from '../../server/services/service-context';
import { listCycles } from '../../server/services/cycles';
import { readProjects } from '../../server/services/projects';
import { owedByWeek, owedPerGoal } from '../../server/services/series-occurrences';
import { areaName } from '../../server/services/wheel';

export type DueItem = { dueDate: string; completedAt: Date | null };

/** Of the items due in the week starting `monday`, how many there are and how many were completed before it ended. */
export function weekTally(items: readonly DueItem[], monday: string, timeZone: string): { due: number; done: number } {
  const sunday = addDays(monday, 6);
  const end = weekEndInstant(monday, timeZone).getTime();
  let due = 0;
  let done = 0;
  for (const item of items) {
    if (item.dueDate < monday || item.dueDate > sunday) continue;
    due += 1;
    if (item.completedAt && item.completedAt.getTime() < end) done += 1;
  }
  return { due, done };
}

/** The tally and execution score of the week starting `monday` over the items due in it. */
export function weekScore(items: readonly DueItem[], monday: string, timeZone: string): { due: number; done: number; score: number | null } {
  const tally = weekTally(items, monday, timeZone);
  return { ...tally, score: executionScore(tally.due, tally.done) };
}

/** How many completions fall on each day from `from` to `to` in the time zone, zeros included; others are ignored. */
export function completionsByDay(completedAts: readonly Date[], from: string, to: string, timeZone: string): { date: string; completed: number }[] {
  const counts = new Map<string, number>();
  for (let date = from; date <= to; date = addDays(date, 1)) counts.set(date, 0);
  for (const instant of completedAts) {
    const date = localDate(instant, timeZone);
    const count = counts.get(date);
    if (count !== undefined) counts.set(date, count + 1);
  }
  return [...counts].map(([date, completed]) => ({ date, completed }));
}

type DueArea = { id: string; key: Weeks['weeks'][number]['areas'][number]['key']; order: number; nameEs: string; nameEn: string };

/** Every stored action due from `firstMonday` to the Sunday after `lastMonday`, with its life area. */
async function readDueItems(ctx: UserScope, firstMonday: string, lastMonday: string): Promise<(DueItem & { area: DueArea })[]> {
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, dueDate: { gte: dateToUtc(firstMonday), lte: dateToUtc(addDays(lastMonday, 6)) } },
    select: {
      dueDate: true,
      completedAt: true,
      goal: { select: { projectDetail: { select: { project: { select: { lifeWheelArea: { select: { lifeArea: { select: { id: true, key: true, order: true, nameEs: true, nameEn: true } } } } } } } } } },
    },
  });
  return rows.map((row) => ({ dueDate: utcToDate(row.dueDate), completedAt: row.completedAt, area: row.goal.projectDetail.project.lifeWheelArea.lifeArea }));
}

function scoreWithOwed(items: readonly DueItem[], monday: string, timeZone: string, owed: number) {
  const tally = weekTally(items, monday, timeZone);
  const due = tally.due + owed;
  return { due, done: tally.done, score: executionScore(due, tally.done) };
}

/** GET /weeks/me computed from every action due in the weeks shown. */
export async function fullWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const [items, owed] = await Promise.all([readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!), owedByWeek(ctx, mondays)]);
  const areas = [...new Map([...items, ...owed].map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const owedIn = (monday: string, areaId?: string) =>
    owed.reduce((sum, entry) => (entry.monday === monday && (areaId === undefined || entry.area.id === areaId) ? sum + entry.due : sum), 0);
  const weeks = mondays.map((monday, index) => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    provisional: index === mondays.length - 1,
    ...scoreWithOwed(items, monday, ctx.timeZone, owedIn(monday)),
    areas: areas.flatMap((area) => {
      const areaScore = scoreWithOwed(
        items.filter((item) => item.area.id === area.id),
        monday,
        ctx.timeZone,
        owedIn(monday, area.id),
      );
      return areaScore.due === 0 ? [] : [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaScore }];
    }),
  }));
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}

/** What the oracle recomputes of a project of GET /analytics/me (its goals and budgets come from unchanged sums). */
export type ProjectFigures = Omit<AnalyticsProject, 'goals' | 'budgets'>;

/** The weeks, completions per day and projects of GET /analytics/me, from every action read and counted here. */
export async function fullAnalyticsFigures(ctx: UserScope): Promise<{
  weeks: { weekStart: string; due: number; done: number; score: number | null; provisional: boolean }[];
  completions: { date: string; completed: number }[];
  projects: ProjectFigures[];
}> {
  const today = localDate(ctx.now, ctx.timeZone);
  const { cycles } = await listCycles(ctx);
  const current = cycles.find((cycle) => cycle.status === 'ACTIVE') ?? null;
  const firstStart = cycles.find((cycle) => cycle.startedOn !== null)?.startedOn ?? null;
  const mondays = firstStart ? weekStartsSince(firstStart, ctx.now, ctx.timeZone) : [];
  const completionsTo = current?.lastDay && current.lastDay < today ? current.lastDay : today;
  const completed = current?.startedOn
    ? await ctx.db.action.findMany({
        where: { userId: ctx.user.id, completed: true, completedAt: { gte: zonedStartOfDay(current.startedOn, ctx.timeZone) } },
        select: { completedAt: true },
      })
    : [];
  const [items, owedWeeks, projects, owedGoals, projectRows] = await Promise.all([
    mondays.length > 0 ? readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!) : [],
    owedByWeek(ctx, mondays),
    readProjects(ctx),
    owedPerGoal(ctx),
    ctx.db.project.findMany({ where: { userId: ctx.user.id }, select: { id: true, lifeWheelArea: { select: { cycle: { select: { id: true } } } } } }),
  ]);
  const cycleOf = new Map(projectRows.map((row) => [row.id, row.lifeWheelArea.cycle.id]));
  const owedOfProject = new Map<string, number>();
  for (const owed of owedGoals) owedOfProject.set(owed.projectId, (owedOfProject.get(owed.projectId) ?? 0) + owed.planned);
  const owedInWeek = (monday: string) => owedWeeks.reduce((sum, entry) => (entry.monday === monday ? sum + entry.due : sum), 0);
  const inCycles = projects.map((project) => ({ ...project, cycleId: cycleOf.get(project.id) ?? '' }));
  return {
    weeks: mondays.map((monday, index) => ({ weekStart: monday, ...scoreWithOwed(items, monday, ctx.timeZone, owedInWeek(monday)), provisional: index === mondays.length - 1 })),
    completions: current?.startedOn ? completionsByDay(completed.flatMap((row) => (row.completedAt ? [row.completedAt] : [])), current.startedOn, completionsTo, ctx.timeZone) : [],
    projects: analyticsProjectOrder(inCycles, current?.id ?? null).map((project) => {
      const { startDate, endDate, completedActions, totalActions } = project.detail;
      const planned = totalActions + (owedOfProject.get(project.id) ?? 0);
      return {
        id: project.id,
        cycleId: project.cycleId,
        title: project.title,
        status: project.status,
        areaId: project.areaId,
        areaKey: project.areaKey,
        startDate,
        endDate,
        progressPercentage: progressPercentage(completedActions, planned),
        timeElapsedPercentage: timeElapsedPercentage(startDate, endDate, today),
        actionsDone: completedActions,
        actionsPlanned: planned,
        daysLeft: daysLeft(today, endDate),
        expectedScore: project.expectedScore,
        predictedScore: project.predictedScore,
      };
    }),
  };
}

/** The progress report's done actions from every completed one: each goal's most recent listed, and its count. */
export async function fullDoneActions(ctx: UserScope): Promise<{ listed: { goalId: string; title: string; completedOn: string }[]; counts: Map<string, number> }> {
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, completed: true },
    select: { goalId: true, title: true, completedAt: true },
    orderBy: [{ completedAt: 'desc' }, { id: 'asc' }],
  });
  const byGoal = new Map<string, typeof rows>();
  for (const row of rows) byGoal.set(row.goalId, [...(byGoal.get(row.goalId) ?? []), row]);
  return {
    listed: [...byGoal.values()].flatMap((done) =>
      done.slice(0, DONE_ACTIONS_LISTED).map((row) => ({ goalId: row.goalId, title: row.title, completedOn: localDate(row.completedAt ?? ctx.now, ctx.timeZone) })),
    ),
    counts: new Map([...byGoal].map(([goalId, done]) => [goalId, done.length])),
  };
}
