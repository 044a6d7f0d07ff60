import { AppError } from '../../domain/errors';
import { localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import { detailStatus, progressPercentage } from '../../domain/rules/projects';
import type { Project } from '../../domain/schemas/projects';
import type { Prisma } from '../generated/prisma/client';
import type { AuthUser, RequestContext } from '../http/context';
import { budgetActionSelect, budgetsOfActions, currencySymbol, primaryTotals, userCurrencyCode } from './budgets';

export type UserContext = RequestContext & { user: AuthUser };

// Relations are selected, never loaded per row: a list costs the same number of queries for 1 or 1,000 rows.
const projectSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  expectedScore: true,
  createdAt: true,
  lifeWheelAreaId: true,
  lifeWheelArea: { select: { lifeArea: { select: { id: true, key: true } } } },
  detail: {
    select: {
      id: true,
      startDate: true,
      endDate: true,
      goals: { select: { actions: { select: { completed: true, ...budgetActionSelect } } } },
    },
  },
} satisfies Prisma.ProjectSelect;

type ProjectRow = Prisma.ProjectGetPayload<{ select: typeof projectSelect }>;

function toProject(row: ProjectRow, ctx: Pick<UserContext, 'now' | 'timeZone'>, userCurrency: string): Project {
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
export async function readProjects(ctx: UserContext, where: Prisma.ProjectWhereInput = {}): Promise<Project[]> {
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
export async function readProject(ctx: UserContext, id: string): Promise<Project> {
  const [project] = await readProjects(ctx, { id });
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}
