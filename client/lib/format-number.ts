// The reader's locale and plain numbers, apart from the rest of format.ts: the landing screen, in the first bundle,
// shows a number, and a module the first bundle imports travels in it whole.
import { currentLanguage, type Language } from '../i18n';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

export function localeOf(language: Language = currentLanguage()): string {
  return locales[language];
}

export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
