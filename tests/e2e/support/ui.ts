// Opening the app in a browser page as a user (through the login screen, or with their stored session), where the
// page is, and 'today' as the browser computes it.
import { expect, type Page } from '@playwright/test';
import { localDate } from '../../../domain/rules/dates';
import type { Account, SignedIn } from './arrange';

/** The machine's zone: the browser of the tests runs here too, so both compute the same 'today'. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today where the browser runs, as the app computes it. */
export function today(): string {
  return localDate(new Date(), TIME_ZONE);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const heading = (page: Page) => page.locator('h1').first().textContent();

const MAX_SIGN_IN_WAITS = 3;

/**
 * Signs in through the login screen (Spanish) and waits for /home. When the login limit of the shared server is
 * reached, the screen says how many seconds to wait: it waits that long and tries again.
 */
export async function signInThroughUi(page: Page, baseUrl: string, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    type Outcome = { kind: 'home' } | { kind: 'alert'; text: string } | { kind: 'none' };
    const none: Outcome = { kind: 'none' };
    const alert = page.locator('.form-alert');
    const outcome = await Promise.race<Outcome>([
      page.waitForURL('**/home').then(() => ({ kind: 'home' }) as const, () => none),
      alert.waitFor().then(
        async () => ({ kind: 'alert', text: (await alert.textContent()) ?? '' }) as const,
        () => none,
      ),
    ]);
    if (outcome.kind === 'home') return;
    const wait = outcome.kind === 'alert' ? /Espera (\d+) segundos/.exec(outcome.text) : null;
    if (!wait || attempt >= MAX_SIGN_IN_WAITS) throw new Error(`Sign-in failed: ${outcome.kind === 'alert' ? outcome.text : 'no answer'}`);
    await page.waitForTimeout((Number(wait[1]) + 1) * 1000);
  }
}

/**
 * Puts `signedIn`'s session into `page` the way the login screen leaves it: the session user and the language choice
 * in localStorage, no cached responses. The page is left on /terms.
 */
export async function storeSession(page: Page, baseUrl: string, signedIn: Pick<SignedIn, 'login'>, language: 'es' | 'en'): Promise<void> {
  const { user, access_token, refresh_token } = signedIn.login;
  const session = { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address, access_token, refresh_token };
  await page.goto(`${baseUrl}/terms`);
  await page.evaluate(
    ([value, chosen]) => {
      localStorage.clear();
      localStorage.setItem('session_user', value);
      localStorage.setItem('language', chosen);
    },
    [JSON.stringify(session), language] as const,
  );
}

/** Opens the app in `page` signed in as `signedIn`, in `language`, on `path` (see storeSession). */
export async function openSignedIn(page: Page, baseUrl: string, signedIn: Pick<SignedIn, 'login'>, language: 'es' | 'en', path = '/home'): Promise<void> {
  await storeSession(page, baseUrl, signedIn, language);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * Follows a link of the main navigation by its name; on a phone, one of those behind "Más" (Ahora, Revisión,
 * Historial, Analítica, Perfil) after opening it.
 */
export async function navigateTo(page: Page, name: string, language: 'es' | 'en' = 'es'): Promise<void> {
  const nav = page.getByRole('navigation', { name: language === 'es' ? 'Navegación principal' : 'Main navigation' });
  await nav.waitFor();
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: language === 'es' ? 'Más' : 'More', exact: true }).click();
  await link.click();
}

/** Opens a signed-out page in `language`. */
export async function openSignedOut(page: Page, baseUrl: string, language: 'es' | 'en', path = '/'): Promise<void> {
  await page.goto(`${baseUrl}/terms`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem('language', chosen);
  }, language);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * Opens a screen with the browser's response cache emptied, as after its 10 minutes: the API changed data
 * behind the app's back, as another device would.
 */
export async function openFresh(page: Page, url: string): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('api_cache_')) localStorage.removeItem(key);
  });
  await page.goto(url);
}

/**
 * Opens the legal document `name` from the registration or completion form, waits for its text, checks it cannot be
 * confirmed unread, scrolls to the end and confirms with `doneLabel` (the button's text in the page's language).
 */
export async function readDocument(page: Page, name: string, doneLabel: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.locator('[data-testid="legal-pane"][aria-busy="false"] .legal-text').first().waitFor();
  const done = dialog.getByRole('button', { name: doneLabel });
  expect(await done.isDisabled()).toBe(true);
  await dialog.getByTestId('legal-pane').evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
  await expect.poll(() => done.isEnabled()).toBe(true);
  await done.click();
  await dialog.waitFor({ state: 'detached' });
}
