// `npm run screenshots`: a phone-sized PNG of every screen of SPEC.md section 2 (with data, empty, and the main
// dialogs) in Spanish and English, from the production build on a fresh PGlite folder, into screenshots/
// (git-ignored) as <lang>-<screen>.png, so the whole app can be looked at at once. Options, then screen names:
// `--out=DIR` (another folder), `--widths=390,1280` (one PNG per width, named <lang>-<width>-<screen>.png when more
// than the phone's), `--themes=light,dark` (the colour scheme the browser reports; -<theme> in the name when dark),
// `--langs=es` (fewer languages). `npm run screenshots -- --out=/tmp/shots --widths=390,1280 --themes=light,dark now`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/chromium';
import { arrangeCast, SCREENS, showScreen, type Cast, type Language } from '../tests/e2e/support/screens';
import { startServer } from './bench/servers';
import { ensureClientBuild } from './prepare';

const { values: options, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'screenshots' }, widths: { type: 'string', default: '390' }, themes: { type: 'string', default: 'light' }, langs: { type: 'string', default: 'es,en' } },
});
const OUT_DIR = path.resolve(options.out);
const LANGUAGES = options.langs.split(',') as Language[];
const WIDTHS = options.widths.split(',').map(Number);
const THEMES = options.themes.split(',') as ('light' | 'dark')[];
// The data is dated in the earliest zone and the browser runs in the latest one (25 hours apart), so the action
// due 'today' when it was created is already overdue on screen while the others are still due soon or later.
const ARRANGE_ZONE = 'Pacific/Pago_Pago';
const BROWSER_ZONE = 'Pacific/Kiritimati';
const PHONE = { width: 390, height: 844 };
const DESKTOP_HEIGHT = 800;
const MAX_SCREENS = 4;

ensureClientBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-shots-'));
// One run arranges four users and opens some 80 screens within a minute: the per-IP API limits would turn
// that into waiting, and they are not what this script looks at.
const server = await startServer({ NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'] });
let failures = 0;

try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const cast = await arrangeCast(server.url, ARRANGE_ZONE, path.join(dataDir, 'outbox'));
  const screens = only.length > 0 ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) failures += await shootAll(cast, screens, language, width, theme);
    }
  }
  console.log(`${failures === 0 ? 'All' : 'Some'} screenshots written to ${path.relative(process.cwd(), OUT_DIR)}/`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
/** Every screen in one language, width and theme; answers how many could not be brought to their state. */
async function shootAll(cast: Cast, screens: typeof SCREENS, language: Language, width: number, theme: 'light' | 'dark'): Promise<number> {
  const phone = width < 640;
  const viewport = phone ? { ...PHONE, width } : { width, height: DESKTOP_HEIGHT };
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: language === 'es' ? 'es-ES' : 'en-US',
    timezoneId: BROWSER_ZONE,
    reducedMotion: 'reduce',
    colorScheme: theme,
  });
  const page = await context.newPage();
  let failed = 0;
  const suffix = `${WIDTHS.length > 1 || width !== PHONE.width ? `-${width}` : ''}${theme === 'dark' ? '-dark' : ''}`;
  for (const screen of screens) {
    const file = path.join(OUT_DIR, `${language}${suffix}-${screen.name}.png`);
    try {
      await showScreen(page, server.url, cast, screen, language);
      await capture(page, file, viewport);
      console.log(`  ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      failed += 1;
      await capture(page, file, viewport).catch(() => undefined);
      console.error(`  ${language}${suffix}-${screen.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  await context.close();
  return failed;
}

/**
 * The whole screen in one picture: the viewport grown to the document's height (up to a few screens), so fixed
 * parts such as the bottom navigation sit at the bottom instead of across the middle.
 */
async function capture(page: Page, file: string, viewport: { width: number; height: number }): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(height, viewport.height), viewport.height * MAX_SCREENS) });
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}

if (failures > 0) {
  console.error(`${failures} screen(s) could not be brought to their state (their PNG shows where it stopped)`);
  process.exit(1);
}
