import { addDays, dateToUtc, utcToDate } from '../../domain/rules/dates';
import { targetStreak, weekScore, weekStarts, EXECUTION_TARGET_PERCENT, type DueItem } from '../../domain/rules/weeks';
import type { Weeks, WeeksInput } from '../../domain/schemas/weeks';
import { advanceSeries } from './action-series';
import type { UserScope } from './context';
import { areaName } from './lifewheel';

type DueArea = { id: string; key: Weeks['weeks'][number]['areas'][number]['key']; order: number; nameEs: string; nameEn: string };

/**
 * The caller's actions due in the weeks from `firstMonday` to the one starting `lastMonday`, with their life area:
 * one read whatever their number. Callers run advanceSeries first, so missed dates of a series count as due.
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

/**
 * The execution score of the last `weeks` weeks and the current one (Monday to Sunday in the caller's time zone),
 * overall and per area: one read of the actions due in those weeks, whatever their number, after the recurring series
 * have created the occurrences they owe (missed dates count as due).
 */
export async function listWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  await advanceSeries(ctx);
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const items = await readDueItems(ctx, mondays[0]!, mondays[mondays.length - 1]!);
  const areas = [...new Map(items.map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const byArea = new Map<string, DueItem[]>(areas.map((area) => [area.id, items.filter((item) => item.area.id === area.id)]));
  const weeks = mondays.map((monday, index) => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    provisional: index === mondays.length - 1,
    ...weekScore(items, monday, ctx.timeZone),
    areas: areas.flatMap((area) => {
      const areaScore = weekScore(byArea.get(area.id) ?? [], monday, ctx.timeZone);
      if (areaScore.due === 0) return [];
      return [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaScore }];
    }),
  }));
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}
