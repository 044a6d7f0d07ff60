import {
  ActionListOrPageSchema,
  ActionSchema,
  ActionsNowInputSchema,
  ActionsNowSchema,
  ActionSeriesSchema,
  AddActionInputSchema,
  CompleteActionInputSchema,
  ListActionsInputSchema,
  UpdateActionInputSchema,
  UpdateSeriesInputSchema,
} from '../../domain/schemas/actions';
import { MAX_RUNNING_SERIES, MISSED_DAYS_SHOWN } from '../../domain/rules/series-occurrences';
import { IdParamsSchema } from '../../domain/schemas/common';
import { DeletedSchema } from '../../domain/schemas/goals';
import { addAction, completeAction, deleteAction, listActions, readListedAction, toggleAction, updateAction } from '../services/actions';
import { actionsNow } from '../services/actions-now';
import { getSeries, stopSeries, updateSeries } from '../services/action-series';
import { defineOperation } from './define';

const actionRuleErrors = ['NOT_FOUND', 'PROJECT_NOT_ACTIVE', 'ACTION_CONTEXT_INACTIVE', 'DUE_DATE_TOO_EARLY', 'DUE_DATE_AFTER_PROJECT_END', 'TARGET_QUESTION_NOT_ALLOWED', 'CYCLE_CLOSED'] as const;

export const actionsOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/actions/me',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "The caller's actions, soonest due first, with due status, budgets and counters",
    description:
      'Optional filters ?goalId=, ?projectId=, ?contextId= (404 when not the caller\'s) and ?pending=true (not completed); the counters count the listed ' +
      'actions. isOverdue, daysUntilDue and isDueSoon are computed for today in the X-Time-Zone zone. ' +
      'Without ?limit and ?cursor the answer is the whole list { actions, counters }. With ?limit= (1 to 200) and/or ' +
      '?cursor= (the previous page\'s nextCursor) it is one page { items, nextCursor, today, currencyCode, goals, ' +
      'projects, contexts, counters } in the same order (id breaks ties): compact items without what is derivable or ' +
      'empty, the goals, projects and contexts they refer to listed once, and the counters of the whole filtered list. ' +
      'A bad limit or cursor answers 400.',
    errors: ['NOT_FOUND'],
    input: ListActionsInputSchema,
    output: ActionListOrPageSchema,
    outputCheck: 'development',
    handler: (ctx, input) => listActions(ctx, input),
  }),
  now: defineOperation({
    method: 'GET',
    path: '/actions/now',
    auth: 'required',
    scopes: ['plan:read'],
    summary: 'What can I do now: the pending actions of active projects that fit a context, the energy, the minutes and the money at hand',
    description:
      'Every filter is optional: ?contextId= (404 when not the caller\'s), ?energy=LOW|MEDIUM|HIGH (actions needing no more), ' +
      '?minutes= (estimated at no more), ?budget= (base capital no more, in each action\'s currency). Overdue first, then the ' +
      'soonest due date, then the area\'s order on the wheel.',
    errors: ['NOT_FOUND'],
    input: ActionsNowInputSchema,
    output: ActionsNowSchema,
    handler: (ctx, input) => actionsNow(ctx, input),
  }),
  add: defineOperation({
    method: 'POST',
    path: '/actions/add',
    auth: 'required',
    scopes: ['plan:write'],
    status: 201,
    summary: 'Creates an action under a goal of an ACTIVE project',
    description:
      "dueDate from today (X-Time-Zone) to the project's end date; energy defaults to MEDIUM, timeEstimate to 30, " +
      "baseCapital to 0, currencyCode to the user's currency. Counts against the plan's new actions per month. " +
      "targetQuestionIds: questions of the project's area answered NO in the current cycle that the action is meant to flip (else 422 " +
      'TARGET_QUESTION_NOT_ALLOWED; a project of a closed cycle 409 CYCLE_CLOSED). ' +
      'repeat { everyDays (1-365) | weekdays (ISO 1-7), until } makes it the first occurrence of a series (seriesId): until from ' +
      `dueDate to the project's end (else 422 SERIES_UNTIL_OUT_OF_RANGE); at most ${MAX_RUNNING_SERIES} series running at once (not stopped, until ` +
      'not past; else 422 SERIES_LIMIT). The next occurrence, an action of its own, is owed when the latest one is completed or its ' +
      'date passes (missed dates too), one pending ahead at most, each counting against the plan\'s monthly actions (at the limit the ' +
      `series waits). Reads compute the owed occurrences without storing them (the lists show those missed in the last ${MISSED_DAYS_SHOWN} days and the ` +
      'next one, with a stable id); completing, toggling, editing or deleting one by that id stores or skips it.',
    errors: [...actionRuleErrors, 'PLAN_LIMIT', 'SERIES_UNTIL_OUT_OF_RANGE', 'SERIES_LIMIT'],
    input: AddActionInputSchema,
    output: ActionSchema,
    handler: (ctx, input) => addAction(ctx, input),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/actions/{id}',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Changes the given fields of an action under the creation rules',
    description:
      'targetQuestionIds replaces the targets ([] removes them; omitted keeps them). Moving the action to a project of another area ' +
      'keeps its targets only if they are NO answers there too (else 422 TARGET_QUESTION_NOT_ALLOWED). actualCost (a number, or null ' +
      'to clear it) only on a completed action (else 409 ACTION_ACTUAL_COST_NOT_COMPLETED).',
    errors: [...actionRuleErrors, 'ACTION_ACTUAL_COST_NOT_COMPLETED'],
    input: UpdateActionInputSchema,
    output: ActionSchema,
    handler: (ctx, input) => updateAction(ctx, input),
    conditional: 'action',
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/actions/{id}',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Deletes an action',
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: DeletedSchema,
    handler: (ctx, input) => deleteAction(ctx, input.id),
    conditional: 'action',
  }),
  toggle: defineOperation({
    method: 'PATCH',
    path: '/actions/{id}/toggle',
    auth: 'required',
    scopes: ['plan:write'],
    summary: "Flips an action's completed flag (completedAt set or cleared)",
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: ActionSchema,
    handler: (ctx, input) => toggleAction(ctx, input.id),
    conditional: 'action',
  }),
  complete: defineOperation({
    method: 'PUT',
    path: '/actions/{id}/complete',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Marks an action completed (idempotent), optionally with what it really cost',
    description:
      "Optional body { actualCost }: what it cost in the action's currency (>= 0, 2 decimals); on an action already completed it " +
      'replaces the cost given before. Without a body it only completes.',
    errors: ['NOT_FOUND'],
    input: CompleteActionInputSchema,
    output: ActionSchema,
    handler: (ctx, input) => completeAction(ctx, input),
    conditional: 'action',
  }),
  series: defineOperation({
    method: 'GET',
    path: '/actions/series/{id}',
    auth: 'required',
    scopes: ['plan:read'],
    summary: 'A recurring series: its rule, until, whether it is stopped, and its occurrences so far',
    description: 'The occurrences are the stored ones and those the lists show and nothing stored yet (same ids).',
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: ActionSeriesSchema,
    handler: (ctx, input) => getSeries(ctx, input.id),
  }),
  updateSeries: defineOperation({
    method: 'PATCH',
    path: '/actions/series/{id}',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Changes a recurring series and its pending occurrences; completed occurrences never change',
    description:
      "everyDays or weekdays (one of them) replaces the rule from the latest occurrence on; until from the latest occurrence's date " +
      "to the project's end (else 422).",
    errors: ['NOT_FOUND', 'ACTION_CONTEXT_INACTIVE', 'SERIES_UNTIL_OUT_OF_RANGE'],
    input: UpdateSeriesInputSchema,
    output: ActionSeriesSchema,
    handler: (ctx, input) => updateSeries(ctx, input),
  }),
  stopSeries: defineOperation({
    method: 'POST',
    path: '/actions/series/{id}/stop',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Stops a recurring series: no more occurrences; the existing ones stay (idempotent)',
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: ActionSeriesSchema,
    handler: (ctx, input) => stopSeries(ctx, input.id),
  }),
  one: defineOperation({
    method: 'GET',
    path: '/actions/{id}',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "One of the caller's actions, as /actions lists it (an occurrence of a series not stored yet included); its ETag is its version",
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: ActionSchema,
    handler: (ctx, input) => readListedAction(ctx, input.id),
    etag: 'version',
  }),
};
