import { expect, test } from './fixtures';
import { arrangeFocusedUser } from './support/arrange';
import { navigateTo, pathOf, signInThroughUi } from './support/ui';

test.describe('API access on the profile', () => {
  test('creates a token whose secret is shown once and copied, uses it on the API, and revokes it', async ({ baseUrl, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const focused = await arrangeFocusedUser(baseUrl);
    await signInThroughUi(page, baseUrl, focused.account);
    await navigateTo(page, 'Perfil');
    await expect.poll(() => pathOf(page)).toBe('/profile');

    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Acceso a la API' }) });
    await card.getByText('Aún no tienes tokens de acceso.').waitFor();
    await card.getByRole('button', { name: 'Nuevo token' }).click();
    await card.getByRole('textbox', { name: 'Nombre' }).fill('Mi script');
    await card.getByRole('checkbox', { name: /Ver proyectos, metas, acciones y contextos/ }).check();
    await card.getByRole('radio', { name: '30 días' }).check();
    await card.getByRole('button', { name: 'Crear token' }).click();

    const secretField = card.getByRole('textbox', { name: 'Tu token (solo se muestra ahora)' });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^prs_[0-9A-Za-z]{49}$/);
    await card.getByRole('button', { name: 'Copiar token' }).click();
    await page.getByText('Token copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const projects = await fetch(`${baseUrl}/api/v1/projects/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(projects.status).toBe(200);

    // Put away, the secret is not on the page any more: the list shows the token without it.
    await card.getByRole('button', { name: 'Ya lo guardé' }).click();
    await expect(secretField).toHaveCount(0);
    const list = card.getByRole('list', { name: 'Tus tokens de acceso' });
    await list.getByText('Mi script').waitFor();
    expect(await page.content()).not.toContain(secret);

    await list.getByRole('button', { name: 'Revocar el token Mi script' }).click();
    await page.getByRole('alertdialog', { name: '¿Revocar el token «Mi script»?' }).getByRole('button', { name: 'Revocar' }).click();
    await page.getByText('Token de acceso revocado: ya no funciona').waitFor();
    await card.getByText('Aún no tienes tokens de acceso.').waitFor();
    expect((await fetch(`${baseUrl}/api/v1/projects/me`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
  });
});
