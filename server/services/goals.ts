import { currencySymbol } from '../../domain/content/currencies';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { budgetAmounts } from '../../domain/rules/budgets';
import { acceptsNewGoals, MAX_GOALS_PER_TYPE } from '../../domain/rules/goals';
import { progressPercentage } from '../../domain/rules/projects';
import type { AddGoalInput, Goal, ListGoalsInput, UpdateGoalInput } from '../../domain/schemas/goals';
import type { Prisma } from '../generated/prisma/client';
import { budgetActionSelect, budgetsOfActions, primaryTotals, userCurrencyCode } from './budgets';
import { isForeignKeyViolation, serialisedForUser } from '../infra/user-lock';
import { emitWebhookEvent } from './webhook-outbox';
import type { UserScope } from './service-context';
import { assertTargetsAllowed, inArea, targetAreaSelect, targetQuestionSelect, toTargetQuestions, writeGoalTargets } from './targets';

const goalSelect = {
  id: true,
  projectDetailId: true,
  goalType: true,
  content: true,
  completed: true,
  createdAt: true,
  version: true,
  projectDetail: { select: { projectId: true, project: { select: { lifeWheelAreaId: true } } } },
  actions: { select: { completed: true, ...budgetActionSelect } },
  targets: { select: targetQuestionSelect },
} satisfies Prisma.GoalSelect;

type GoalRow = Prisma.GoalGetPayload<{ select: typeof goalSelect }>;

function toGoal(row: GoalRow, ctx: UserScope, userCurrency: string): Goal {
  const completedActions = row.actions.filter((action) => action.completed).length;
  const byCurrency = budgetsOfActions(row.actions, ctx.timeZone);
  const primary = primaryTotals(byCurrency, userCurrency);
  return {
    id: row.id,
    projectDetailId: row.projectDetailId,
    projectId: row.projectDetail.projectId,
    goalType: row.goalType,
    content: row.content,
    completed: row.completed,
    version: row.version,
    progress: progressPercentage(completedActions, row.actions.length),
    totalActions: row.actions.length,
    completedActions,
    totalMonthlyBudget: primary.monthly,
    totalDailyBudget: primary.daily,
    currencySymbol: primary.currencySymbol,
    budgets: byCurrency.map((entry) => ({
      currencyCode: entry.currencyCode,
      currencySymbol: currencySymbol(entry.currencyCode),
      ...budgetAmounts(entry),
    })),
    createdAt: row.createdAt.toISOString(),
    targets: toTargetQuestions(inArea(row.targets, row.projectDetail.project.lifeWheelAreaId), ctx.lang),
  };
}

async function readGoals(ctx: UserScope, where: Prisma.GoalWhereInput): Promise<Goal[]> {
  const [userCurrency, rows] = await Promise.all([
    userCurrencyCode(ctx),
    ctx.db.goal.findMany({ where: { ...where, userId: ctx.user.id }, select: goalSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  return rows.map((row) => toGoal(row, ctx, userCurrency));
}

/** One of the caller's goals; another user's id answers 404 like a missing one. */
export async function readGoal(ctx: UserScope, id: string): Promise<Goal> {
  const [goal] = await readGoals(ctx, { id });
  if (!goal) throw new AppError('NOT_FOUND');
  return goal;
}

/** The caller's goals, oldest first; projectId or projectDetailId narrow them to one project (404 if not theirs). */
export async function listGoals(ctx: UserScope, filter: ListGoalsInput): Promise<Goal[]> {
  if (filter.projectId) {
    const project = await ctx.db.project.findFirst({ where: { id: filter.projectId, userId: ctx.user.id }, select: { id: true } });
    if (!project) throw new AppError('NOT_FOUND');
  }
  if (filter.projectDetailId) {
    const detail = await ctx.db.projectDetail.findFirst({
      where: { id: filter.projectDetailId, project: { userId: ctx.user.id } },
      select: { id: true },
    });
    if (!detail) throw new AppError('NOT_FOUND');
  }
  return readGoals(ctx, {
    ...(filter.projectDetailId ? { projectDetailId: filter.projectDetailId } : {}),
    ...(filter.projectId ? { projectDetail: { projectId: filter.projectId } } : {}),
  });
}

/**
 * Adds a goal to one of the caller's ACTIVE or SOMEDAY projects, at most 3 of each type per project, with the
 * questions it aims at (NO answers of the project's area in the current cycle); all or nothing.
 */
export async function addGoal(ctx: UserScope, input: AddGoalInput): Promise<Goal> {
  const targets = input.targetQuestionIds ?? [];
  const createdId = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const detail = await db.projectDetail.findFirst({
      where: { id: input.projectDetailId, project: { userId: ctx.user.id } },
      select: {
        project: { select: { status: true, lifeWheelArea: { select: targetAreaSelect } } },
        _count: { select: { goals: { where: { goalType: input.goalType } } } },
      },
    });
    if (!detail) throw new AppError('NOT_FOUND');
    if (!acceptsNewGoals(detail.project.status)) throw new AppError('PROJECT_CLOSED');
    if (detail._count.goals >= MAX_GOALS_PER_TYPE) throw new AppError('GOAL_TYPE_LIMIT', { max: MAX_GOALS_PER_TYPE, goalType: input.goalType });
    assertTargetsAllowed(detail.project.lifeWheelArea, targets, false);
    const created = await db.goal.create({
      data: { userId: ctx.user.id, projectDetailId: input.projectDetailId, goalType: input.goalType, content: input.content },
      select: { id: true },
    });
    await writeGoalTargets(db, created.id, detail.project.lifeWheelArea.id, targets, false);
    return created.id;
  });
  return readGoal(ctx, createdId);
}

/** Changes a goal's content and/or replaces the questions it aims at ([] removes them); all or nothing. */
export async function updateGoal(ctx: UserScope, input: UpdateGoalInput): Promise<Goal> {
  const targets = input.targetQuestionIds;
  if (targets === undefined) {
    const { count } = await ctx.db.goal.updateMany({ where: { id: input.id, userId: ctx.user.id }, data: { content: input.content } });
    if (count === 0) throw new AppError('NOT_FOUND');
    return readGoal(ctx, input.id);
  }
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const goal = await db.goal.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: { projectDetail: { select: { project: { select: { lifeWheelArea: { select: targetAreaSelect } } } } } },
    });
    if (!goal) throw new AppError('NOT_FOUND');
    assertTargetsAllowed(goal.projectDetail.project.lifeWheelArea, targets, true);
    if (input.content !== undefined) await db.goal.update({ where: { id: input.id }, data: { content: input.content }, select: { id: true } });
    await writeGoalTargets(db, input.id, goal.projectDetail.project.lifeWheelArea.id, targets, true);
  });
  return readGoal(ctx, input.id);
}

export async function toggleGoal(ctx: UserScope, id: string): Promise<Goal> {
  const goal = await ctx.db.goal.findFirst({ where: { id, userId: ctx.user.id }, select: { completed: true } });
  if (!goal) throw new AppError('NOT_FOUND');
  await ctx.db.$transaction(async (tx) => {
    const flipped = await tx.goal.update({ where: { id }, data: { completed: !goal.completed }, select: { completed: true, content: true, projectDetailId: true } });
    if (flipped.completed) {
      const data = { goalId: id, content: flipped.content, projectDetailId: flipped.projectDetailId, completedAt: ctx.now.toISOString() };
      await emitWebhookEvent(tx, { userId: ctx.user.id, type: 'goal.completed', now: ctx.now, data });
    }
  });
  return readGoal(ctx, id);
}

/**
 * Deletes a goal that has no actions; one with actions is refused (409) so no action is lost by accident. The
 * check and the delete hold the user's lock, as adding or moving an action does, so a simultaneous action either
 * lands first (409) or finds the goal gone (404); the foreign key stays the net.
 */
export async function deleteGoal(ctx: UserScope, id: string): Promise<{ success: true; id: string; message: string }> {
  const actionsOfGoal = () => ctx.db.action.count({ where: { goalId: id, userId: ctx.user.id } });
  try {
    await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
      const goal = await db.goal.findFirst({ where: { id, userId: ctx.user.id }, select: { _count: { select: { actions: true } } } });
      if (!goal) throw new AppError('NOT_FOUND');
      if (goal._count.actions > 0) throw new AppError('GOAL_HAS_ACTIONS', { count: goal._count.actions });
      await db.goal.delete({ where: { id } });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError('GOAL_HAS_ACTIONS', { count: await actionsOfGoal() });
  }
  return { success: true, id, message: translate('GOAL_DELETED', ctx.lang) };
}
