import { expect, test } from './fixtures';
import { heading, navigateTo, openSignedOut, pathOf, readDocument } from './support/ui';

test.describe('signing in with an OpenID Connect provider', () => {
  test.use({ locale: 'en-US' });

  test('a first sign-in goes through the provider, completes the profile and opens the app; the next one signs straight in', async ({ baseUrl, page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const login = `e2e-${Date.now()}`;
    const phone = String(2_000_000_000 + Math.floor(Math.random() * 7_000_000_000));

    await openSignedOut(page, baseUrl, 'en', '/login');
    await expect.poll(() => heading(page)).toBe('Welcome back');
    await page.getByText('or continue with').waitFor();
    await page.getByRole('link', { name: 'Continue with Test ID' }).click();

    // The provider's own development login form.
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect.poll(() => heading(page)).toBe('Complete your profile');
    expect(pathOf(page)).toBe('/oauth');
    expect(new URL(page.url()).search).toBe('');
    await page.getByText(`One last step to create your account with ${login}@example.test`).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Olivia');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Provider');
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Main Street, Springfield');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('You must accept the terms and conditions').waitFor();
    await readDocument(page, 'Terms and Conditions', 'I have read the document');
    await readDocument(page, 'Privacy Policy', 'I have read the document');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect.poll(() => pathOf(page)).toBe('/home');
    await expect.poll(() => heading(page)).toBe('Your life wheel');

    await navigateTo(page, 'Profile', 'en');
    await page.getByText(`${login}@example.test`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');

    // The provider remembers the person, so the second sign-in comes straight back into the app.
    await page.getByRole('link', { name: 'Continue with Test ID' }).click();
    await expect.poll(() => pathOf(page)).toBe('/home');
    await expect.poll(() => heading(page)).toBe('Your life wheel');
    expect(problems).toEqual([]);
  });

  test('a refused sign-in comes back to the login with the reason in English', async ({ baseUrl, page }) => {
    await openSignedOut(page, baseUrl, 'en', '/login');
    // A callback this browser did not start.
    await page.goto(`${baseUrl}/api/v1/auth/oauth/oidc/callback?code=forged&state=forged`);
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('alert').getByText('The sign-in with the provider expired or did not start here. Please try again.').waitFor();
  });
});
