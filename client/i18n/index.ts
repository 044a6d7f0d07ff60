import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGS, langOrDefault, type Lang } from '../../domain/messages/format';
import { addMessageTexts } from '../lib/messages';
import { linkManifest } from '../lib/web-manifest';
import type { es } from './es';
import { auth as esAuth } from './es/auth';
import { common as esCommon } from './es/common';
import { errors as esErrors } from './es/errors';
import { documents as esDocuments } from './es/documents';
import { onboarding as esOnboarding } from './es/onboarding';

export const LANGUAGE_STORAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/** The stored choice when it is exactly 'es' or 'en'; anything else (a script, say) is replaced by 'es'. */
export function storedLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Lang {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLang(value)) return value;
  storage.setItem(LANGUAGE_STORAGE_KEY, DEFAULT_LANG);
  return DEFAULT_LANG;
}

/**
 * The language a link from a mail carries (`?lang=es|en`, server/env.ts appLink), which wins over the stored choice:
 * an English mail opens an English page in a fresh browser. The parameter leaves the address bar once read, so a
 * later switch of language is not undone by a reload.
 */
export function linkedLanguage(place: Pick<Location, 'search' | 'pathname' | 'hash'> = window.location, history: Pick<History, 'replaceState'> = window.history): Lang | null {
  const params = new URLSearchParams(place.search);
  const value = params.get('lang');
  if (value === null) return null;
  params.delete('lang');
  const rest = params.toString();
  history.replaceState(null, '', `${place.pathname}${rest === '' ? '' : `?${rest}`}${place.hash}`);
  return isLang(value) ? value : null;
}

/** The language to start in: a mail link's, kept as the stored choice, or else the stored one. */
export function startLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Lang {
  const linked = linkedLanguage();
  if (linked === null) return storedLanguage(storage);
  storage.setItem(LANGUAGE_STORAGE_KEY, linked);
  return linked;
}

/** The language in use, always one of the two. */
export function currentLanguage(): Lang {
  return langOrDefault(i18n.resolvedLanguage);
}

type Texts = Record<string, ResourceKey>;
type EnglishLoader = () => Promise<Texts>;

// Spanish, the default and the fallback, ships with the code that shows it. English texts load on demand (their
// own chunks), the first time English is chosen or stored: the first screens' texts, plus those of each group of
// screens whose code has loaded (addTexts).
const englishLoaders: EnglishLoader[] = [
  () =>
    import('./en-first').then((module) => {
      addMessageTexts('en', module.englishMessages);
      return module.englishFirst;
    }),
];

async function loadEnglish(loaders: EnglishLoader[]): Promise<Texts> {
  const parts = await Promise.all(loaders.map((load) => load()));
  return parts.reduce<Texts>((all, part) => ({ ...all, ...part }), {});
}

const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'en') {
      callback(null, {});
      return;
    }
    loadEnglish(englishLoaders).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** English texts on their way. */
const adding = new Set<Promise<void>>();
/** English texts whose chunk did not load (offline, or an old build's after a deploy): textsAdded asks again. */
let failed: EnglishLoader[] = [];

function addEnglish(english: EnglishLoader): Promise<void> {
  const added = english().then(
    (texts) => {
      i18n.addResourceBundle('en', 'translation', texts, true, true);
    },
    (error: unknown) => {
      failed.push(english);
      throw error;
    },
  );
  adding.add(added);
  const settled = () => adding.delete(added);
  added.then(settled, settled);
  return added;
}

/**
 * Adds the texts of a group of screens when their code loads: the Spanish ones at once, the English ones when
 * English is in use or has been loaded (otherwise on the switch to English). Resolves once the texts of the
 * language in use are in place.
 */
export function addTexts(spanish: Texts, english: EnglishLoader): Promise<void> {
  i18n.addResourceBundle('es', 'translation', spanish, true, true);
  englishLoaders.push(english);
  if (currentLanguage() !== 'en' && !i18n.hasResourceBundle('en', 'translation')) return Promise.resolve();
  return addEnglish(english);
}

/**
 * Resolves once the texts of every group of screens loaded so far are in place (see addTexts); texts that failed to
 * load are asked for again, so a screen retried after a failed load gets them.
 */
export function textsAdded(): Promise<unknown> {
  const again = failed;
  failed = [];
  for (const english of again) void addEnglish(english).catch(() => undefined);
  return Promise.all(adding);
}

// The first bundle carries the Spanish texts of the screens it shows (landing, sign-in, registration, legal, not
// found, the frame); the signed-in screens bring theirs with their code (./features, imported by Screen).
/** Resolves when the texts of the stored language are loaded: render after it. */
export const textsReady = i18n
  .use(onDemand)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: { ...esCommon, errors: esErrors, onboarding: esOnboarding, auth: esAuth, documents: esDocuments } } },
    partialBundledLanguages: true,
    lng: startLanguage(),
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGS,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (language) => {
  const chosen = langOrDefault(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, chosen);
  document.documentElement.lang = chosen;
  linkManifest(chosen);
});
document.documentElement.lang = currentLanguage();
linkManifest(currentLanguage());

export default i18n;
