import { addDays, dateToUtc, utcToDate } from '../../domain/rules/dates';
import { executionScore, targetStreak, weekStarts, weekTally, EXECUTION_TARGET_PERCENT, type DueItem } from '../../domain/rules/weeks';
import type { Weeks, WeeksInput } from '../../domain/schemas/weeks';
import { advanceSeries } from './action-series';
import type { UserScope } from './context';
import { areaName } from './lifewheel';

/**
 * The execution score of the last `weeks` weeks and the current one (Monday to Sunday in the caller's time zone),
 * overall and per area: one read of the actions due in those weeks, whatever their number, after the recurring series
 * have created the occurrences they owe (missed dates count as due).
 */
export async function listWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  await advanceSeries(ctx);
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const [first, current] = [mondays[0]!, mondays[mondays.length - 1]!];
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, dueDate: { gte: dateToUtc(first), lte: dateToUtc(addDays(current, 6)) } },
    select: {
      dueDate: true,
      completedAt: true,
      goal: { select: { projectDetail: { select: { project: { select: { lifeWheelArea: { select: { lifeArea: { select: { id: true, key: true, order: true, nameEs: true, nameEn: true } } } } } } } } } },
    },
  });
  const items = rows.map((row) => ({ dueDate: utcToDate(row.dueDate), completedAt: row.completedAt, area: row.goal.projectDetail.project.lifeWheelArea.lifeArea }));
  const areas = [...new Map(items.map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const byArea = new Map<string, DueItem[]>(areas.map((area) => [area.id, items.filter((item) => item.area.id === area.id)]));
  const weeks = mondays.map((monday, index) => {
    const tally = weekTally(items, monday, ctx.timeZone);
    return {
      weekStart: monday,
      weekEnd: addDays(monday, 6),
      provisional: index === mondays.length - 1,
      ...tally,
      score: executionScore(tally.due, tally.done),
      areas: areas.flatMap((area) => {
        const areaTally = weekTally(byArea.get(area.id) ?? [], monday, ctx.timeZone);
        if (areaTally.due === 0) return [];
        return [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaTally, score: executionScore(areaTally.due, areaTally.done) }];
      }),
    };
  });
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}
