// The weekly review form: what it holds, what it refuses before sending, and the one call it sends.
import { validateDueDate } from '../../../domain/rules/actions';
import { inPlanWindow, planWindow, REVIEW_TEXT_MAX } from '../../../domain/rules/weekly';
import type { AddReviewInput } from '../../../domain/schemas/weekly';
import type { Checked, Problems } from '../../lib/form-problems';

export type Resolution = 'RESCHEDULE' | 'COMPLETE' | 'DELETE';
export type ReviewTexts = { wins: string; obstacles: string; changes: string; rating: string };
export type ReviewForm = ReviewTexts & {
  /** Per overdue action: what happens to it ('' = left as it is) and, when rescheduled, the new date. */
  overdue: Record<string, { resolution: Resolution | ''; dueDate: string }>;
  /** Per pending action picked for next week: its date there. */
  nextWeek: Record<string, string>;
};
export type ReviewField = 'rating' | `overdue.${string}` | `nextWeek.${string}`;
/** The form's own texts (weekly.review.*). */
export type ReviewKey = 'ratingMissing' | 'dateMissing' | 'dateOutside' | 'dateOutsideWeek';
type ReviewProblems = Problems<ReviewField, ReviewKey>;

export const EMPTY_REVIEW: ReviewForm = { wins: '', obstacles: '', changes: '', rating: '', overdue: {}, nextWeek: {} };
export const TEXT_FIELDS = ['wins', 'obstacles', 'changes'] as const;
export { REVIEW_TEXT_MAX };

type Bounds = { today: string; weekStart: string; projectEnd: (actionId: string) => string | undefined };

/** What is wrong, by field (the form's own texts); empty when the form may be sent. */
function reviewProblems(form: ReviewForm, { today, weekStart, projectEnd }: Bounds): ReviewProblems {
  const problems: ReviewProblems = {};
  if (!form.rating) problems.rating = { key: 'ratingMissing' };
  for (const [actionId, choice] of Object.entries(form.overdue)) {
    if (choice.resolution !== 'RESCHEDULE') continue;
    const end = projectEnd(actionId);
    if (!choice.dueDate) problems[`overdue.${actionId}`] = { key: 'dateMissing' };
    else if (end && validateDueDate({ today, dueDate: choice.dueDate, projectEndDate: end })) problems[`overdue.${actionId}`] = { key: 'dateOutside' };
  }
  const window = planWindow(weekStart, today);
  for (const [actionId, dueDate] of Object.entries(form.nextWeek)) {
    const end = projectEnd(actionId);
    const outside = !dueDate || !inPlanWindow(dueDate, window) || (end !== undefined && dueDate > end);
    if (outside) problems[`nextWeek.${actionId}`] = { key: 'dateOutsideWeek' };
  }
  return problems;
}

/** The form kit's check: the form itself once nothing is wrong. */
export function checkReview(form: ReviewForm, bounds: Bounds): Checked<ReviewForm, ReviewField, ReviewKey> {
  const problems = reviewProblems(form, bounds);
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, input: form };
}

/** The one POST /reviews/add call of the form: undecided overdue actions are left out. */
export function reviewPayload(form: ReviewForm, weekStart: string): AddReviewInput {
  const overdue = Object.entries(form.overdue).flatMap(([actionId, choice]): AddReviewInput['overdue'] => {
    if (choice.resolution === 'RESCHEDULE') return [{ actionId, resolution: 'RESCHEDULE', dueDate: choice.dueDate }];
    if (choice.resolution === '') return [];
    return [{ actionId, resolution: choice.resolution }];
  });
  return {
    weekStart,
    wins: form.wins,
    obstacles: form.obstacles,
    changes: form.changes,
    rating: Number(form.rating),
    overdue,
    nextWeek: Object.entries(form.nextWeek).map(([actionId, dueDate]) => ({ actionId, dueDate })),
  };
}
