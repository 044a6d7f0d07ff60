// /oauth after a provider sign-in whose e-mail the provider did not verify: the code Prospera mailed is asked for,
// checked, and the sign-in goes on to the step the server answers (issue 35).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp } from '../test-support';

const FIRST_LOAD = { timeout: 10_000 };

async function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Código del correo'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y seguir' }));
  });
}

describe('the mailed code of an unverified e-mail', { timeout: 20_000 }, () => {
  it('asks for it, keeps a wrong one on the field in the server words, and goes on to the next step with the right one', async () => {
    const { calls } = fakeServer((call) => {
      switch (call.path) {
        case 'auth.oauthExchange':
          return { data: { status: 'verifyEmail', ticket: 'ticket-1', provider: 'oidc', email: 'fresh@example.test' } };
        case 'auth.oauthVerifyEmail':
          return (call.input as { code: string }).code === '123456'
            ? { data: { status: 'completeProfile', ticket: 'ticket-2', provider: 'oidc', email: 'fresh@example.test', firstName: 'Sin', lastName: 'Verificar' } }
            : { status: 400, code: 'OAUTH_MAIL_CODE_WRONG', message: 'x' };
        case 'auth.providers':
          return { data: { providers: [] } };
        default:
          return { status: 404, code: 'NOT_FOUND', message: call.path };
      }
    });
    renderApp('/oauth?code=abc');
    expect(await screen.findByRole('heading', { name: 'Confirma tu correo' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(/Te enviamos un código de 6 números a fresh@example\.test/)).toBeTruthy();

    await submitCode('12a');
    expect(await screen.findByText('Escribe los 6 números del código que te enviamos por correo')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth.oauthVerifyEmail')).toHaveLength(0);

    await submitCode('654321');
    expect(await screen.findByText('Ese no es el código que te enviamos. Revisa el último correo e inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByLabelText('Código del correo').getAttribute('aria-invalid')).toBe('true');

    await submitCode('123 456');
    expect(await screen.findByRole('heading', { name: 'Completa tu perfil' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth.oauthVerifyEmail').map((call) => call.input)).toEqual([
      { ticket: 'ticket-1', code: '654321' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
  });

  it('a sign-in ended by too many wrong codes says so and offers to sign in again', async () => {
    fakeServer((call) =>
      call.path === 'auth.oauthExchange'
        ? { data: { status: 'verifyEmail', ticket: 'ticket-1', provider: 'oidc', email: 'fresh@example.test' } }
        : { status: 401, code: 'OAUTH_CODE_INVALID', message: 'x' },
    );
    renderApp('/oauth?code=abc');
    await screen.findByRole('heading', { name: 'Confirma tu correo' }, FIRST_LOAD);
    await submitCode('111111');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Este enlace de inicio de sesión ya se usó o caducó. Vuelve a iniciar sesión.')).toBeTruthy();
    expect(screen.queryByLabelText('Código del correo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});
