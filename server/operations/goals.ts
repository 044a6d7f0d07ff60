import { IdParamsSchema } from '../../domain/schemas/common';
import { AddGoalInputSchema, DeletedSchema, GoalListSchema, GoalSchema, ListGoalsInputSchema, UpdateGoalInputSchema } from '../../domain/schemas/goals';
import { addGoal, deleteGoal, listGoals, toggleGoal, updateGoal } from '../services/goals';
import { defineOperation } from './define';

export const goalsOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/goals/me',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "The caller's goals, oldest first, with progress and budget totals per currency",
    description: 'Optional ?projectId= or ?projectDetailId= lists one project\'s goals (404 when it is not the caller\'s).',
    errors: ['NOT_FOUND'],
    input: ListGoalsInputSchema,
    output: GoalListSchema,
    handler: async (ctx, input) => ({ goals: await listGoals(ctx, input) }),
  }),
  add: defineOperation({
    method: 'POST',
    path: '/goals/add',
    auth: 'required',
    scopes: ['plan:write'],
    status: 201,
    summary: 'Adds a BE, DO or HAVE goal to a project (at most 3 per type; not in COMPLETED or CANCELLED projects)',
    description:
      "targetQuestionIds: questions of the project's area answered NO in the current cycle that the goal is meant to flip (else 422 " +
      'TARGET_QUESTION_NOT_ALLOWED; a project of a closed cycle 409 CYCLE_CLOSED); nothing is saved on refusal.',
    errors: ['NOT_FOUND', 'PROJECT_CLOSED', 'GOAL_TYPE_LIMIT', 'TARGET_QUESTION_NOT_ALLOWED', 'CYCLE_CLOSED'],
    input: AddGoalInputSchema,
    output: GoalSchema,
    handler: (ctx, input) => addGoal(ctx, input),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/goals/{id}',
    auth: 'required',
    scopes: ['plan:write'],
    summary: "Changes a goal's content (1..120 characters after trim) and/or the questions it aims at",
    description: 'targetQuestionIds replaces the targets ([] removes them; omitted keeps them) under the rules of /goals/add.',
    errors: ['NOT_FOUND', 'TARGET_QUESTION_NOT_ALLOWED', 'CYCLE_CLOSED'],
    input: UpdateGoalInputSchema,
    output: GoalSchema,
    handler: (ctx, input) => updateGoal(ctx, input),
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/goals/{id}',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Deletes a goal without actions; a goal with actions answers 409 GOAL_HAS_ACTIONS',
    errors: ['NOT_FOUND', 'GOAL_HAS_ACTIONS'],
    input: IdParamsSchema,
    output: DeletedSchema,
    handler: (ctx, input) => deleteGoal(ctx, input.id),
  }),
  toggle: defineOperation({
    method: 'PATCH',
    path: '/goals/{id}/toggle',
    auth: 'required',
    scopes: ['plan:write'],
    summary: "Flips a goal's completed flag",
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: GoalSchema,
    handler: (ctx, input) => toggleGoal(ctx, input.id),
  }),
};
