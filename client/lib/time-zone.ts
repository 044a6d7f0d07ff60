// The user's time zone is the browser's: the client sends it in X-Time-Zone, so both sides share 'today'.
import { localDate } from '../../domain/rules/dates';

/** The browser's IANA time zone ('Europe/Madrid'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's calendar date where the user is ('YYYY-MM-DD'). */
export function todayInBrowser(now: Date = new Date()): string {
  return localDate(now, browserTimeZone());
}
