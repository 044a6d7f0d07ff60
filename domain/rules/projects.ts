// Project rules as DECISIONS.md settles them: eligibility of an area, the date window, derived status, progress.
import { addCalendarMonths, addDays } from './dates';

export const PROJECT_STATUSES = ['ACTIVE', 'SOMEDAY', 'COMPLETED', 'CANCELLED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_DETAIL_STATUSES = ['PLANNING', 'IN_PROGRESS', 'COMPLETED'] as const;
export type ProjectDetailStatus = (typeof PROJECT_DETAIL_STATUSES)[number];

export const PROJECT_MIN_MONTHS = 3;
const PROJECT_MAX_MONTHS = 6;
const SUGGESTED_PROJECT_DAYS = 90;
export const MAX_PROJECTS_PER_AREA = 2;
export const EXPECTED_SCORE_MIN = 1;
export const EXPECTED_SCORE_MAX = 10;
const FINISHED_AREA_SCORE = 10;

/** The first allowed start date: tomorrow in the user's time zone. */
export function earliestStartDate(today: string): string {
  return addDays(today, 1);
}

/** The earliest end date: 3 calendar months after the start. */
export function minEndDate(startDate: string): string {
  return addCalendarMonths(startDate, PROJECT_MIN_MONTHS);
}

/** The latest end date: 6 calendar months after the start. */
export function maxEndDate(startDate: string): string {
  return addCalendarMonths(startDate, PROJECT_MAX_MONTHS);
}

/**
 * The recommended end: 90 days after the start, or the 3-month minimum when 90 days fall short of it (a start
 * in most months: 24 Nov + 90 days is 22 Feb, the minimum is 24 Feb); `minimum` says which, for its label.
 */
export function suggestedEnd(startDate: string): { date: string; minimum: boolean } {
  const ninetyDays = addDays(startDate, SUGGESTED_PROJECT_DAYS);
  const minimum = minEndDate(startDate);
  return ninetyDays < minimum ? { date: minimum, minimum: true } : { date: ninetyDays, minimum: false };
}

export function suggestedEndDate(startDate: string): string {
  return suggestedEnd(startDate).date;
}

export type ProjectDateError = 'START_DATE_TOO_EARLY' | 'DATE_ERROR_MIN' | 'DATE_ERROR_MAX';

/** The first date rule a project's dates break, or null. Dates are 'YYYY-MM-DD'; today is the user's. */
export function validateProjectDates(input: { today: string; startDate: string; endDate: string }): ProjectDateError | null {
  if (input.startDate < earliestStartDate(input.today)) return 'START_DATE_TOO_EARLY';
  if (input.endDate < minEndDate(input.startDate)) return 'DATE_ERROR_MIN';
  if (input.endDate > maxEndDate(input.startDate)) return 'DATE_ERROR_MAX';
  return null;
}

export type AreaForProject = {
  score: number | null;
  isArchived: boolean;
  isBlocked: boolean;
  isFocus: boolean;
};

export type ProjectEligibilityError =
  | 'ASSESSMENT_INCOMPLETE'
  | 'FOCUS_NOT_SELECTED'
  | 'AREA_FINISHED'
  | 'AREA_NOT_FOCUS'
  | 'AREA_BLOCKED'
  | 'AREA_PROJECT_LIMIT';

/** Statuses that count against the per-area limit of 2 projects. */
export function countsTowardAreaLimit(status: ProjectStatus): boolean {
  return status !== 'CANCELLED';
}

/**
 * Why a new project cannot be created in an area, or null when it can: the whole wheel assessed, the focus
 * selection saved, the area one of the 3 focus areas, not finished (score 10), not blocked, fewer than 2
 * projects that are not cancelled.
 */
export function projectEligibilityError(input: {
  wheelAreas: readonly Pick<AreaForProject, 'isArchived'>[];
  focusSelected: boolean;
  area: AreaForProject;
  openProjects: number;
}): ProjectEligibilityError | null {
  if (input.wheelAreas.length === 0 || input.wheelAreas.some((area) => !area.isArchived)) return 'ASSESSMENT_INCOMPLETE';
  if (!input.focusSelected) return 'FOCUS_NOT_SELECTED';
  if ((input.area.score ?? 0) >= FINISHED_AREA_SCORE) return 'AREA_FINISHED';
  if (!input.area.isFocus) return 'AREA_NOT_FOCUS';
  if (input.area.isBlocked) return 'AREA_BLOCKED';
  if (input.openProjects >= MAX_PROJECTS_PER_AREA) return 'AREA_PROJECT_LIMIT';
  return null;
}

/** The expected score must be an integer 1..10 above the area's current score. */
export function isExpectedScoreValid(expectedScore: number, currentScore: number): boolean {
  return Number.isInteger(expectedScore) && expectedScore >= EXPECTED_SCORE_MIN && expectedScore <= EXPECTED_SCORE_MAX && expectedScore > currentScore;
}

/** The display status: COMPLETED with the project, PLANNING before its start date, IN_PROGRESS from it. */
export function detailStatus(status: ProjectStatus, startDate: string, today: string): ProjectDetailStatus {
  if (status === 'COMPLETED') return 'COMPLETED';
  return today < startDate ? 'PLANNING' : 'IN_PROGRESS';
}

/**
 * What a project's card shows as its state: the derived phase while the project is ACTIVE or COMPLETED, the stored
 * status otherwise (a SOMEDAY or CANCELLED project is not "in progress", whatever its dates say).
 */
export function shownProjectState(status: ProjectStatus, phase: ProjectDetailStatus): ProjectDetailStatus | 'SOMEDAY' | 'CANCELLED' {
  return status === 'SOMEDAY' || status === 'CANCELLED' ? status : phase;
}

/**
 * A SOMEDAY project is parked: its pending actions leave the person's action lists, the weekly review, the calendar
 * feed and the reminder mails until it is ACTIVE again (docs/decisions/2026-11-29-cycles-parked-projects.md).
 */
export function isParked(status: ProjectStatus): boolean {
  return status === 'SOMEDAY';
}

/** Completed over total as a whole percent, rounded down so 100 means every action is done; 0 with none. */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((100 * completed) / total);
}

export type CompletionBlocker =
  | { code: 'PROJECT_NO_ACTIONS'; params: Record<string, never> }
  | { code: 'PROJECT_PENDING_ACTIONS'; params: { completed: number; total: number } };

/** Why a project cannot move to COMPLETED, or null: it needs at least one action and every action completed. */
export function completionBlocker(completed: number, total: number): CompletionBlocker | null {
  if (total === 0) return { code: 'PROJECT_NO_ACTIONS', params: {} };
  if (completed < total) return { code: 'PROJECT_PENDING_ACTIONS', params: { completed, total } };
  return null;
}
