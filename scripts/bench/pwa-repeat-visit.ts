// `npm run bench:pwa`: how much sooner a signed-in person's /home becomes interactive on a repeat visit, with the
// service worker's precache (issue 40, item 6), on a throttled phone: the production build and server on a fresh
// PGlite folder, Chromium at 390×844 with the network and CPU throttled through the DevTools protocol as Lighthouse's
// mobile profile throttles them (150 ms round trip and 1.6 Mbit/s down, 750 kbit/s up, times its DevTools factors;
// CPU 4× slower). "Interactive" here: from the start of the navigation until the page's main heading shows and the
// main thread is next idle (requestIdleCallback), read in the page from performance.now(). Each figure is the median
// of BENCH_ROUNDS runs (default 5): a cold visit (a fresh browser context: empty HTTP cache, no worker), a repeat
// visit without the worker (the same context, HTTP cache only) and one with it. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium';
import { registerAndLogin, type SignedIn } from '../../tests/e2e/support/arrange';
import { ensureClientBuild } from '../prepare';
import { startServer } from './servers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HEADING = 'Tu rueda de la vida';
/** Lighthouse's mobile throttling (its "Slow 4G" and 4× CPU), with the factors it applies under DevTools throttling. */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6384 * 0.9 * 1024 * 1024) / 8, uploadThroughput: (0.75 * 0.9 * 1024 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * Records in the page when the heading first shows and when the main thread is next idle after it. A string, not a
 * function: tsx wraps named functions in a helper the page does not have.
 */
const WATCH_INTERACTIVE = `(() => {
  const marks = { shown: -1, interactive: -1 };
  window.__interactive = marks;
  const observer = new MutationObserver(() => {
    if (marks.shown >= 0 || ![...document.querySelectorAll('h1')].some((element) => element.textContent.trim() === ${JSON.stringify(HEADING)})) return;
    marks.shown = performance.now();
    observer.disconnect();
    requestIdleCallback(() => (marks.interactive = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function newContext(browser: Browser, signedIn: SignedIn, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'es-ES', serviceWorkers });
  const { user, access_token, refresh_token } = signedIn.login;
  const session = JSON.stringify({ userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address, access_token, refresh_token });
  // The stored session of a person who signed in before, set before the app's code runs.
  await context.addInitScript((value) => {
    if (localStorage.getItem('session_user') === null) {
      localStorage.setItem('session_user', value);
      localStorage.setItem('language', 'es');
    }
  }, session);
  await context.addInitScript(WATCH_INTERACTIVE);
  return context;
}

/** Opens /home throttled in `page`; answers the milliseconds until it became interactive. */
async function visitHome(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${url}/home`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => {
      const marks = (window as unknown as { __interactive?: { interactive: number } }).__interactive;
      return marks && marks.interactive >= 0 ? marks.interactive : null;
    }, undefined, { timeout: 120_000, polling: 100 });
    return (await handle.jsonValue()) as number;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { ...NETWORK, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  }
}

/** A cold visit, then a repeat one in the same context (once its worker, if allowed, controls the page). */
async function coldThenRepeat(browser: Browser, url: string, signedIn: SignedIn, serviceWorkers: 'allow' | 'block'): Promise<{ cold: number; repeat: number }> {
  const context = await newContext(browser, signedIn, serviceWorkers);
  try {
    const page = await context.newPage();
    const cold = await visitHome(page, url);
    if (serviceWorkers === 'allow') {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    await page.goto('about:blank');
    const repeat = await visitHome(page, url);
    return { cold, repeat };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value).toString().padStart(6)} ms`;

ensureClientBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-bench-pwa-'));
const server = await startServer({ NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  const signedIn = await registerAndLogin(server.url);
  const runs = { cold: [] as number[], repeatHttpCache: [] as number[], repeatWorker: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const withWorker = await coldThenRepeat(browser, server.url, signedIn, 'allow');
    const withoutWorker = await coldThenRepeat(browser, server.url, signedIn, 'block');
    runs.cold.push(withWorker.cold, withoutWorker.cold);
    runs.repeatWorker.push(withWorker.repeat);
    runs.repeatHttpCache.push(withoutWorker.repeat);
    console.log(`round ${round + 1}: cold ${ms(withWorker.cold)} / ${ms(withoutWorker.cold)}, repeat with the worker ${ms(withWorker.repeat)}, with the HTTP cache only ${ms(withoutWorker.repeat)}`);
  }
  const cold = median(runs.cold);
  const repeat = median(runs.repeatWorker);
  console.log(`\nSigned-in /home until interactive, throttled phone (medians of ${ROUNDS} rounds):`);
  console.log(`  cold visit                          ${ms(cold)}`);
  console.log(`  repeat visit, HTTP cache only       ${ms(median(runs.repeatHttpCache))}`);
  console.log(`  repeat visit, service worker        ${ms(repeat)}`);
  console.log(`  repeat / cold                       ${(repeat / cold).toFixed(2)} (${Math.round((1 - repeat / cold) * 100)}% sooner; the issue asks at least 40%)`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
