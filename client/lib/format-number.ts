// The reader's locale and plain numbers, apart from the rest of format.ts: the landing screen, in the first bundle,
// shows a number, and a module the first bundle imports travels in it whole.
import { currentLanguage } from '../i18n';
import { LOCALES, type Lang } from '../../domain/messages/format';

export function localeOf(language: Lang = currentLanguage()): string {
  return LOCALES[language];
}

export function formatNumber(value: number, language: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
