import type { MessageEntry, PluralText } from './types';

/** The languages Prospera speaks, Spanish first: an answer or a mail whose language is not known is in Spanish. */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The Intl locale (BCP 47) each language writes its dates, numbers and money in. */
export const LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', en: 'en-US' };

/** A stored language when it is one Prospera speaks, else null. */
export const langOf = (value: unknown): Lang | null => (isLang(value) ? value : null);

/** The language to answer in: the given one when Prospera speaks it, else the default. */
export const langOrDefault = (value: unknown): Lang => langOf(value) ?? DEFAULT_LANG;
export type MessageParams = Record<string, string | number>;

/** One entry's text in one language: a plain text, or plural forms chosen by the parameter named by `count`. */
export type LanguageText = string | { count: string; forms: PluralText };

/** A catalogue in one language, by code: what the client ships, one language at a time. */
export type LanguageTexts = Record<string, LanguageText>;

/** One entry's text in one language. */
export function entryText(entry: MessageEntry, lang: Lang): LanguageText {
  return 'count' in entry ? { count: entry.count, forms: entry[lang] } : entry[lang];
}

/** The texts of a catalogue in one language. */
export function languageTexts(catalogue: Record<string, MessageEntry>, lang: Lang): LanguageTexts {
  return Object.fromEntries(Object.entries(catalogue).map(([code, entry]) => [code, entryText(entry, lang)]));
}

/** A text in the plural form its count asks for, with {placeholders} filled from params. */
export function fillText(text: LanguageText, lang: Lang, params: MessageParams): string {
  const chosen = typeof text === 'string' ? text : pluralForm(text.forms, lang, params[text.count]);
  return chosen.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

function pluralForm(forms: PluralText, lang: Lang, count: string | number | undefined): string {
  return new Intl.PluralRules(lang).select(Number(count)) === 'one' ? forms.one : forms.other;
}
