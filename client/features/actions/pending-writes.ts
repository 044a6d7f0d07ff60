// The writes the outbox holds, in the /actions list's counts and items (docs/decisions/2026-12-02-offline-writes.md):
// - each creation (waiting, or refused until the person decides) becomes an item of the list's first page under the
//   write's id, with the goal, project and context its form showed and the defaults the server applies
//   (AddActionInputSchema), so it shows at once, marked pending, and still does after a reload offline;
// - the counters (the whole list's and each context's) count the creations and the completions still waiting.
import { z } from 'zod';
import { dueStatus } from '../../../domain/rules/actions';
import { GOAL_TYPES } from '../../../domain/rules/goals';
import { PROJECT_STATUSES } from '../../../domain/rules/projects';
import { AddActionInputSchema, type ActionPage, type ActionPageItem } from '../../../domain/schemas/actions';
import type { Write } from '../../lib/outbox';

/** What the new-action form knows of where the action goes: passed as the request context's `shown`. */
export const CreationPlaceSchema = z.object({
  goal: z.object({ id: z.string(), goalType: z.enum(GOAL_TYPES), content: z.string(), projectId: z.string() }),
  project: z.object({ id: z.string(), title: z.string(), status: z.enum(PROJECT_STATUSES) }),
  context: z.object({ id: z.string(), name: z.string() }),
});
export type CreationPlace = z.infer<typeof CreationPlaceSchema>;

/** The /actions list's filters (its ?goalId= and ?contextId=). */
export type ActionsFilter = { goalId?: string; contextId?: string };

type Creation = { item: ActionPageItem; place: CreationPlace };

/** A kept actions.add write as the page item the server would list, when its input and place are whole. */
function creationOf(write: Write, page: ActionPage): Creation | null {
  if (write.path !== 'actions.add') return null;
  const input = AddActionInputSchema.safeParse(write.input);
  const place = CreationPlaceSchema.safeParse(write.shown);
  if (!input.success || !place.success || place.data.goal.id !== input.data.goalId || place.data.context.id !== input.data.contextId) return null;
  const { goalId, contextId, title, description, energy, timeEstimate, dueDate, baseCapital, currencyCode, targetQuestionIds } = input.data;
  const item: ActionPageItem = {
    id: write.id,
    goalId,
    contextId,
    title,
    energy,
    timeEstimate,
    dueDate,
    completed: false,
    version: 1,
    ...(description ? { description } : {}),
    ...(baseCapital > 0 ? { baseCapital, createdDate: page.today } : {}),
    ...(currencyCode && currencyCode !== page.currencyCode ? { currencyCode } : {}),
    ...(targetQuestionIds && targetQuestionIds.length > 0 ? { targetQuestionIds } : {}),
  };
  return { item, place: place.data };
}

/** The list's first page with the kept creations its filter takes; the same page when there are none. */
export function withPendingCreations(page: ActionPage, writes: readonly Write[], filter: ActionsFilter): ActionPage {
  const creations = writes
    .map((write) => creationOf(write, page))
    .filter((creation): creation is Creation => creation !== null)
    .filter(({ item }) => (!filter.goalId || item.goalId === filter.goalId) && (!filter.contextId || item.contextId === filter.contextId));
  if (creations.length === 0) return page;
  const next: ActionPage = { ...page, items: [...page.items], goals: [...page.goals], projects: [...page.projects], contexts: page.contexts.map((context) => ({ ...context })) };
  for (const { item, place } of creations) {
    next.items.push(item);
    if (!next.goals.some((goal) => goal.id === place.goal.id)) next.goals.push(place.goal);
    if (!next.projects.some((project) => project.id === place.project.id)) next.projects.push(place.project);
    const context = next.contexts.find((known) => known.id === place.context.id);
    if (context) context.totalActions += 1;
    else next.contexts.push({ ...place.context, totalActions: 1, completedActions: 0 });
    next.totalActions += 1;
    next.pendingActions += 1;
    if (dueStatus({ dueDate: item.dueDate, today: page.today, completed: false }).isOverdue) next.overdueActions += 1;
  }
  return next;
}

/** An item the outbox's overlay completed (lib/outbox-overlay): open on the server, completed here. */
const completedOffline = (item: ActionPageItem): boolean => (item as ActionPageItem & { completedOffline?: boolean }).completedOffline === true;

/** The list's first page with its counters moved by the completions still waiting among the loaded pages' items. */
export function withPendingCompletions(first: ActionPage, pages: readonly ActionPage[]): ActionPage {
  const completed = pages.flatMap((page) => page.items.filter(completedOffline));
  if (completed.length === 0) return first;
  const next: ActionPage = { ...first, contexts: first.contexts.map((context) => ({ ...context })) };
  for (const item of completed) {
    next.completedActions += 1;
    next.pendingActions -= 1;
    if (dueStatus({ dueDate: item.dueDate, today: first.today, completed: false, settled: item.seriesId !== undefined || item.missed === true }).isOverdue) next.overdueActions -= 1;
    const context = next.contexts.find((known) => known.id === item.contextId);
    if (context) context.completedActions += 1;
  }
  return next;
}
