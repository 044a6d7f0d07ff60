import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { acceptsNewActions, validateDueDate } from '../../domain/rules/actions';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { amountToCents } from '../../domain/rules/money';
import type { Action, AddActionInput, UpdateActionInput } from '../../domain/schemas/actions';
import { readAction } from './action-read';
import { assertWithinPlanLimit } from './plan-limits';
import type { UserContext } from './project-read';
import { serialisedForUser, type Scoped } from './user-lock';

/** One of the caller's goals that can take actions: its project must be ACTIVE. Returns the project's end date. */
async function goalAcceptingActions(ctx: Scoped<UserContext>, goalId: string): Promise<string> {
  const goal = await ctx.db.goal.findFirst({
    where: { id: goalId, userId: ctx.user.id },
    select: { projectDetail: { select: { endDate: true, project: { select: { status: true } } } } },
  });
  if (!goal) throw new AppError('NOT_FOUND');
  if (!acceptsNewActions(goal.projectDetail.project.status)) throw new AppError('PROJECT_NOT_ACTIVE');
  return utcToDate(goal.projectDetail.endDate);
}

async function assertUsableContext(ctx: Scoped<UserContext>, contextId: string): Promise<void> {
  const context = await ctx.db.context.findFirst({ where: { id: contextId, userId: ctx.user.id }, select: { active: true } });
  if (!context) throw new AppError('NOT_FOUND');
  if (!context.active) throw new AppError('ACTION_CONTEXT_INACTIVE');
}

function assertDueDate(ctx: UserContext, dueDate: string, projectEndDate: string): void {
  const today = localDate(ctx.now, ctx.timeZone);
  const error = validateDueDate({ today, dueDate, projectEndDate });
  if (error) throw new AppError(error, { minDate: today, maxDate: projectEndDate });
}

/** The currency row of a code, or the caller's own currency when none is given. */
async function currencyIdOf(ctx: Scoped<UserContext>, code: string | undefined): Promise<string> {
  if (code) return (await ctx.db.currency.findUniqueOrThrow({ where: { code }, select: { id: true } })).id;
  return (await ctx.db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { currencyId: true } })).currencyId;
}

/**
 * Creates an action under one of the caller's goals in an ACTIVE project, within the plan's monthly actions; the
 * checks and the insert hold the user's lock (a simultaneous action or project completion waits its turn).
 */
export async function addAction(ctx: UserContext, input: AddActionInput): Promise<Action> {
  const createdId = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
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
  });
  return readAction(ctx, createdId);
}

/**
 * Changes the given fields of one of the caller's actions (completed ones too) under the creation rules: a new
 * goal must be the caller's in an ACTIVE project, a new context the caller's and active, a new due date from
 * today to the project's end; moving to another goal keeps the due date only if it fits the new project. It holds
 * the user's lock, so an action cannot move into a project while that project is being completed.
 */
export async function updateAction(ctx: UserContext, input: UpdateActionInput): Promise<Action> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
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
  });
  return readAction(ctx, input.id);
}

export async function deleteAction(ctx: UserContext, id: string): Promise<{ success: true; id: string; message: string }> {
  const { count } = await ctx.db.action.deleteMany({ where: { id, userId: ctx.user.id } });
  if (count === 0) throw new AppError('NOT_FOUND');
  return { success: true, id, message: translate('ACTION_DELETED', ctx.lang) };
}

/** Flips completed; completedAt records when it was completed and is cleared when reopened. */
export async function toggleAction(ctx: UserContext, id: string): Promise<Action> {
  const action = await ctx.db.action.findFirst({ where: { id, userId: ctx.user.id }, select: { completed: true } });
  if (!action) throw new AppError('NOT_FOUND');
  await ctx.db.action.update({
    where: { id },
    data: action.completed ? { completed: false, completedAt: null } : { completed: true, completedAt: ctx.now },
  });
  return readAction(ctx, id);
}

/** Marks an action completed; an already completed one keeps its completedAt. */
export async function completeAction(ctx: UserContext, id: string): Promise<Action> {
  await ctx.db.action.updateMany({ where: { id, userId: ctx.user.id, completed: false }, data: { completed: true, completedAt: ctx.now } });
  return readAction(ctx, id);
}
