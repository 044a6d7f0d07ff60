import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { localDate } from '../../domain/rules/dates';
import { amountToCents } from '../../domain/rules/money';
import { compareNow, encodeNowCursor, fitsNow, NOW_DEFAULT_LIMIT, nowEmptyReason, nowGroup, type NowCursor, type NowGroup } from '../../domain/rules/now';
import type { Action, ActionsNow, ActionsNowInput } from '../../domain/schemas/actions';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { listReader, toAction } from './actions';
import { actionColumns, templateJoins } from './action-fields';
import type { UserScope } from './service-context';
import { shownOccurrences } from './series-occurrences';

/** A stored candidate: the list's row, with its area's order on the wheel (its goal's, read by readCandidates). */
const nowColumns = columns({ ...actionColumns.shape, areaOrder: column('ag."areaOrder"', z.number().int()) });

/** What each run of the order takes (see NowGroup): overdue, past due and settled, due today or later. */
const GROUP_CONDITIONS: Record<NowGroup, (today: string) => Prisma.Sql> = {
  0: (today) => Prisma.sql`a."dueDate" < ${today}::date AND a."seriesId" IS NULL AND a."missedAt" IS NULL`,
  1: (today) => Prisma.sql`a."dueDate" < ${today}::date AND (a."seriesId" IS NOT NULL OR a."missedAt" IS NOT NULL)`,
  2: (today) => Prisma.sql`a."dueDate" >= ${today}::date`,
};

/** The filters of the question on the action itself, in SQL (fitsNow's rules; the project's status is the goals' part). */
function fitConditions(ctx: UserScope, input: ActionsNowInput): Prisma.Sql[] {
  return [
    Prisma.sql`a."userId" = ${ctx.user.id}::uuid`,
    Prisma.sql`NOT a.completed`,
    ...(input.contextId ? [Prisma.sql`a."contextId" = ${input.contextId}::uuid`] : []),
    ...(input.energy ? [Prisma.sql`a.energy <= ${input.energy}::"Energy"`] : []),
    ...(input.minutes !== undefined ? [Prisma.sql`a."timeEstimate" <= ${input.minutes}::int`] : []),
    ...(input.budget !== undefined ? [Prisma.sql`a."baseCapitalCents" <= ${amountToCents(input.budget)}::int`] : []),
  ];
}

/**
 * The first `take` stored candidates after the cursor, in the "now" order: one statement, a run per group. A run reads
 * each goal of the caller's ACTIVE projects apart, as an index range of its pending actions in due-date order
 * (Action_pending_goalId_dueDate_idx) stopped at `take`, and keeps the first `take` of all: at most goals × take rows,
 * whatever the pending actions left in earlier cycles' projects. The area's order is the goal's, so a goal's own
 * order is (dueDate, id). The runs before the cursor's group are not read.
 */
async function readCandidates(ctx: UserScope, input: ActionsNowInput, today: string, take: number | undefined) {
  const after = input.cursor;
  const fit = fitConditions(ctx, input);
  const runs = ([0, 1, 2] as const)
    .filter((group) => !after || group >= after.group)
    .map((group) => {
      const keyset = after && after.group === group ? [Prisma.sql`(a."dueDate", ag."areaOrder", a.id) > (${after.dueDate}::date, ${after.areaOrder}::int, ${after.id}::uuid)`] : [];
      return Prisma.sql`(SELECT ${group}::int AS "group", ${nowColumns.sql}
        FROM (SELECT g.id, la."order" AS "areaOrder" FROM "Goal" g
          JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
          JOIN "Project" p ON p.id = d."projectId"
          JOIN "LifeWheelArea" wa ON wa.id = p."lifeWheelAreaId"
          JOIN "LifeArea" la ON la.id = wa."lifeAreaId"
          WHERE g."userId" = ${ctx.user.id}::uuid AND p.status = 'ACTIVE') ag
        CROSS JOIN LATERAL (SELECT a.* FROM "Action" a
          WHERE ${Prisma.join([Prisma.sql`a."goalId" = ag.id`, ...fit, GROUP_CONDITIONS[group](today), ...keyset], ' AND ')}
          ORDER BY a."dueDate", a.id
          ${take === undefined ? Prisma.empty : Prisma.sql`LIMIT ${take}`}) a
        ${templateJoins('a')}
        ORDER BY a."dueDate", ag."areaOrder", a.id
        ${take === undefined ? Prisma.empty : Prisma.sql`LIMIT ${take}`})`;
    });
  const row = nowColumns.row.extend({ group: z.number().int() });
  return ctx.read(statement(row, Prisma.sql`SELECT * FROM (${Prisma.join(runs, ' UNION ALL ')}) runs ORDER BY "group", "dueDate", "areaOrder", id ${take === undefined ? Prisma.empty : Prisma.sql`LIMIT ${take}`}`));
}

type Candidate = { action: Action; id: string; isOverdue: boolean; dueDate: string; areaOrder: number };

const cursorOf = (candidate: Candidate, today: string): NowCursor => ({
  group: nowGroup(candidate.isOverdue, candidate.dueDate, today),
  dueDate: candidate.dueDate,
  areaOrder: candidate.areaOrder,
  id: candidate.id,
});

/** true when a candidate comes after the cursor in the "now" order. */
const isAfter = (candidate: Candidate, cursor: NowCursor, today: string): boolean => {
  const key = cursorOf(candidate, today);
  if (key.group !== cursor.group) return key.group > cursor.group;
  if (key.dueDate !== cursor.dueDate) return key.dueDate > cursor.dueDate;
  if (key.areaOrder !== cursor.areaOrder) return key.areaOrder > cursor.areaOrder;
  return key.id > cursor.id;
};

/**
 * "What can I do now": the caller's pending actions of active projects that fit the context, energy, minutes and
 * budget given, overdue first, then by due date, then by the area's order on the wheel, id breaking ties. With
 * ?limit or ?cursor, at most `limit` (NOW_DEFAULT_LIMIT with a cursor alone) after the cursor, with the cursor of
 * the next ones; without them every action that fits (nextCursor null), as before paging existed. A fixed number
 * of reads whatever the history: the stored candidates are read in that order in SQL and stopped at the limit; the
 * occurrences of recurring series shown and not stored (computed, bounded by the running series) are merged in.
 * When nothing fits on the first page, why (domain/rules/now.ts), with three more reads of at most one row each.
 */
export async function actionsNow(ctx: UserScope, input: ActionsNowInput): Promise<ActionsNow> {
  if (input.contextId) {
    const context = await ctx.db.context.findFirst({ where: { id: input.contextId, userId: ctx.user.id }, select: { id: true } });
    if (!context) throw new AppError('NOT_FOUND');
  }
  const limit = input.limit === undefined && input.cursor === undefined ? undefined : (input.limit ?? NOW_DEFAULT_LIMIT);
  const today = localDate(ctx.now, ctx.timeZone);
  const [rows, shown, projects] = await Promise.all([
    readCandidates(ctx, input, today, limit === undefined ? undefined : limit + 1),
    shownOccurrences(ctx),
    ctx.db.project.findMany({ where: { userId: ctx.user.id, status: 'ACTIVE' }, select: { id: true, lifeWheelArea: { select: { lifeArea: { select: { order: true } } } } } }),
  ]);
  const areaOrder = new Map(projects.map((project) => [project.id, project.lifeWheelArea.lifeArea.order]));
  const reader = listReader(ctx);
  const stored = rows.map((row): Candidate => {
    const action = toAction(row, reader);
    return { action, id: action.id, isOverdue: action.isOverdue, dueDate: action.dueDate, areaOrder: row.areaOrder };
  });
  const shownActions = shown.map((row) => toAction(row, reader));
  const computed = shownActions
    .filter((action) => fitsNow(action, input))
    .map((action): Candidate => ({ action, id: action.id, isOverdue: action.isOverdue, dueDate: action.dueDate, areaOrder: areaOrder.get(action.projectId) ?? Number.MAX_SAFE_INTEGER }))
    .filter((candidate) => !input.cursor || isAfter(candidate, input.cursor, today));
  const fitting = computed.length === 0 ? stored : [...stored, ...computed].sort(compareNow);
  const emptyReason = fitting.length === 0 && !input.cursor ? await whyNothingFits(ctx, input, shownActions) : null;
  if (limit === undefined) return { actions: fitting.map((entry) => entry.action), nextCursor: null, emptyReason };
  const page = fitting.slice(0, limit);
  const last = page[page.length - 1];
  return {
    actions: page.map((entry) => entry.action),
    nextCursor: fitting.length > limit && last ? encodeNowCursor(cursorOf(last, today)) : null,
    emptyReason,
  };
}

/**
 * Why nothing fits: read only when the first page is empty, by asking whether one row exists (count, take 1) in
 * each case, whatever the number of actions, beside the occurrences shown and not stored.
 */
async function whyNothingFits(ctx: UserScope, input: ActionsNowInput, shown: readonly Action[]): Promise<ActionsNow['emptyReason']> {
  const ofActiveProjects = { userId: ctx.user.id, goal: { projectDetail: { project: { status: 'ACTIVE' as const } } } };
  const any = (where: Prisma.ActionWhereInput) => ctx.db.action.count({ where: { ...ofActiveProjects, ...where }, take: 1 }).then((count) => count > 0);
  const open = shown.filter((action) => fitsNow(action, {}));
  const { contextId } = input;
  const [storedOpen, storedInContext, done] = await Promise.all([
    any({ completed: false }),
    contextId === undefined ? false : any({ completed: false, contextId }),
    any({ completed: true }),
  ]);
  const anyOpen = storedOpen || open.length > 0;
  const inContext = contextId === undefined ? anyOpen : storedInContext || open.some((action) => action.contextId === contextId);
  return nowEmptyReason({ open: anyOpen, inContext, done });
}
