// A Vite plugin: the web app manifests, one per language, written into the build beside index.html:
// /manifest.webmanifest in Spanish (the default, linked from index.html) and /manifest.en.webmanifest in English (the
// page's link follows the language in use: client/lib/web-manifest.ts). Both have the same id, so either installs
// the same app. Their texts are the app's own (client/i18n/*/common.ts), their colours the light theme's
// (client/styles.css), their icons client/public/icons/ (scripts/render-icons.ts; Apple's, which iOS reads from
// index.html's apple-touch-icon link rather than from a manifest, is left out).
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { common as en } from '../client/i18n/en/common.ts';
import { common as es } from '../client/i18n/es/common.ts';
import { manifestHref } from '../client/lib/web-manifest.ts';
import { LANGS, type Lang } from '../domain/messages/format.ts';

const texts: Record<Lang, typeof es> = { es, en };

/** --color-brand, the browser's bar and the installed app's title bar (index.html's theme-color in the light theme). */
const THEME_COLOR = '#4f46e5';
/** --color-bg, the splash screen behind the icon while the app starts. */
const BACKGROUND_COLOR = '#f8fafc';

export function webManifestOf(lang: Lang): Partial<ManifestOptions> {
  const { app } = texts[lang];
  return {
    id: '/',
    name: app.name,
    short_name: app.name,
    description: app.tagline,
    lang,
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

export function webManifests(): Plugin {
  return {
    name: 'prospera-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of LANGS) {
        this.emitFile({ type: 'asset', fileName: manifestHref(lang).slice(1), source: `${JSON.stringify(webManifestOf(lang), null, 2)}\n` });
      }
    },
  };
}
