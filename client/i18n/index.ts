import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { errors as enErrors } from './en/errors';
import { legal as enLegal } from './en/legal';
import { onboarding as enOnboarding } from './en/onboarding';
import type { es } from './es';
import { auth as esAuth } from './es/auth';
import { common as esCommon } from './es/common';
import { errors as esErrors } from './es/errors';
import { legal as esLegal } from './es/legal';
import { onboarding as esOnboarding } from './es/onboarding';

export const LANGUAGE_STORAGE_KEY = 'language';
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

/** The stored choice when it is exactly 'es' or 'en'; anything else (a script, say) is replaced by 'es'. */
export function storedLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Language {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(value)) return value;
  storage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  return 'es';
}

/** The language in use, always one of the two. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
}

// The first bundle carries the texts of the screens it shows (landing, sign-in, registration, legal, not found,
// the frame); the signed-in screens bring theirs with their code (./features, imported by Screen).
void i18n.use(initReactI18next).init({
  resources: {
    es: { translation: { ...esCommon, errors: esErrors, onboarding: esOnboarding, auth: esAuth, legal: esLegal } },
    en: { translation: { ...enCommon, errors: enErrors, onboarding: enOnboarding, auth: enAuth, legal: enLegal } },
  },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  const chosen = isLanguage(language) ? language : 'es';
  localStorage.setItem(LANGUAGE_STORAGE_KEY, chosen);
  document.documentElement.lang = chosen;
});
document.documentElement.lang = currentLanguage();

export default i18n;
