import { z } from 'zod';
import { DEFAULT_CONTEXT_KEYS } from '../content/default-contexts';
import { ENERGY_LEVELS } from '../rules/actions';
import { GOAL_TYPES } from '../rules/goals';
import { IdSchema } from './common';

export const AnswerSuggestionsInputSchema = z.object({
  lifeWheelAreaId: IdSchema.describe("The caller's wheel row (lifeAreas[].id of /lifewheel/me, a project's lifeWheelAreaId) in the current cycle"),
});
export type AnswerSuggestionsInput = z.infer<typeof AnswerSuggestionsInputSchema>;

const GoalSuggestionSchema = z.object({
  goalType: z.enum(GOAL_TYPES),
  content: z.string().describe('Ready for POST /goals/add, within its length limit'),
});

const RepeatHintSchema = z
  .object({
    everyDays: z.number().int().optional(),
    weekdays: z.array(z.number().int()).optional().describe('ISO weekdays, 1 Monday to 7 Sunday'),
  })
  .describe('The repeat of POST /actions/add without until (exactly one of everyDays and weekdays); absent for a one-off action');

const ActionSuggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  energy: z.enum(ENERGY_LEVELS),
  timeEstimate: z.number().int().describe('Minutes'),
  contextKey: z.enum(DEFAULT_CONTEXT_KEYS).describe('One of the four default contexts'),
  contextName: z.string().describe("That context's name in the request's language, e.g. @casa"),
  contextId: z
    .uuid()
    .nullable()
    .describe("The caller's context named so, in either language (case ignored); null when they have none"),
  repeat: RepeatHintSchema.optional(),
});

export const AnswerSuggestionsSchema = z.object({
  lifeWheelAreaId: z.uuid(),
  areaId: z.uuid().describe('The life area (reference) id'),
  cycleId: z.uuid(),
  questions: z
    .array(
      z.object({
        questionId: z.uuid().describe('What targetQuestionIds of /goals/add and /actions/add name'),
        order: z.number().int(),
        text: z.string(),
        goals: z.array(GoalSuggestionSchema).describe('BE, then DO, then HAVE'),
        actions: z.array(ActionSuggestionSchema),
      }),
    )
    .describe('One entry per NO answer of the area row, in set order; empty while the area is not assessed'),
});
export type AnswerSuggestions = z.infer<typeof AnswerSuggestionsSchema>;
