// Which week the weekly screens speak of, read with the domain's week rules in the browser's time zone.
import { addDays } from '../../../domain/rules/dates';
import { reviewOpensOn, weekStart } from '../../../domain/rules/weekly';
import type { Review } from '../../../domain/schemas/weekly';

/** The week a review is written for by default: the current one from its Friday, the last one before. */
export function reviewableWeek(today: string): string {
  const monday = weekStart(today);
  return today >= reviewOpensOn(monday) ? monday : addDays(monday, -7);
}

/** The current week asks for its review: it is its Friday or later and no review of it exists. */
export function reviewDue(today: string, reviews: readonly Pick<Review, 'weekStart'>[]): boolean {
  const monday = weekStart(today);
  return today >= reviewOpensOn(monday) && !reviews.some((review) => review.weekStart === monday);
}
