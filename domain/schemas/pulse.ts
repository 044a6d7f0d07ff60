import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { PULSE_DAY, PULSE_FIRST_DAY, PULSE_HIGH_EXECUTION_PERCENT, PULSE_LAST_DAY } from '../rules/pulse';
import { IdSchema } from './common';
import { MAX_ANSWERS_PER_SUBMISSION } from './wheel';

const CalendarDateSchema = z.iso.date();

export const PulseInputSchema = z.object({
  cycleId: IdSchema.optional().describe("A cycle id of /lifewheel/cycles (a closed cycle shows its pulse in the history); omitted = the current cycle"),
});
export type PulseInput = z.infer<typeof PulseInputSchema>;

const PulseAreaSchema = z.object({
  areaId: z.uuid(),
  key: z.enum(LIFE_AREA_KEYS),
  name: z.string().describe("In the request's language"),
  color: z.string(),
  emoji: z.string(),
});

const PulseQuestionSchema = z.object({
  questionId: z.uuid(),
  order: z.number().int(),
  text: z.string().describe("In the request's language"),
  area: PulseAreaSchema,
  actionsAimed: z.number().int().min(0).describe("The cycle's actions aimed at this question (directly or through their goal)"),
  actionsDone: z.number().int().min(0).describe('Of those, the completed ones'),
  answer: z.boolean().nullable().describe('The pulse answer (true = yes); null before the pulse, or when aimed at only after it was taken'),
  outcome: z.enum(['STILL_NO', 'NOW_YES', 'NOT_ASKED']).nullable().describe('null while no pulse is stored'),
});

const PulseProjectSchema = z.object({
  projectId: z.uuid(),
  title: z.string(),
  areaKey: z.enum(LIFE_AREA_KEYS),
  questionIds: z.array(z.uuid()).describe('The targeted questions this project aims at'),
  actionsAimed: z.number().int().min(0).describe("The project's actions aimed at any of them"),
  actionsDone: z.number().int().min(0),
  executionPercent: z.number().int().min(0).max(100).nullable().describe('actionsDone / actionsAimed, rounded down; null with none aimed'),
  questionsMoved: z.number().int().min(0).describe('Of its questions, the ones the pulse answered YES'),
  flagged: z.boolean().describe(`At least ${PULSE_HIGH_EXECUTION_PERCENT}% of its aimed actions done and none of its asked questions moved`),
  suggestion: z.string().nullable().describe("The suggestion of a flagged project, in the request's language; null otherwise"),
});

export const PulseStateSchema = z.object({
  cycleId: z.uuid(),
  cycleNumber: z.number().int().min(1),
  day: z.number().int().nullable().describe("Today's day of the cycle in the zone of record (not clamped); null before the cycle starts or once it is closed"),
  window: z
    .object({
      opensOn: CalendarDateSchema.describe(`The date of day ${PULSE_FIRST_DAY}`),
      closesOn: CalendarDateSchema.describe(`The date of day ${PULSE_LAST_DAY}, the last day to take it`),
      open: z.boolean().describe('Today is inside the window (always false for a closed cycle)'),
    })
    .nullable()
    .describe('null before the cycle starts (no focus selection saved)'),
  offered: z.boolean().describe('The pulse can be taken now: the window is open and the cycle aims at some question'),
  questions: z.array(PulseQuestionSchema).describe("The NO answers the cycle's goals and actions aim at, in wheel and question order; empty: no pulse"),
  result: z
    .object({
      takenAt: z.iso.datetime(),
      nowYes: z.number().int().min(0),
      stillNo: z.number().int().min(0),
      projects: z.array(PulseProjectSchema).describe('The projects aiming at the targeted questions, flagged ones first'),
    })
    .nullable()
    .describe('null while no pulse is stored for the cycle'),
});
export type PulseState = z.infer<typeof PulseStateSchema>;

export const SubmitPulseInputSchema = z.object({
  answers: z
    .array(z.object({ questionId: IdSchema, value: z.boolean({ message: 'ANSWER_NOT_BOOLEAN' }).describe('true = yes') }), { message: 'ANSWERS_REQUIRED' })
    .min(1, { message: 'ANSWERS_REQUIRED' })
    .max(MAX_ANSWERS_PER_SUBMISSION, { message: 'ANSWERS_TOO_MANY' })
    .describe(`Every targeted question once (the ${PULSE_DAY}-day pulse asks all of them)`),
});
export type SubmitPulseInput = z.infer<typeof SubmitPulseInputSchema>;
