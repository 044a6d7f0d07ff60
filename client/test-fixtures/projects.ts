// Server answers shaped like the API's, for the component tests of the projects and goals screens; uuid for every fixture.
import type { Goal } from '../../domain/schemas/goals';
import type { LifeWheel, LifeWheelArea } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import { cycleFixture } from './wheel';

/** A UUID-shaped id ending in the given number, so fixtures read well and pass the schemas. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function projectFixture(n: number, changes: Partial<Project> = {}): Project {
  return {
    id: uuid(n),
    title: `Proyecto ${n}`,
    description: 'Una descripción',
    status: 'ACTIVE',
    lifeWheelAreaId: uuid(100),
    areaId: uuid(200),
    areaKey: 'PERSONAL_DEVELOPMENT',
    expectedScore: 7,
    version: 1,
    predictedScore: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    budget: { dailyIncomeTarget: 0, monthlyIncomeTarget: 0, currencySymbol: '$', byCurrency: [] },
    detail: { id: uuid(300 + n), status: 'PLANNING', startDate: '2026-02-01', endDate: '2026-05-02', totalActions: 0, completedActions: 0, progressPercentage: 0 },
    ...changes,
  };
}

export function goalFixture(n: number, project: Pick<Project, 'id'> & { detail: Pick<Project['detail'], 'id'> }, goalType: Goal['goalType'], changes: Partial<Goal> = {}): Goal {
  return {
    id: uuid(500 + n),
    projectDetailId: project.detail.id,
    projectId: project.id,
    goalType,
    content: `Meta ${goalType} ${n}`,
    completed: false,
    version: 1,
    progress: 0,
    totalActions: 0,
    completedActions: 0,
    totalMonthlyBudget: 0,
    totalDailyBudget: 0,
    currencySymbol: '$',
    budgets: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    targets: [],
    ...changes,
  };
}

const keys = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION', 'MONEY_FINANCES', 'SOCIAL_RELATIONSHIPS', 'COUPLE_INTIMACY'] as const;

/** A wheel with every area assessed (scores 3..8) and the first three as the saved focus. */
export function wheelFixture(change: (area: LifeWheelArea, index: number) => Partial<LifeWheelArea> = () => ({})): LifeWheel {
  const lifeAreas = keys.map((key, index): LifeWheelArea => {
    const area: LifeWheelArea = {
      id: uuid(100 + index),
      areaId: uuid(200 + index),
      key,
      areaName: key,
      color: '#7c3aed',
      emoji: '⭐',
      order: index + 1,
      score: 3 + index,
      isArchived: true,
      isBlocked: false,
      isFocus: index < 3,
      answeredSet: false,
      assessedAt: '2026-01-01T00:00:00.000Z',
      projects: [],
    };
    return { ...area, ...change(area, index) };
  });
  return { id: uuid(1), globalScore: 5.5, isAnswered: true, isComplete: true, focusSelectedAt: '2026-01-01T00:00:00.000Z', lifeAreas, lifeAreasSelected: [], cycle: cycleFixture };
}
