import { z } from 'zod';
import {
  AddReviewInputSchema,
  ReviewListSchema,
  ReviewSchema,
  SettleActionsInputSchema,
  SettledSchema,
  UpdateReviewInputSchema,
  WeeksInputSchema,
  WeeksSchema,
} from '../../domain/schemas/weekly';
import { addReview, listReviews, listWeeks, settleActions, updateReview } from '../services/weekly';
import { defineOperation } from './define';

export const weeklyOperations = {
  weeks: defineOperation({
    method: 'GET',
    path: '/weeks/me',
    auth: 'required',
    scopes: ['weekly:read'],
    summary: "The caller's weekly execution score: the last ?weeks= weeks (default 12) and the current one, overall and per area",
    description:
      'Weeks run Monday to Sunday in the X-Time-Zone zone. A week scores the actions due in it that were completed before it ' +
      'ended, in whole percent of those due; a week with nothing due has no score (null). The current week is provisional. ' +
      'streak counts the ended weeks in a row, back from the last, at the target (85%) or more.',
    errors: [],
    input: WeeksInputSchema,
    output: WeeksSchema,
    handler: (ctx, input) => listWeeks(ctx, input),
  }),
  reviews: defineOperation({
    method: 'GET',
    path: '/reviews/me',
    auth: 'required',
    scopes: ['weekly:read'],
    summary: "The caller's weekly reviews, newest week first",
    errors: [],
    input: z.object({}),
    output: ReviewListSchema,
    handler: (ctx) => listReviews(ctx),
  }),
  addReview: defineOperation({
    method: 'POST',
    path: '/reviews/add',
    auth: 'required',
    scopes: ['weekly:write', 'plan:write'],
    status: 201,
    summary: 'Reviews a week (wins, obstacles, what to change, a 1-5 rating) and settles its overdue actions and the coming week',
    description:
      'weekStart is the Monday (X-Time-Zone) of an ended week, or of the current one from its Friday; one review per week (409). ' +
      'In the same transaction each overdue action listed is rescheduled (from today to its project\'s end), completed or deleted, ' +
      'and the actions of nextWeek get their new due dates in the coming week. Any refusal changes nothing.',
    errors: [
      'NOT_FOUND',
      'REVIEW_WEEK_NOT_MONDAY',
      'REVIEW_TOO_EARLY',
      'REVIEW_EXISTS',
      'REVIEW_DUPLICATE_ACTION',
      'REVIEW_ACTION_NOT_OVERDUE',
      'REVIEW_ACTION_NOT_PENDING',
      'REVIEW_PLAN_OUTSIDE_WEEK',
      'DUE_DATE_TOO_EARLY',
      'DUE_DATE_AFTER_PROJECT_END',
    ],
    input: AddReviewInputSchema,
    output: ReviewSchema,
    handler: (ctx, input) => addReview(ctx, input),
  }),
  settle: defineOperation({
    method: 'POST',
    path: '/reviews/settle',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Settles many past-due actions in one step: marked as not done, or rescheduled to one date',
    description:
      'actionIds: 1 to 200 different ids of the caller\'s past-due, not completed actions (occurrences of series by the id the lists show). ' +
      'resolution MISSED marks them as not done: no longer overdue (isMissed), still due and not done in their week\'s score. ' +
      "RESCHEDULE moves them all to dueDate (from today to each one's project end). An id that is not the caller's answers 404; " +
      'any refusal changes nothing.',
    errors: ['NOT_FOUND', 'SETTLE_ACTION_NOT_PAST_DUE', 'DUE_DATE_TOO_EARLY', 'DUE_DATE_AFTER_PROJECT_END'],
    input: SettleActionsInputSchema,
    output: SettledSchema,
    handler: (ctx, input) => settleActions(ctx, input),
  }),
  updateReview: defineOperation({
    method: 'PATCH',
    path: '/reviews/{id}',
    auth: 'required',
    scopes: ['weekly:write'],
    summary: 'Edits the texts or the rating of a review during the 7 days after it was written',
    errors: ['NOT_FOUND', 'REVIEW_LOCKED'],
    input: UpdateReviewInputSchema,
    output: ReviewSchema,
    handler: (ctx, input) => updateReview(ctx, input),
  }),
};
