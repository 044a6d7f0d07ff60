import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp } from '../test-support';

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('forgot password', () => {
  it('opens from the login with the typed email and confirms without saying whether the account exists', async () => {
    const { calls } = fakeServer((call) =>
      call.path === 'auth.providers'
        ? { data: { providers: [] } }
        : { data: { success: true, message: 'ok', signInMethods: { password: true, identities: [] }, removedIdentities: [] } },
    );
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    });
    expect(await screen.findByRole('heading', { name: 'Recuperar la contraseña' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('ana@example.com');
    await click('Enviar el enlace');
    expect(await screen.findByText(/^Si existe una cuenta con ana@example.com, te enviamos un enlace/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'auth.forgotPassword')?.input).toEqual({ email: 'ana@example.com' });
  });

  it('checks the email before sending', async () => {
    const { calls } = fakeServer(() => ({ data: { success: true, message: 'ok' } }));
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Recuperar la contraseña' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ana@' } });
    await click('Enviar el enlace');
    expect(await screen.findByText('Introduce un email válido')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([]);
  });
});

describe('reset password', () => {
  const fill = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText('Contraseña nueva'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: confirm } });
  };

  it("applies the registration's password rules, then sends the link's token and goes to the login", async () => {
    const { calls } = fakeServer((call) =>
      call.path === 'auth.providers'
        ? { data: { providers: [] } }
        : { data: { success: true, message: 'ok', signInMethods: { password: true, identities: [] }, removedIdentities: [] } },
    );
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { name: 'Elige una contraseña nueva' });
    fill('12345', '12346');
    await click('Cambiar la contraseña');
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    fill('nueva-clave', 'nueva-clave');
    await click('Cambiar la contraseña');
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(screen.getByText('Contraseña cambiada. Inicia sesión con la nueva.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'auth.resetPassword')?.input).toEqual({ token: 'abc', password: 'nueva-clave' });
  });

  it('lists the sign-in methods that still open the account, and those the reset removed, before going to the login', async () => {
    const identity = (id: string, providerName: string, verified: boolean) => ({
      id,
      provider: 'oidc',
      providerName,
      email: 'ana@example.com',
      linkedAt: '2026-11-20T10:00:00.000Z',
      verified,
    });
    fakeServer((call) =>
      call.path === 'auth.providers'
        ? { data: { providers: [] } }
        : {
            data: {
              success: true,
              message: 'ok',
              signInMethods: { password: true, identities: [identity('00000000-0000-4000-8000-000000000001', 'Google', true)] },
              removedIdentities: [identity('00000000-0000-4000-8000-000000000002', 'Mi ID', false)],
            },
          },
    );
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { name: 'Elige una contraseña nueva' });
    fill('nueva-clave', 'nueva-clave');
    await click('Cambiar la contraseña');
    expect(await screen.findByRole('heading', { name: 'Métodos de acceso de tu cuenta' })).toBeTruthy();
    expect(screen.getByText('Tu email y tu nueva contraseña')).toBeTruthy();
    expect(screen.getByText('Google (ana@example.com)')).toBeTruthy();
    expect(screen.getByText('Quitamos estos accesos porque nunca confirmaron tu correo:')).toBeTruthy();
    expect(screen.getByText('Mi ID (ana@example.com)')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ir a iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 'Este enlace caducó: vale durante 1 hora. Pide uno nuevo.'],
    ['RESET_TOKEN_USED', 'Este enlace ya se usó para cambiar la contraseña. Si necesitas cambiarla otra vez, pide uno nuevo.'],
  ])('explains a %s link and offers a new one', async (code, text) => {
    fakeServer(() => ({ status: 400, code, message: 'x' }));
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { name: 'Elige una contraseña nueva' });
    fill('nueva-clave', 'nueva-clave');
    await click('Cambiar la contraseña');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    fakeServer(() => ({ data: {} }));
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Elige una contraseña nueva' });
    expect(screen.getByRole('alert').textContent).toContain('Este enlace está incompleto');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeTruthy();
  });
});
