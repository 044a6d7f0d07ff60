// Numbers, dates, money, scores and lists through Intl in the reader's language. Calendar dates ('YYYY-MM-DD')
// are shown as the date they name, whatever the reader's time zone; instants are shown in the reader's time zone.
import { dateToUtc } from '../../domain/rules/dates';
import { currentLanguage } from '../i18n';
import type { Lang } from '../../domain/messages/format';
import { localeOf } from './format-number';

export { formatNumber } from './format-number';

/** A calendar date ('2025-10-11') as '11 oct 2025' / 'Oct 11, 2025'. */
export function formatCalendarDate(date: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(dateToUtc(date.slice(0, 10)));
}

/** A calendar date written out in full ('1 de abril de 2099' / 'April 1, 2099'), like formatInstantDate's. */
export function formatCalendarDateLong(date: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(dateToUtc(date.slice(0, 10)));
}

/** A calendar date as its day and month only ('7 sept' / 'Sep 7'), for a chart's axis. */
export function formatDayMonth(date: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(dateToUtc(date.slice(0, 10)));
}

/** An instant (ISO string) as its date in the reader's time zone, written out in full. */
export function formatInstantDate(instant: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(instant));
}

/**
 * An instant as its date in the reader's time zone, in the calendar dates' short style ('2 ene 2025' / 'Jan 2,
 * 2025'): for a card that also shows calendar dates (formatCalendarDate), so one card writes dates one way.
 */
export function formatInstantDateShort(instant: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(instant));
}

/** An amount in a currency ('USD'), with the currency's usual decimals; an unknown code falls back to the amount with the code beside it. */
export function formatMoney(amount: number, currencyCode: string, language: Lang = currentLanguage()): string {
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currencyCode}`;
  }
}

/** The symbol a currency is written with in the reader's language ('US$' in Spanish, '$' in English). */
function currencySymbolIn(currencyCode: string, language: Lang): string {
  const parts = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currencyCode }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
}

/** An amount with its currency in plain words and its symbol: '26,97 dólares estadounidenses (US$)' / '26.97 US dollars ($)'. */
export function formatMoneyInWords(amount: number, currencyCode: string, language: Lang = currentLanguage()): string {
  const words = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currencyCode, currencyDisplay: 'name' }).format(amount);
  return `${words} (${currencySymbolIn(currencyCode, language)})`;
}

/** A currency's name in the plural, in plain words, with its symbol: 'dólares estadounidenses (US$)' / 'US dollars ($)'. */
export function currencyInWords(currencyCode: string, language: Lang = currentLanguage()): string {
  const parts = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currencyCode, currencyDisplay: 'name' }).formatToParts(2);
  const name = parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
  return `${name} (${currencySymbolIn(currencyCode, language)})`;
}

/** A 0-10 score with one decimal ('6,5' / '6.5'). */
export function formatScore(score: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
}

export function formatPercent(percent: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** A change with its sign ('+1,5', '-2', '0'), up to one decimal. */
export function formatSignedNumber(value: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);
}

/** A percent change with its sign and one decimal at most ('+20 %', '-12,5 %'). */
export function formatSignedPercent(percent: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100);
}

/** A percent with one decimal at most ('66,7 %'). */
export function formatPercentTenth(percent: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** The names joined as the language joins a list ('A, B y C' / 'A, B, and C'). */
export function joinNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** A calendar date's weekday as one letter ('L' / 'M'), for the rows of a calendar grid. */
export function formatWeekdayNarrow(date: string, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'narrow', timeZone: 'UTC' }).format(dateToUtc(date.slice(0, 10)));
}

/** An hour of the day (0-23) as a clock time in the reader's language ('8:00' / '8:00 AM'). */
export function formatHourOfDay(hour: number, language: Lang = currentLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/** The place a zone is named after: 'America/Port_of_Spain' -> 'Port of Spain', 'UTC' -> 'UTC'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

function zonePart(zone: string, style: 'longGeneric' | 'shortOffset', language: Lang, at: Date): string | undefined {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: zone, timeZoneName: style }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * A time zone as people read it in their language: its city, the zone's name and its offset now, as in
 * 'Madrid · hora de Europa central (GMT+1)' / 'Madrid · Central European Time (GMT+1)'; the IANA id stays the value.
 */
export function formatZoneName(zone: string, language: Lang = currentLanguage(), at: Date = new Date()): string {
  const city = zoneCity(zone);
  const offset = zonePart(zone, 'shortOffset', language, at) ?? '';
  const generic = zonePart(zone, 'longGeneric', language, at);
  // A zone without a name of its own (UTC, Etc/GMT+5) gets only 'GMT…' back.
  return generic === undefined || generic.startsWith('GMT') ? `${city} (${offset})` : `${city} · ${generic} (${offset})`;
}

/** A language's name in the reader's language, lower-case inside a Spanish sentence: 'español', 'English'. */
export function formatLanguageName(code: Lang, language: Lang = currentLanguage()): string {
  return new Intl.DisplayNames(localeOf(language), { type: 'language' }).of(code) ?? code;
}
