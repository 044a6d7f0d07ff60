import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: install Debian\'s chromium or set CHROME_PATH');
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A phone-sized page on the app under test. */
export async function newPhonePage(browser: Browser, locale = 'es-ES'): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { context, page, baseUrl: inject('baseUrl') };
}
