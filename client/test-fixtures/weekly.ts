// Server answers of weekly.weeks and weekly.reviews, for the component tests of the weekly screens.
import { addDays } from '../../domain/rules/dates';
import type { Review, Weeks } from '../../domain/schemas/weekly';
import { uuid } from './projects';

type Week = Weeks['weeks'][number];

/** The weeks before `currentMonday` with these scores (oldest first; null = no action due), then the current week. */
export function weeksFixture(currentMonday: string, scores: readonly (number | null)[], current: Partial<Week> = {}, streak = 0): Weeks {
  const week = (monday: string, score: number | null, provisional: boolean): Week => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    due: score === null ? 0 : 20,
    done: score === null ? 0 : Math.round(score / 5),
    score,
    provisional,
    areas: [],
  });
  const past = scores.map((score, index) => week(addDays(currentMonday, -7 * (scores.length - index)), score, false));
  return { targetPercent: 85, weeks: [...past, { ...week(currentMonday, 50, true), due: 4, done: 2, ...current }], streak };
}

export function reviewFixture(monday: string, changes: Partial<Review> = {}): Review {
  return {
    id: uuid(700),
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    wins: 'Leí cada día',
    obstacles: 'Poco sueño',
    changes: 'Acostarme antes',
    rating: 4,
    createdAt: '2099-01-01T10:00:00.000Z',
    updatedAt: '2099-01-01T10:00:00.000Z',
    editableUntil: '2099-01-08T10:00:00.000Z',
    ...changes,
  };
}
