import { z } from 'zod';
import { CompareCyclesInputSchema, CycleComparisonSchema, CycleListSchema } from '../../domain/schemas/cycles';
import { LifeWheelSchema } from '../../domain/schemas/wheel';
import { compareCycles, listCycles, startNextCycle } from '../services/cycles';
import { getPulse, submitPulse } from '../services/pulse';
import { PulseInputSchema, PulseStateSchema, SubmitPulseInputSchema } from '../../domain/schemas/pulse';
import { defineOperation } from './define';

export const cyclesOperations = {
  startNext: defineOperation({
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
  list: defineOperation({
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
  }),  pulse: defineOperation({
    method: 'GET',
    path: '/lifewheel/pulse',
    auth: 'required',
    scopes: ['wheel:read', 'plan:read'],
    summary: "The day-45 pulse of the caller's cycle: its window, the targeted questions with their execution, and the result once taken",
    description:
      'From day 40 to day 50 of the current cycle (counted in the zone of record) the pulse re-asks, yes or no, the NO answers that the ' +
      "cycle's goals and actions aim at. offered is true while it can be taken. result (null until taken) gives per question still NO or now YES " +
      'beside the actions aimed at it, and per project the execution and the high-execution flag. cycleId reads a closed cycle\'s pulse (the history); ' +
      "another user's cycle answers 404. The pulse never changes the cycle's answers or scores.",
    errors: ['NOT_FOUND'],
    input: PulseInputSchema,
    output: PulseStateSchema,
    handler: (ctx, input) => getPulse(ctx, input.cycleId),
  }),
  submitPulse: defineOperation({
    method: 'POST',
    path: '/lifewheel/pulse',
    auth: 'required',
    scopes: ['wheel:write', 'plan:read'],
    summary: 'Takes the day-45 pulse of the current cycle: every targeted question once, yes or no; returns the pulse with its result',
    description:
      'Only inside the window (days 40 to 50 of the cycle in the zone of record; 409 PULSE_WINDOW_CLOSED outside it) and when the cycle aims ' +
      'at some question (409 PULSE_NOTHING_TARGETED). Answers must cover every question of GET /lifewheel/pulse exactly once: a missing one ' +
      'answers 422 PULSE_ANSWERS_INCOMPLETE, one not targeted 422 PULSE_QUESTION_NOT_TARGETED, a repeated one 422 ANSWERS_DUPLICATE; ' +
      'nothing is stored then. One pulse per cycle: taking it again inside the window replaces the earlier answers.',
    errors: ['CYCLE_NOT_STARTED', 'NOT_FOUND', 'PULSE_WINDOW_CLOSED', 'PULSE_NOTHING_TARGETED', 'PULSE_QUESTION_NOT_TARGETED', 'PULSE_ANSWERS_INCOMPLETE', 'ANSWERS_DUPLICATE'],
    input: SubmitPulseInputSchema,
    output: PulseStateSchema,
    handler: (ctx, input) => submitPulse(ctx, input),
  }),
};
