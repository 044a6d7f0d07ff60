import { AnswerSuggestionsInputSchema, AnswerSuggestionsSchema } from '../../domain/schemas/suggestions';
import { getAnswerSuggestions } from '../services/suggestions';
import { defineOperation } from './define';

export const suggestionsOperations = {
  forArea: defineOperation({
    method: 'GET',
    path: '/assessment/suggestions',
    auth: 'required',
    scopes: ['wheel:read', 'plan:read'],
    summary: "Starter goals (BE, DO, HAVE) and actions for each NO answer of one of the caller's wheel rows, in the request's language",
    description:
      'lifeWheelAreaId is the wheel row of the current cycle (lifeAreas[].id of /lifewheel/me, a project\'s lifeWheelAreaId). One entry per ' +
      'NO answer in set order, with the questionId that targetQuestionIds of /goals/add and /actions/add take; each goal and action fits ' +
      'those calls as it is. An action names one of the four default contexts and, when the caller has a context of that name in either ' +
      'language, its contextId. Not assessed yet: no entries. Another user\'s row answers 404; a row of a closed cycle 409.',
    errors: ['NOT_FOUND', 'CYCLE_CLOSED'],
    input: AnswerSuggestionsInputSchema,
    output: AnswerSuggestionsSchema,
    handler: (ctx, input) => getAnswerSuggestions(ctx, input.lifeWheelAreaId),
  }),
};
