import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerAndLogin } from './support/arrange';

/** The same token with its expiry in the past: the client sees an access token that ran out and must refresh. */
function expiredCopy(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.${signature}`;
}

const storedTokens = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session_user') ?? 'null') as { access_token: string; refresh_token: string } | null);

const meStatus = (page: Page) =>
  page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session_user') ?? '{}') as { access_token?: string };
    return (await fetch('/api/v1/auth/me', { headers: { authorization: `Bearer ${session.access_token ?? ''}` } })).status;
  });

test.describe('two tabs of one browser after the access token expired', () => {
  test('both stay signed in, and only one of them refreshes', async ({ baseUrl, context, page: first }) => {
    const { login } = await registerAndLogin(baseUrl);
    const { user, refresh_token } = login;
    const session = { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address, access_token: expiredCopy(login.access_token), refresh_token };
    await first.goto(`${baseUrl}/terms`);
    await first.evaluate((value) => {
      localStorage.setItem('language', 'es');
      localStorage.setItem('session_user', value);
    }, JSON.stringify(session));
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('auth.refresh')) refreshes.push(request.url());
    });
    const second = await context.newPage();
    await Promise.all([first.goto(`${baseUrl}/home`), second.goto(`${baseUrl}/home`)]);
    await expect.poll(async () => (await storedTokens(first))?.refresh_token, { timeout: 15_000 }).not.toBe(refresh_token);
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    expect(refreshes).toHaveLength(1);
    for (const page of [first, second]) {
      expect(new URL(page.url()).pathname).toBe('/home');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await meStatus(page)).toBe(200);
    }
    expect((await storedTokens(second))?.refresh_token).toBe((await storedTokens(first))?.refresh_token);
  });
});
