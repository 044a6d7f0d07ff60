import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { DEFAULT_WEEKS, EXECUTION_TARGET_PERCENT, MAX_WEEKS, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX } from '../rules/weekly';
import { DateOnlySchema, IdSchema, queryNumber, wholeNumber } from './common';
import { ReviewCompanionNoteSchema } from './companions';

export const WeeksInputSchema = z.object({
  weeks: queryNumber('WEEKS_INVALID', wholeNumber('WEEKS_INVALID', 1, MAX_WEEKS))
    .default(DEFAULT_WEEKS)
    .describe(`How many ended weeks to answer before the current one (1..${MAX_WEEKS}, default ${DEFAULT_WEEKS})`),
});
export type WeeksInput = z.infer<typeof WeeksInputSchema>;

const TallySchema = z.object({
  due: z.number().int().min(0).describe('Actions due that week'),
  done: z.number().int().min(0).describe('Of those, completed before the week ended'),
  score: z.number().int().min(0).max(100).nullable().describe('done / due in whole percent; null when nothing was due'),
});

const WeekSchema = TallySchema.extend({
  weekStart: z.iso.date().describe("Monday, in X-Time-Zone"),
  weekEnd: z.iso.date().describe('Sunday'),
  provisional: z.boolean().describe('The current week: its score so far'),
  areas: z
    .array(TallySchema.extend({ areaId: z.uuid(), key: z.enum(LIFE_AREA_KEYS), areaName: z.string() }))
    .describe('The areas with actions due that week, in wheel order'),
});

export const WeeksSchema = z.object({
  targetPercent: z.literal(EXECUTION_TARGET_PERCENT),
  weeks: z.array(WeekSchema).describe('Oldest first; the last is the current week'),
  streak: z.number().int().min(0).describe(`Ended weeks in a row, back from the last one, scoring ${EXECUTION_TARGET_PERCENT}% or more`),
});
export type Weeks = z.infer<typeof WeeksSchema>;

const ReviewTextSchema = z
  .string({ message: 'REVIEW_TEXT_TOO_LONG' })
  .trim()
  .max(REVIEW_TEXT_MAX, { message: 'REVIEW_TEXT_TOO_LONG' });
const RatingSchema = wholeNumber('REVIEW_RATING_INVALID', 1, 5).describe('1 (a bad week) to 5 (a great one)');

/** Most overdue actions or picks one review may handle at once. */
export const REVIEW_ITEMS_MAX = 200;

const OverdueResolutionSchema = z.discriminatedUnion(
  'resolution',
  [
    z.object({ actionId: IdSchema, resolution: z.literal('RESCHEDULE'), dueDate: DateOnlySchema.describe("From today to its project's end") }),
    z.object({ actionId: IdSchema, resolution: z.literal('COMPLETE') }),
    z.object({ actionId: IdSchema, resolution: z.literal('DELETE') }),
  ],
  { message: 'REVIEW_RESOLUTION_INVALID' },
);

export const AddReviewInputSchema = z.object({
  weekStart: DateOnlySchema.describe('The Monday of the week reviewed (X-Time-Zone): an ended week, or the current one from its Friday'),
  wins: ReviewTextSchema.default(''),
  obstacles: ReviewTextSchema.default(''),
  changes: ReviewTextSchema.default('').describe('What to change next week'),
  rating: RatingSchema,
  overdue: z
    .array(OverdueResolutionSchema, { message: 'REVIEW_RESOLUTION_INVALID' })
    .max(REVIEW_ITEMS_MAX, { message: 'REVIEW_TOO_MANY_ITEMS' })
    .default([])
    .describe('What happens to each overdue action: rescheduled, completed or deleted'),
  nextWeek: z
    .array(z.object({ actionId: IdSchema, dueDate: DateOnlySchema }), { message: 'REVIEW_RESOLUTION_INVALID' })
    .max(REVIEW_ITEMS_MAX, { message: 'REVIEW_TOO_MANY_ITEMS' })
    .default([])
    .describe('Pending actions picked for the coming week, each with its new due date in it'),
});
export type AddReviewInput = z.infer<typeof AddReviewInputSchema>;

const SettleIdsSchema = z
  .array(IdSchema, { message: 'SETTLE_ACTIONS_INVALID' })
  .min(1, { message: 'SETTLE_ACTIONS_INVALID' })
  .max(REVIEW_ITEMS_MAX, { message: 'SETTLE_ACTIONS_INVALID' })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'SETTLE_ACTIONS_INVALID' })
  .describe(`1 to ${REVIEW_ITEMS_MAX} different ids of the caller's past-due, not completed actions (as the lists show them)`);

export const SettleActionsInputSchema = z.discriminatedUnion(
  'resolution',
  [
    z.object({ actionIds: SettleIdsSchema, resolution: z.literal('MISSED') }),
    z.object({ actionIds: SettleIdsSchema, resolution: z.literal('RESCHEDULE'), dueDate: DateOnlySchema.describe("From today to each action's project end") }),
  ],
  { message: 'SETTLE_RESOLUTION_INVALID' },
);
export type SettleActionsInput = z.infer<typeof SettleActionsInputSchema>;

export const SettledSchema = z.object({ settled: z.number().int().min(1).describe('How many actions were settled') });
export type Settled = z.infer<typeof SettledSchema>;

export const UpdateReviewInputSchema = z.object({
  id: IdSchema,
  wins: ReviewTextSchema.optional(),
  obstacles: ReviewTextSchema.optional(),
  changes: ReviewTextSchema.optional(),
  rating: RatingSchema.optional(),
});
export type UpdateReviewInput = z.infer<typeof UpdateReviewInputSchema>;

export const ReviewSchema = z.object({
  id: z.uuid(),
  weekStart: z.iso.date(),
  weekEnd: z.iso.date(),
  wins: z.string(),
  obstacles: z.string(),
  changes: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string().describe('ISO instant'),
  updatedAt: z.string().describe('ISO instant'),
  editableUntil: z.string().describe(`ISO instant: ${REVIEW_EDIT_DAYS} days after it was written`),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.object({
  reviews: z
    .array(ReviewSchema.extend({ companionNotes: z.array(ReviewCompanionNoteSchema).describe("Notes of the person's companions on that week (issue 41)") }))
    .describe('Newest week first'),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;
