// The browser tests (tests/e2e/*.spec.ts): Playwright Test on the system's Chromium against the production build.
// Each worker starts its own server on its own port and data folder (tests/e2e/fixtures.ts), so tests run side by
// side, one worker per core; a file whose tests go on from one another says so (`serial`). A failed test keeps its trace and a screenshot under test-results/e2e (git-ignored):
// `npx playwright show-trace test-results/e2e/<test>/trace.zip`.
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 120_000,
  workers: os.availableParallelism(),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // An assertion waits as long as an action may (below): on CI's two loaded cores a screen that needs a sign-in and
  // a few reads took more than Playwright's default 5 s to show (the actions and OpenID Connect specs, stop 46).
  expect: { timeout: 30_000 },
  use: {
    // A phone, in Spanish, unless a file says otherwise.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    // No service worker, unless a file says otherwise (tests/e2e/pwa.spec.ts): the others test the pages and the
    // server as a first visit sees them, change the served build under an open page (deploy-chunk.spec.ts) or route
    // requests (theme.spec.ts), which a worker answering from its cache would hide; and none pays for precaching
    // the whole build.
    serviceWorkers: 'block',
    // What playwright-core waits by default: a missing element fails the test in 30 s, not at its own timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
});
