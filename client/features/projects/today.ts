// Today's calendar date where the user is: the browser's IANA time zone is the one the client sends in
// X-Time-Zone, so both sides share 'today'.
import { localDate } from '../../../domain/rules/dates';

/** Today's calendar date where the user is ('YYYY-MM-DD'). */
export function todayInBrowser(now: Date = new Date()): string {
  return localDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
