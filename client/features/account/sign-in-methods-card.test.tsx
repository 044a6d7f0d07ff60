// The profile's "Sign-in methods" card (issue 35): the password and each linked identity, removing one while another
// remains, the server's refusal of the last, and its loading and failure states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInIdentity, SignInMethods } from '../../../domain/schemas/oauth';
import { profileCard, profileReads, unexpectedCall } from '../../test-fixtures/account';
import { uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

const google: SignInIdentity = { id: uuid(71), provider: 'google', providerName: 'Google', email: 'ana@example.com', linkedAt: '2026-11-20T10:00:00.000Z', verified: true };
const stranger: SignInIdentity = { id: uuid(72), provider: 'oidc', providerName: 'Mi ID', email: 'ana@example.com', linkedAt: '2026-10-02T10:00:00.000Z', verified: false };

function serve(initial: SignInMethods, overrides: Record<string, (call: FakeCall) => FakeReply> = {}) {
  let methods = initial;
  return fakeServer((call) => {
    const override = overrides[call.path];
    if (override) return override(call);
    if (call.path === 'account.signInMethods') return { data: methods };
    if (call.path === 'account.removeSignInMethod') {
      const { id } = call.input as { id: string };
      methods = { ...methods, identities: methods.identities.filter((identity) => identity.id !== id) };
      return { data: methods };
    }
    return profileReads(call.path) ?? unexpectedCall(call.path);
  });
}

const card = () => profileCard('Métodos de acceso');

// The profile screen renders every card: give each test the time a loaded machine needs.
describe('sign-in methods', { timeout: 20_000 }, () => {
  it('lists the password and each identity, flags the unconfirmed one, and removes it after asking', async () => {
    signedInUser();
    const { calls } = serve({ password: true, identities: [google, stranger] });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Entras con tu email y tu contraseña')).toBeTruthy();
    expect(within(section).getByText('Google')).toBeTruthy();
    expect(within(section).getByText('Mi ID')).toBeTruthy();
    expect(within(section).getByText('ana@example.com · vinculado el 2 de octubre de 2026')).toBeTruthy();
    expect(within(section).getByText('Sin confirmar: se vinculó antes de que pidiéramos confirmar el correo')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Quitar Mi ID (ana@example.com)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar Mi ID?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Mi ID ya no da acceso a tu cuenta')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Mi ID')).toBeNull());
    expect(calls.filter((call) => call.path === 'account.removeSignInMethod').map((call) => call.input)).toEqual([{ id: stranger.id }]);
  });

  it('the only way in offers no removal and says why; with no provider linked it says so', async () => {
    signedInUser();
    serve({ password: false, identities: [google] });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Es tu único método de acceso: para quitarlo, crea antes una contraseña.')).toBeTruthy();
    expect(within(section).getByText('Sin contraseña: puedes crear una con «¿Olvidaste tu contraseña?»')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });

  it("shows the server's refusal of the last method in a toast, and keeps it listed", async () => {
    signedInUser();
    const { calls } = serve(
      { password: true, identities: [google] },
      { 'account.removeSignInMethod': () => ({ status: 409, code: 'SIGN_IN_METHOD_LAST', message: 'x' }) },
    );
    renderApp('/profile');
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: 'Quitar Google (ana@example.com)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText(/^No se pudo quitar\. No puedes quitar tu único método de acceso/)).toBeTruthy();
    expect(within(section).getByText('Google')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'account.removeSignInMethod')).toHaveLength(1);
  });

  it('says it is loading, and a failed load offers to try again', async () => {
    signedInUser();
    let fail = true;
    serve({ password: true, identities: [] }, {
      'account.signInMethods': () => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'x' } : { data: { password: true, identities: [] } }),
    });
    renderApp('/profile');
    const section = await card();
    expect(within(section).getByRole('status').textContent).toBe('Cargando tus métodos de acceso...');
    const failure = await within(section).findByRole('alert');
    expect(within(failure).getByText('No se pudieron cargar tus métodos de acceso.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('No hay ningún proveedor (Google, Facebook...) vinculado a tu cuenta.')).toBeTruthy();
  });
});
