import { z } from 'zod';
import {
  CreateProjectInputSchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectsByAreaInputSchema,
  SetProjectStatusInputSchema,
} from '../../domain/schemas/projects';
import { IdParamsSchema } from '../../domain/schemas/common';
import { bringProjectBack, createProject, listProjectsByArea, readProject, readProjects, setProjectStatus } from '../services/projects';
import { defineOperation } from './define';

export const projectsOperations = {
  fromLifewheelArea: defineOperation({
    method: 'POST',
    path: '/projects/from-lifewheel-area',
    auth: 'required',
    scopes: ['plan:write'],
    status: 201,
    summary: "Creates an ACTIVE project in one of the caller's focus areas",
    description:
      'The whole wheel must be assessed and the focus selection saved; the area must be a focus area, not blocked, ' +
      'below 10, with fewer than 2 projects that are not cancelled. expectedScore is an integer 1..10 above the ' +
      "area's score; startDate is tomorrow or later (X-Time-Zone); endDate is 3 to 6 calendar months after it " +
      "(same day-of-month, or the last day of a shorter month). Counts against the plan's active projects.",
    errors: [
      'NOT_FOUND',
      'CYCLE_CLOSED',
      'ASSESSMENT_INCOMPLETE',
      'FOCUS_NOT_SELECTED',
      'AREA_FINISHED',
      'AREA_NOT_FOCUS',
      'AREA_BLOCKED',
      'AREA_PROJECT_LIMIT',
      'EXPECTED_SCORE_NOT_ABOVE_CURRENT',
      'START_DATE_TOO_EARLY',
      'DATE_ERROR_MIN',
      'DATE_ERROR_MAX',
      'PLAN_LIMIT',
    ],
    input: CreateProjectInputSchema,
    output: ProjectSchema,
    handler: (ctx, input) => createProject(ctx, input),
  }),
  byArea: defineOperation({
    method: 'GET',
    path: '/projects/by-area',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "The caller's projects in one wheel area (?area=lifeWheelAreaId), newest first",
    errors: ['NOT_FOUND'],
    input: ProjectsByAreaInputSchema,
    output: ProjectListSchema,
    handler: async (ctx, input) => ({ projects: await listProjectsByArea(ctx, input.area) }),
  }),
  me: defineOperation({
    method: 'GET',
    path: '/projects/me',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "The caller's projects, newest first, with income targets per currency and action counters",
    input: z.object({}),
    output: ProjectListSchema,
    handler: async (ctx) => ({ projects: await readProjects(ctx) }),
  }),
  setStatus: defineOperation({
    method: 'PUT',
    path: '/projects/{id}/status',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Moves a project to ACTIVE, SOMEDAY, COMPLETED or CANCELLED',
    description:
      'COMPLETED needs at least one action and every action completed. ACTIVE from another status counts against ' +
      "the plan's active projects. Leaving CANCELLED counts against the area's 2 projects again.",
    errors: ['NOT_FOUND', 'CYCLE_CLOSED', 'PROJECT_NO_ACTIONS', 'PROJECT_PENDING_ACTIONS', 'AREA_PROJECT_LIMIT', 'PLAN_LIMIT'],
    input: SetProjectStatusInputSchema,
    output: ProjectSchema,
    handler: (ctx, input) => setProjectStatus(ctx, input),
    conditional: 'project',
  }),
  bringBack: defineOperation({
    method: 'POST',
    path: '/projects/{id}/bring-back',
    auth: 'required',
    scopes: ['plan:write'],
    summary: 'Brings a SOMEDAY project of a closed cycle into the current cycle as ACTIVE, its open actions with it',
    description:
      "The project moves to its life area's row of the current cycle, whether or not that area is a focus area " +
      "again; the current cycle's focus selection must be saved. Counts against the area's 2 projects and the " +
      "plan's active projects. Its pending actions and recurring series are listed again (a SOMEDAY project's are not).",
    errors: ['NOT_FOUND', 'PROJECT_NOT_PARKED', 'CYCLE_NOT_STARTED', 'AREA_PROJECT_LIMIT', 'PLAN_LIMIT'],
    input: IdParamsSchema,
    output: ProjectSchema,
    handler: (ctx, input) => bringProjectBack(ctx, input.id),
    conditional: 'project',
  }),
  one: defineOperation({
    method: 'GET',
    path: '/projects/{id}',
    auth: 'required',
    scopes: ['plan:read'],
    summary: "One of the caller's projects, as /projects/me lists it; its ETag is its version",
    errors: ['NOT_FOUND'],
    input: IdParamsSchema,
    output: ProjectSchema,
    handler: (ctx, input) => readProject(ctx, input.id),
    etag: 'version',
  }),
};
