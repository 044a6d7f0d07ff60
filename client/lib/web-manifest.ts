// The page's web app manifest follows the language in use (scripts/vite-web-manifests.ts writes one per language),
// so a browser that offers to install the app shows its name and description in that language.
import type { Lang } from '../../domain/messages/format';

/** The address of the manifest in `lang`: Spanish's, the default language's, is the one index.html links. */
export function manifestHref(lang: Lang): string {
  return lang === 'es' ? '/manifest.webmanifest' : `/manifest.${lang}.webmanifest`;
}

/** Points the page's <link rel="manifest"> at the manifest in `lang`. */
export function linkManifest(lang: Lang, doc: Document = document): void {
  doc.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(lang));
}
