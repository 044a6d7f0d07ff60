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
  endsOn: CalendarDateSchema.nullable().describe(`startedOn + ${CYCLE_LENGTH_DAYS} days`),
  day: z.number().int().min(1).max(CYCLE_LENGTH_DAYS).nullable().describe(`Day N of ${CYCLE_LENGTH_DAYS}; stays ${CYCLE_LENGTH_DAYS} after the end`),
  daysLeft: z.number().int().min(0).nullable(),
  reassessFrom: CalendarDateSchema.nullable().describe('The date of day 76, from which the next cycle may start'),
  canReassess: z.boolean().describe('POST /lifewheel/start-next-cycle would be accepted now'),
});
export type CycleState = z.infer<typeof CycleStateSchema>;

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
  endsOn: CalendarDateSchema.nullable(),
  closedAt: z.iso.datetime().nullable(),
  globalScore: z.number().nullable().describe('Mean of the assessed areas, one decimal'),
  areas: z.array(CycleAreaScoreSchema).describe('The six areas in wheel order'),
});

export const CycleListSchema = z.object({ cycles: z.array(CycleSummarySchema).describe('Oldest first') });
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
});

const AreaChangeSchema = z.object({
  areaId: z.uuid(),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  before: ScoreSchema.nullable(),
  after: ScoreSchema.nullable(),
  delta: z.number().int().nullable().describe('after - before; null when either is not assessed'),
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
});
export type CycleComparison = z.infer<typeof CycleComparisonSchema>;
