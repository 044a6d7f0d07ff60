import { addDays, localDate, startOfMonth, zonedStartOfDay } from '../../domain/rules/dates';
import { z } from 'zod';
import type { GoalType } from '../../domain/rules/goals';
import type { RecurrenceRule } from '../../domain/rules/recurrence';
import {
  countBetween,
  datesBetween,
  isRuleDate,
  MISSED_DAYS_SHOWN,
  occurrenceId,
  owedUntil,
  previousDate,
  type SeriesPlan,
  type TakenDate,
} from '../../domain/rules/series-occurrences';
import type { DbClient } from '../database/open';
import { column, columns, readerOn, statement, type Reader } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { LifeAreaKey } from '../generated/prisma/enums';
import { sharedColumns, templateJoins, type ActionRow } from './action-fields';
import type { UserScope } from './service-context';
import { roomWithinPlanLimit } from './plan-limits';

// Occurrences of the caller's series that are owed but not stored: computed by every read that shows or counts them,
// stored only by the writes that need one (docs/decisions/2026-11-28-series-occurrences-computed.md).

/** A running series with what its occurrences copy and show (action-fields.ts sharedColumns), and its life area. */
const seriesColumns = columns({
  id: column('s.id::text', z.string()),
  everyDays: column('s."everyDays"', z.number().int().nullable()),
  weekdays: column('s.weekdays', z.array(z.number().int())),
  lastDate: column(`to_char(s."lastDate", 'YYYY-MM-DD')`, z.string()),
  endDate: column(`to_char(LEAST(s."until", d."endDate"), 'YYYY-MM-DD')`, z.string()),
  anchorState: column(
    `CASE WHEN a0.id IS NULL THEN 'skipped' WHEN a0.completed THEN 'completed' ELSE 'pending' END`,
    z.enum(['pending', 'completed', 'skipped'] as const satisfies readonly TakenDate[]),
  ),
  ...sharedColumns('s'),
  areaId: column('la.id::text', z.string()),
  areaKey: column('la.key::text', z.enum(LifeAreaKey)),
  areaOrder: column('la."order"', z.number().int()),
  areaNameEs: column('la."nameEs"', z.string()),
  areaNameEn: column('la."nameEn"', z.string()),
});

/** The series' row, with its taken dates: 'YYYY-MM-DD:p' (pending), ':c' (completed) or ':s' (skipped). */
const seriesRow = seriesColumns.row.extend({ taken: z.array(z.string()) });

type SeriesRow = z.output<typeof seriesRow>;

/**
 * The caller's series that may owe occurrences from `from` on: not stopped, of an ACTIVE project, with dates left
 * after their anchor that reach `from`. One query, whatever the number of series; the taken dates are those from
 * `from` on, and every skipped one. Through the direct reader, or a transaction's (readerOn) inside one.
 */
async function readSeries(read: Reader, userId: string, from: string, seriesId?: string): Promise<SeriesRow[]> {
  return read(statement(seriesRow, Prisma.sql`
    SELECT ${seriesColumns.sql},
      ARRAY(SELECT to_char(a."dueDate", 'YYYY-MM-DD') || CASE WHEN a.completed THEN ':c' ELSE ':p' END FROM "Action" a
          WHERE a."seriesId" = s.id AND a."dueDate" > s."lastDate" AND a."dueDate" >= ${from}::date
        UNION ALL SELECT to_char(k, 'YYYY-MM-DD') || ':s' FROM unnest(s."skippedDates") AS k) AS taken
    FROM "ActionSeries" s ${templateJoins('s')}
    JOIN "LifeWheelArea" w ON w.id = p."lifeWheelAreaId"
    JOIN "LifeArea" la ON la.id = w."lifeAreaId"
    LEFT JOIN "Action" a0 ON a0."seriesId" = s.id AND a0."dueDate" = s."lastDate"
    WHERE s."userId" = ${userId}::uuid AND s."stoppedAt" IS NULL AND p.status = 'ACTIVE'
      AND LEAST(s."until", d."endDate") > s."lastDate" AND LEAST(s."until", d."endDate") >= ${from}::date
      ${seriesId ? Prisma.sql`AND s.id = ${seriesId}::uuid` : Prisma.empty}
    ORDER BY s."createdAt", s.id`));
}

function ruleOf(row: Pick<SeriesRow, 'everyDays' | 'weekdays'>): RecurrenceRule {
  return row.everyDays !== null ? { everyDays: row.everyDays } : { weekdays: row.weekdays };
}

const TAKEN_STATES: Record<string, TakenDate> = { p: 'pending', c: 'completed', s: 'skipped' };

function planOf(row: SeriesRow): SeriesPlan {
  const taken = new Map<string, TakenDate>();
  for (const entry of row.taken) {
    const [date = '', state = ''] = entry.split(':');
    // A stored occurrence wins over a skip of the same date (another occurrence moved onto it).
    if (!taken.has(date) || state !== 's') taken.set(date, TAKEN_STATES[state] ?? 'skipped');
  }
  return { rule: ruleOf(row), anchor: row.lastDate, end: row.endDate, anchorState: row.anchorState, taken };
}

/**
 * When an occurrence not stored counts as created: the start of the day after the one it follows (`previous`, when
 * that one passed and it became owed), no later than today and no earlier than this month, so a limited plan charges
 * it to the month it is first shown in, as when reads created it (docs/decisions/2026-11-28-series-occurrences-computed.md).
 * One instant per day, worked out once per read.
 */
function creationInstants(today: string, timeZone: string): (previous: string) => Date {
  const monthStart = startOfMonth(today);
  const instants = new Map<string, Date>();
  return (previous) => {
    const owedFrom = addDays(previous, 1);
    const day = owedFrom > today ? today : owedFrom < monthStart ? monthStart : owedFrom;
    let instant = instants.get(day);
    if (!instant) {
      instant = zonedStartOfDay(day, timeZone);
      instants.set(day, instant);
    }
    return instant;
  };
}

function occurrenceRow(row: SeriesRow, date: string, createdAt: Date): ActionRow {
  return {
    ...row,
    id: occurrenceId(row.id, date),
    dueDate: date,
    completed: false,
    // Not stored yet: completing it inserts the row, at version 1.
    version: 1,
    completedAt: null,
    createdAt,
    actualCostCents: null,
    targetQuestionIds: [],
    seriesId: row.id,
    missedAt: null,
  };
}

export const compareRows = (a: Pick<ActionRow, 'dueDate' | 'createdAt' | 'id'>, b: Pick<ActionRow, 'dueDate' | 'createdAt' | 'id'>): number =>
  a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : a.createdAt.getTime() !== b.createdAt.getTime() ? a.createdAt.getTime() - b.createdAt.getTime() : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The occurrences the caller's series show and nothing stores yet: each series' owed dates of the last
 * MISSED_DAYS_SHOWN days and the next one ahead, in the list's order. A plan with a monthly maximum shows only as
 * many as the month has room for, earliest first: at the limit the series waits (issue 20). A fixed number of
 * queries, and work bounded by the series times the days shown, however long their person was away.
 */
export async function shownOccurrences(ctx: UserScope, inTransaction?: DbClient): Promise<ActionRow[]> {
  const today = localDate(ctx.now, ctx.timeZone);
  const from = addDays(today, -MISSED_DAYS_SHOWN);
  const createdAtAfter = creationInstants(today, ctx.timeZone);
  const shown: ActionRow[] = [];
  for (const row of await readSeries(inTransaction ? readerOn(inTransaction) : ctx.read, ctx.user.id, from)) {
    const plan = planOf(row);
    const owed = owedUntil(plan, today);
    if (owed === null) continue;
    // Each date follows the rule's previous one, the listed one before it from the second on.
    let previous: string | null = null;
    for (const date of datesBetween(plan.rule, plan.anchor, from, owed)) {
      if (!plan.taken.has(date)) shown.push(occurrenceRow(row, date, createdAtAfter(previous ?? previousDate(plan, date))));
      previous = date;
    }
  }
  shown.sort(compareRows);
  if (shown.length === 0) return shown;
  const room = await roomWithinPlanLimit({ ...ctx, db: inTransaction ?? ctx.db }, 'ACTIONS_PER_MONTH');
  return room < shown.length ? shown.slice(0, room) : shown;
}

/** Of a series' dates after its anchor up to `owed`, those stored or skipped (they are not owed). */
function takenRuleDates(plan: SeriesPlan, owed: string): string[] {
  return [...plan.taken.keys()].filter((date) => date <= owed && isRuleDate(plan.rule, plan.anchor, date));
}

export type OwedArea = { id: string; key: SeriesRow['areaKey']; order: number; nameEs: string; nameEn: string };

/**
 * How many owed, unstored occurrences fall in each week from `mondays[0]` to the last one's Sunday, per life area:
 * counted, never listed, so a series missed for a year costs what it costs after a day. They are due and not done.
 */
export async function owedByWeek(ctx: UserScope, mondays: readonly string[]): Promise<{ area: OwedArea; monday: string; due: number }[]> {
  const first = mondays[0];
  const last = mondays[mondays.length - 1];
  if (first === undefined || last === undefined) return [];
  const today = localDate(ctx.now, ctx.timeZone);
  const counts: { area: OwedArea; monday: string; due: number }[] = [];
  for (const row of await readSeries(ctx.read, ctx.user.id, first)) {
    const plan = planOf(row);
    const owed = owedUntil(plan, today);
    if (owed === null) continue;
    const taken = takenRuleDates(plan, owed);
    const area = { id: row.areaId, key: row.areaKey, order: row.areaOrder, nameEs: row.areaNameEs, nameEn: row.areaNameEn };
    for (const monday of mondays) {
      if (monday > owed) break;
      const sunday = addDays(monday, 6);
      if (sunday <= plan.anchor) continue;
      const due = countBetween(plan.rule, plan.anchor, monday, sunday < owed ? sunday : owed) - taken.filter((date) => date >= monday && date <= sunday).length;
      if (due > 0) counts.push({ area, monday, due });
    }
  }
  return counts;
}

/** How many owed, unstored occurrences each series' goal has, with what they plan to spend: for analytics' totals. */
export async function owedPerGoal(
  ctx: UserScope,
): Promise<{ goalId: string; projectId: string; goalType: GoalType; content: string; currencyCode: string; planned: number; plannedCents: number }[]> {
  const today = localDate(ctx.now, ctx.timeZone);
  return (await readSeries(ctx.read, ctx.user.id, '0001-01-01')).flatMap((row) => {
    const plan = planOf(row);
    const owed = owedUntil(plan, today);
    if (owed === null) return [];
    const planned = countBetween(plan.rule, plan.anchor, plan.anchor, owed) - takenRuleDates(plan, owed).length;
    if (planned <= 0) return [];
    return [{ goalId: row.goalId, projectId: row.projectId, goalType: row.goalType, content: row.goalContent, currencyCode: row.currencyCode, planned, plannedCents: planned * row.baseCapitalCents }];
  });
}

/** The latest date one series owes (its latest occurrence, stored or not), or its anchor when it owes none. */
export async function latestOccurrenceDate(ctx: UserScope, db: DbClient, seriesId: string): Promise<string | null> {
  const today = localDate(ctx.now, ctx.timeZone);
  const [row] = await readSeries(readerOn(db), ctx.user.id, today, seriesId);
  if (!row) return null;
  return owedUntil(planOf(row), today) ?? row.lastDate;
}
