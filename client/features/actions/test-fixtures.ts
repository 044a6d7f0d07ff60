// Server answers shaped like the API's, for the component tests of the actions, dashboard, profile and plans.
import type { Context, Dashboard } from '../../../domain/schemas/accounts';
import type { Action } from '../../../domain/schemas/actions';
import type { Goal } from '../../../domain/schemas/goals';
import type { Project } from '../../../domain/schemas/projects';
import type { MySubscription, Plan, Subscription } from '../../../domain/schemas/subscriptions';
import { goalFixture, uuid } from '../projects/test-fixtures';

export { uuid };

export function context(n: number, name: string, actionsCount = 0, createdAt = '2025-01-01T10:00:00.000Z'): Context {
  return { id: uuid(100 + n), name, createdAt, active: true, actionsCount, canDelete: actionsCount === 0 };
}

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

export function dashboard(changes: { scores?: (number | null)[]; summary?: Partial<Dashboard['summary']>; globalScore?: number | null; currencyCode?: string } = {}): Dashboard {
  const keys = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION', 'MONEY_FINANCES', 'SOCIAL_RELATIONSHIPS', 'COUPLE_INTIMACY'] as const;
  const names = ['Desarrollo Personal', 'Actividad Profesional', 'Salud y Nutrición', 'Dinero y Finanzas', 'Relaciones Sociales', 'Pareja e Intimidad'];
  const scores = changes.scores ?? [3, 4, 5, 7, 8, 6];
  return {
    user: {
      id: uuid(1),
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      phone: '+1 5551234567',
      address: 'Calle Mayor 1',
      avatarUrl: '/avatar-placeholder.svg',
      currencyId: uuid(2),
      currencyCode: changes.currencyCode ?? 'USD',
      createdAt: '2025-01-01T10:00:00.000Z',
    },
    lifeWheel: {
      id: uuid(3),
      globalScore: changes.globalScore === undefined ? 5.5 : changes.globalScore,
      isAnswered: true,
      lifeAreas: keys.map((key, index) => ({
        id: uuid(600 + index),
        areaId: uuid(700 + index),
        key,
        areaName: names[index] ?? key,
        color: '#7c3aed',
        emoji: '🧠',
        score: scores[index] ?? null,
        isArchived: scores[index] !== null && scores[index] !== undefined,
        isBlocked: false,
      })),
    },
    summary: { totalGoals: 7, completedGoals: 2, totalActions: 10, completedActions: 4, ...changes.summary },
  };
}

const MONTHLY_PRICE = 9.99;

export function plan(name: Plan['name'], months: number, discount: number): Plan {
  const full = Math.round(MONTHLY_PRICE * months * 100) / 100;
  const basePrice = name === 'BASICO' ? 0 : Math.round(MONTHLY_PRICE * months * (100 - discount)) / 100;
  return {
    id: uuid(800 + months + (name === 'BASICO' ? 50 : 0)),
    name,
    basePrice,
    currencyId: uuid(2),
    currencyCode: 'USD',
    billingCycle: months,
    pricePerMonth: Math.round((basePrice / months) * 100) / 100,
    discount,
    savings: name === 'BASICO' ? 0 : Math.round((full - basePrice) * 100) / 100,
    starred: name === 'ANNUAL',
    features: name === 'BASICO' ? { actions: 30, projects: 3, analytics: false } : { actions: null, projects: 6, analytics: true },
  };
}

export const plans = {
  BASICO: plan('BASICO', 1, 0),
  MONTHLY: plan('MONTHLY', 1, 0),
  QUARTERLY: plan('QUARTERLY', 3, 10),
  SEMESTER: plan('SEMESTER', 6, 20),
  ANNUAL: plan('ANNUAL', 12, 30),
};

export function subscription(current: Plan, changes: Partial<Subscription> = {}): Subscription {
  return {
    id: uuid(990),
    plan: current,
    active: true,
    status: 'active',
    autoRenew: true,
    startDate: '2025-01-01T10:00:00.000Z',
    renewalDate: '2099-04-01T10:00:00.000Z',
    nextRenewal: '2099-04-01T10:00:00.000Z',
    cancelledAt: null,
    billingCycle: current.billingCycle,
    monthlyRate: current.pricePerMonth,
    savings: current.savings,
    totalPaid: current.basePrice,
    currencyCode: 'USD',
    paymentMethod: 'manual',
    daysRemaining: 12,
    ...changes,
  };
}

export function mine(current: Subscription | null): MySubscription {
  return { subscription: current, currentPlan: current?.active ? current.plan : plans.BASICO };
}
