import { AppError } from '../../domain/errors';
import { compareNow, fitsNow, nowEmptyReason } from '../../domain/rules/now';
import type { Action, ActionsNow, ActionsNowInput } from '../../domain/schemas/actions';
import { readActions } from './actions';
import type { UserScope } from './context';

/**
 * "What can I do now": the caller's pending actions of active projects that fit the context, energy, minutes and
 * budget given, overdue first, then by due date, then by the area's order on the wheel. A fixed number of reads,
 * the occurrences of recurring series among them (computed, not stored); when none fits, why (domain/rules/now.ts),
 * with up to two more reads.
 */
export async function actionsNow(ctx: UserScope, input: ActionsNowInput): Promise<ActionsNow> {
  if (input.contextId) {
    const context = await ctx.db.context.findFirst({ where: { id: input.contextId, userId: ctx.user.id }, select: { id: true } });
    if (!context) throw new AppError('NOT_FOUND');
  }
  const [actions, projects] = await Promise.all([
    readActions(ctx, { pending: true, ...(input.contextId ? { contextId: input.contextId } : {}) }),
    ctx.db.project.findMany({ where: { userId: ctx.user.id, status: 'ACTIVE' }, select: { id: true, lifeWheelArea: { select: { lifeArea: { select: { order: true } } } } } }),
  ]);
  const areaOrder = new Map(projects.map((project) => [project.id, project.lifeWheelArea.lifeArea.order]));
  const fitting = actions
    .filter((action) => fitsNow(action, input))
    .map((action) => ({ action, id: action.id, isOverdue: action.isOverdue, dueDate: action.dueDate, areaOrder: areaOrder.get(action.projectId) ?? Number.MAX_SAFE_INTEGER }));
  if (fitting.length > 0) return { actions: fitting.sort(compareNow).map((entry) => entry.action), emptyReason: null };
  return { actions: [], emptyReason: await emptyReason(ctx, input, actions) };
}

/** Why nothing fits: `read` are the pending actions already read (those of the chosen context when there is one). */
async function emptyReason(ctx: UserScope, input: ActionsNowInput, read: Action[]): Promise<ActionsNow['emptyReason']> {
  const [pending, done] = await Promise.all([
    input.contextId ? readActions(ctx, { pending: true }) : read,
    ctx.db.action.count({ where: { userId: ctx.user.id, completed: true, goal: { projectDetail: { project: { status: 'ACTIVE' } } } }, take: 1 }),
  ]);
  return nowEmptyReason(pending, input, done > 0);
}
