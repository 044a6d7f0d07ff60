// Server answers shaped like the API's, for the component tests of the actions screen and form.
import type { Action, ActionPage, ActionPageItem } from '../../domain/schemas/actions';
import type { Goal } from '../../domain/schemas/goals';
import type { Project } from '../../domain/schemas/projects';
import { goalFixture, uuid } from './projects';

export function project(n: number, title: string, status: Project['status'] = 'ACTIVE', endDate = '2099-03-31'): Project {
  return {
    id: uuid(200 + n),
    title,
    description: `${title}: descripción`,
    status,
    lifeWheelAreaId: uuid(900),
    areaId: uuid(901),
    areaKey: 'PERSONAL_DEVELOPMENT',
    expectedScore: 8,
    version: 1,
    predictedScore: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    budget: { dailyIncomeTarget: 0, monthlyIncomeTarget: 0, currencySymbol: '$', byCurrency: [] },
    detail: { id: uuid(300 + n), status: 'IN_PROGRESS', startDate: '2025-01-02', endDate, totalActions: 0, completedActions: 0, progressPercentage: 0 },
  };
}

export function goal(n: number, projectId: string, goalType: Goal['goalType'], content: string): Goal {
  return goalFixture(n, { id: projectId, detail: { id: uuid(300) } }, goalType, { id: uuid(400 + n), content, createdAt: '2025-01-01T10:00:00.000Z' });
}

export function action(n: number, changes: Partial<Action> = {}): Action {
  return {
    id: uuid(500 + n),
    goalId: uuid(401),
    projectId: uuid(201),
    contextId: uuid(101),
    contextName: '@casa',
    title: `Acción ${n}`,
    description: '',
    energy: 'MEDIUM',
    timeEstimate: 30,
    dueDate: '2099-01-20',
    completed: false,
    version: 1,
    completedAt: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    isOverdue: false,
    isMissed: false,
    daysUntilDue: 20,
    isDueSoon: false,
    goal: { id: uuid(401), goalType: 'DO', content: 'Leer 30 minutos cada día' },
    project: { id: uuid(201), title: 'Leer 12 libros', status: 'ACTIVE' },
    budget: { baseCapital: 0, totalCapital: 0, monthlyBudget: 0, dailyBudget: 0, oneOff: true, currencyCode: 'USD', currencySymbol: '$' },
    actualCost: null,
    targetQuestionIds: [],
    seriesId: null,
    ...changes,
  };
}

export function actionList(actions: Action[]) {
  const completedActions = actions.filter((item) => item.completed).length;
  return {
    actions,
    totalActions: actions.length,
    completedActions,
    pendingActions: actions.length - completedActions,
    overdueActions: actions.filter((item) => item.isOverdue).length,
  };
}

/** Action n of a page of GET /actions?limit=: of goal 401, in the context '@casa' (context(1) of ./contexts). */
export function actionPageItem(n: number, changes: Partial<ActionPageItem> = {}): ActionPageItem {
  return { id: uuid(600 + n), goalId: uuid(401), contextId: uuid(101), title: `Acción ${n}`, energy: 'MEDIUM', timeEstimate: 30, dueDate: '2099-01-10', completed: false, version: 1, ...changes };
}

type PageOwner = { project: Pick<Project, 'id' | 'title'>; goal: string };

/** A page of GET /actions?limit= (today 2099-01-01, EUR): the items, their DO goal 401 of the project, and '@casa'; the counts are the items' unless changed. */
export function actionPage(items: ActionPageItem[], { project, goal }: PageOwner, changes: Partial<ActionPage> = {}): ActionPage {
  const totalActions = changes.totalActions ?? items.length;
  return {
    items,
    nextCursor: null,
    today: '2099-01-01',
    currencyCode: 'EUR',
    goals: [{ id: uuid(401), goalType: 'DO', content: goal, projectId: project.id }],
    projects: [{ id: project.id, title: project.title, status: 'ACTIVE' }],
    contexts: [{ id: uuid(101), name: '@casa', totalActions, completedActions: 0 }],
    totalActions,
    completedActions: 0,
    pendingActions: totalActions,
    overdueActions: 0,
    ...changes,
  };
}
