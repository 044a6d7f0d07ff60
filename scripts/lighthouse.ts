// `npm run lighthouse`: Lighthouse (mobile) on /, /login and /home (signed in) of the production build, with the
// system Chromium. Prints performance, accessibility and best-practices scores next to their targets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/browser';
import { Api } from './bench/api';
import { freePort, startProcess } from './bench/servers';
import { ensureClientBuild } from './prepare';

const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;

ensureClientBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-lh-'));
const server = await startProcess('server/main.ts', { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' }, '/api/v1/health');
const port = await freePort();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-lh-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  const email = `lighthouse-${Date.now()}@example.com`;
  await new Api(server.url).call('POST', '/users/register', {
    email, password: 'lighthouse', firstName: 'Luz', lastName: 'Faro', address: 'Calle 1', phone: '+34 600000001', acceptTermsAndPolicies: true,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/email/i).first().fill(email);
  await page.getByLabel(/contraseña|password/i).first().fill('lighthouse');
  await page.getByRole('button', { name: /iniciar sesión|sign in/i }).click();
  await page.waitForURL('**/home');

  const pages = [['/', 'landing'], ['/login', 'login (signed out)'], ['/home', 'home (signed in)']] as const;
  console.log(`${'page'.padEnd(22)}${'performance'.padEnd(14)}${'accessibility'.padEnd(16)}best-practices`);
  for (const [url, label] of pages) {
    // /login redirects signed-in users, so it is measured in a fresh profile-less run below.
    if (url === '/login') continue;
    const result = await lighthouse(`${server.url}${url}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
      disableStorageReset: true,
    });
    report(label, result?.lhr.categories);
  }
  await browser.clearCookies();
  await page.evaluate(() => localStorage.clear());
  const login = await lighthouse(`${server.url}/login`, { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS), disableStorageReset: true });
  report('login (signed out)', login?.lhr.categories);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}

function report(label: string, categories: Record<string, { score: number | null }> | undefined): void {
  const cells = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((key) => {
    const score = Math.round((categories?.[key]?.score ?? 0) * 100);
    return `${score} ${score >= TARGETS[key] ? '✓' : `(target ${TARGETS[key]})`}`;
  });
  console.log(`${label.padEnd(22)}${cells[0]!.padEnd(14)}${cells[1]!.padEnd(16)}${cells[2]}`);
}
