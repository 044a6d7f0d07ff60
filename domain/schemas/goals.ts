import { z } from 'zod';
import { GOAL_CONTENT_MAX, GOAL_TYPES } from '../rules/goals';
import { IdSchema, MoneySchema, TargetQuestionIdsSchema, TargetQuestionSchema } from './common';

const GoalTypeSchema = z.enum(GOAL_TYPES, { message: 'GOAL_TYPE_INVALID' });

export const GoalContentSchema = z
  .string({ message: 'GOAL_CONTENT_REQUIRED' })
  .trim()
  .min(1, { message: 'GOAL_CONTENT_REQUIRED' })
  .max(GOAL_CONTENT_MAX, { message: 'GOAL_CONTENT_TOO_LONG' });

export const ListGoalsInputSchema = z.object({
  projectId: IdSchema.optional().describe("Only this project's goals"),
  projectDetailId: IdSchema.optional().describe("Only this project detail's goals"),
});
export type ListGoalsInput = z.infer<typeof ListGoalsInputSchema>;

export const AddGoalInputSchema = z.object({
  projectDetailId: IdSchema,
  goalType: GoalTypeSchema,
  content: GoalContentSchema,
  targetQuestionIds: TargetQuestionIdsSchema.optional(),
});
export type AddGoalInput = z.infer<typeof AddGoalInputSchema>;

export const UpdateGoalInputSchema = z
  .object({
    id: IdSchema,
    content: GoalContentSchema.optional(),
    targetQuestionIds: TargetQuestionIdsSchema.optional().describe('Replaces the targets; [] removes them'),
  })
  .refine((input) => input.content !== undefined || input.targetQuestionIds !== undefined, { message: 'GOAL_CONTENT_REQUIRED', path: ['content'] });
export type UpdateGoalInput = z.infer<typeof UpdateGoalInputSchema>;

const GoalBudgetSchema = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  totalCapital: MoneySchema,
  monthlyBudget: MoneySchema,
  dailyBudget: MoneySchema,
});

export const GoalSchema = z.object({
  id: z.uuid(),
  projectDetailId: z.uuid(),
  projectId: z.uuid(),
  goalType: z.enum(GOAL_TYPES),
  content: z.string(),
  completed: z.boolean(),
  version: z.number().int().min(1).describe('Bumped on every change of the row: If-Match names it ("<version>")'),
  progress: z.number().int().min(0).max(100).describe('Percent of its actions completed; 0 with none'),
  totalActions: z.number().int(),
  completedActions: z.number().int(),
  totalMonthlyBudget: MoneySchema.describe(
    "The actions' capital in currencySymbol's currency spread per month from the earliest creation to the latest due date",
  ),
  totalDailyBudget: MoneySchema.describe("The actions' capital in currencySymbol's currency spread per day from the earliest creation to the latest due date"),
  currencySymbol: z.string(),
  budgets: z.array(GoalBudgetSchema).describe('One entry per currency its actions use, never converted'),
  createdAt: z.string().describe('ISO instant'),
  targets: z.array(TargetQuestionSchema).describe('The questions this goal aims at, in set order'),
});
export type Goal = z.infer<typeof GoalSchema>;

export const GoalListSchema = z.object({ goals: z.array(GoalSchema) });

export const DeletedSchema = z.object({ success: z.literal(true), id: z.uuid(), message: z.string() });
