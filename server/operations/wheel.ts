import { z } from 'zod';
import { AddLifeWheelAreasInputSchema, LifeWheelSchema, UnlockAreasInputSchema } from '../../domain/schemas/wheel';
import { getLifeWheel, markAsAnswered } from '../services/wheel';
import { saveFocusSelection, unlockAreas } from '../services/wheel-focus';
import { defineOperation } from './define';

export const wheelOperations = {
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
};
