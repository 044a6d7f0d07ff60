import { accountsMessages } from './accounts';
import { commonMessages } from './common';
import { lifewheelMessages } from './lifewheel';
import { projectsMessages } from './projects';
import { subscriptionsMessages } from './subscriptions';
import type { ErrorKind, MessageCatalogue, MessageEntry } from './types';

export type { ErrorKind, MessageEntry } from './types';

/** Every error code and validation message of the API, in es and en. The client translates codes with it too. */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...lifewheelMessages,
  ...projectsMessages,
  ...subscriptionsMessages,
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

/** The text of a code in a language, with {placeholders} filled from params. */
export function translate(code: MessageCode, lang: Lang, params: MessageParams = {}): string {
  const entry: MessageEntry = messages[code];
  return entry[lang].replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
