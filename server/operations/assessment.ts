import { IdParamsSchema } from '../../domain/schemas/common';
import { AreaAnswersSchema, AreaQuestionsSchema, SubmitAreaInputSchema, SubmitAreaResultSchema } from '../../domain/schemas/wheel';
import { getAreaAnswers, getAreaQuestions, submitAreaAnswers } from '../services/assessment';
import { defineOperation } from './define';

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
