// Dates, money and today's date for the plan screens, through Intl in the reader's language.
import { dateToUtc, localDate } from '../../../domain/rules/dates';
import type { Language } from '../../i18n';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/** The browser's IANA time zone: the one the client sends in X-Time-Zone, so both sides share 'today'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's calendar date where the user is ('YYYY-MM-DD'). */
export function todayInBrowser(now: Date = new Date()): string {
  return localDate(now, browserTimeZone());
}

/** A 'YYYY-MM-DD' calendar date as the reader writes it (15 ene 2026 / Jan 15, 2026). */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(dateToUtc(date));
}

/** An amount in its own currency; an unknown code falls back to the amount with the code beside it. */
export function formatMoney(amount: number, currencyCode: string, language: Language): string {
  try {
    return new Intl.NumberFormat(locales[language], { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locales[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currencyCode}`;
  }
}
