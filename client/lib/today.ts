// Today's date where the user is, apart from time-zone.ts: every call of the first bundle sends the time zone, and
// the date rules this needs belong with the screens that show dates, not in the first load.
import { localDate } from '../../domain/rules/dates';
import { browserTimeZone } from './time-zone';

/** Today's calendar date where the user is ('YYYY-MM-DD'). */
export function todayInBrowser(now: Date = new Date()): string {
  return localDate(now, browserTimeZone());
}
