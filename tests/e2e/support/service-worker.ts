// The app's service worker in the browser tests that allow it (pwa.spec.ts, outbox.spec.ts).
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Waits until the service worker has precached the build and controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/**
 * A DevTools protocol session on the page and the id of the app's worker registration, for the events the browser
 * would deliver to the worker (a push message, a Background Sync).
 */
export async function workerSession(context: BrowserContext, page: Page, baseUrl: string): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${baseUrl}/` && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}
