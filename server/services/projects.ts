import { currencySymbol } from '../../domain/content/currencies';
import { AppError } from '../../domain/errors';
import { dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import {
  completionBlocker,
  countsTowardAreaLimit,
  detailStatus,
  earliestStartDate,
  isExpectedScoreValid,
  MAX_PROJECTS_PER_AREA,
  progressPercentage,
  projectEligibilityError,
  validateProjectDates,
} from '../../domain/rules/projects';
import type { CreateProjectInput, Project, SetProjectStatusInput } from '../../domain/schemas/projects';
import type { Prisma } from '../generated/prisma/client';
import { serialisedForUser } from '../infra/user-lock';
import { budgetActionSelect, budgetsOfActions, primaryTotals, userCurrencyCode } from './budgets';
import type { UserScope } from './service-context';
import { assertWithinPlanLimit } from './plan-limits';
import { goalInArea, predictedOf } from './targets';

// Relations are selected, never loaded per row: a list costs the same number of queries for 1 or 1,000 rows.
const projectSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  expectedScore: true,
  createdAt: true,
  version: true,
  lifeWheelAreaId: true,
  lifeWheelArea: { select: { lifeArea: { select: { id: true, key: true } }, answers: { select: { questionId: true, value: true } } } },
  detail: {
    select: {
      id: true,
      startDate: true,
      endDate: true,
      goals: {
        select: {
          targets: { select: { lifeWheelAreaId: true, questionId: true } },
          actions: { select: { completed: true, ...budgetActionSelect, targets: { select: { lifeWheelAreaId: true, questionId: true } } } },
        },
      },
    },
  },
} satisfies Prisma.ProjectSelect;

type ProjectRow = Prisma.ProjectGetPayload<{ select: typeof projectSelect }>;

function toProject(row: ProjectRow, ctx: Pick<UserScope, 'now' | 'timeZone'>, userCurrency: string): Project {
  const detail = row.detail;
  if (!detail) throw new Error(`Project ${row.id} has no detail row`);
  const actions = detail.goals.flatMap((goal) => goal.actions);
  const completedActions = actions.filter((action) => action.completed).length;
  const byCurrency = budgetsOfActions(actions, ctx.timeZone);
  const primary = primaryTotals(byCurrency, userCurrency);
  const startDate = utcToDate(detail.startDate);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    lifeWheelAreaId: row.lifeWheelAreaId,
    areaId: row.lifeWheelArea.lifeArea.id,
    areaKey: row.lifeWheelArea.lifeArea.key,
    expectedScore: row.expectedScore,
    version: row.version,
    // Only the targets set in the project's current cycle: a carried project starts its new cycle aiming afresh.
    predictedScore: predictedOf(
      row.lifeWheelArea.answers,
      detail.goals.map((goal) => goalInArea(goal, row.lifeWheelAreaId)),
    ),
    createdAt: row.createdAt.toISOString(),
    budget: {
      dailyIncomeTarget: primary.daily,
      monthlyIncomeTarget: primary.monthly,
      currencySymbol: primary.currencySymbol,
      byCurrency: byCurrency.map((entry) => ({
        currencyCode: entry.currencyCode,
        currencySymbol: currencySymbol(entry.currencyCode),
        dailyIncomeTarget: centsToAmount(entry.dailyCents),
        monthlyIncomeTarget: centsToAmount(entry.monthlyCents),
        totalCapital: centsToAmount(entry.totalCapitalCents),
      })),
    },
    detail: {
      id: detail.id,
      status: detailStatus(row.status, startDate, localDate(ctx.now, ctx.timeZone)),
      startDate,
      endDate: utcToDate(detail.endDate),
      totalActions: actions.length,
      completedActions,
      progressPercentage: progressPercentage(completedActions, actions.length),
    },
  };
}

/** The caller's projects matching a filter, newest first, with budgets and counters. A fixed number of queries. */
export async function readProjects(ctx: UserScope, where: Prisma.ProjectWhereInput = {}): Promise<Project[]> {
  const [userCurrency, rows] = await Promise.all([
    userCurrencyCode(ctx),
    ctx.db.project.findMany({
      where: { ...where, userId: ctx.user.id, detail: { isNot: null } },
      select: projectSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    }),
  ]);
  return rows.map((row) => toProject(row, ctx, userCurrency));
}

/** One of the caller's projects; another user's id answers 404 like a missing one. */
export async function readProject(ctx: UserScope, id: string): Promise<Project> {
  const [project] = await readProjects(ctx, { id });
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}

const openProjectsWhere = { status: { not: 'CANCELLED' as const } };

/** The caller's projects in one of their wheel areas (lifeWheelAreaId); a foreign area answers 404. */
export async function listProjectsByArea(ctx: UserScope, lifeWheelAreaId: string): Promise<Project[]> {
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
export async function createProject(ctx: UserScope, input: CreateProjectInput): Promise<Project> {
  const createdId = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const area = await db.lifeWheelArea.findFirst({
      where: { id: input.lifeWheelAreaId, lifeWheel: { userId: ctx.user.id } },
      select: {
        score: true,
        isArchived: true,
        isBlocked: true,
        isFocus: true,
        lifeWheel: { select: { focusSelectedAt: true } },
        cycle: { select: { status: true, areas: { select: { isArchived: true } } } },
        _count: { select: { projects: { where: openProjectsWhere } } },
      },
    });
    if (!area) throw new AppError('NOT_FOUND');
    if (area.cycle.status === 'CLOSED') throw new AppError('CYCLE_CLOSED');
    const ineligible = projectEligibilityError({
      wheelAreas: area.cycle.areas,
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
export async function setProjectStatus(ctx: UserScope, input: SetProjectStatusInput): Promise<Project> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const project = await db.project.findFirst({
      where: { id: input.id, userId: ctx.user.id },
      select: { status: true, lifeWheelAreaId: true, lifeWheelArea: { select: { cycle: { select: { status: true } } } } },
    });
    if (!project) throw new AppError('NOT_FOUND');
    if (project.status === input.status) return;
    // A closed cycle's projects may be finished or parked, not started again there (carry them instead).
    if (input.status === 'ACTIVE' && project.lifeWheelArea.cycle.status === 'CLOSED') throw new AppError('CYCLE_CLOSED');

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

/**
 * Brings a parked project (SOMEDAY, in a closed cycle) into the current cycle: it moves to its life area's row of
 * the ACTIVE cycle as ACTIVE, focus area or not, once that cycle's focus selection is saved; its goals, actions and
 * series come with it (docs/decisions/2026-11-29-cycles-parked-projects.md). The area's 2 projects and the plan's
 * active projects count as for any project made ACTIVE.
 */
export async function bringProjectBack(ctx: UserScope, id: string): Promise<Project> {
  await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const project = await db.project.findFirst({
      where: { id, userId: ctx.user.id },
      select: { status: true, lifeWheelArea: { select: { lifeAreaId: true, lifeWheelId: true, cycle: { select: { status: true } } } } },
    });
    if (!project) throw new AppError('NOT_FOUND');
    if (project.status !== 'SOMEDAY' || project.lifeWheelArea.cycle.status !== 'CLOSED') throw new AppError('PROJECT_NOT_PARKED');
    const row = await db.lifeWheelArea.findFirst({
      where: { lifeWheelId: project.lifeWheelArea.lifeWheelId, lifeAreaId: project.lifeWheelArea.lifeAreaId, cycle: { status: 'ACTIVE' }, lifeWheel: { focusSelectedAt: { not: null } } },
      select: { id: true, _count: { select: { projects: { where: openProjectsWhere } } } },
    });
    if (!row) throw new AppError('CYCLE_NOT_STARTED');
    if (row._count.projects >= MAX_PROJECTS_PER_AREA) throw new AppError('AREA_PROJECT_LIMIT', { max: MAX_PROJECTS_PER_AREA });
    await assertWithinPlanLimit({ ...ctx, db }, 'ACTIVE_PROJECTS');
    await db.project.update({ where: { id }, data: { status: 'ACTIVE', lifeWheelAreaId: row.id }, select: { id: true } });
  });
  return readProject(ctx, id);
}
