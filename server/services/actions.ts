import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { currencySymbol, DEFAULT_CURRENCY } from '../../domain/content/currencies';
import {
  acceptsNewActions,
  actionCounters,
  dueStatusOn,
  isSettled,
  validateDueDate,
} from '../../domain/rules/actions';
import { encodeActionCursor, type ActionCursor } from '../../domain/rules/action-cursor';
import { actionBudgetCents, budgetAmounts, isOneOffBudget, type BudgetCents } from '../../domain/rules/budgets';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { amountToCents, centsToAmount } from '../../domain/rules/money';
import { firstSeriesDate } from '../../domain/rules/recurrence';
import type {
  Action,
  ActionList,
  ActionPage,
  ActionPageItem,
  AddActionInput,
  CompleteActionInput,
  ListActionsInput,
  UpdateActionInput,
} from '../../domain/schemas/actions';
import { z } from 'zod';
import type { DbClient } from '../database/open';
import { statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { isForeignKeyViolation, serialisedForUser } from '../infra/user-lock';
import { actionColumns, templateData, templateJoins, type ActionRow } from './action-fields';
import { actionTemplate, createSeries, skipDatesOf, skipShownOccurrence, storeShownOccurrence } from './action-series';
import { asCurrencyCode } from './budgets';
import type { InTransaction, UserScope } from './service-context';
import { assertWithinPlanLimit } from './plan-limits';
import { assertUsableContext } from './contexts';
import { compareRows, shownOccurrences } from './series-occurrences';
import { assertTargetsAllowed, inArea, targetAreaSelect, writeActionTargets, type TargetArea } from './targets';
import { emitWebhookEvent } from './webhook-outbox';

/**
 * Which actions a read lists; `pending` leaves completed ones out, `due` keeps those due from one date to another.
 * Without `id`, a parked project's pending ones are left out.
 */
type ActionFilter = { id?: string; goalId?: string; projectId?: string; contextId?: string; pending?: true; due?: { from: string; to: string } };

function whereOf(ctx: UserScope, filter: ActionFilter, after?: ActionCursor): Prisma.Sql {
  const conditions = [
    Prisma.sql`a."userId" = ${ctx.user.id}::uuid`,
    ...(filter.id ? [Prisma.sql`a.id = ${filter.id}::uuid`] : []),
    ...(filter.goalId ? [Prisma.sql`a."goalId" = ${filter.goalId}::uuid`] : []),
    ...(filter.contextId ? [Prisma.sql`a."contextId" = ${filter.contextId}::uuid`] : []),
    ...(filter.projectId ? [Prisma.sql`d."projectId" = ${filter.projectId}::uuid`] : []),
    ...(filter.pending ? [Prisma.sql`NOT a.completed`] : []),
    ...(filter.due ? [Prisma.sql`a."dueDate" BETWEEN ${filter.due.from}::date AND ${filter.due.to}::date`] : []),
    // A parked (SOMEDAY) project's pending actions are listed again once it is ACTIVE (domain/rules/projects.ts isParked).
    ...(filter.id ? [] : [Prisma.sql`(a.completed OR p.status <> 'SOMEDAY')`]),
    // The list's order, so a page starts right after the previous page's last action.
    ...(after
      ? [Prisma.sql`(a."dueDate", a."createdAt", a.id) > (${after.dueDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`]
      : []),
  ];
  return Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/**
 * The stored rows of the actions list (action-fields.ts actionColumns), read with one flat join. Prisma's nested
 * select builds the same answer from JSON aggregates and costs about three times as much at 1,000 rows
 * (docs/decisions/2026-11-24-speed-large-lists.md); either way a list is one query.
 */
async function readRows(ctx: UserScope, filter: ActionFilter, page?: { limit: number; after: ActionCursor | undefined }): Promise<ActionRow[]> {
  return ctx.read(statement(actionColumns.row, Prisma.sql`
    SELECT ${actionColumns.sql}
    FROM "Action" a ${templateJoins('a')}
    ${whereOf(ctx, filter, page?.after)}
    ORDER BY a."dueDate", a."createdAt", a.id
    ${page ? Prisma.sql`LIMIT ${page.limit + 1}` : Prisma.empty}`));
}

/**
 * What every row of one list shares, worked out once: today and its due-status reader, and the creation dates and
 * budgets, which repeat across rows (actions created the same quarter-hour share a local date; the same creation
 * and due dates share a budget).
 */
export function listReader(ctx: UserScope) {
  const today = localDate(ctx.now, ctx.timeZone);
  const statusOf = dueStatusOn(today);
  const createdDates = new Map<number, string>();
  const budgets = new Map<string, BudgetCents & { oneOff: boolean }>();
  // Every time zone in use today is offset from UTC by whole quarter-hours.
  const createdDateOf = (createdAt: Date) => {
    const bucket = Math.floor(createdAt.getTime() / QUARTER_HOUR_MS);
    let date = createdDates.get(bucket);
    if (date === undefined) {
      date = localDate(createdAt, ctx.timeZone);
      createdDates.set(bucket, date);
    }
    return date;
  };
  const budgetOf = (row: ActionRow, createdDate: string) => {
    const key = `${row.baseCapitalCents}|${createdDate}|${row.dueDate}`;
    let budget = budgets.get(key);
    if (!budget) {
      budget = { ...actionBudgetCents({ baseCapitalCents: row.baseCapitalCents, createdDate, dueDate: row.dueDate }), oneOff: isOneOffBudget(createdDate, row.dueDate) };
      budgets.set(key, budget);
    }
    return budget;
  };
  return { today, statusOf, createdDateOf, budgetOf };
}

const QUARTER_HOUR_MS = 900_000;

export function toAction(row: ActionRow, reader: ReturnType<typeof listReader>): Action {
  const budget = reader.budgetOf(row, reader.createdDateOf(row.createdAt));
  return {
    id: row.id,
    goalId: row.goalId,
    projectId: row.projectId,
    contextId: row.contextId,
    contextName: row.contextName,
    title: row.title,
    description: row.description,
    energy: row.energy,
    timeEstimate: row.timeEstimate,
    dueDate: row.dueDate,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...reader.statusOf(row.dueDate, row.completed, isSettled(row)),
    goal: { id: row.goalId, goalType: row.goalType, content: row.goalContent },
    project: { id: row.projectId, title: row.projectTitle, status: row.projectStatus },
    budget: {
      baseCapital: centsToAmount(row.baseCapitalCents),
      ...budgetAmounts(budget),
      oneOff: budget.oneOff,
      currencyCode: asCurrencyCode(row.currencyCode),
      currencySymbol: currencySymbol(row.currencyCode),
    },
    actualCost: row.actualCostCents === null ? null : centsToAmount(row.actualCostCents),
    targetQuestionIds: row.targetQuestionIds,
    seriesId: row.seriesId,
    version: row.version,
  };
}

/** The occurrences shown and not stored that a list's filter takes, after its cursor when it has one. */
async function shownRows(ctx: UserScope, filter: ActionFilter, after?: ActionCursor): Promise<ActionRow[]> {
  const rows = await shownOccurrences(ctx);
  const cursor = after && { dueDate: after.dueDate, createdAt: new Date(after.createdAt), id: after.id };
  return rows.filter(
    (row) =>
      (!filter.id || row.id === filter.id) &&
      (!filter.goalId || row.goalId === filter.goalId) &&
      (!filter.projectId || row.projectId === filter.projectId) &&
      (!filter.contextId || row.contextId === filter.contextId) &&
      (!filter.due || (row.dueDate >= filter.due.from && row.dueDate <= filter.due.to)) &&
      (!cursor || compareRows(row, cursor) > 0),
  );
}

/** The caller's actions a filter takes, stored or not, in the list's order. */
export async function readActions(ctx: UserScope, filter: ActionFilter): Promise<Action[]> {
  const [rows, shown] = await Promise.all([readRows(ctx, filter), shownRows(ctx, filter)]);
  const reader = listReader(ctx);
  return (shown.length === 0 ? rows : [...rows, ...shown].sort(compareRows)).map((row) => toAction(row, reader));
}

/** One of the caller's actions as the list shows it, an occurrence of a series not stored yet included; else 404. */
export async function readListedAction(ctx: UserScope, id: string): Promise<Action> {
  const [action] = await readActions(ctx, { id });
  if (!action) throw new AppError('NOT_FOUND');
  return action;
}

/** One stored action (the answer of a write). */
async function readAction(ctx: UserScope, id: string): Promise<Action> {
  const [row] = await readRows(ctx, { id });
  if (!row) throw new AppError('NOT_FOUND');
  return toAction(row, listReader(ctx));
}

const contextCountersRow = z.object({
  id: z.string(),
  name: z.string(),
  totalActions: z.number().int(),
  completedActions: z.number().int(),
  overdueActions: z.number().int(),
});

type ContextCounters = z.output<typeof contextCountersRow>;

/**
 * Per-context counters of the whole filtered list (a page's counters are the list's, not the page's), from the tally
 * the database keeps per goal and context (migration 20261202000000_action_tally), so they cost the person's goals
 * and contexts, not their history. Only the overdue ones are counted from the actions: pending, past due, neither an
 * occurrence nor settled, read through the (userId, completed, dueDate) index. A parked (SOMEDAY) project's pending
 * actions are left out, as the list leaves them out (whereOf).
 */
async function readContextCounters(ctx: UserScope, filter: Pick<ActionFilter, 'goalId' | 'projectId' | 'contextId' | 'pending'>, today: string): Promise<ContextCounters[]> {
  const parked = Prisma.sql`p.status = 'SOMEDAY'`;
  const listed = filter.pending ? Prisma.sql`CASE WHEN ${parked} THEN 0 ELSE t.actions - t.completed END` : Prisma.sql`CASE WHEN ${parked} THEN t.completed ELSE t.actions END`;
  const conditions = [
    Prisma.sql`t."userId" = ${ctx.user.id}::uuid`,
    ...(filter.goalId ? [Prisma.sql`t."goalId" = ${filter.goalId}::uuid`] : []),
    ...(filter.contextId ? [Prisma.sql`t."contextId" = ${filter.contextId}::uuid`] : []),
    ...(filter.projectId ? [Prisma.sql`d."projectId" = ${filter.projectId}::uuid`] : []),
  ];
  return ctx.read(statement(contextCountersRow, Prisma.sql`
    WITH overdue AS (
      SELECT a."goalId", a."contextId", count(*)::int AS n FROM "Action" a
      WHERE a."userId" = ${ctx.user.id}::uuid AND NOT a.completed AND a."dueDate" < ${today}::date AND a."seriesId" IS NULL AND a."missedAt" IS NULL
      GROUP BY a."goalId", a."contextId")
    SELECT c.id::text, c.name, sum(${listed})::int AS "totalActions",
      sum(${filter.pending ? Prisma.sql`0` : Prisma.sql`t.completed`})::int AS "completedActions",
      sum(CASE WHEN ${parked} THEN 0 ELSE coalesce(o.n, 0) END)::int AS "overdueActions"
    FROM "ActionTally" t
    JOIN "Context" c ON c.id = t."contextId"
    JOIN "Goal" g ON g.id = t."goalId"
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    JOIN "Project" p ON p.id = d."projectId"
    LEFT JOIN overdue o ON o."goalId" = t."goalId" AND o."contextId" = t."contextId"
    WHERE ${Prisma.join(conditions, ' AND ')}
    GROUP BY c.id, c.name
    HAVING sum(${listed}) > 0
    ORDER BY c.name, c.id`));
}

/** One page of the list in its compact form (see ActionPageItemSchema): what is derivable or empty is left out. */
function toPage(rows: ActionRow[], limit: number, reader: ReturnType<typeof listReader>, contexts: ContextCounters[]): ActionPage {
  const pageRows = rows.slice(0, limit);
  const goals = new Map<string, ActionPage['goals'][number]>();
  const projects = new Map<string, ActionPage['projects'][number]>();
  const currencyCounts = new Map<string, number>();
  for (const row of pageRows) {
    if (!goals.has(row.goalId)) goals.set(row.goalId, { id: row.goalId, goalType: row.goalType, content: row.goalContent, projectId: row.projectId });
    if (!projects.has(row.projectId)) projects.set(row.projectId, { id: row.projectId, title: row.projectTitle, status: row.projectStatus });
    currencyCounts.set(row.currencyCode, (currencyCounts.get(row.currencyCode) ?? 0) + 1);
  }
  const pageCurrency = asCurrencyCode([...currencyCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_CURRENCY);
  const items = pageRows.map((row): ActionPageItem => ({
    id: row.id,
    goalId: row.goalId,
    contextId: row.contextId,
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
    energy: row.energy,
    timeEstimate: row.timeEstimate,
    dueDate: row.dueDate,
    completed: row.completed,
    version: row.version,
    ...(row.completedAt ? { completedAt: row.completedAt.toISOString() } : {}),
    ...(row.baseCapitalCents ? { baseCapital: centsToAmount(row.baseCapitalCents), createdDate: reader.createdDateOf(row.createdAt) } : {}),
    ...(row.currencyCode === pageCurrency ? {} : { currencyCode: asCurrencyCode(row.currencyCode) }),
    ...(row.actualCostCents === null ? {} : { actualCost: centsToAmount(row.actualCostCents) }),
    ...(row.targetQuestionIds.length > 0 ? { targetQuestionIds: row.targetQuestionIds } : {}),
    ...(row.seriesId ? { seriesId: row.seriesId } : {}),
    ...(row.missedAt ? { missed: true as const } : {}),
  }));
  const last = pageRows[pageRows.length - 1];
  const completedActions = contexts.reduce((sum, context) => sum + context.completedActions, 0);
  const totalActions = contexts.reduce((sum, context) => sum + context.totalActions, 0);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeActionCursor({ dueDate: last.dueDate, createdAt: last.createdAt.toISOString(), id: last.id }) : null,
    today: reader.today,
    currencyCode: pageCurrency,
    goals: [...goals.values()],
    projects: [...projects.values()],
    contexts: contexts.map(({ id, name, totalActions: total, completedActions: completed }) => ({ id, name, totalActions: total, completedActions: completed })),
    totalActions,
    completedActions,
    pendingActions: totalActions - completedActions,
    overdueActions: contexts.reduce((sum, context) => sum + context.overdueActions, 0),
  };
}

/** Lists without ?limit answer whole; ?cursor alone pages with this many. */
const DEFAULT_PAGE_LIMIT = 50;

/**
 * The caller's actions, soonest due first, with counters over the listed actions. Each filter (goalId,
 * projectId, contextId) must name one of the caller's rows, else 404. With ?limit or ?cursor the answer is one
 * compact page of the same order (id breaking ties) whose counters still cover the whole filtered list.
 */
export async function listActions(ctx: UserScope, input: ListActionsInput): Promise<ActionList | ActionPage> {
  const owner = { userId: ctx.user.id };
  const [goal, project, context] = await Promise.all([
    input.goalId ? ctx.db.goal.findFirst({ where: { id: input.goalId, ...owner }, select: { id: true } }) : true,
    input.projectId ? ctx.db.project.findFirst({ where: { id: input.projectId, ...owner }, select: { id: true } }) : true,
    input.contextId ? ctx.db.context.findFirst({ where: { id: input.contextId, ...owner }, select: { id: true } }) : true,
  ]);
  if (!goal || !project || !context) throw new AppError('NOT_FOUND');
  const filter: ActionFilter = { goalId: input.goalId, projectId: input.projectId, contextId: input.contextId, ...(input.pending ? { pending: true } : {}) };
  if (input.limit === undefined && input.cursor === undefined) {
    const actions = await readActions(ctx, filter);
    return { actions, ...actionCounters(actions) };
  }
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  const reader = listReader(ctx);
  const [rows, contexts, shown] = await Promise.all([
    readRows(ctx, filter, { limit, after: input.cursor }),
    readContextCounters(ctx, filter, reader.today),
    shownRows(ctx, filter),
  ]);
  const after = input.cursor && { dueDate: input.cursor.dueDate, createdAt: new Date(input.cursor.createdAt), id: input.cursor.id };
  const pageRows = [...rows, ...shown.filter((row) => !after || compareRows(row, after) > 0)].sort(compareRows).slice(0, limit + 1);
  return toPage(pageRows, limit, reader, withShown(contexts, shown));
}

/** The per-context counters with the shown occurrences added: they are pending, and missed, never overdue, once past. */
function withShown(contexts: ContextCounters[], shown: ActionRow[]): ContextCounters[] {
  if (shown.length === 0) return contexts;
  const byId = new Map(contexts.map((context) => [context.id, { ...context }]));
  for (const row of shown) {
    const context = byId.get(row.contextId) ?? { id: row.contextId, name: row.contextName, totalActions: 0, completedActions: 0, overdueActions: 0 };
    context.totalActions += 1;
    byId.set(row.contextId, context);
  }
  const added = [...byId.values()].filter((context) => !contexts.some((known) => known.id === context.id));
  return [...contexts.map((context) => byId.get(context.id) ?? context), ...added.sort((a, b) => a.name.localeCompare(b.name))];
}

/**
 * One of the caller's goals that can take actions: its project must be ACTIVE. Returns the project's end date and
 * area row (what the action's targets are checked against).
 */
async function goalAcceptingActions(ctx: InTransaction<UserScope>, goalId: string): Promise<{ endDate: string; area: TargetArea }> {
  const goal = await ctx.db.goal.findFirst({
    where: { id: goalId, userId: ctx.user.id },
    select: { projectDetail: { select: { endDate: true, project: { select: { status: true, lifeWheelArea: { select: targetAreaSelect } } } } } },
  });
  if (!goal) throw new AppError('NOT_FOUND');
  if (!acceptsNewActions(goal.projectDetail.project.status)) throw new AppError('PROJECT_NOT_ACTIVE');
  return { endDate: utcToDate(goal.projectDetail.endDate), area: goal.projectDetail.project.lifeWheelArea };
}

/** A due date from today (the caller's zone) to the project's end, else 422 naming the bound it passed. */
export function assertDueDate(ctx: UserScope, dueDate: string, projectEndDate: string): void {
  const today = localDate(ctx.now, ctx.timeZone);
  const error = validateDueDate({ today, dueDate, projectEndDate });
  if (error) throw new AppError(error, { minDate: today, maxDate: projectEndDate });
}

/** The currency row of a code, or the caller's own currency when none is given. */
async function currencyIdOf(ctx: InTransaction<UserScope>, code: string | undefined): Promise<string> {
  if (code) return (await ctx.db.currency.findUniqueOrThrow({ where: { code }, select: { id: true } })).id;
  return (await ctx.db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { currencyId: true } })).currencyId;
}

/**
 * A write whose goal or context was deleted under it answers 404, as if it had been gone before. Deletes hold the
 * user's lock as these writes do, so this is the foreign key's net for any path that does not.
 */
async function goneReferenceIsNotFound<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
    throw error;
  }
}

/**
 * Creates an action under one of the caller's goals in an ACTIVE project, within the plan's monthly actions; the
 * checks and the insert hold the user's lock (a simultaneous action or project completion waits its turn). With
 * `repeat` it also creates the series the action is the first occurrence of (until from dueDate to the project's end).
 */
export async function addAction(ctx: UserScope, asked: AddActionInput): Promise<Action> {
  // A weekday series starts on its first chosen weekday on or after the date asked.
  const input = asked.repeat ? { ...asked, dueDate: firstSeriesDate(asked.repeat, asked.dueDate) } : asked;
  const createdId = await goneReferenceIsNotFound(serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const scoped = { ...ctx, db };
    const goal = await goalAcceptingActions(scoped, input.goalId);
    await assertUsableContext(scoped, input.contextId);
    assertDueDate(ctx, input.dueDate, goal.endDate);
    const targets = input.targetQuestionIds ?? [];
    assertTargetsAllowed(goal.area, targets, false);
    const currencyId = await currencyIdOf(scoped, input.currencyCode);
    await assertWithinPlanLimit(scoped, 'ACTIONS_PER_MONTH');
    const repeat = input.repeat;
    const seriesId = repeat ? await createSeries(db, ctx, { ...input, repeat }, currencyId, goal.endDate) : null;
    const created = await db.action.create({
      data: { ...actionTemplate(ctx, input, currencyId), seriesId, dueDate: dateToUtc(input.dueDate), createdAt: ctx.now },
      select: { id: true, title: true },
    });
    await writeActionTargets(db, created.id, goal.area.id, targets, false);
    await emitWebhookEvent(db, { userId: ctx.user.id, type: 'action.created', now: ctx.now, data: { actionId: created.id, title: created.title, goalId: input.goalId, dueDate: input.dueDate } });
    return created.id;
  }));
  return readAction(ctx, createdId);
}

/**
 * Changes the given fields of one of the caller's actions (completed ones too) under the creation rules: a new
 * goal must be the caller's in an ACTIVE project, a new context the caller's and active, a new due date from
 * today to the project's end; moving to another goal keeps the due date only if it fits the new project. It holds
 * the user's lock, so an action cannot move into a project while that project is being completed.
 */
export async function updateAction(ctx: UserScope, input: UpdateActionInput): Promise<Action> {
  await storeShownOccurrence(ctx, input.id);
  await goneReferenceIsNotFound(serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const scoped = { ...ctx, db };
    const current = await db.action.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: {
        goalId: true,
        contextId: true,
        dueDate: true,
        completed: true,
        seriesId: true,
        targets: { select: { lifeWheelAreaId: true, questionId: true } },
        goal: { select: { projectDetail: { select: { endDate: true, project: { select: { lifeWheelArea: { select: targetAreaSelect } } } } } } },
      },
    });
    if (!current) throw new AppError('NOT_FOUND');
    if (input.actualCost !== undefined && !current.completed) throw new AppError('ACTION_ACTUAL_COST_NOT_COMPLETED');
    const newGoalId = input.goalId !== undefined && input.goalId !== current.goalId ? input.goalId : undefined;
    const newGoal = newGoalId ? await goalAcceptingActions(scoped, newGoalId) : undefined;
    const projectEndDate = newGoal?.endDate ?? utcToDate(current.goal.projectDetail.endDate);
    const area = newGoal?.area ?? current.goal.projectDetail.project.lifeWheelArea;
    if (input.targetQuestionIds !== undefined) {
      assertTargetsAllowed(area, input.targetQuestionIds, true);
    } else if (area.id !== current.goal.projectDetail.project.lifeWheelArea.id) {
      // Moving to another area's project keeps the targets only where they are NOs of that area too.
      assertTargetsAllowed(area, inArea(current.targets, current.goal.projectDetail.project.lifeWheelArea.id).map((target) => target.questionId), false);
    }
    if (input.contextId !== undefined && input.contextId !== current.contextId) await assertUsableContext(scoped, input.contextId);
    if (input.dueDate !== undefined) {
      assertDueDate(ctx, input.dueDate, projectEndDate);
    } else if (newGoalId && utcToDate(current.dueDate) > projectEndDate) {
      throw new AppError('DUE_DATE_AFTER_PROJECT_END', { maxDate: projectEndDate });
    }
    const currencyId = input.currencyCode === undefined ? undefined : await currencyIdOf(scoped, input.currencyCode);
    // An occurrence moved to another date: its series no longer owes the date it leaves.
    if (current.seriesId && input.dueDate !== undefined && input.dueDate !== utcToDate(current.dueDate)) await skipDatesOf(db, [input.id]);
    await db.action.update({
      where: { id: input.id },
      data: {
        ...templateData(input),
        currencyId,
        dueDate: input.dueDate === undefined ? undefined : dateToUtc(input.dueDate),
        actualCostCents: input.actualCost === undefined ? undefined : input.actualCost === null ? null : amountToCents(input.actualCost),
      },
    });
    const from = current.goal.projectDetail.project.lifeWheelArea;
    // Moved to another area row of the current cycle: what it aimed at in the old one no longer applies.
    if (from.id !== area.id && from.cycle.status === 'ACTIVE') await db.actionTarget.deleteMany({ where: { actionId: input.id, lifeWheelAreaId: from.id } });
    if (input.targetQuestionIds !== undefined) await writeActionTargets(db, input.id, area.id, input.targetQuestionIds, true);
  }));
  return readAction(ctx, input.id);
}

/**
 * Deletes one of the caller's actions. An occurrence of a series is skipped with it, in the same transaction under
 * the user's lock, so the series does not owe its date again; one shown and not stored is only skipped.
 */
export async function deleteAction(ctx: UserScope, id: string): Promise<{ success: true; id: string; message: string }> {
  const where = { id, userId: ctx.user.id };
  const deleted = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    if (!(await db.action.findFirst({ where, select: { id: true } }))) return false;
    await skipDatesOf(db, [id]);
    await db.action.deleteMany({ where });
    return true;
  });
  if (!deleted && !(await skipShownOccurrence(ctx, id))) throw new AppError('NOT_FOUND');
  return { success: true, id, message: translate('ACTION_DELETED', ctx.lang) };
}

/** action.completed (webhooks), in the transaction that completed the action. */
async function emitActionCompleted(tx: DbClient, ctx: UserScope, id: string): Promise<void> {
  const action = await tx.action.findUniqueOrThrow({ where: { id }, select: { title: true, goalId: true, dueDate: true } });
  await emitWebhookEvent(tx, {
    userId: ctx.user.id,
    type: 'action.completed',
    now: ctx.now,
    data: { actionId: id, title: action.title, goalId: action.goalId, dueDate: utcToDate(action.dueDate), completedAt: ctx.now.toISOString() },
  });
}

/** Flips completed; completedAt records when it was completed, and reopening clears it and the actual cost. */
export async function toggleAction(ctx: UserScope, id: string): Promise<Action> {
  await storeShownOccurrence(ctx, id);
  const action = await ctx.db.action.findFirst({ where: { id, userId: ctx.user.id }, select: { completed: true } });
  if (!action) throw new AppError('NOT_FOUND');
  if (action.completed) {
    await ctx.db.action.update({ where: { id }, data: { completed: false, completedAt: null, actualCostCents: null } });
  } else {
    await ctx.db.$transaction(async (tx) => {
      const done = await tx.action.updateMany({ where: { id, completed: false }, data: { completed: true, completedAt: ctx.now } });
      if (done.count > 0) await emitActionCompleted(tx, ctx, id);
    });
  }
  return readAction(ctx, id);
}

/**
 * Marks an action completed; an already completed one keeps its completedAt. An actualCost given replaces the one
 * recorded (also on an action completed before); none given keeps it. An occurrence of a series shown and not
 * stored yet is stored first; its series then owes the next date.
 */
export async function completeAction(ctx: UserScope, input: CompleteActionInput): Promise<Action> {
  const owned = { id: input.id, userId: ctx.user.id };
  await storeShownOccurrence(ctx, input.id);
  await ctx.db.$transaction(async (tx) => {
    const done = await tx.action.updateMany({ where: { ...owned, completed: false }, data: { completed: true, completedAt: ctx.now } });
    if (done.count > 0) await emitActionCompleted(tx, ctx, input.id);
  });
  if (input.actualCost !== undefined) await ctx.db.action.updateMany({ where: owned, data: { actualCostCents: amountToCents(input.actualCost) } });
  return readAction(ctx, input.id);
}
