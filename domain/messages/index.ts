import { accountDataMessages } from './account-data';
import { accountsMessages } from './accounts';
import { apiTokensMessages } from './api-tokens';
import { actionsMessages } from './actions';
import { calendarMessages } from './calendar';
import { commonMessages } from './common';
import { companionsMessages } from './companions';
import { documentsMessages } from './documents';
import { goalsMessages } from './goals';
import { wheelMessages } from './wheel';
import { notificationsMessages } from './notifications';
import { oauthMessages } from './oauth';
import { passwordResetMessages } from './password-reset';
import { projectsMessages } from './projects';
import { pulseMessages } from './pulse';
import { subscriptionsMessages } from './subscriptions';
import { weeklyMessages } from './weekly';
import { pushMessages } from './push';
import { webhooksMessages } from './webhooks';
import { entryText, fillText, type Lang, type MessageParams } from './format';
import type { ErrorKind, MessageCatalogue, MessageEntry } from './types';

export type { ErrorKind, MessageEntry, PluralText } from './types';

/**
 * Every error code and validation message of the API, in es and en, one file per area (the areas of
 * server/operations and server/services). The client translates codes with it too, one language at a time
 * (client/lib/messages.ts stands in for this module in the client's build).
 */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...apiTokensMessages,
  ...passwordResetMessages,
  ...accountDataMessages,
  ...notificationsMessages,
  ...oauthMessages,
  ...wheelMessages,
  ...projectsMessages,
  ...goalsMessages,
  ...actionsMessages,
  ...subscriptionsMessages,
  ...documentsMessages,
  ...weeklyMessages,
  ...calendarMessages,
  ...webhooksMessages,
  ...pushMessages,
  ...pulseMessages,
  ...companionsMessages,
} as const satisfies MessageCatalogue;

export type MessageCode = keyof typeof messages;
export type { Lang, MessageParams } from './format';

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(messages, value);
}

/** The error kind of a code; undefined for validation messages. */
export function kindOf(code: MessageCode): ErrorKind | undefined {
  return (messages[code] as MessageEntry).kind;
}

/** The text of a code in a language, in the plural form its count asks for, with {placeholders} filled from params. */
export function translate(code: MessageCode, lang: Lang, params: MessageParams = {}): string {
  return fillText(entryText(messages[code], lang), lang, params);
}
