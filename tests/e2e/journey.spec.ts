import { expect, test } from './fixtures';
import { heading, navigateTo, pathOf, readDocument } from './support/ui';

test.describe('a visitor becomes a user', () => {
  test('registers, logs in, stays logged in after a reload, switches language and logs out', async ({ page, baseUrl }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const email = `ana.${Date.now()}@example.com`;
    const phone = String(2_000_000_000 + Math.floor(Math.random() * 7_000_000_000));

    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Regístrate' }).first().click();
    await expect.poll(() => heading(page)).toBe('Crea tu cuenta');

    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('García');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
    expect(await page.getByRole('textbox', { name: 'Teléfono' }).inputValue()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 1, Madrid');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta1');
    await page.getByLabel('Confirmar contraseña').fill('secreta1');
    const accept = page.getByRole('checkbox', { name: /He leído y acepto/ });
    expect(await accept.isDisabled()).toBe(true);
    await readDocument(page, 'Términos y condiciones', 'He leído el documento');
    await readDocument(page, 'Política de privacidad', 'He leído el documento');
    await accept.check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByText('Cuenta creada. Ya puedes iniciar sesión.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => pathOf(page)).toBe('/home');
    await expect.poll(() => heading(page)).toBe('Tu rueda de la vida');

    await page.reload();
    await expect.poll(() => heading(page)).toBe('Tu rueda de la vida');
    expect(pathOf(page)).toBe('/home');

    await page.getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => heading(page)).toBe('Your life wheel');
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Your life wheel');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await navigateTo(page, 'Profile', 'en');
    await expect.poll(() => heading(page)).toBe('My profile');
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect.poll(() => heading(page)).toBe('Welcome back');
    await page.goto(`${baseUrl}/home`);
    await expect.poll(() => pathOf(page)).toBe('/login');

    expect(problems).toEqual([]);
  });
});
