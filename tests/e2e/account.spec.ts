import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { addAction, addContext, ApiClient, arrangePlannedUser } from './support/arrange';
import { navigateTo, pathOf, signInThroughUi } from './support/ui';

test.describe('the account', () => {
  test('manages contexts, edits the profile with a new password, changes and cancels the plan, and logs out', async ({ baseUrl, page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const planned = await arrangePlannedUser(baseUrl, 'Dormir 8 horas');
    const { api } = planned;
    const casa = await addContext(api, 'casa');
    await addContext(api, 'calle');
    await addAction(api, { goalId: planned.goals[0]!.id, contextId: casa.id, title: 'Apagar pantallas a las 22:00', dueDate: addDays(api.today(), 2) });

    await signInThroughUi(page, baseUrl, planned.account);
    await navigateTo(page, 'Perfil');
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await page.getByTestId('profile-plan').getByText('Plan Básico').waitFor();

    const contexts = page.getByRole('list', { name: 'Tus contextos' });
    await contexts.getByText('No se puede eliminar: tiene 1 acción asociada').waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar @casa' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Eliminar @calle' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar el contexto @calle?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Contexto @calle eliminado').waitFor();
    // Left: the four contexts registration made (@casa among them), @calle gone.
    await expect.poll(() => contexts.getByRole('listitem').count()).toBe(4);
    expect(await contexts.getByText('@calle').count()).toBe(0);
    // A context in use is renamed in its row; its action then shows the new name.
    await page.getByRole('button', { name: 'Renombrar @casa' }).click();
    await page.getByRole('textbox', { name: 'Nuevo nombre de @casa' }).fill('hogar');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Contexto @casa renombrado a @hogar').waitFor();
    await contexts.getByText('@hogar').waitFor();
    expect(await contexts.getByText('@casa').count()).toBe(0);
    const { actions } = await api.call<{ actions: { title: string; contextName: string }[] }>('GET', '/actions/me');
    expect(actions.find((action) => action.title === 'Apagar pantallas a las 22:00')?.contextName).toBe('@hogar');

    await page.getByRole('button', { name: 'Editar datos personales' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar datos personales' });
    await edit.getByRole('textbox', { name: 'Nombre' }).fill('Lucía María');
    await edit.getByRole('textbox', { name: 'Dirección' }).fill('Gran Vía 2, Madrid');
    await edit.getByRole('checkbox', { name: 'Cambiar contraseña' }).check();
    await edit.getByLabel('Nueva contraseña', { exact: true }).fill('nueva123');
    await edit.getByLabel('Confirmar nueva contraseña').fill('nueva124');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await edit.getByText('Las contraseñas no coinciden').waitFor();
    await edit.getByLabel('Confirmar nueva contraseña').fill('nueva123');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Tus datos y tu contraseña se han actualizado').waitFor();
    await page.getByRole('heading', { name: 'Lucía María Prueba' }).waitFor();
    await page.getByText('Gran Vía 2, Madrid').waitFor();

    await page.getByRole('link', { name: 'Ver planes' }).click();
    await expect.poll(() => pathOf(page)).toBe('/subscription');
    await page.getByRole('button', { name: 'Suscribirme: Mensual' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suscribirme' }).click();
    await page.getByText('¡Listo! Ya tienes el plan Mensual.').waitFor();
    await page.getByRole('button', { name: 'Cambiar a este plan: Trimestral' }).click();
    await page.getByRole('alertdialog', { name: '¿Cambiar al plan Trimestral?' }).getByRole('button', { name: 'Cambiar de plan' }).click();
    await page.getByText('Has cambiado al plan Trimestral.').waitFor();
    const banner = page.getByTestId('current-plan');
    await banner.getByRole('heading', { name: 'Trimestral' }).waitFor();
    await banner.getByText('Pago manual (sin tarjeta ni cobro automático)').waitFor();
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await page.getByRole('alertdialog', { name: '¿Cancelar tu suscripción?' }).getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText(/^Suscripción cancelada\. Tu plan sigue activo hasta el/).waitFor();
    await banner.getByText(/después no se renovará/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await page.getByTestId('profile-plan').getByText('Plan Trimestral').waitFor();
    await page.getByText(/^Activo hasta el .*, sin renovación$/).waitFor();

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'My contexts' }).waitFor();
    await page.getByText('Cannot delete: has 1 associated action').waitFor();
    await page.getByRole('button', { name: 'ES', exact: true }).click();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');

    const oldPassword = await new ApiClient(baseUrl).request<{ code: string }>('POST', '/auth/login', { email: planned.account.email, password: planned.account.password });
    expect(oldPassword).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    await signInThroughUi(page, baseUrl, { email: planned.account.email, password: 'nueva123' });
    await navigateTo(page, 'Perfil');
    await page.getByRole('heading', { name: 'Lucía María Prueba' }).waitFor();
    expect(problems).toEqual([]);
  });
});
