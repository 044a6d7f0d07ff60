import { AppError } from '../../domain/errors';
import { asCurrencyCode } from './budgets';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import { untilInRange } from '../../domain/rules/recurrence';
import { MAX_RUNNING_SERIES, occurrenceDate, seriesIdRange } from '../../domain/rules/series-occurrences';
import type { ActionSeries, AddActionInput, RepeatInput, UpdateSeriesInput } from '../../domain/schemas/actions';
import type { DbClient } from '../database/open';
import { serialisedForUser } from '../infra/user-lock';
import { templateData, templateOf } from './action-fields';
import type { UserScope } from './service-context';
import { latestOccurrenceDate, shownOccurrences } from './series-occurrences';
import { assertUsableContext } from './contexts';

/** until from the first due date to the project's end, else 422 naming both bounds. */
export function assertUntil(until: string, firstDate: string, projectEndDate: string): void {
  if (!untilInRange(until, firstDate, projectEndDate)) throw new AppError('SERIES_UNTIL_OUT_OF_RANGE', { minDate: firstDate, maxDate: projectEndDate });
}

/** What an action and its series share (action-fields.ts): the owner, the currency and the input's template fields. */
export function actionTemplate(ctx: UserScope, input: Omit<AddActionInput, 'dueDate'>, currencyId: string) {
  return { userId: ctx.user.id, currencyId, ...templateData(input) };
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
  await assertRoomForSeries(db, ctx);
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

/**
 * Refuses a series past the running maximum (not stopped, until not past): each one is computed by every read that
 * lists actions, so their number bounds what such a read costs.
 */
async function assertRoomForSeries(db: DbClient, ctx: UserScope): Promise<void> {
  const running = await db.actionSeries.count({ where: { userId: ctx.user.id, stoppedAt: null, until: { gte: dateToUtc(localDate(ctx.now, ctx.timeZone)) } } });
  if (running >= MAX_RUNNING_SERIES) throw new AppError('SERIES_LIMIT', { max: MAX_RUNNING_SERIES });
}

/** The caller's series an occurrence id can name and the date it names, or null: one indexed read, no lock. */
async function seriesOfOccurrence(ctx: UserScope, id: string): Promise<{ seriesId: string; date: string } | null> {
  const range = seriesIdRange(id);
  const series = await ctx.db.actionSeries.findFirst({ where: { userId: ctx.user.id, id: { gte: range.from, lte: range.to } }, select: { id: true } });
  const date = series ? occurrenceDate(series.id, id) : null;
  return series && date ? { seriesId: series.id, date } : null;
}

/** Stores the shown occurrences `pick` chooses, with the ids and creation instants the reads showed them with. */
async function storeShown(ctx: UserScope, db: DbClient, pick: (row: { id: string; seriesId: string | null }) => boolean): Promise<void> {
  const rows = (await shownOccurrences(ctx, db)).filter(pick);
  if (rows.length === 0) return;
  await db.action.createMany({
    data: rows.map((row) => ({
      ...templateOf(row),
      id: row.id,
      userId: ctx.user.id,
      seriesId: row.seriesId,
      dueDate: dateToUtc(row.dueDate),
      createdAt: row.createdAt,
    })),
  });
}

/**
 * Stores the occurrence an id names when one of the caller's series shows it and it is not stored yet, for the write
 * that needs it (complete, toggle, edit); an id of anything else is left to that write, which answers 404. The
 * lock makes simultaneous writes store it once (its id is the primary key, (seriesId, dueDate) unique as well).
 */
export async function storeShownOccurrence(ctx: UserScope, id: string): Promise<void> {
  if (await ctx.db.action.findFirst({ where: { id, userId: ctx.user.id }, select: { id: true } })) return;
  if (!(await seriesOfOccurrence(ctx, id))) return;
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    if (await db.action.findFirst({ where: { id }, select: { id: true } })) return;
    await storeShown(ctx, db, (row) => row.id === id);
  });
}

/**
 * Inside the user's lock: stores the occurrences among `ids` that are shown and not stored yet, for a write naming
 * several (the weekly review); rolled back with it when it refuses.
 */
export async function storeShownAmong(ctx: UserScope, db: DbClient, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  await storeShown(ctx, db, (row) => wanted.has(row.id));
}

/**
 * Before stored occurrences are deleted or moved to another date: their series no longer owe the dates they leave
 * (dates up to a series' anchor are settled already). One statement whatever their number.
 */
export async function skipDatesOf(db: DbClient, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const stored = await db.action.findMany({ where: { id: { in: [...ids] }, seriesId: { not: null } }, select: { seriesId: true, dueDate: true } });
  const datesBySeries = new Map<string, string[]>();
  for (const { seriesId, dueDate } of stored) {
    if (seriesId) datesBySeries.set(seriesId, [...(datesBySeries.get(seriesId) ?? []), utcToDate(dueDate)]);
  }
  for (const [seriesId, dates] of datesBySeries) await skipDates(db, seriesId, dates);
}

/** The series no longer owes these dates: those after its anchor and not skipped already are added to its skipped dates. */
async function skipDates(db: DbClient, seriesId: string, dates: readonly string[]): Promise<void> {
  const series = await db.actionSeries.findUnique({ where: { id: seriesId }, select: { lastDate: true, skippedDates: true } });
  if (!series) return;
  const skipped = new Set(series.skippedDates.map(utcToDate));
  const owed = [...new Set(dates)].filter((date) => date > utcToDate(series.lastDate) && !skipped.has(date));
  if (owed.length > 0) await db.actionSeries.update({ where: { id: seriesId }, data: { skippedDates: { push: owed.map(dateToUtc) } } });
}

/** Deleting an occurrence shown and not stored: its date is skipped, nothing is stored. False when the id names none. */
export async function skipShownOccurrence(ctx: UserScope, id: string): Promise<boolean> {
  const named = await seriesOfOccurrence(ctx, id);
  if (!named) return false;
  return serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    if (!(await shownOccurrences(ctx, db)).some((row) => row.id === id)) return false;
    await skipDates(db, named.seriesId, [named.date]);
    return true;
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

type Occurrence = ActionSeries['occurrences'][number];

function toSeries(series: Awaited<ReturnType<typeof ownedSeries>>, occurrences: Occurrence[]): ActionSeries {
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
    occurrences,
  };
}

/** The series with its occurrences so far: the stored ones and those shown and not stored yet, by due date. */
export async function getSeries(ctx: UserScope, id: string): Promise<ActionSeries> {
  const [series, shown] = await Promise.all([ownedSeries(ctx.db, ctx, id), shownOccurrences(ctx)]);
  const occurrences: Occurrence[] = [
    ...series.actions.map((action) => ({ id: action.id, dueDate: utcToDate(action.dueDate), completed: action.completed })),
    ...shown.filter((row) => row.seriesId === id).map((row) => ({ id: row.id, dueDate: row.dueDate, completed: false })),
  ];
  return toSeries(series, occurrences.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0)));
}

/**
 * Changes the series and, alike, its pending occurrences; completed occurrences never change. A new rule applies
 * from the latest occurrence on (stored or not): the occurrences shown are stored first, and the rule then counts
 * from that latest date. until must stay from that occurrence's date to the project's end.
 */
export async function updateSeries(ctx: UserScope, input: UpdateSeriesInput): Promise<ActionSeries> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const series = await ownedSeries(db, ctx, input.id);
    if (input.contextId !== undefined && input.contextId !== series.contextId) await assertUsableContext({ ...ctx, db }, input.contextId);
    const latest = (await latestOccurrenceDate(ctx, db, series.id)) ?? utcToDate(series.lastDate);
    if (input.until !== undefined) assertUntil(input.until, latest, utcToDate(series.goal.projectDetail.endDate));
    const shared = templateData(input);
    const rule = input.everyDays !== undefined ? { everyDays: input.everyDays, weekdays: [] } : input.weekdays !== undefined ? { everyDays: null, weekdays: input.weekdays } : null;
    if (rule) await storeShown(ctx, db, (row) => row.seriesId === series.id);
    const anchor = rule ? { lastDate: dateToUtc(latest), skippedDates: series.skippedDates.filter((date) => utcToDate(date) > latest) } : {};
    await db.actionSeries.update({ where: { id: series.id }, data: { ...shared, ...rule, ...anchor, until: input.until === undefined ? undefined : dateToUtc(input.until) } });
    await db.action.updateMany({ where: { seriesId: series.id, completed: false }, data: shared });
  });
  return getSeries(ctx, input.id);
}

/**
 * Stops the series: no more occurrences; the existing ones stay as they are (those shown and not stored yet are
 * stored). Stopping twice keeps the first stop.
 */
export async function stopSeries(ctx: UserScope, id: string): Promise<ActionSeries> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const series = await ownedSeries(db, ctx, id);
    if (series.stoppedAt) return;
    await storeShown(ctx, db, (row) => row.seriesId === id);
    await db.actionSeries.update({ where: { id }, data: { stoppedAt: ctx.now } });
  });
  return getSeries(ctx, id);
}
