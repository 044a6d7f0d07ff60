import { z } from 'zod';
import { CompareCyclesInputSchema, CycleComparisonSchema, CycleListSchema } from '../../domain/schemas/cycles';
import { LifeWheelSchema } from '../../domain/schemas/wheel';
import { compareCycles, listCycles, startNextCycle } from '../services/cycles';
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
  }),
};
