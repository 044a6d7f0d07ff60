// Server answers shaped like the API's, for the component tests of the actions screen and form.
import type { Action } from '../../domain/schemas/actions';
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
    completedAt: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    isOverdue: false,
    daysUntilDue: 20,
    isDueSoon: false,
    goal: { id: uuid(401), goalType: 'DO', content: 'Leer 30 minutos cada día' },
    project: { id: uuid(201), title: 'Leer 12 libros', status: 'ACTIVE' },
    budget: { baseCapital: 0, totalCapital: 0, monthlyBudget: 0, dailyBudget: 0, currencyCode: 'USD', currencySymbol: '$' },
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
