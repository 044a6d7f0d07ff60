import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { CYCLE_LENGTH_DAYS } from '../rules/cycles';
import { IdSchema } from './common';

const CalendarDateSchema = z.iso.date();
const ScoreSchema = z.number().int().min(0).max(10);
const CycleStatusSchema = z.enum(['ACTIVE', 'CLOSED']);

/** The cycle part of GET /lifewheel/me. The calendar fields are null until the cycle's focus selection is saved. */
export const CycleStateSchema = z.object({
  id: z.uuid().describe('The cycle id of /lifewheel/cycles and /lifewheel/compare'),
  number: z.number().int().min(1),
  status: CycleStatusSchema,
  startedOn: CalendarDateSchema.nullable().describe("The day the focus selection was saved, in the user's time zone; null before it"),
  endsOn: CalendarDateSchema.nullable().describe(`startedOn + ${CYCLE_LENGTH_DAYS} days: the first day after the cycle (kept for compatibility; lastDay is its end)`),
  lastDay: CalendarDateSchema.nullable().describe(`Day ${CYCLE_LENGTH_DAYS}, the cycle's last day (startedOn + ${CYCLE_LENGTH_DAYS - 1} days)`),
  day: z.number().int().min(1).max(CYCLE_LENGTH_DAYS).nullable().describe(`Day N of ${CYCLE_LENGTH_DAYS}; stays ${CYCLE_LENGTH_DAYS} after the end`),
  daysLeft: z.number().int().min(0).nullable(),
  reassessFrom: CalendarDateSchema.nullable().describe('The date of day 76, from which the next cycle may start'),
  canReassess: z.boolean().describe('POST /lifewheel/start-next-cycle would be accepted now'),
});
export type CycleState = z.infer<typeof CycleStateSchema>;

export const PlanAccuracySchema = z.object({
  targeted: z.number().int().min(0).describe('Questions aimed at'),
  flipped: z.number().int().min(0).describe('Of those, answered YES at the re-assessment'),
  percent: z.number().nullable().describe('flipped / targeted, percent to one decimal; null when nothing was aimed at'),
});
export type PlanAccuracy = z.infer<typeof PlanAccuracySchema>;

/** A cycle's day-45 pulse in a list: when, how many targeted questions it asked, and how many were YES by then. */
export const PulseSummarySchema = z.object({
  takenAt: z.iso.datetime(),
  asked: z.number().int().min(0),
  nowYes: z.number().int().min(0),
});

const CycleAreaScoreSchema = z.object({
  areaId: z.uuid(),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  score: ScoreSchema.nullable(),
  isFocus: z.boolean(),
});

const CycleSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  status: CycleStatusSchema,
  startedOn: CalendarDateSchema.nullable(),
  endsOn: CalendarDateSchema.nullable().describe('The first day after the cycle (kept for compatibility)'),
  lastDay: CalendarDateSchema.nullable().describe(`Day ${CYCLE_LENGTH_DAYS}, the cycle's last day`),
  closedAt: z.iso.datetime().nullable(),
  globalScore: z.number().nullable().describe('Mean of the assessed areas, one decimal'),
  areas: z.array(CycleAreaScoreSchema).describe('The six areas in wheel order'),
  planAccuracy: PlanAccuracySchema.nullable().describe("This cycle's targets against the next cycle's answers; null until the next cycle is assessed"),
  pulse: PulseSummarySchema.nullable().describe("The cycle's day-45 pulse (GET /lifewheel/pulse?cycleId= for the details); null while not taken"),
});

export const CycleListSchema = z.object({
  cycles: z.array(CycleSummarySchema).describe('Oldest first'),
  planAccuracy: PlanAccuracySchema.describe('Carried across cycles: every re-assessed target of every cycle'),
});
export type CycleList = z.infer<typeof CycleListSchema>;

export const CompareCyclesInputSchema = z.object({ from: IdSchema, to: IdSchema });
export type CompareCyclesInput = z.infer<typeof CompareCyclesInputSchema>;

const QuestionChangeSchema = z.object({
  questionId: z.uuid(),
  order: z.number().int(),
  haveMoreQuestions: z.boolean(),
  text: z.string(),
  before: z.boolean().nullable().describe('The answer in the "from" cycle; null when that set was not answered'),
  after: z.boolean().nullable().describe('The answer in the "to" cycle; null when that set was not answered'),
  targeted: z.boolean().describe('A goal or action of the "from" cycle aimed at this question'),
  flipped: z.boolean().nullable().describe('Targeted only: NO before and YES after; null when not targeted or not answered after'),
  actionsAimed: z.number().int().min(0).describe('Actions of the "from" cycle aimed at this question (directly or through their goal)'),
  actionsDone: z.number().int().min(0).describe('Of those, the completed ones'),
  pulse: z.boolean().nullable().describe('Targeted only: the "from" cycle\'s day-45 pulse answer (true = yes); null without a pulse answer'),
});

const AreaChangeSchema = z.object({
  areaId: z.uuid(),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  before: ScoreSchema.nullable(),
  after: ScoreSchema.nullable(),
  delta: z.number().int().nullable().describe('after - before; null when either is not assessed'),
  predicted: ScoreSchema.nullable().describe('The "from" score if every NO aimed at had become YES; null when nothing was aimed at'),
  questions: z.array(QuestionChangeSchema),
});

const CycleRefSchema = z.object({ id: z.uuid(), number: z.number().int() });

export const CycleComparisonSchema = z.object({
  from: CycleRefSchema,
  to: CycleRefSchema,
  globalBefore: z.number().nullable(),
  globalAfter: z.number().nullable(),
  globalDelta: z.number().nullable().describe('Points, one decimal'),
  globalDeltaPercent: z.number().nullable().describe('Percent of globalBefore, one decimal; null when globalBefore is 0 or null'),
  areas: z.array(AreaChangeSchema).describe('In wheel order'),
  planAccuracy: PlanAccuracySchema.describe('The "from" cycle\'s targets against the "to" answers'),
  pulseTakenAt: z.iso.datetime().nullable().describe('When the "from" cycle\'s day-45 pulse was taken; null when it was not'),
});
export type CycleComparison = z.infer<typeof CycleComparisonSchema>;
