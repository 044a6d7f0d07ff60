// Action rules: defaults, the due-date window, the read-time due status and the list counters.
import { daysBetween } from './dates';
import type { ProjectStatus } from './projects';

export const ENERGY_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Energy = (typeof ENERGY_LEVELS)[number];

export const DEFAULT_ENERGY: Energy = 'MEDIUM';
export const DEFAULT_TIME_ESTIMATE = 30;
export const TIME_ESTIMATE_MIN = 1;
/** Minutes; a week of work is the most one action may be estimated at. */
export const TIME_ESTIMATE_MAX = 10_080;
export const ACTION_TITLE_MAX = 120;
export const ACTION_DESCRIPTION_MAX = 2000;
const DUE_SOON_DAYS = 7;

/** Only ACTIVE projects take new actions (SOMEDAY, COMPLETED and CANCELLED do not). */
export function acceptsNewActions(status: ProjectStatus): boolean {
  return status === 'ACTIVE';
}

export type DueDateError = 'DUE_DATE_TOO_EARLY' | 'DUE_DATE_AFTER_PROJECT_END';

/** The due date runs from today (the user's) to the project's end date, both included. */
export function validateDueDate(input: { today: string; dueDate: string; projectEndDate: string }): DueDateError | null {
  if (input.dueDate < input.today) return 'DUE_DATE_TOO_EARLY';
  if (input.dueDate > input.projectEndDate) return 'DUE_DATE_AFTER_PROJECT_END';
  return null;
}

export type DueStatus = { isOverdue: boolean; daysUntilDue: number; isDueSoon: boolean };

/**
 * Where an action stands against today: days until due (negative once past), overdue when not completed and
 * past its due date, due soon when not completed and due within 7 days.
 */
export function dueStatus(input: { dueDate: string; today: string; completed: boolean }): DueStatus {
  const daysUntilDue = daysBetween(input.today, input.dueDate);
  return {
    isOverdue: !input.completed && daysUntilDue < 0,
    daysUntilDue,
    isDueSoon: !input.completed && daysUntilDue >= 0 && daysUntilDue <= DUE_SOON_DAYS,
  };
}

export type ActionCounters = { totalActions: number; completedActions: number; pendingActions: number; overdueActions: number };

/** The counters of an action list: pending = not completed; overdue is a subset of pending. */
export function actionCounters(actions: readonly { completed: boolean; isOverdue: boolean }[]): ActionCounters {
  const completedActions = actions.filter((action) => action.completed).length;
  return {
    totalActions: actions.length,
    completedActions,
    pendingActions: actions.length - completedActions,
    overdueActions: actions.filter((action) => action.isOverdue).length,
  };
}
