// Dark mode (issue 37): the app follows the system's colour scheme before its first paint (client/public/theme.js,
// no flash of the light theme while the app's script loads), and the profile's Appearance switch overrides it on
// this device, across reloads, until "Sistema" hands it back to the system.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedOut } from './support/ui';

const DARK_BG = 'rgb(15, 23, 42)';
const LIGHT_BG = 'rgb(248, 250, 252)';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const themeColorOf = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test.describe('a system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the dark theme before the app has rendered anything, and the browser chrome with it', async ({ page, baseUrl }) => {
    await openSignedOut(page, baseUrl, 'es', '/terms');
    // The app's JavaScript is held back: what shows meanwhile is index.html with its stylesheet and theme.js.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null && document.documentElement.dataset.theme !== undefined);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    expect(await themeOf(page)).toBe('dark');
    expect(await themeColorOf(page)).toBe('#0f172a');
    await page.waitForFunction(() => getComputedStyle(document.documentElement).backgroundColor !== 'rgba(0, 0, 0, 0)');
    expect(await backgroundOf(page)).toBe(DARK_BG);
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await backgroundOf(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    // The logo lightens with the theme instead of sinking into the navy background.
    const outerHexagon = page.locator('.brand-mark polygon').first();
    expect(await outerHexagon.evaluate((polygon) => getComputedStyle(polygon).fill)).toBe('rgb(129, 140, 248)');
  });
});

test.describe('the Appearance switch', () => {
  test.use({ colorScheme: 'light' });

  test('turns the app dark on this device, keeps it across a reload, and "Sistema" follows the system again', async ({ signedIn: { page }, baseUrl }) => {
    await page.goto(`${baseUrl}/profile`);
    const appearance = page.getByRole('group', { name: 'Modo de color' });
    await appearance.waitFor();
    await expect(appearance.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    expect(await themeOf(page)).toBe('light');
    expect(await backgroundOf(page)).toBe(LIGHT_BG);

    await appearance.getByRole('radio', { name: 'Oscuro' }).check();
    await expect.poll(() => themeOf(page)).toBe('dark');
    expect(await backgroundOf(page)).toBe(DARK_BG);
    expect(await themeColorOf(page)).toBe('#0f172a');

    await page.reload();
    await appearance.waitFor();
    await expect(appearance.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    expect(await themeOf(page)).toBe('dark');
    // A choice beats the system's setting either way.
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await themeOf(page)).toBe('dark');

    await appearance.getByRole('radio', { name: 'Sistema' }).check();
    await expect.poll(() => themeOf(page)).toBe('light');
    // "Sistema" follows the system live.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeOf(page)).toBe('dark');
    await page.reload();
    await appearance.waitFor();
    await expect(appearance.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    expect(await themeOf(page)).toBe('dark');
  });
});
