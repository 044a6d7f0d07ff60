import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { FOCUS_AREA_COUNT } from '../rules/focus';
import { LIFE_AREA_COUNT } from '../rules/wheel';
import { IdSchema } from './common';
import { CycleStateSchema } from './cycles';
import { ProjectStatusSchema } from './projects';

/** The most answers one submission may carry: far above any set, low enough to bound the work. */
export const MAX_ANSWERS_PER_SUBMISSION = 50;

const ScoreSchema = z.number().int().min(0).max(10);
const InstantSchema = z.iso.datetime();

const LifeAreaKeySchema = z.enum(LIFE_AREA_KEYS);

const LifeWheelProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ProjectStatusSchema,
});

const LifeWheelAreaSchema = z.object({
  id: z.uuid().describe("The user's wheel row: the lifeWheelAreaId of unlock-areas and projects"),
  areaId: z.uuid().describe('The life area (reference) id: the areaId of the assessment and focus calls'),
  key: LifeAreaKeySchema,
  areaName: z.string().describe("In the request's language"),
  color: z.string(),
  emoji: z.string(),
  order: z.number().int(),
  score: ScoreSchema.nullable().describe('null while not assessed'),
  isArchived: z.boolean().describe('true once assessed; answers are final'),
  isBlocked: z.boolean(),
  isFocus: z.boolean(),
  answeredSet: z.boolean().nullable().describe('The haveMoreQuestions value of the set answered; null while not assessed'),
  assessedAt: InstantSchema.nullable(),
  projects: z.array(LifeWheelProjectSchema),
});
export type LifeWheelArea = z.infer<typeof LifeWheelAreaSchema>;

const SelectedAreaSchema = z.object({ areaId: z.uuid(), lifeWheelAreaId: z.uuid(), score: ScoreSchema });

export const LifeWheelSchema = z.object({
  id: z.uuid(),
  globalScore: z.number().nullable().describe('Mean of the assessed areas, one decimal; null while none is assessed'),
  isAnswered: z.boolean(),
  isComplete: z.boolean().describe(`true when all ${LIFE_AREA_COUNT} areas are assessed`),
  focusSelectedAt: InstantSchema.nullable(),
  lifeAreas: z.array(LifeWheelAreaSchema).describe('In wheel order'),
  lifeAreasSelected: z.array(SelectedAreaSchema).describe('The saved focus areas; empty before the focus selection'),
  cycle: CycleStateSchema.describe('The current 90-day cycle this wheel belongs to'),
});
export type LifeWheel = z.infer<typeof LifeWheelSchema>;

const AreaQuestionSchema = z.object({
  id: z.uuid(),
  order: z.number().int(),
  text: z.string(),
  tip: z.string(),
  haveMoreQuestions: z.boolean().describe('Couple and intimacy: false = in a relationship or married, true = single'),
});

export const AreaQuestionsSchema = z.object({
  area: z.object({ id: z.uuid(), key: LifeAreaKeySchema, name: z.string(), color: z.string(), emoji: z.string(), order: z.number().int() }),
  questions: z.array(AreaQuestionSchema).describe('Ordered by set, then by order'),
});
export type AreaQuestions = z.infer<typeof AreaQuestionsSchema>;

/** GET /assessment/area/{id}/answers: the caller's answers of an area in the current cycle, to choose targets from. */
export const AreaAnswersSchema = z.object({
  area: z.object({ id: z.uuid(), key: LifeAreaKeySchema, name: z.string(), color: z.string(), emoji: z.string(), order: z.number().int() }),
  cycleId: z.uuid(),
  lifeWheelAreaId: z.uuid(),
  score: ScoreSchema.nullable().describe('null while the area is not assessed (then answers is empty)'),
  answers: z
    .array(z.object({ questionId: z.uuid(), order: z.number().int(), haveMoreQuestions: z.boolean(), text: z.string(), value: z.boolean().describe('true = yes') }))
    .describe('The answered set in order; the NO answers are the ones a goal or action may aim at'),
});
export type AreaAnswers = z.infer<typeof AreaAnswersSchema>;

const AnswerSchema = z.object({
  questionId: IdSchema,
  value: z.boolean({ message: 'ANSWER_NOT_BOOLEAN' }).describe('true = yes'),
});

const CycleIdSchema = IdSchema.optional().describe('The cycle written to; omitted = the current one. A closed cycle answers 409');

export const SubmitAreaInputSchema = z.object({
  cycleId: CycleIdSchema,
  areaId: IdSchema,
  answers: z
    .array(AnswerSchema, { message: 'ANSWERS_REQUIRED' })
    .min(1, { message: 'ANSWERS_REQUIRED' })
    .max(MAX_ANSWERS_PER_SUBMISSION, { message: 'ANSWERS_TOO_MANY' }),
});
export type SubmitAreaInput = z.infer<typeof SubmitAreaInputSchema>;

export const SubmitAreaResultSchema = z.object({ success: z.literal(true), message: z.string(), score: ScoreSchema });
export type SubmitAreaResult = z.infer<typeof SubmitAreaResultSchema>;

const Ignored = z.unknown().optional();

/** More than any cycle can hold active (3 focus areas, a few projects each). */
export const MAX_CARRIED_PROJECTS = 30;

export const AddLifeWheelAreasInputSchema = z.object({
  userId: Ignored.describe('Accepted for compatibility and ignored: the caller is the user'),
  lifeWheelId: Ignored.describe("Accepted for compatibility and ignored: the caller's own wheel is used"),
  areaIds: z
    .array(z.object({ areaId: IdSchema, score: Ignored.describe('Ignored: the stored score counts') }), { message: 'FOCUS_AREAS_REQUIRED' })
    .min(1, { message: 'FOCUS_AREAS_REQUIRED' })
    .max(LIFE_AREA_COUNT, { message: 'FOCUS_SELECT_EXACTLY_3' })
    .describe(`Exactly ${FOCUS_AREA_COUNT} areas (every area scoring below 10 when fewer exist); the count is checked with the focus rule`),
  cycleId: CycleIdSchema,
  carryProjectIds: z
    .array(IdSchema)
    .max(MAX_CARRIED_PROJECTS, { message: 'CYCLE_CARRY_TOO_MANY' })
    .optional()
    .describe(
      'From cycle 2 on: ACTIVE projects of the previous cycle to carry into this one; each area must be a chosen focus area again. ' +
        'The previous cycle\'s other ACTIVE projects become SOMEDAY there',
    ),
});
export type AddLifeWheelAreasInput = z.infer<typeof AddLifeWheelAreasInputSchema>;

export const UnlockAreasInputSchema = z.object({
  lifeWheelAreaIds: z
    .array(IdSchema, { message: 'UNLOCK_AREAS_REQUIRED' })
    .min(1, { message: 'UNLOCK_AREAS_REQUIRED' })
    .max(LIFE_AREA_COUNT, { message: 'UNLOCK_AREAS_TOO_MANY' }),
});
export type UnlockAreasInput = z.infer<typeof UnlockAreasInputSchema>;
