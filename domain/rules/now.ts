// "What can I do now": the pending actions that fit the context, energy, time and money at hand.
import type { Energy } from './actions';
import type { ProjectStatus } from './projects';

const ENERGY_RANK: Record<Energy, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };

/** What the person has right now; an omitted answer does not filter. */
export type NowQuestion = { contextId?: string; energy?: Energy; minutes?: number; budget?: number };

export type NowCandidate = {
  contextId: string;
  completed: boolean;
  energy: Energy;
  timeEstimate: number;
  budget: { baseCapital: number };
  project: { status: ProjectStatus };
};

/**
 * A pending action of an ACTIVE project fits when it is in the context (if one is given), needs no more energy
 * than there is (LOW < MEDIUM < HIGH), takes no longer than the minutes, and needs no more money than the budget,
 * read in the action's own currency.
 */
export function fitsNow(action: NowCandidate, question: NowQuestion): boolean {
  if (action.completed || action.project.status !== 'ACTIVE') return false;
  if (question.contextId !== undefined && action.contextId !== question.contextId) return false;
  if (question.energy !== undefined && ENERGY_RANK[action.energy] > ENERGY_RANK[question.energy]) return false;
  if (question.minutes !== undefined && action.timeEstimate > question.minutes) return false;
  if (question.budget !== undefined && action.budget.baseCapital > question.budget) return false;
  return true;
}

export type NowOrdered = { id: string; isOverdue: boolean; dueDate: string; areaOrder: number };

/** Overdue first, then the soonest due date, then the area's order on the wheel; the id breaks ties. */
export function compareNow(a: NowOrdered, b: NowOrdered): number {
  if (a.isOverdue !== b.isOverdue) return a.isOverdue ? -1 : 1;
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.areaOrder !== b.areaOrder) return a.areaOrder - b.areaOrder;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Why nothing fits, so the screen names the real reason: the person has no action in an active project
 * (NO_ACTIONS), has done them all (ALL_DONE), has pending ones but none in the chosen context (CONTEXT), or has some
 * there but none within the energy, time and money chosen (FIT). `pending` are the pending actions of active
 * projects, whatever the question; `anyDone` says whether one of those projects has a completed action.
 */
export type NowEmptyReason = 'NO_ACTIONS' | 'ALL_DONE' | 'CONTEXT' | 'FIT';
export const NOW_EMPTY_REASONS = ['NO_ACTIONS', 'ALL_DONE', 'CONTEXT', 'FIT'] as const satisfies readonly NowEmptyReason[];

export function nowEmptyReason(pending: readonly NowCandidate[], question: NowQuestion, anyDone: boolean): NowEmptyReason | null {
  const open = pending.filter((action) => fitsNow(action, {}));
  if (open.length === 0) return anyDone ? 'ALL_DONE' : 'NO_ACTIONS';
  if (open.some((action) => fitsNow(action, question))) return null;
  const inContext = question.contextId === undefined ? open : open.filter((action) => action.contextId === question.contextId);
  return inContext.length === 0 ? 'CONTEXT' : 'FIT';
}
