import { z } from 'zod';
import { IdParamsSchema } from '../../domain/schemas/common';
import {
  AddLifeWheelAreasInputSchema,
  AreaAnswersSchema,
  AreaQuestionsSchema,
  LifeWheelSchema,
  SubmitAreaInputSchema,
  SubmitAreaResultSchema,
  UnlockAreasInputSchema,
} from '../../domain/schemas/wheel';
import { CompareCyclesInputSchema, CycleComparisonSchema, CycleListSchema } from '../../domain/schemas/cycles';
import { getAreaAnswers, getAreaQuestions, submitAreaAnswers } from '../services/assessment';
import { compareCycles, listCycles, startNextCycle } from '../services/cycles';
import { getLifeWheel, markAsAnswered } from '../services/wheel';
import { saveFocusSelection, unlockAreas } from '../services/wheel-focus';
import { defineOperation } from './define';

export const lifewheelOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/lifewheel/me',
    auth: 'required',
    scopes: ['wheel:read', 'plan:read'],
    summary: "The caller's life wheel: the six areas with scores, blocking and projects, the global score, the focus selection and the current 90-day cycle",
    errors: ['NOT_FOUND'],
    input: z.object({}),
    output: LifeWheelSchema,
    handler: (ctx) => getLifeWheel(ctx),
  }),
  markAsAnswered: defineOperation({
    method: 'PUT',
    path: '/lifewheel/mark-as-answered',
    auth: 'required',
    scopes: ['wheel:write', 'plan:read'],
    summary: 'Marks the assessment as answered once all six areas are assessed (idempotent); returns the wheel',
    errors: ['AREAS_NOT_ALL_ASSESSED', 'NOT_FOUND'],
    input: z.object({}),
    output: LifeWheelSchema,
    handler: (ctx) => markAsAnswered(ctx),
  }),
  addAreas: defineOperation({
    method: 'POST',
    path: '/lifewheel/add-lifewheel-areas',
    auth: 'required',
    scopes: ['wheel:write', 'plan:read'],
    summary: 'Saves the focus selection (3 lowest-scoring areas, ties chosen by the user); returns the wheel',
    description:
      'Needs every area assessed. The selection must hold exactly 3 distinct areas scoring below 10 (every such area when fewer exist) ' +
      'and no chosen area may score higher than an eligible area left out. Saving the same areas again answers 200; other areas 409. ' +
      'userId, lifeWheelId and score are accepted and ignored. From cycle 2 on, carryProjectIds brings ACTIVE projects of the previous cycle ' +
      'whose area is chosen again; the other ACTIVE projects of closed cycles become SOMEDAY there.',
    errors: [
      'NOT_FOUND',
      'CYCLE_CLOSED',
      'CYCLE_CARRY_NOT_ALLOWED',
      'AREAS_NOT_ALL_ASSESSED',
      'FOCUS_SELECT_EXACTLY_3',
      'FOCUS_SELECT_ALL_ELIGIBLE',
      'FOCUS_NO_ELIGIBLE_AREAS',
      'FOCUS_DUPLICATE_AREAS',
      'FOCUS_AREA_NOT_ELIGIBLE',
      'FOCUS_NOT_LOWEST',
      'FOCUS_ALREADY_SAVED',
    ],
    input: AddLifeWheelAreasInputSchema,
    output: LifeWheelSchema,
    handler: (ctx, input) => saveFocusSelection(ctx, input),
  }),
  unlockAreas: defineOperation({
    method: 'POST',
    path: '/lifewheel/unlock-areas',
    auth: 'required',
    scopes: ['wheel:write', 'plan:read'],
    summary: 'Unblocks the given wheel areas where the rules allow it (assessed, below 10, focus saved); returns the wheel',
    description: 'Any area the rules keep blocked refuses the whole request with 422, naming the areas, and nothing changes.',
    errors: ['NOT_FOUND', 'CYCLE_CLOSED', 'AREAS_CANNOT_UNLOCK'],
    input: UnlockAreasInputSchema,
    output: LifeWheelSchema,
    handler: (ctx, input) => unlockAreas(ctx, input),
  }),
  startNextCycle: defineOperation({
    method: 'POST',
    path: '/lifewheel/start-next-cycle',
    auth: 'required',
    scopes: ['wheel:write', 'plan:write'],
    summary: 'Closes the current 90-day cycle and opens the next with six unassessed areas; returns the new wheel',
    description:
      'Allowed from day 76 of the cycle (X-Time-Zone), or earlier once every project of the cycle is completed or cancelled. ' +
      'The closed cycle keeps its answers, scores and projects, read-only. Its ACTIVE projects stay until the next focus selection ' +
      '(see carryProjectIds of add-lifewheel-areas). Concurrent calls open one cycle.',
    errors: ['NOT_FOUND', 'CYCLE_NOT_STARTED', 'CYCLE_TOO_EARLY'],
    input: z.object({}),
    output: LifeWheelSchema,
    handler: (ctx) => startNextCycle(ctx),
  }),
  cycles: defineOperation({
    method: 'GET',
    path: '/lifewheel/cycles',
    auth: 'required',
    scopes: ['wheel:read'],
    summary: "The caller's cycles, oldest first, each with its global score, six area scores and plan accuracy",
    description:
      "A cycle's planAccuracy judges the questions its goals and actions aimed at against the next cycle's answers: null while there is " +
      'no next cycle or it has assessed no area yet; questions of areas not re-assessed yet are left out. The top-level planAccuracy adds up every cycle.',
    errors: ['NOT_FOUND'],
    input: z.object({}),
    output: CycleListSchema,
    handler: (ctx) => listCycles(ctx),
  }),
  compare: defineOperation({
    method: 'GET',
    path: '/lifewheel/compare',
    auth: 'required',
    scopes: ['wheel:read'],
    summary: 'Two of the caller\'s cycles compared: per area before, after and delta with the answers per question, and the global change',
    description:
      'from and to are cycle ids of /lifewheel/cycles; another user\'s cycle answers 404. Per question: whether a goal or action of the ' +
      '"from" cycle aimed at it, whether it flipped, and the actions aimed at it and done; per area the predicted score; overall the plan accuracy.',
    errors: ['NOT_FOUND'],
    input: CompareCyclesInputSchema,
    output: CycleComparisonSchema,
    handler: (ctx, input) => compareCycles(ctx, input.from, input.to),
  }),
};

export const assessmentOperations = {
  area: defineOperation({
    method: 'GET',
    path: '/assessment/area/{id}',
    auth: 'required',
    scopes: ['wheel:read'],
    summary: "An area's questions and tips in the request's language (both sets for couple and intimacy)",
    errors: ['NOT_FOUND', 'AREA_ALREADY_ASSESSED'],
    input: IdParamsSchema,
    output: AreaQuestionsSchema,
    handler: (ctx, input) => getAreaQuestions(ctx, input.id),
  }),
  answers: defineOperation({
    method: 'GET',
    path: '/assessment/area/{id}/answers',
    auth: 'required',
    scopes: ['wheel:read'],
    summary: "The caller's answers of an area in the current cycle, in the request's language: the NO answers are what goals and actions may aim at",
    description: 'id is the life area (reference) id, as in GET /assessment/area/{id}. An area not assessed yet answers score null and no answers.',
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: AreaAnswersSchema,
    handler: (ctx, input) => getAreaAnswers(ctx, input.id),
  }),
};

export const answersOperations = {
  submitArea: defineOperation({
    method: 'POST',
    path: '/answers/submit-area',
    auth: 'required',
    scopes: ['wheel:write'],
    summary: "Submits one complete answer set of an area; the area gets its score and is archived",
    description: 'The answers must be exactly one complete set of the area (couple and intimacy: one of its two sets). Answers are final.',
    errors: ['NOT_FOUND', 'CYCLE_CLOSED', 'AREA_ALREADY_ASSESSED', 'ANSWERS_DUPLICATE', 'ANSWERS_QUESTION_NOT_IN_AREA', 'ANSWERS_MIXED_SETS', 'ANSWERS_INCOMPLETE'],
    input: SubmitAreaInputSchema,
    output: SubmitAreaResultSchema,
    handler: (ctx, input) => submitAreaAnswers(ctx, input),
  }),
};
