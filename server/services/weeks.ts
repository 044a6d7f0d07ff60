import { addDays, dateToUtc, utcToDate } from '../../domain/rules/dates';
import { executionScore, targetStreak, weekStarts, weekTally, EXECUTION_TARGET_PERCENT, type DueItem } from '../../domain/rules/weeks';
import type { Weeks, WeeksInput } from '../../domain/schemas/weeks';
import type { UserScope } from './context';
import { areaName } from './wheel';
import { owedByWeek } from './series-occurrences';

type DueArea = { id: string; key: Weeks['weeks'][number]['areas'][number]['key']; order: number; nameEs: string; nameEn: string };

/**
 * The caller's stored actions due in the weeks from `firstMonday` to the one starting `lastMonday`, with their life
 * area: one read whatever their number. The occurrences of series not stored are counted apart (owedByWeek).
 */
export async function readDueItems(ctx: UserScope, firstMonday: string, lastMonday: string): Promise<(DueItem & { area: DueArea })[]> {
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

/** A week's tally of stored actions with the owed occurrences not stored added: due, never done. */
export function scoreWithOwed(items: readonly DueItem[], monday: string, timeZone: string, owed: number): { due: number; done: number; score: number | null } {
  const tally = weekTally(items, monday, timeZone);
  const due = tally.due + owed;
  return { due, done: tally.done, score: executionScore(due, tally.done) };
}

/**
 * The execution score of the last `weeks` weeks and the current one (Monday to Sunday in the caller's time zone),
 * overall and per area: one read of the actions due in those weeks and one of the series, whatever their number;
 * the dates a series owes and nothing stored count as due (missed dates too), computed, never written.
 */
export async function listWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const [items, owed] = await Promise.all([readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!), owedByWeek(ctx, mondays)]);
  const areas = [...new Map([...items, ...owed].map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const byArea = new Map<string, DueItem[]>(areas.map((area) => [area.id, items.filter((item) => item.area.id === area.id)]));
  const owedIn = (monday: string, areaId?: string) =>
    owed.reduce((sum, entry) => (entry.monday === monday && (areaId === undefined || entry.area.id === areaId) ? sum + entry.due : sum), 0);
  const weeks = mondays.map((monday, index) => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    provisional: index === mondays.length - 1,
    ...scoreWithOwed(items, monday, ctx.timeZone, owedIn(monday)),
    areas: areas.flatMap((area) => {
      const areaScore = scoreWithOwed(byArea.get(area.id) ?? [], monday, ctx.timeZone, owedIn(monday, area.id));
      if (areaScore.due === 0) return [];
      return [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaScore }];
    }),
  }));
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}
