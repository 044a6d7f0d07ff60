// Server answers shaped like companions.* (domain/schemas/companions.ts), for the profile's card, the accept page,
// "Personas que acompaño" and the shared view.
import { lifeAreas } from '../../domain/content/life-areas';
import type { OwnedShare, SharedView, SupportedPerson } from '../../domain/schemas/companions';
import { comparison, twoCycles } from './cycles';
import { uuid } from './projects';
import { areaIdOf, cycleFixture } from './wheel';

const NONE = { wheel: false, cycles: false, plan: false, budgets: false, weekly: false, reviewText: false };

export const SHARE_ID = uuid(4101);

/** A share as its owner lists it: invited by default, with the choices given. */
export function ownedShare(changes: Partial<Omit<OwnedShare, 'choices'>> & { choices?: Partial<OwnedShare['choices']> } = {}): OwnedShare {
  return {
    id: SHARE_ID,
    email: 'coach@example.com',
    companionName: null,
    role: 'COACH',
    status: 'INVITED',
    createdAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: null,
    ...changes,
    choices: { ...NONE, ...changes.choices },
  };
}

/** The person supported, as the companion sees them. */
export function supportedPerson(choices: Partial<SupportedPerson['choices']> = {}): SupportedPerson {
  return { id: SHARE_ID, firstName: 'Lucía', role: 'COACH', choices: { ...NONE, ...choices }, acceptedAt: '2026-11-21T10:00:00.000Z' };
}

/** The twelve Mondays up to 2030-06-24 (this week), oldest first. */
export const WEEKS = Array.from({ length: 12 }, (_, index) => {
  const day = new Date(Date.UTC(2030, 5, 24 - 7 * (11 - index)));
  return day.toISOString().slice(0, 10);
});
export const THIS_WEEK = WEEKS[11]!;
export const LAST_WEEK = WEEKS[10]!;

/** Every part shared, budgets and review text included, with a note of the companion on last week. */
export function fullView(): SharedView {
  const projectId = uuid(4201);
  const goalId = uuid(4301);
  return {
    person: supportedPerson({ wheel: true, cycles: true, plan: true, budgets: true, weekly: true, reviewText: true }),
    wheel: {
      globalScore: 6,
      cycle: { ...cycleFixture, day: 45 },
      areas: lifeAreas.map((area, index) => ({
        id: areaIdOf(area.key),
        key: area.key,
        areaName: area.name.es,
        color: area.color,
        emoji: area.emoji,
        order: index,
        score: index === 5 ? null : index + 3,
        isFocus: index === 0,
      })),
    },
    cycles: { history: { ...twoCycles(), cycles: twoCycles().cycles.map((cycle, index) => (index === 0 ? { ...cycle, pulse: { takenAt: '2030-02-19T10:00:00.000Z', asked: 3, nowYes: 1 } } : cycle)) }, comparison: comparison() },
    plan: {
      projects: [
        {
          id: projectId,
          title: 'Leer 12 libros',
          status: 'ACTIVE',
          areaKey: 'PERSONAL_DEVELOPMENT',
          progressPercentage: 50,
          budget: { dailyIncomeTarget: 2, monthlyIncomeTarget: 60, currencySymbol: '€' },
        },
      ],
      goals: [{ id: goalId, projectId, goalType: 'WEEKLY', title: 'Un capítulo al día', completed: false }],
      actions: [
        { id: uuid(4401), goalId, title: 'Comprar el primer libro', dueDate: '2030-06-25', completed: true, budget: { baseCapital: 20, actualCost: 18 } },
        { id: uuid(4402), goalId, title: 'Leer el capítulo 1', dueDate: '2030-06-26', completed: false, budget: { baseCapital: 0, actualCost: null } },
      ],
    },
    weekly: {
      weeks: WEEKS.map((weekStart, index) => ({ weekStart, due: 4, done: index === 11 ? 1 : 3, score: index === 11 ? 25 : 75, provisional: index === 11 })),
      reviews: [{ weekStart: LAST_WEEK, rating: 4, text: { wins: 'Leí cada día', obstacles: 'Poco tiempo', changes: 'Leer por la mañana' } }],
      notes: [{ weekStart: LAST_WEEK, text: '¡Gran semana!' }],
    },
  };
}
