// "What can I do now": the pending actions that fit the context, energy, time and money at hand.
import type { Energy } from './actions';
import { decodeCursor, encodeCursor, isExactDay } from './page-cursor';
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
 * How many actions a page of "now" holds when ?cursor is given without ?limit. Without both, "now" answers every
 * action that fits, as it always has (docs/decisions/2026-11-30-reads-bounded.md).
 */
export const NOW_DEFAULT_LIMIT = 50;

/**
 * The three runs of the "now" order, one after the other: 0 overdue, 1 past due and settled (missed, or an occurrence
 * of a series), 2 due today or later. Within each: due date, the area's order, id (compareNow's order).
 */
export type NowGroup = 0 | 1 | 2;

export const nowGroup = (isOverdue: boolean, dueDate: string, today: string): NowGroup => (isOverdue ? 0 : dueDate < today ? 1 : 2);

/** Where a page of "now" ends: the sort key of its last action. */
export type NowCursor = { group: NowGroup; dueDate: string; areaOrder: number; id: string };

const NOW_CURSOR_PATTERN = /^([012])\|(\d{4}-\d{2}-\d{2})\|(\d{1,6})\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque text of a "now" cursor (base64url). */
export function encodeNowCursor(cursor: NowCursor): string {
  return encodeCursor([cursor.group, cursor.dueDate, cursor.areaOrder, cursor.id]);
}

/** The cursor an opaque text stands for, or null when it is not one encodeNowCursor made. */
export function decodeNowCursor(text: string): NowCursor | null {
  const [group = '', dueDate = '', areaOrder = '', id = ''] = decodeCursor(text, NOW_CURSOR_PATTERN) ?? [];
  return isExactDay(dueDate) ? { group: Number(group) as NowGroup, dueDate, areaOrder: Number(areaOrder), id } : null;
}

/**
 * Why nothing fits, so the screen names the real reason: the person has no action in an active project
 * (NO_ACTIONS), has done them all (ALL_DONE), has pending ones but none in the chosen context (CONTEXT), or has some
 * there but none within the energy, time and money chosen (FIT). Asked only when nothing fits, with what was found:
 * `open`, a pending action of an active project; `inContext`, one in the chosen context (without a context, the
 * same as `open`); `done`, a completed action of an active project.
 */
export type NowEmptyReason = 'NO_ACTIONS' | 'ALL_DONE' | 'CONTEXT' | 'FIT';
export const NOW_EMPTY_REASONS = ['NO_ACTIONS', 'ALL_DONE', 'CONTEXT', 'FIT'] as const satisfies readonly NowEmptyReason[];

export function nowEmptyReason(found: { open: boolean; inContext: boolean; done: boolean }): NowEmptyReason {
  if (!found.open) return found.done ? 'ALL_DONE' : 'NO_ACTIONS';
  return found.inContext ? 'FIT' : 'CONTEXT';
}
