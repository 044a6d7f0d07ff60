// The client's stand-in for domain/messages (see scripts/vite-message-texts.ts): the same translate and
// isMessageCode over the catalogue's texts one language at a time. Spanish ships with the first load; English is
// added by the chunk that loads when English is chosen, and until then its codes read in Spanish.
import spanish from 'virtual:message-texts/es';
import type { MessageCode } from '../../domain/messages';
import { fillText, type Lang, type LanguageTexts, type MessageParams } from '../../domain/messages/format';

export type { Lang, MessageCode, MessageParams };

const catalogues: Partial<Record<Lang, LanguageTexts>> = { es: spanish };

/** Adds the catalogue's texts in one language (English, when its chunk loads). */
export function addMessageTexts(lang: Lang, texts: LanguageTexts): void {
  catalogues[lang] = texts;
}

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(spanish, value);
}

export function translate(code: MessageCode, lang: Lang, params: MessageParams = {}): string {
  const text = catalogues[lang]?.[code] ?? spanish[code];
  return text === undefined ? code : fillText(text, lang, params);
}
