// Numbers in the reader's language, through Intl.
import { currentLanguage, type Language } from '../i18n';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}
