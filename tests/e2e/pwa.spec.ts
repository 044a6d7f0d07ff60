// The installable app (docs/decisions/2026-12-01-installable-pwa.md), with its service worker (blocked in the other
// files): Chromium finds it installable, the app opens offline once the worker controls the page, a new version
// deployed while a page is open waits for the person's "Actualizar" and then reloads into it, and a push message
// shows its notification, whose tap opens its screen in the open window.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { deployNextVersion } from './support/deploy';
import { controlledByWorker, workerSession } from './support/service-worker';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

type Manifest = { id: string; name: string; short_name: string; description: string; lang: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };

test('Chromium finds the app installable, and the manifest follows the language', async ({ playwright, baseUrl }) => {
  // A browser profile of its own: Chromium installs nothing from a private window, which the other contexts are.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], locale: 'es-ES' });
  try {
    await installableIn(await context.newPage(), baseUrl);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installableIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await controlledByWorker(page);
  // Lighthouse 12 has no PWA category any more: the browser's own installability check is the one that counts.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const spanish = await cdp.send('Page.getAppManifest');
  expect(spanish.url).toBe(`${baseUrl}/manifest.webmanifest`);
  expect(spanish.errors).toEqual([]);
  const manifest = JSON.parse(spanish.data ?? '') as Manifest;
  expect(manifest).toMatchObject({ id: '/', name: 'Prospera', short_name: 'Prospera', lang: 'es', description: 'De sobrevivir a prosperar en 90 días', start_url: '/home', scope: '/', display: 'standalone', theme_color: '#4f46e5', background_color: '#f8fafc' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable', 'any any']);
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon-180.png']) {
    const icon = await page.request.get(`${baseUrl}${src}`);
    expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({ src, status: 200, type: src.endsWith('.svg') ? 'image/svg+xml' : 'image/png' });
  }

  await page.getByRole('button', { name: 'EN', exact: true }).first().click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  const english = await cdp.send('Page.getAppManifest');
  expect(JSON.parse(english.data ?? '')).toMatchObject({ id: '/', lang: 'en', description: 'From surviving to thriving in 90 days' });
}

test('once the worker controls the page, the app opens offline instead of the browser\'s error page', async ({ signedIn, baseUrl, context }) => {
  const { page } = signedIn;
  await page.goto(`${baseUrl}/home`);
  await page.getByRole('heading', { level: 1, name: 'Tu rueda de la vida' }).waitFor();
  await controlledByWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    // The shell and the signed-in frame load from the cache; the screen's data needs the network (another issue).
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await page.goto(`${baseUrl}/history`);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    expect(await page.title()).toBe('Prospera');
  } finally {
    await context.setOffline(false);
  }
});

test('a new version deployed under an open page waits for Actualizar, then the page reloads into it', async ({ page, baseUrl, server }) => {
  await page.goto(`${baseUrl}/login`);
  await controlledByWorker(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('lucia@example.com');

  const restore = deployNextVersion(server.staticDir);
  try {
    // What the page does on each return to it and every hour: ask for a new worker.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    const prompt = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
    await expect(prompt).toBeVisible();
    // Nothing took over by itself: the form keeps what was typed, the page its old version.
    await page.waitForTimeout(500);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('lucia@example.com');
    expect(await page.locator('meta[name="prospera-build"]').count()).toBe(0);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.locator('meta[name="prospera-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Nueva versión disponible')).toHaveCount(0);
  } finally {
    restore();
  }
});

test("a push message delivered to the worker shows the payload's notification, and a tap on it opens its screen", async ({ page, baseUrl, context }) => {
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await page.goto(`${baseUrl}/login`);
  await controlledByWorker(page);
  // The DevTools protocol hands the worker a push message as the push service would (RFC 8030's delivery, decrypted).
  const { cdp, registrationId } = await workerSession(context, page, baseUrl);
  const payload = { title: 'Hoy vence algo', body: 'Tienes 2 acciones que vencen hoy', url: '/actions?lang=es', lang: 'es', tag: 'DUE_REMINDER:2026-11-29' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        lang: notification.lang,
        data: notification.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, lang: 'es', data: { url: payload.url } }]);

  // A tap: the DevTools protocol cannot click a notification, so the worker is handed the notification's click event
  // itself. Being synthetic, the browser refuses it the focus a real tap allows; the open window still goes to the
  // payload's screen, and the notification is closed.
  // The worker's globals, which the DOM types of this file do not have.
  type WorkerScope = {
    registration: { getNotifications(): Promise<Notification[]> };
    NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    dispatchEvent(event: Event): boolean;
  };
  const [worker] = context.serviceWorkers();
  // The page is signed out: the opened screen sends it on to the login, so the navigation itself is what is awaited.
  const opened = page.waitForURL((url) => url.pathname === '/actions' && url.searchParams.get('lang') === 'es');
  await worker!.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await opened;
  await expect.poll(shown).toEqual([]);
});
