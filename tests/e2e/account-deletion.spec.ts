import fs from 'node:fs';
import { expect, test } from './fixtures';
import { arrangePlannedUser } from './support/arrange';
import { openSignedIn, pathOf } from './support/ui';

test.describe('your data and the deletion of the account (issue 22)', () => {
  test('downloads the data, then deletes the account from the profile; the person cannot sign in again', async ({ baseUrl, page }) => {
    const user = await arrangePlannedUser(baseUrl);
    await openSignedIn(page, baseUrl, user, 'es', '/profile');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar mis datos' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^prospera-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: number; profile: { email: string }; projects: unknown[] };
    expect(exported).toMatchObject({ version: 1, profile: { email: user.account.email } });
    expect(exported.projects).toHaveLength(1);

    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' });
    await dialog.getByText('1 proyecto', { exact: true }).waitFor();
    await dialog.getByText('1 ciclo de la rueda de la vida', { exact: true }).waitFor();
    await dialog.getByLabel('Tu contraseña', { exact: true }).fill('no-es-esta');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    await dialog.getByText('La contraseña no es correcta. Tu cuenta no se ha eliminado.').waitFor();

    await dialog.getByLabel('Tu contraseña', { exact: true }).fill(user.account.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    await page.getByText('Tu cuenta y todos tus datos se han eliminado').waitFor();
    expect(pathOf(page)).toBe('/');
    // The profile screen forgets the session as it leaves, once the landing page has loaded in its place.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('session_user'))).toBeNull();

    const login = await user.api.request('POST', '/auth/login', { email: user.account.email, password: user.account.password });
    expect(login.status).toBe(401);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.locator('.form-alert').waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});
