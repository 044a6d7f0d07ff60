import { centsToAmount } from '../../domain/rules/money';
import { utcToDate } from '../../domain/rules/dates';
import { SHARED_ACTIONS_MAX, SHARED_WEEKS, type SharedView } from '../../domain/schemas/companions';
import { dateToUtc } from '../../domain/rules/dates';
import { activeShare, ownerZone, toSupportedPerson, type ShareRow } from './companions';
import { compareCycles, listCycles } from './cycles';
import { readProjects } from './projects';
import type { UserScope, UserServiceContext } from './service-context';
import { listWeeks } from './weekly';
import { getLifeWheel } from './wheel';

// The companion's read-only view (issue 41): every part is built from the owner's own reads, then mapped key by key,
// so a part not chosen is absent and a field not listed here (an e-mail, a phone, an address, a budget, a review's
// text) cannot leave. The parts are read in the owner's zone of record and in the companion's language.

type Scope = UserScope;

async function sharedWheel(scope: Scope): Promise<NonNullable<SharedView['wheel']>> {
  const wheel = await getLifeWheel(scope);
  return {
    globalScore: wheel.globalScore,
    cycle: wheel.cycle,
    areas: wheel.lifeAreas.map((area) => ({
      id: area.id,
      key: area.key,
      areaName: area.areaName,
      color: area.color,
      emoji: area.emoji,
      order: area.order,
      score: area.score,
      isFocus: area.isFocus,
    })),
  };
}

async function sharedCycles(scope: Scope): Promise<NonNullable<SharedView['cycles']>> {
  const history = await listCycles(scope);
  const [previous, last] = history.cycles.slice(-2);
  const comparison = previous && last && last.globalScore !== null ? await compareCycles(scope, previous.id, last.id) : null;
  return { history, comparison };
}

async function sharedPlan(scope: Scope, budgets: boolean): Promise<NonNullable<SharedView['plan']>> {
  const [projects, goals, actions] = await Promise.all([
    readProjects(scope, { status: 'ACTIVE' }),
    scope.db.goal.findMany({
      where: { userId: scope.user.id, projectDetail: { project: { status: 'ACTIVE' } } },
      select: { id: true, goalType: true, content: true, completed: true, projectDetail: { select: { projectId: true } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    scope.db.action.findMany({
      where: { userId: scope.user.id, goal: { projectDetail: { project: { status: 'ACTIVE' } } } },
      select: { id: true, goalId: true, title: true, dueDate: true, completed: true, baseCapitalCents: true, actualCostCents: true },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: SHARED_ACTIONS_MAX,
    }),
  ]);
  return {
    projects: projects.map((project) => ({
      id: project.id,
      title: project.title,
      status: project.status,
      areaKey: project.areaKey,
      progressPercentage: project.detail.progressPercentage,
      ...(budgets
        ? { budget: { dailyIncomeTarget: project.budget.dailyIncomeTarget, monthlyIncomeTarget: project.budget.monthlyIncomeTarget, currencySymbol: project.budget.currencySymbol } }
        : {}),
    })),
    goals: goals.map((goal) => ({ id: goal.id, projectId: goal.projectDetail.projectId, goalType: goal.goalType, title: goal.content, completed: goal.completed })),
    actions: actions.map((action) => ({
      id: action.id,
      goalId: action.goalId,
      title: action.title,
      dueDate: utcToDate(action.dueDate),
      completed: action.completed,
      ...(budgets
        ? { budget: { baseCapital: centsToAmount(action.baseCapitalCents), actualCost: action.actualCostCents === null ? null : centsToAmount(action.actualCostCents) } }
        : {}),
    })),
  };
}

async function sharedWeekly(scope: Scope, share: ShareRow): Promise<NonNullable<SharedView['weekly']>> {
  const scores = await listWeeks(scope, { weeks: SHARED_WEEKS - 1 });
  const first = scores.weeks[0]?.weekStart ?? utcToDate(scope.now);
  const from = dateToUtc(first);
  const [reviews, notes] = await Promise.all([
    scope.db.weeklyReview.findMany({
      where: { userId: scope.user.id, weekStart: { gte: from } },
      select: { weekStart: true, rating: true, wins: true, obstacles: true, changes: true },
      orderBy: { weekStart: 'desc' },
    }),
    scope.db.companionNote.findMany({ where: { shareId: share.id, weekStart: { gte: from } }, select: { weekStart: true, text: true }, orderBy: { weekStart: 'desc' } }),
  ]);
  return {
    weeks: scores.weeks.map((week) => ({ weekStart: week.weekStart, due: week.due, done: week.done, score: week.score, provisional: week.provisional })),
    reviews: reviews.map((review) => ({
      weekStart: utcToDate(review.weekStart),
      rating: review.rating,
      ...(share.reviewText ? { text: { wins: review.wins, obstacles: review.obstacles, changes: review.changes } } : {}),
    })),
    notes: notes.map((note) => ({ weekStart: utcToDate(note.weekStart), text: note.text })),
  };
}

/** What the person supported by the caller chose to share, read now; an ended or foreign share answers 404. */
export async function readSharedView(ctx: UserServiceContext, id: string): Promise<SharedView> {
  const share = await activeShare(ctx, id);
  const scope: Scope = { db: ctx.db, read: ctx.read, lang: ctx.lang, timeZone: ownerZone(share), now: ctx.now, user: { id: share.ownerId } };
  const [wheel, cycles, plan, weekly] = await Promise.all([
    share.wheel ? sharedWheel(scope) : undefined,
    share.cycles ? sharedCycles(scope) : undefined,
    share.plan ? sharedPlan(scope, share.budgets) : undefined,
    share.weekly ? sharedWeekly(scope, share) : undefined,
  ]);
  return {
    person: toSupportedPerson(share),
    ...(wheel ? { wheel } : {}),
    ...(cycles ? { cycles } : {}),
    ...(plan ? { plan } : {}),
    ...(weekly ? { weekly } : {}),
  };
}
