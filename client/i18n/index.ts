import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

export const LANGUAGE_STORAGE_KEY = 'language';
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The stored choice when it is exactly 'es' or 'en'; anything else (a script, say) is replaced by 'es'. */
export function storedLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Language {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (value === 'es' || value === 'en') return value;
  storage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  return 'es';
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (language) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;
