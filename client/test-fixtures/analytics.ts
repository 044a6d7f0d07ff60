// A server answer shaped like analytics.me (domain/schemas/analytics.ts): two cycles, three weeks, a week of
// completions, one project and budgets in two currencies.
import { lifeAreas } from '../../domain/content/life-areas';
import { addDays } from '../../domain/rules/dates';
import type { Analytics } from '../../domain/schemas/analytics';
import { cycleIdOf } from './cycles';
import { areaIdOf } from './wheel';

const PROJECT_ID = '00000000-0000-4000-8000-000050000001';
const GOAL_ID = '00000000-0000-4000-8000-000050000002';

function cycle(number: number, scores: readonly (number | null)[], status: 'ACTIVE' | 'CLOSED', startedOn: string, endsOn: string, globalScore: number | null): Analytics['cycles'][number] {
  return {
    id: cycleIdOf(number),
    number,
    status,
    startedOn,
    endsOn,
    lastDay: addDays(endsOn, -1),
    globalScore,
    areas: lifeAreas.map((info, index) => ({ areaId: areaIdOf(info.key), key: info.key, areaName: info.name.es, score: scores[index] ?? null, isFocus: index < 3 })),
    pulse: null,
  };
}

export function analyticsFixture(changes: Partial<Analytics> = {}): Analytics {
  return {
    today: '2030-04-10',
    currentCycleId: cycleIdOf(2),
    cycles: [
      cycle(1, [3, 4, 5, 7, 8, 6], 'CLOSED', '2030-01-01', '2030-04-01', 5.5),
      cycle(2, [6, 5, 7, 7, 8, null], 'ACTIVE', '2030-04-04', '2030-07-03', 6.6),
    ],
    targetPercent: 85,
    weeks: [
      { weekStart: '2030-03-25', due: 4, done: 4, score: 100, provisional: false },
      { weekStart: '2030-04-01', due: 0, done: 0, score: null, provisional: false },
      { weekStart: '2030-04-08', due: 3, done: 2, score: 67, provisional: true },
    ],
    completions: [
      { date: '2030-04-04', completed: 0 },
      { date: '2030-04-05', completed: 2 },
      { date: '2030-04-06', completed: 1 },
      { date: '2030-04-07', completed: 0 },
      { date: '2030-04-08', completed: 3 },
      { date: '2030-04-09', completed: 0 },
      { date: '2030-04-10', completed: 1 },
    ],
    projects: [
      {
        id: PROJECT_ID,
        cycleId: cycleIdOf(2),
        title: 'Leer 12 libros',
        status: 'ACTIVE',
        areaId: areaIdOf('PERSONAL_DEVELOPMENT'),
        areaKey: 'PERSONAL_DEVELOPMENT',
        startDate: '2030-04-05',
        endDate: '2030-08-05',
        progressPercentage: 40,
        timeElapsedPercentage: 4,
        actionsDone: 4,
        actionsPlanned: 10,
        daysLeft: 117,
        expectedScore: 8,
        predictedScore: 7,
        goals: [{ id: GOAL_ID, goalType: 'DO', content: 'Leer 30 minutos cada día', actionsDone: 4, actionsPlanned: 10, budgets: [] }],
        budgets: [{ currencyCode: 'EUR', planned: 120, spent: 45.5 }],
      },
    ],
    budgets: [
      { currencyCode: 'EUR', planned: 1234.5, spent: 45.5 },
      { currencyCode: 'USD', planned: 80, spent: 0 },
    ],
    ...changes,
  };
}
