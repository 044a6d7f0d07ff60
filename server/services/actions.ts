import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { acceptsNewActions, actionCounters, dueStatus, validateDueDate } from '../../domain/rules/actions';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { amountToCents, centsToAmount } from '../../domain/rules/money';
import type { Action, ActionList, AddActionInput, ListActionsInput, UpdateActionInput } from '../../domain/schemas/actions';
import type { Prisma } from '../generated/prisma/client';
import { isForeignKeyViolation, serialisedForUser } from '../infra/user-lock';
import { budgetActionSelect, budgetOfAction, currencySymbol } from './budgets';
import type { InTransaction, UserScope } from './context';
import { assertWithinPlanLimit } from './plan-limits';

// Relations are selected, never loaded per row: a list costs the same number of queries for 1 or 1,000 rows.
const actionSelect = {
  id: true,
  goalId: true,
  contextId: true,
  title: true,
  description: true,
  energy: true,
  timeEstimate: true,
  completed: true,
  completedAt: true,
  ...budgetActionSelect,
  context: { select: { name: true } },
  goal: {
    select: {
      id: true,
      goalType: true,
      content: true,
      projectDetail: { select: { project: { select: { id: true, title: true, status: true } } } },
    },
  },
} satisfies Prisma.ActionSelect;

type ActionRow = Prisma.ActionGetPayload<{ select: typeof actionSelect }>;

function toAction(row: ActionRow, today: string, timeZone: string): Action {
  const dueDate = utcToDate(row.dueDate);
  const budget = budgetOfAction(row, timeZone);
  const project = row.goal.projectDetail.project;
  return {
    id: row.id,
    goalId: row.goalId,
    projectId: project.id,
    contextId: row.contextId,
    contextName: row.context.name,
    title: row.title,
    description: row.description,
    energy: row.energy,
    timeEstimate: row.timeEstimate,
    dueDate,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...dueStatus({ dueDate, today, completed: row.completed }),
    goal: { id: row.goal.id, goalType: row.goal.goalType, content: row.goal.content },
    project,
    budget: {
      baseCapital: centsToAmount(row.baseCapitalCents),
      totalCapital: centsToAmount(budget.totalCapitalCents),
      monthlyBudget: centsToAmount(budget.monthlyCents),
      dailyBudget: centsToAmount(budget.dailyCents),
      currencyCode: budget.currencyCode,
      currencySymbol: currencySymbol(budget.currencyCode),
    },
  };
}

async function readActions(ctx: UserScope, where: Prisma.ActionWhereInput): Promise<Action[]> {
  const rows = await ctx.db.action.findMany({
    where: { ...where, userId: ctx.user.id },
    select: actionSelect,
    orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const today = localDate(ctx.now, ctx.timeZone);
  return rows.map((row) => toAction(row, today, ctx.timeZone));
}

async function readAction(ctx: UserScope, id: string): Promise<Action> {
  const [action] = await readActions(ctx, { id });
  if (!action) throw new AppError('NOT_FOUND');
  return action;
}

/**
 * The caller's actions, soonest due first, with counters over the listed actions. Each filter (goalId,
 * projectId, contextId) must name one of the caller's rows, else 404.
 */
export async function listActions(ctx: UserScope, filter: ListActionsInput): Promise<ActionList> {
  const owner = { userId: ctx.user.id };
  const [goal, project, context] = await Promise.all([
    filter.goalId ? ctx.db.goal.findFirst({ where: { id: filter.goalId, ...owner }, select: { id: true } }) : true,
    filter.projectId ? ctx.db.project.findFirst({ where: { id: filter.projectId, ...owner }, select: { id: true } }) : true,
    filter.contextId ? ctx.db.context.findFirst({ where: { id: filter.contextId, ...owner }, select: { id: true } }) : true,
  ]);
  if (!goal || !project || !context) throw new AppError('NOT_FOUND');
  const actions = await readActions(ctx, {
    ...(filter.goalId ? { goalId: filter.goalId } : {}),
    ...(filter.contextId ? { contextId: filter.contextId } : {}),
    ...(filter.projectId ? { goal: { projectDetail: { projectId: filter.projectId } } } : {}),
  });
  return { actions, ...actionCounters(actions) };
}

/** One of the caller's goals that can take actions: its project must be ACTIVE. Returns the project's end date. */
async function goalAcceptingActions(ctx: InTransaction<UserScope>, goalId: string): Promise<string> {
  const goal = await ctx.db.goal.findFirst({
    where: { id: goalId, userId: ctx.user.id },
    select: { projectDetail: { select: { endDate: true, project: { select: { status: true } } } } },
  });
  if (!goal) throw new AppError('NOT_FOUND');
  if (!acceptsNewActions(goal.projectDetail.project.status)) throw new AppError('PROJECT_NOT_ACTIVE');
  return utcToDate(goal.projectDetail.endDate);
}

async function assertUsableContext(ctx: InTransaction<UserScope>, contextId: string): Promise<void> {
  const context = await ctx.db.context.findFirst({ where: { id: contextId, userId: ctx.user.id }, select: { active: true } });
  if (!context) throw new AppError('NOT_FOUND');
  if (!context.active) throw new AppError('ACTION_CONTEXT_INACTIVE');
}

function assertDueDate(ctx: UserScope, dueDate: string, projectEndDate: string): void {
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
 * checks and the insert hold the user's lock (a simultaneous action or project completion waits its turn).
 */
export async function addAction(ctx: UserScope, input: AddActionInput): Promise<Action> {
  const createdId = await goneReferenceIsNotFound(serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const scoped = { ...ctx, db };
    const projectEndDate = await goalAcceptingActions(scoped, input.goalId);
    await assertUsableContext(scoped, input.contextId);
    assertDueDate(ctx, input.dueDate, projectEndDate);
    const currencyId = await currencyIdOf(scoped, input.currencyCode);
    await assertWithinPlanLimit(scoped, 'ACTIONS_PER_MONTH');
    const created = await db.action.create({
      data: {
        userId: ctx.user.id,
        goalId: input.goalId,
        contextId: input.contextId,
        currencyId,
        title: input.title,
        description: input.description,
        energy: input.energy,
        timeEstimate: input.timeEstimate,
        dueDate: dateToUtc(input.dueDate),
        baseCapitalCents: amountToCents(input.baseCapital),
        createdAt: ctx.now,
      },
      select: { id: true },
    });
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
  await goneReferenceIsNotFound(serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const scoped = { ...ctx, db };
    const current = await db.action.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: { goalId: true, contextId: true, dueDate: true, goal: { select: { projectDetail: { select: { endDate: true } } } } },
    });
    if (!current) throw new AppError('NOT_FOUND');
    const newGoalId = input.goalId !== undefined && input.goalId !== current.goalId ? input.goalId : undefined;
    const projectEndDate = newGoalId ? await goalAcceptingActions(scoped, newGoalId) : utcToDate(current.goal.projectDetail.endDate);
    if (input.contextId !== undefined && input.contextId !== current.contextId) await assertUsableContext(scoped, input.contextId);
    if (input.dueDate !== undefined) {
      assertDueDate(ctx, input.dueDate, projectEndDate);
    } else if (newGoalId && utcToDate(current.dueDate) > projectEndDate) {
      throw new AppError('DUE_DATE_AFTER_PROJECT_END', { maxDate: projectEndDate });
    }
    const currencyId = input.currencyCode === undefined ? undefined : await currencyIdOf(scoped, input.currencyCode);
    await db.action.update({
      where: { id: input.id },
      data: {
        goalId: input.goalId,
        contextId: input.contextId,
        currencyId,
        title: input.title,
        description: input.description,
        energy: input.energy,
        timeEstimate: input.timeEstimate,
        dueDate: input.dueDate === undefined ? undefined : dateToUtc(input.dueDate),
        baseCapitalCents: input.baseCapital === undefined ? undefined : amountToCents(input.baseCapital),
      },
    });
  }));
  return readAction(ctx, input.id);
}

export async function deleteAction(ctx: UserScope, id: string): Promise<{ success: true; id: string; message: string }> {
  const { count } = await ctx.db.action.deleteMany({ where: { id, userId: ctx.user.id } });
  if (count === 0) throw new AppError('NOT_FOUND');
  return { success: true, id, message: translate('ACTION_DELETED', ctx.lang) };
}

/** Flips completed; completedAt records when it was completed and is cleared when reopened. */
export async function toggleAction(ctx: UserScope, id: string): Promise<Action> {
  const action = await ctx.db.action.findFirst({ where: { id, userId: ctx.user.id }, select: { completed: true } });
  if (!action) throw new AppError('NOT_FOUND');
  await ctx.db.action.update({
    where: { id },
    data: action.completed ? { completed: false, completedAt: null } : { completed: true, completedAt: ctx.now },
  });
  return readAction(ctx, id);
}

/** Marks an action completed; an already completed one keeps its completedAt. */
export async function completeAction(ctx: UserScope, id: string): Promise<Action> {
  await ctx.db.action.updateMany({ where: { id, userId: ctx.user.id, completed: false }, data: { completed: true, completedAt: ctx.now } });
  return readAction(ctx, id);
}
