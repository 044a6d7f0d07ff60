import { expect, test } from './fixtures';
import { registerNew } from './support/arrange';
import { pathOf, signInThroughUi } from './support/ui';

test.describe('password reset', () => {
  test('goes from the login to a mailed link, a new password and a login with it, in Spanish', async ({ baseUrl, page, outbox }) => {
    const account = await registerNew(baseUrl);

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect.poll(() => pathOf(page)).toBe('/forgot-password');
    await page.getByRole('heading', { name: 'Recuperar la contraseña' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.getByText(`Si existe una cuenta con ${account.email}, te enviamos un enlace`).waitFor();

    await expect.poll(async () => (await outbox(account.email)).length).toBe(1);
    const [mail] = await outbox(account.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Prospera');
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');

    await page.goto(`${baseUrl}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Elige una contraseña nueva' }).waitFor();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-7');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-clave-8');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-clave-7');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');

    await signInThroughUi(page, baseUrl, { email: account.email, password: 'otra-clave-7' });
    expect(pathOf(page)).toBe('/home');

    // The same link a second time: the screen says it was used and offers a new one.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}${pathname}${search}`);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('tercera-clave');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('tercera-clave');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await page.getByText('Este enlace ya se usó para cambiar la contraseña').waitFor();
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect.poll(() => pathOf(page)).toBe('/forgot-password');
  });

  test('an English mail opens the English page in a fresh browser that would start in Spanish', async ({ baseUrl, browser, outbox }) => {
    const account = await registerNew(baseUrl);
    const asked = await fetch(`${baseUrl}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(asked.status).toBe(202);
    await expect.poll(async () => (await outbox(account.email)).length).toBe(1);
    const [mail] = await outbox(account.email);
    expect(mail?.subject).toBe('Reset your Prospera password');
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}&lang=en/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');

    // A new context: no stored language, a Spanish browser.
    const fresh = await browser.newContext({ locale: 'es-ES' });
    try {
      const page = await fresh.newPage();
      await page.goto(`${baseUrl}${pathname}${search}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The language leaves the address once read and stays the chosen one on a reload.
      expect(new URL(page.url()).search).toMatch(/^\?token=[A-Za-z0-9_-]{43}$/);
      await page.reload();
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    } finally {
      await fresh.close();
    }
  });
});
