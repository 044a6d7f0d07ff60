// Action rules: defaults, the due-date window, the read-time due status and the list counters.
import { currencySymbol } from '../content/currencies';
import type { Action, ActionPage } from '../schemas/actions';
import { actionBudgetCents, budgetAmounts, isOneOffBudget } from './budgets';
import { amountToCents, centsToAmount } from './money';
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

export type DueStatus = { isOverdue: boolean; isMissed: boolean; daysUntilDue: number; isDueSoon: boolean };

/**
 * Where an action stands against today: days until due (negative once past); once past and not completed it is
 * missed when settled (an occurrence of a series, or one the person marked as not done), else overdue; due soon
 * when not completed and due within 7 days. A missed action is not done in its week's score, as an overdue one is,
 * but no longer asks to be dealt with (docs/decisions/2026-11-28-series-roll-forward.md).
 */
export function dueStatus(input: { dueDate: string; today: string; completed: boolean; settled?: boolean }): DueStatus {
  return dueStatusOn(input.today)(input.dueDate, input.completed, input.settled);
}

/**
 * Whether a past-due action is settled rather than overdue: every occurrence of a series rolls forward (the next one
 * is due), and an action the person marked as not done stays so.
 */
export const isSettled = (action: { seriesId: string | null; missedAt: Date | string | null }): boolean => action.seriesId !== null || action.missedAt !== null;

/**
 * Days since 1970-01-01 of a calendar date: whole-day arithmetic without building a Date. Here, not in dates.ts,
 * because dates.ts is part of the client's first load and only lists need this.
 */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

/**
 * The due status of many actions against one today (the rule of dueStatus): today's day number is worked out
 * once, not once per action (a list of 1,000 actions asks 1,000 times).
 */
export function dueStatusOn(today: string): (dueDate: string, completed: boolean, settled?: boolean) => DueStatus {
  const todayNumber = dayNumber(today);
  return (dueDate, completed, settled = false) => {
    const daysUntilDue = dayNumber(dueDate) - todayNumber;
    const past = !completed && daysUntilDue < 0;
    return {
      isOverdue: past && !settled,
      isMissed: past && settled,
      daysUntilDue,
      isDueSoon: !completed && daysUntilDue >= 0 && daysUntilDue <= DUE_SOON_DAYS,
    };
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

/** An action as a page lists it once expanded: every field of the unpaged list but the creation instant. */
export type PagedAction = Omit<Action, 'createdAt'>;

/**
 * The full actions of a page (the shape of the unpaged list, less createdAt), derived the way the server derives them: due status
 * against the page's today, budgets from baseCapital, createdDate and dueDate.
 */
export function actionsOfPage(page: ActionPage): PagedAction[] {
  const goals = new Map(page.goals.map((goal) => [goal.id, goal]));
  const projects = new Map(page.projects.map((project) => [project.id, project]));
  const contexts = new Map(page.contexts.map((context) => [context.id, context]));
  const statusOf = dueStatusOn(page.today);
  return page.items.map((item) => {
    const goal = goals.get(item.goalId);
    const project = goal && projects.get(goal.projectId);
    if (!goal || !project) throw new Error(`Page without the goal or project of action ${item.id}`);
    const currencyCode = item.currencyCode ?? page.currencyCode;
    const baseCapitalCents = amountToCents(item.baseCapital ?? 0);
    const createdDate = item.createdDate ?? item.dueDate;
    const budget = actionBudgetCents({ baseCapitalCents, createdDate, dueDate: item.dueDate });
    return {
      id: item.id,
      goalId: item.goalId,
      projectId: project.id,
      contextId: item.contextId,
      contextName: contexts.get(item.contextId)?.name ?? '',
      title: item.title,
      description: item.description ?? '',
      energy: item.energy,
      timeEstimate: item.timeEstimate,
      dueDate: item.dueDate,
      completed: item.completed,
      version: item.version,
      completedAt: item.completedAt ?? null,
      ...statusOf(item.dueDate, item.completed, item.seriesId !== undefined || item.missed === true),
      goal: { id: goal.id, goalType: goal.goalType, content: goal.content },
      project,
      budget: {
        baseCapital: centsToAmount(baseCapitalCents),
        ...budgetAmounts(budget),
        oneOff: isOneOffBudget(createdDate, item.dueDate),
        currencyCode,
        currencySymbol: currencySymbol(currencyCode),
      },
      actualCost: item.actualCost ?? null,
      targetQuestionIds: item.targetQuestionIds ?? [],
      seriesId: item.seriesId ?? null,
    };
  });
}
