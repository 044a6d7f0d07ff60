import { expect, test } from './fixtures';

test.describe('the production build', () => {
  test('renders the app in Chromium, deep links included, without CSP violations', async ({ page, baseUrl }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(baseUrl);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Prospera');
    // A signed-in route reached by a visitor lands on the sign-in screen.
    await page.goto(`${baseUrl}/projects/abc/goals`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Bienvenido de nuevo');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
