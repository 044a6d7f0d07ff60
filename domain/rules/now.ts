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
