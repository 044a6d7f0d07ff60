import { AppError } from '../../domain/errors';
import { asCurrencyCode } from './budgets';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount, amountToCents } from '../../domain/rules/money';
import { nextOccurrence, untilInRange, type RecurrenceRule } from '../../domain/rules/recurrence';
import type { ActionSeries, AddActionInput, RepeatInput, UpdateSeriesInput } from '../../domain/schemas/actions';
import type { DbClient } from '../database/open';
import { serialisedForUser } from '../infra/user-lock';
import type { UserScope } from './context';
import { roomWithinPlanLimit } from './plan-limits';
import { assertUsableContext } from './user-contexts';

/** The series' rule as the recurrence rules read it. */
function ruleOf(series: { everyDays: number | null; weekdays: number[] }): RecurrenceRule {
  return series.everyDays !== null ? { everyDays: series.everyDays } : { weekdays: series.weekdays };
}

/** until from the first due date to the project's end, else 422 naming both bounds. */
export function assertUntil(until: string, firstDate: string, projectEndDate: string): void {
  if (!untilInRange(until, firstDate, projectEndDate)) throw new AppError('SERIES_UNTIL_OUT_OF_RANGE', { minDate: firstDate, maxDate: projectEndDate });
}

/** What an action and its series share: the owner, goal, context, currency, texts, energy, minutes and base capital. */
export function actionTemplate(ctx: UserScope, input: Omit<AddActionInput, 'dueDate'>, currencyId: string) {
  return {
    userId: ctx.user.id,
    goalId: input.goalId,
    contextId: input.contextId,
    currencyId,
    title: input.title,
    description: input.description,
    energy: input.energy,
    timeEstimate: input.timeEstimate,
    baseCapitalCents: amountToCents(input.baseCapital),
  };
}

/** Creates the series whose first occurrence is the action being added (its due date is the series' lastDate). */
export async function createSeries(
  db: DbClient,
  ctx: UserScope,
  input: AddActionInput & { repeat: RepeatInput },
  currencyId: string,
  projectEndDate: string,
): Promise<string> {
  assertUntil(input.repeat.until, input.dueDate, projectEndDate);
  const series = await db.actionSeries.create({
    data: {
      ...actionTemplate(ctx, input, currencyId),
      everyDays: input.repeat.everyDays ?? null,
      weekdays: input.repeat.weekdays ?? [],
      until: dateToUtc(input.repeat.until),
      lastDate: dateToUtc(input.dueDate),
      createdAt: ctx.now,
    },
    select: { id: true },
  });
  return series.id;
}

type DueSeries = { id: string; everyDays: number | null; weekdays: number[]; lastDate: string; endDate: string };

/**
 * The caller's series that owe an occurrence: not stopped, of an ACTIVE project, whose latest occurrence is completed,
 * overdue or deleted, and whose next date falls on or before until and the project's end. One query.
 */
async function seriesOwingOccurrences(db: DbClient, userId: string, today: string): Promise<DueSeries[]> {
  return db.$queryRaw<DueSeries[]>`
    SELECT s.id::text, s."everyDays", s.weekdays, to_char(s."lastDate", 'YYYY-MM-DD') AS "lastDate",
      to_char(LEAST(s."until", d."endDate"), 'YYYY-MM-DD') AS "endDate"
    FROM "ActionSeries" s
    JOIN "Goal" g ON g.id = s."goalId"
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    JOIN "Project" p ON p.id = d."projectId"
    LEFT JOIN "Action" a ON a."seriesId" = s.id AND a."dueDate" = s."lastDate"
    WHERE s."userId" = ${userId}::uuid AND s."stoppedAt" IS NULL AND p.status = 'ACTIVE'
      AND (a.id IS NULL OR a.completed OR a."dueDate" < ${today}::date)
      AND CASE WHEN s."everyDays" IS NOT NULL THEN s."lastDate" + s."everyDays" <= LEAST(s."until", d."endDate")
        ELSE EXISTS (SELECT 1 FROM generate_series(1, 7) AS n(k)
          WHERE s."lastDate" + n.k <= LEAST(s."until", d."endDate") AND EXTRACT(ISODOW FROM s."lastDate" + n.k)::int = ANY(s.weekdays)) END
    ORDER BY s."createdAt", s.id`;
}

/** The dates a series owes after `lastDate`: each next one while the previous is past, so one stays ahead. */
function owedDates(rule: RecurrenceRule, lastDate: string, endDate: string, today: string): string[] {
  const dates: string[] = [];
  for (let next = nextOccurrence(rule, lastDate, endDate); next !== null; next = next < today ? nextOccurrence(rule, next, endDate) : null) dates.push(next);
  return dates;
}

/**
 * Creates the occurrences the caller's series owe: for each, the next date after its latest occurrence while that one
 * is completed, overdue or deleted, so dates missed while away are created too (they count as due in the execution
 * score) and one pending occurrence stays ahead. It reads once and takes the user's lock only when something is
 * owed, then reads again under it, so simultaneous calls create each occurrence once (the unique (seriesId, dueDate)
 * is the database's net). Each occurrence counts against the plan's monthly actions: at the limit the rest wait,
 * earliest dates first.
 */
export async function advanceSeries(ctx: UserScope): Promise<void> {
  const today = localDate(ctx.now, ctx.timeZone);
  if ((await seriesOwingOccurrences(ctx.db, ctx.user.id, today)).length === 0) return;
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const owing = await seriesOwingOccurrences(db, ctx.user.id, today);
    if (owing.length === 0) return;
    const room = await roomWithinPlanLimit({ ...ctx, db }, 'ACTIONS_PER_MONTH');
    const templates = new Map((await db.actionSeries.findMany({ where: { id: { in: owing.map((series) => series.id) } } })).map((series) => [series.id, series]));
    const due = owing
      .flatMap((series) => owedDates(ruleOf(series), series.lastDate, series.endDate, today).map((date) => ({ seriesId: series.id, date })))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      .slice(0, room);
    if (due.length === 0) return;
    await db.action.createMany({
      data: due.map(({ seriesId, date }) => {
        const { userId, goalId, contextId, currencyId, title, description, energy, timeEstimate, baseCapitalCents } = templates.get(seriesId)!;
        return { userId, goalId, contextId, currencyId, title, description, energy, timeEstimate, baseCapitalCents, seriesId, dueDate: dateToUtc(date), createdAt: ctx.now };
      }),
    });
    const lastOf = new Map(due.map(({ seriesId, date }) => [seriesId, date]));
    for (const [id, date] of lastOf) await db.actionSeries.update({ where: { id }, data: { lastDate: dateToUtc(date) } });
  });
}

async function ownedSeries(db: DbClient, ctx: UserScope, id: string) {
  const series = await db.actionSeries.findFirst({
    where: { id, userId: ctx.user.id },
    include: {
      currency: { select: { code: true } },
      actions: { select: { id: true, dueDate: true, completed: true }, orderBy: { dueDate: 'asc' } },
      goal: { select: { projectDetail: { select: { endDate: true } } } },
    },
  });
  if (!series) throw new AppError('NOT_FOUND');
  return series;
}

function toSeries(series: Awaited<ReturnType<typeof ownedSeries>>): ActionSeries {
  return {
    id: series.id,
    goalId: series.goalId,
    contextId: series.contextId,
    title: series.title,
    description: series.description,
    energy: series.energy,
    timeEstimate: series.timeEstimate,
    baseCapital: centsToAmount(series.baseCapitalCents),
    currencyCode: asCurrencyCode(series.currency.code),
    everyDays: series.everyDays,
    weekdays: series.weekdays,
    until: utcToDate(series.until),
    stopped: series.stoppedAt !== null,
    occurrences: series.actions.map((action) => ({ id: action.id, dueDate: utcToDate(action.dueDate), completed: action.completed })),
  };
}

export async function getSeries(ctx: UserScope, id: string): Promise<ActionSeries> {
  await advanceSeries(ctx);
  return toSeries(await ownedSeries(ctx.db, ctx, id));
}

/**
 * Changes the series and, alike, its pending occurrences; completed occurrences never change. A new rule applies
 * from the latest occurrence on; until must stay from that occurrence's date to the project's end.
 */
export async function updateSeries(ctx: UserScope, input: UpdateSeriesInput): Promise<ActionSeries> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const series = await ownedSeries(db, ctx, input.id);
    if (input.contextId !== undefined && input.contextId !== series.contextId) await assertUsableContext({ ...ctx, db }, input.contextId);
    if (input.until !== undefined) assertUntil(input.until, utcToDate(series.lastDate), utcToDate(series.goal.projectDetail.endDate));
    const shared = {
      contextId: input.contextId,
      title: input.title,
      description: input.description,
      energy: input.energy,
      timeEstimate: input.timeEstimate,
      baseCapitalCents: input.baseCapital === undefined ? undefined : amountToCents(input.baseCapital),
    };
    const rule = input.everyDays !== undefined ? { everyDays: input.everyDays, weekdays: [] } : input.weekdays !== undefined ? { everyDays: null, weekdays: input.weekdays } : {};
    await db.actionSeries.update({ where: { id: series.id }, data: { ...shared, ...rule, until: input.until === undefined ? undefined : dateToUtc(input.until) } });
    await db.action.updateMany({ where: { seriesId: series.id, completed: false }, data: shared });
  });
  return getSeries(ctx, input.id);
}

/** Stops the series: no more occurrences; the existing ones stay as they are. Stopping twice keeps the first stop. */
export async function stopSeries(ctx: UserScope, id: string): Promise<ActionSeries> {
  const { count } = await ctx.db.actionSeries.updateMany({ where: { id, userId: ctx.user.id, stoppedAt: null }, data: { stoppedAt: ctx.now } });
  if (count === 0) await ownedSeries(ctx.db, ctx, id);
  return getSeries(ctx, id);
}
