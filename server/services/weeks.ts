import { z } from 'zod';
import { addDays } from '../../domain/rules/dates';
import { executionScore, targetStreak, weekEndInstant, weekStarts, EXECUTION_TARGET_PERCENT } from '../../domain/rules/weeks';
import type { Weeks, WeeksInput } from '../../domain/schemas/weeks';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { LifeAreaKey } from '../generated/prisma/enums';
import type { UserScope } from './context';
import { areaName } from './wheel';
import { owedByWeek } from './series-occurrences';

type DueArea = { id: string; key: Weeks['weeks'][number]['areas'][number]['key']; order: number; nameEs: string; nameEn: string };

/** One week's stored actions of one life area: how many were due in it and how many completed before it ended. */
export type WeekTally = { monday: string; area: DueArea; due: number; done: number };

const tallyColumns = columns({
  monday: column(`to_char(w.monday, 'YYYY-MM-DD')`, z.string()),
  areaId: column('la.id::text', z.string()),
  areaKey: column('la.key::text', z.enum(LifeAreaKey)),
  areaOrder: column('la."order"', z.number().int()),
  areaNameEs: column('la."nameEs"', z.string()),
  areaNameEn: column('la."nameEn"', z.string()),
  due: column('count(*)::int', z.number().int()),
  done: column('(count(*) FILTER (WHERE a."completedAt" < w."endsAt"))::int', z.number().int()),
});

/**
 * The caller's stored actions due in each of the weeks starting on `mondays` (Monday to Sunday in the caller's time
 * zone), counted per week and life area by the database: an action is done when completed before its week's end, the
 * next Monday's local midnight (worked out here, so DST is the domain's). One statement answering at most weeks ×
 * areas rows, an index range per week on (userId, dueDate), whatever the history. The occurrences of series not
 * stored are counted apart (owedByWeek).
 */
export async function readWeekTallies(ctx: UserScope, mondays: readonly string[]): Promise<WeekTally[]> {
  if (mondays.length === 0) return [];
  const ends = mondays.map((monday) => weekEndInstant(monday, ctx.timeZone).toISOString());
  const rows = await ctx.read(statement(tallyColumns.row, Prisma.sql`
    SELECT ${tallyColumns.sql}
    FROM unnest(string_to_array(${mondays.join(',')}, ',')::date[], string_to_array(${ends.join(',')}, ',')::timestamptz[]) AS w(monday, "endsAt")
    JOIN "Action" a ON a."userId" = ${ctx.user.id}::uuid AND a."dueDate" BETWEEN w.monday AND w.monday + 6
    JOIN "Goal" g ON g.id = a."goalId"
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    JOIN "Project" p ON p.id = d."projectId"
    JOIN "LifeWheelArea" lw ON lw.id = p."lifeWheelAreaId"
    JOIN "LifeArea" la ON la.id = lw."lifeAreaId"
    GROUP BY w.monday, la.id`));
  return rows.map((row) => ({
    monday: row.monday,
    area: { id: row.areaId, key: row.areaKey, order: row.areaOrder, nameEs: row.areaNameEs, nameEn: row.areaNameEn },
    due: row.due,
    done: row.done,
  }));
}

/** A week's score from its stored tallies (of one area, or all when `areaId` is left out) and the owed occurrences not stored. */
export function weekScoreOf(
  tallies: readonly WeekTally[],
  owed: readonly { monday: string; area: { id: string }; due: number }[],
  monday: string,
  areaId?: string,
): { due: number; done: number; score: number | null } {
  const counts = (entry: { monday: string; area: { id: string } }) => entry.monday === monday && (areaId === undefined || entry.area.id === areaId);
  const stored = tallies.filter(counts);
  const due = stored.reduce((sum, tally) => sum + tally.due, 0) + owed.filter(counts).reduce((sum, entry) => sum + entry.due, 0);
  const done = stored.reduce((sum, tally) => sum + tally.done, 0);
  return { due, done, score: executionScore(due, done) };
}

/**
 * The execution score of the last `weeks` weeks and the current one (Monday to Sunday in the caller's time zone),
 * overall and per area: one statement counting the actions due in those weeks and one read of the series, whatever
 * their number; the dates a series owes and nothing stored count as due (missed dates too), computed, never written.
 */
export async function listWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const [tallies, owed] = await Promise.all([readWeekTallies(ctx, mondays), owedByWeek(ctx, mondays)]);
  const areas = [...new Map([...tallies, ...owed].map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const weeks = mondays.map((monday, index) => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    provisional: index === mondays.length - 1,
    ...weekScoreOf(tallies, owed, monday),
    areas: areas.flatMap((area) => {
      const areaScore = weekScoreOf(tallies, owed, monday, area.id);
      if (areaScore.due === 0) return [];
      return [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaScore }];
    }),
  }));
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}
