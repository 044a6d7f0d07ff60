import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { context } from '../test-fixtures/contexts';
import { profileMe, profileReads, unexpectedCall } from '../test-fixtures/account';
import { mine, plans, subscription } from '../test-fixtures/subscriptions';
import { CACHE_PREFIX } from '../lib/cache';
import { SESSION_STORAGE_KEY, sessionStore } from '../lib/session';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const me = profileMe;

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === 'auth.logout') return { data: { success: true, message: 'Sesión cerrada' } };
    return profileReads(call.path, [context(1, '@casa', 0), context(2, '@oficina', 2)]) ?? unexpectedCall(call.path);
  });
}

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Editar datos personales' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Editar datos personales' });
}

describe('profile', () => {
  it('shows the stored user, with "No indicado" for what is missing', async () => {
    signedInUser({ address: '' });
    serve();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Ana García' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('AG')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('+1 (555) 123-4567')).toBeTruthy();
    expect(screen.getByText('No indicado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/subscription');
    // The legal documents are one tap away, as on the landing.
    const legal = within(screen.getByRole('navigation', { name: 'Documentos legales' }));
    expect(legal.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terms');
    expect(legal.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacy');
  });

  it('logout asks first, then revokes the refresh token, clears the user and the cache, and goes to /login', async () => {
    const user = signedInUser();
    localStorage.setItem(`${CACHE_PREFIX}account.me|es|{}`, '{}');
    const { calls } = serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }, FIRST_LOAD));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.path === 'auth.logout')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' }, FIRST_LOAD)).toBeTruthy();
    expect(calls.find((call) => call.path === 'auth.logout')).toMatchObject({ input: { refresh_token: user.refresh_token }, authorization: `Bearer ${user.access_token}` });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${CACHE_PREFIX}account.me|es|{}`)).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    signedInUser();
    fakeServer(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }, FIRST_LOAD));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' }, FIRST_LOAD)).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('the subscription summary', () => {
  it('shows the free Básico plan without a subscription', async () => {
    signedInUser();
    serve();
    renderApp('/profile');
    expect(await screen.findByTestId('profile-plan', undefined, FIRST_LOAD)).toHaveProperty('textContent', 'Plan Básico');
    expect(screen.getByText('Plan gratuito: sin fecha de renovación.')).toBeTruthy();
  });

  it('shows the plan in force, its renewal date and the days left', async () => {
    signedInUser();
    serve({ 'subscriptions.mine': () => ({ data: mine(subscription(plans.ANNUAL)) }) });
    renderApp('/profile');
    expect(await screen.findByText('Plan Anual', undefined, FIRST_LOAD)).toBeTruthy();
    // Issue 37: a manual payment never renews by itself; the text says what will happen.
    expect(screen.getByText('Tu plan termina el 1 de abril de 2099 si no lo renuevas')).toBeTruthy();
    expect(screen.getByText('Quedan 12 días')).toBeTruthy();
  });

  it('says when a cancelled plan ends', async () => {
    signedInUser();
    serve({ 'subscriptions.mine': () => ({ data: mine(subscription(plans.MONTHLY, { autoRenew: false, nextRenewal: null, daysRemaining: 1 })) }) });
    renderApp('/profile');
    expect(await screen.findByText('Activo hasta el 1 de abril de 2099, sin renovación', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Queda 1 día')).toBeTruthy();
  });
});

describe('editing personal data', () => {
  it('opens filled from the profile, with the phone split into country and number', async () => {
    signedInUser();
    serve();
    renderApp('/profile');
    const dialog = within(await openEdit());
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' }).value).toBe('Ana');
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Apellidos' }).value).toBe('García');
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Teléfono' }).value).toBe('(555) 123-4567');
    expect(dialog.getByRole('button', { name: /Prefijo del país/ }).textContent).toContain('+1');
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Dirección' }).value).toBe('Calle Mayor 1');
    expect(dialog.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it('saves names, phone and address (no avatar, no password), updates the stored user and says so', async () => {
    signedInUser();
    const saved = { ...me, firstName: 'Anabel', phone: '+34 612345678' };
    const { calls } = serve({ 'account.update': () => ({ data: { user: saved } }) });
    renderApp('/profile');
    const dialogElement = await openEdit();
    const dialog = within(dialogElement);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Nombre' }), { target: { value: ' Anabel ' } });
    fireEvent.click(dialog.getByRole('button', { name: /Prefijo del país/ }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Buscar país o prefijo' }), { target: { value: '+34' } });
    fireEvent.click(dialog.getByRole('option', { name: /España/ }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Teléfono' }), { target: { value: '612 345 678' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Tus datos se han actualizado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.update')?.input).toEqual({ firstName: 'Anabel', lastName: 'García', phone: '+34 612345678', address: 'Calle Mayor 1' });
    expect(sessionStore.get()).toMatchObject({ firstName: 'Anabel', phone: '+34 612345678' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Anabel García' })).toBeTruthy();
  });

  it('checks the phone length of the chosen country before sending', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.change(dialog.getByRole('textbox', { name: 'Teléfono' }), { target: { value: '555 123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('Formato de teléfono inválido: el número debe tener 10 dígitos')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.update')).toBe(false);
  });

  it('names the emptied field, as registration does, not both names', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.change(dialog.getByRole('textbox', { name: 'Nombre' }), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(dialog.queryByText('Nombre y apellido son requeridos')).toBeNull();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Ana' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Apellidos' }), { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('Los apellidos son obligatorios')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.update')).toBe(false);
  });

  it('with the change-password box: both fields required, equal and at least 6 characters', async () => {
    signedInUser();
    const { calls } = serve({ 'account.update': () => ({ data: { user: me } }) });
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Cambiar contraseña' }));
    const save = dialog.getByRole('button', { name: 'Guardar cambios' });
    fireEvent.click(save);
    expect(await dialog.findByText('Ambos campos de contraseña son obligatorios para cambiar la contraseña.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Nueva contraseña'), { target: { value: 'secreta' } });
    fireEvent.change(dialog.getByLabelText('Confirmar nueva contraseña'), { target: { value: 'secreto' } });
    fireEvent.click(save);
    expect(await dialog.findByText('Las contraseñas no coinciden')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Nueva contraseña'), { target: { value: 'abc' } });
    fireEvent.change(dialog.getByLabelText('Confirmar nueva contraseña'), { target: { value: 'abc' } });
    fireEvent.click(save);
    expect(await dialog.findByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.update')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Nueva contraseña'), { target: { value: 'nueva123' } });
    fireEvent.change(dialog.getByLabelText('Confirmar nueva contraseña'), { target: { value: 'nueva123' } });
    fireEvent.click(save);
    expect(await screen.findByText('Tus datos y tu contraseña se han actualizado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.update')?.input).toMatchObject({ password: 'nueva123', confirmPassword: 'nueva123' });
  });

  it('sends the avatar only when one is set', async () => {
    signedInUser();
    const { calls } = serve({ 'account.update': () => ({ data: { user: me } }) });
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.change(dialog.getByRole('textbox', { name: 'URL de tu foto (opcional)' }), { target: { value: 'https://example.com/ana.png' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Tus datos se han actualizado');
    expect(calls.find((call) => call.path === 'account.update')?.input).toMatchObject({ avatarUrl: 'https://example.com/ana.png' });
  });

  it("shows the server's refusal of a phone in use on the phone", async () => {
    signedInUser();
    serve({ 'account.update': () => ({ status: 409, code: 'PHONE_EXISTS', message: 'Este teléfono ya está registrado' }) });
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('Este número de teléfono ya está registrado')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Teléfono' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says when saving fails for another reason', async () => {
    signedInUser();
    serve({ 'account.update': () => ({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }) });
    renderApp('/profile');
    const dialog = within(await openEdit());
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Error al actualizar el perfil. Inténtalo de nuevo. Error del servidor. Inténtalo más tarde.');
  });
});

describe('contexts', () => {
  const seven = Array.from({ length: 7 }, (_, index) => context(index + 1, `@lugar${index + 1}`, 0));

  it('lists five per page, newest first as the server sends them', async () => {
    signedInUser();
    serve({ 'account.myContexts': () => ({ data: { contexts: seven } }) });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Tus contextos' }, FIRST_LOAD);
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.context-row__name')?.textContent)).toEqual(['@lugar1', '@lugar2', '@lugar3', '@lugar4', '@lugar5']);
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(within(screen.getByRole('list', { name: 'Tus contextos' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("adds one with the '@' prefix shown before sending", async () => {
    signedInUser();
    const { calls } = serve({ 'account.addContext': () => ({ data: context(9, '@oficina nueva') }) });
    renderApp('/profile');
    const input = await screen.findByRole('textbox', { name: 'Nuevo contexto' }, FIRST_LOAD);
    fireEvent.change(input, { target: { value: '  oficina   nueva ' } });
    expect(screen.getByText('Se guardará como @oficina nueva')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Contexto @oficina nueva creado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.addContext')?.input).toEqual({ name: '@oficina nueva' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty name and shows a name already taken', async () => {
    signedInUser();
    const { calls } = serve({ 'account.addContext': () => ({ status: 409, code: 'CONTEXT_EXISTS', message: 'Ya tienes un contexto con ese nombre' }) });
    renderApp('/profile');
    const input = await screen.findByRole('textbox', { name: 'Nuevo contexto' }, FIRST_LOAD);
    fireEvent.change(input, { target: { value: ' @ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('El nombre del contexto es obligatorio')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.addContext')).toBe(false);
    fireEvent.change(input, { target: { value: 'casa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Ya tienes un contexto con ese nombre')).toBeTruthy();
  });

  it('deletes one after confirmation', async () => {
    signedInUser();
    const { calls } = serve({ 'account.deleteContext': () => ({ data: { success: true, message: 'Contexto eliminado' } }) });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar @casa' }, FIRST_LOAD));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar el contexto @casa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Contexto @casa eliminado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.deleteContext')?.input).toEqual({ id: context(1, '@casa').id });
  });

  it('renames one in its row with the rules of creation: the preview, a taken name on the field, Escape and Cancel leave it', async () => {
    signedInUser();
    let taken = true;
    const { calls } = serve({
      'account.renameContext': () =>
        taken ? { status: 409, code: 'CONTEXT_EXISTS', message: 'Ya tienes un contexto con ese nombre' } : { data: { ...context(2, '@trabajo', 2), version: 2 } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Renombrar @oficina' }, FIRST_LOAD));
    const field = screen.getByRole('textbox', { name: 'Nuevo nombre de @oficina' });
    expect((field as HTMLInputElement).value).toBe('@oficina');
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Nuevo nombre de @oficina' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Renombrar @oficina' }));

    fireEvent.click(screen.getByRole('button', { name: 'Renombrar @oficina' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nuevo nombre de @oficina' }), { target: { value: ' @ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre del contexto es obligatorio')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.renameContext')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Nuevo nombre de @oficina' }), { target: { value: 'casa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya tienes un contexto con ese nombre')).toBeTruthy();

    taken = false;
    fireEvent.change(screen.getByRole('textbox', { name: 'Nuevo nombre de @oficina' }), { target: { value: ' trabajo ' } });
    expect(screen.getByText('Se guardará como @trabajo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contexto @oficina renombrado a @trabajo')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'account.renameContext').at(-1)?.input).toEqual({ id: context(2, '@oficina').id, name: '@trabajo' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nuevo nombre de @oficina' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Renombrar @casa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('textbox', { name: 'Nuevo nombre de @casa' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Renombrar @casa' }));
  });

  it('gives the focus back to the rename button once: the row drawn again on another visit of its page leaves it be', async () => {
    signedInUser();
    serve({ 'account.myContexts': () => ({ data: { contexts: seven } }) });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Renombrar @lugar1' }, FIRST_LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Renombrar @lugar1' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Nuevo contexto' });
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    await screen.findByRole('button', { name: 'Renombrar @lugar1' });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('will not delete one that actions use, and says why', async () => {
    signedInUser();
    serve();
    renderApp('/profile');
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Eliminar @oficina' }, FIRST_LOAD);
    expect(button.disabled).toBe(true);
    const reason = screen.getByText('No se puede eliminar: tiene 2 acciones asociadas');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it("shows the server's refusal when a context got used meanwhile", async () => {
    signedInUser();
    serve({ 'account.deleteContext': () => ({ status: 409, code: 'CONTEXT_IN_USE', message: 'No se puede eliminar: tiene 1 acción(es) asociada(s)' }) });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar @casa' }, FIRST_LOAD));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar: tiene 1 acción(es) asociada(s)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is in English too', async () => {
    signedInUser();
    serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'My contexts' })).toBeTruthy();
    expect(await screen.findByText('Cannot delete: has 2 associated actions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit personal data' })).toBeTruthy();
  });
});
