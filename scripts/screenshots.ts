// `npm run screenshots`: a phone-sized PNG of every screen of SPEC.md section 2 (with data, empty, and the main
// dialogs) in Spanish and English, from the production build on a fresh PGlite folder, into screenshots/
// (git-ignored) as <lang>-<screen>.png, so the whole app can be looked at at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/chromium';
import { arrangeCast, SCREENS, showScreen, type Language } from '../tests/e2e/support/screens';
import { startServer } from './bench/servers';
import { ensureClientBuild } from './prepare';

const OUT_DIR = path.resolve('screenshots');
const LANGUAGES: readonly Language[] = ['es', 'en'];
// The data is dated in the earliest zone and the browser runs in the latest one (25 hours apart), so the action
// due 'today' when it was created is already overdue on screen while the others are still due soon or later.
const ARRANGE_ZONE = 'Pacific/Pago_Pago';
const BROWSER_ZONE = 'Pacific/Kiritimati';
const only = process.argv.slice(2);
const PHONE = { width: 390, height: 844 };
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
  const cast = await arrangeCast(server.url, ARRANGE_ZONE);
  const screens = only.length > 0 ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
  for (const language of LANGUAGES) {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: language === 'es' ? 'es-ES' : 'en-US',
      timezoneId: BROWSER_ZONE,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const screen of screens) {
      const file = path.join(OUT_DIR, `${language}-${screen.name}.png`);
      try {
        await showScreen(page, server.url, cast, screen, language);
        await capture(page, file);
        console.log(`  ${path.relative(process.cwd(), file)}`);
      } catch (error) {
        failures += 1;
        await capture(page, file).catch(() => undefined);
        console.error(`  ${language}-${screen.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    await context.close();
  }
  console.log(`${failures === 0 ? 'All' : 'Some'} screenshots written to ${path.relative(process.cwd(), OUT_DIR)}/`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
/**
 * The whole screen in one picture: the viewport grown to the document's height (up to a few phone screens), so
 * fixed parts such as the bottom navigation sit at the bottom instead of across the middle.
 */
async function capture(page: Page, file: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: PHONE.width, height: Math.min(Math.max(height, PHONE.height), PHONE.height * MAX_SCREENS) });
  await page.screenshot({ path: file });
  await page.setViewportSize(PHONE);
}

if (failures > 0) {
  console.error(`${failures} screen(s) could not be brought to their state (their PNG shows where it stopped)`);
  process.exit(1);
}
