import { AppError } from '../../domain/errors';
import { actionCounters, dueStatus } from '../../domain/rules/actions';
import { localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import type { Action, ActionList, ListActionsInput } from '../../domain/schemas/actions';
import type { Prisma } from '../generated/prisma/client';
import { budgetActionSelect, budgetOfAction, currencySymbol } from './budgets';
import type { UserContext } from './project-read';

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

async function readActions(ctx: UserContext, where: Prisma.ActionWhereInput): Promise<Action[]> {
  const rows = await ctx.db.action.findMany({
    where: { ...where, userId: ctx.user.id },
    select: actionSelect,
    orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const today = localDate(ctx.now, ctx.timeZone);
  return rows.map((row) => toAction(row, today, ctx.timeZone));
}

export async function readAction(ctx: UserContext, id: string): Promise<Action> {
  const [action] = await readActions(ctx, { id });
  if (!action) throw new AppError('NOT_FOUND');
  return action;
}

/**
 * The caller's actions, soonest due first, with counters over the listed actions. Each filter (goalId,
 * projectId, contextId) must name one of the caller's rows, else 404.
 */
export async function listActions(ctx: UserContext, filter: ListActionsInput): Promise<ActionList> {
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
