import { AppError } from '../../domain/errors';
import { dateToUtc, localDate } from '../../domain/rules/dates';
import {
  completionBlocker,
  countsTowardAreaLimit,
  earliestStartDate,
  isExpectedScoreValid,
  MAX_PROJECTS_PER_AREA,
  projectEligibilityError,
  validateProjectDates,
} from '../../domain/rules/projects';
import type { CreateProjectInput, Project, SetProjectStatusInput } from '../../domain/schemas/projects';
import { assertWithinPlanLimit } from './plan-limits';
import { readProject, readProjects, type UserContext } from './project-read';
import { serialisedForUser } from './user-lock';

const openProjectsWhere = { status: { not: 'CANCELLED' as const } };

/** The caller's projects in one of their wheel areas (lifeWheelAreaId); a foreign area answers 404. */
export async function listProjectsByArea(ctx: UserContext, lifeWheelAreaId: string): Promise<Project[]> {
  const area = await ctx.db.lifeWheelArea.findFirst({
    where: { id: lifeWheelAreaId, lifeWheel: { userId: ctx.user.id } },
    select: { id: true },
  });
  if (!area) throw new AppError('NOT_FOUND');
  return readProjects(ctx, { lifeWheelAreaId });
}

/**
 * Creates an ACTIVE project with its detail in one of the caller's focus areas, after the eligibility, expected
 * score and date rules, and the plan's active-project limit.
 */
export async function createProject(ctx: UserContext, input: CreateProjectInput): Promise<Project> {
  const createdId = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const area = await db.lifeWheelArea.findFirst({
      where: { id: input.lifeWheelAreaId, lifeWheel: { userId: ctx.user.id } },
      select: {
        score: true,
        isArchived: true,
        isBlocked: true,
        isFocus: true,
        lifeWheel: { select: { focusSelectedAt: true, areas: { select: { isArchived: true } } } },
        _count: { select: { projects: { where: openProjectsWhere } } },
      },
    });
    if (!area) throw new AppError('NOT_FOUND');
    const ineligible = projectEligibilityError({
      wheelAreas: area.lifeWheel.areas,
      focusSelected: area.lifeWheel.focusSelectedAt !== null,
      area,
      openProjects: area._count.projects,
    });
    if (ineligible) throw new AppError(ineligible, { max: MAX_PROJECTS_PER_AREA });
    const currentScore = area.score ?? 0;
    if (!isExpectedScoreValid(input.expectedScore, currentScore)) {
      throw new AppError('EXPECTED_SCORE_NOT_ABOVE_CURRENT', { score: currentScore });
    }
    const today = localDate(ctx.now, ctx.timeZone);
    const dateError = validateProjectDates({ today, startDate: input.startDate, endDate: input.endDate });
    if (dateError) throw new AppError(dateError, { minDate: earliestStartDate(today) });
    await assertWithinPlanLimit({ ...ctx, db }, 'ACTIVE_PROJECTS');
    const created = await db.project.create({
      data: {
        userId: ctx.user.id,
        lifeWheelAreaId: input.lifeWheelAreaId,
        title: input.title,
        description: input.description,
        expectedScore: input.expectedScore,
        status: 'ACTIVE',
        detail: { create: { startDate: dateToUtc(input.startDate), endDate: dateToUtc(input.endDate) } },
      },
      select: { id: true },
    });
    return created.id;
  });
  return readProject(ctx, createdId);
}

/**
 * Moves a project to any of the four statuses. COMPLETED needs at least one action and all of them completed;
 * ACTIVE (from another status) counts against the plan's active projects; leaving CANCELLED counts against the
 * area's 2 projects again. Setting the current status changes nothing.
 */
export async function setProjectStatus(ctx: UserContext, input: SetProjectStatusInput): Promise<Project> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const project = await db.project.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: { status: true, lifeWheelAreaId: true },
    });
    if (!project) throw new AppError('NOT_FOUND');
    if (project.status === input.status) return;

    if (input.status === 'COMPLETED') {
      const projectActions = { userId: ctx.user.id, goal: { projectDetail: { projectId: input.id } } };
      const total = await db.action.count({ where: projectActions });
      const completed = await db.action.count({ where: { ...projectActions, completed: true } });
      const blocker = completionBlocker(completed, total);
      if (blocker) throw new AppError(blocker.code, blocker.params);
    }
    if (!countsTowardAreaLimit(project.status) && countsTowardAreaLimit(input.status)) {
      const open = await db.project.count({ where: { lifeWheelAreaId: project.lifeWheelAreaId, ...openProjectsWhere } });
      if (open >= MAX_PROJECTS_PER_AREA) throw new AppError('AREA_PROJECT_LIMIT', { max: MAX_PROJECTS_PER_AREA });
    }
    if (input.status === 'ACTIVE') await assertWithinPlanLimit({ ...ctx, db }, 'ACTIVE_PROJECTS');

    await db.project.update({ where: { id: input.id }, data: { status: input.status } });
  });
  return readProject(ctx, input.id);
}
