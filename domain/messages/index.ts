import { accountsMessages } from './accounts';
import { actionsMessages } from './actions';
import { commonMessages } from './common';
import { documentsMessages } from './documents';
import { goalsMessages } from './goals';
import { lifewheelMessages } from './lifewheel';
import { projectsMessages } from './projects';
import { subscriptionsMessages } from './subscriptions';
import { weeksMessages } from './weeks';
import type { ErrorKind, MessageCatalogue, MessageEntry, PluralText } from './types';

export type { ErrorKind, MessageEntry, PluralText } from './types';

/**
 * Every error code and validation message of the API, in es and en, one file per area (the areas of
 * server/operations and server/services). The client translates codes with it too.
 */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...lifewheelMessages,
  ...projectsMessages,
  ...goalsMessages,
  ...actionsMessages,
  ...subscriptionsMessages,
  ...documentsMessages,
  ...weeksMessages,
} as const satisfies MessageCatalogue;

export type MessageCode = keyof typeof messages;
export type Lang = 'es' | 'en';
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(messages, value);
}

/** The error kind of a code; undefined for validation messages. */
export function kindOf(code: MessageCode): ErrorKind | undefined {
  return (messages[code] as MessageEntry).kind;
}

/** The text of a code in a language, in the plural form its count asks for, with {placeholders} filled from params. */
export function translate(code: MessageCode, lang: Lang, params: MessageParams = {}): string {
  const entry: MessageEntry = messages[code];
  const text = 'count' in entry ? pluralForm(entry[lang], lang, params[entry.count]) : entry[lang];
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

function pluralForm(forms: PluralText, lang: Lang, count: string | number | undefined): string {
  return new Intl.PluralRules(lang).select(Number(count)) === 'one' ? forms.one : forms.other;
}
