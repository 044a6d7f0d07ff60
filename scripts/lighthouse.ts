// `npm run lighthouse`: Lighthouse (mobile) on / and /login (signed out) and /home (signed in) of the production
// build, with the system Chromium, each run with an empty HTTP cache (a first load). Each page runs RUNS times (LIGHTHOUSE_RUNS); the median of each figure is
// printed beside its target with the load average, and the script fails when a median misses its target. The
// performance score is CPU-throttled: on a loaded machine read it with total blocking time, bytes and requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/chromium';
import { Api } from './bench/api';
import { freePort, startServer } from './bench/servers';
import { ensureClientBuild } from './prepare';

const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

type Figures = Record<Category, number> & { tbt: number; fcp: number; lcp: number; kb: number; requests: number };

ensureClientBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-lh-'));
const server = await startServer({ NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' });
const port = await freePort();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-lh-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

let failed = false;
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

  console.log(`Lighthouse mobile, median of ${RUNS} runs per page; load average before: ${loadAverage()}`);
  console.log(`${'page'.padEnd(20)}${'perf'.padEnd(10)}${'a11y'.padEnd(10)}${'best-pr.'.padEnd(10)}${'seo'.padEnd(10)}${'TBT ms'.padEnd(9)}${'FCP ms'.padEnd(9)}${'LCP ms'.padEnd(9)}${'KB'.padEnd(8)}requests`);
  // The signed-in page first; / and /login are then measured signed out (a first visit), since /login
  // redirects a signed-in user.
  failed = report('/home (signed in)', await measure('/home')) || failed;
  await browser.clearCookies();
  await page.evaluate(() => localStorage.clear());
  failed = report('/ (signed out)', await measure('/')) || failed;
  failed = report('/login (signed out)', await measure('/login')) || failed;
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
if (failed) {
  console.error('A median is under its target.');
  process.exit(1);
}

async function measure(url: string): Promise<Figures[]> {
  const runs: Figures[] = [];
  const cdp = await browser.newCDPSession(browser.pages()[0]!);
  for (let run = 0; run < RUNS; run++) {
    // Storage stays (the session), the HTTP cache goes: Lighthouse would otherwise measure a repeat visit.
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(`${server.url}${url}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: Category) => Math.round((categories[key]?.score ?? 0) * 100);
    const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
      fcp: audits['first-contentful-paint']?.numericValue ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      kb: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      requests,
    });
  }
  return runs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Prints the medians (and each run's performance score); true when a median misses its target. */
function report(label: string, runs: Figures[]): boolean {
  let missed = false;
  const cells = CATEGORIES.map((key) => {
    const value = median(runs.map((run) => run[key]));
    if (value < TARGETS[key]) missed = true;
    return `${value}${value >= TARGETS[key] ? ' ✓' : ` (<${TARGETS[key]})`}`.padEnd(10);
  });
  const figure = (key: 'tbt' | 'fcp' | 'lcp' | 'kb' | 'requests', width: number) => Math.round(median(runs.map((run) => run[key]))).toString().padEnd(width);
  console.log(`${label.padEnd(20)}${cells.join('')}${figure('tbt', 9)}${figure('fcp', 9)}${figure('lcp', 9)}${figure('kb', 8)}${figure('requests', 0)}  perf runs: ${runs.map((run) => run.performance).join(', ')}`);
  return missed;
}

function loadAverage(): string {
  return os.loadavg().map((value) => value.toFixed(2)).join(' ');
}
