import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_EMAIL_KEY, SESSION_STORAGE_KEY, sessionStore } from '../lib/session';
import { fakeServer, fakeToken, renderApp, type FakeReply } from '../test-support';

const profile = { id: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'García', phone: '+1 5551234567', address: 'Calle 1', avatarUrl: '/avatar-placeholder.svg' };

function loginReply(tokens: Record<string, unknown>): FakeReply {
  return { data: { token_type: 'Bearer', expires_in: 900, user: profile, ...tokens } };
}

function serve(login: () => FakeReply, providers: string[] = []) {
  const listed = providers.map((id) => ({ id, name: id === 'google' ? 'Google' : 'Facebook' }));
  return fakeServer((call) => {
    if (call.path === 'auth.providers') return { data: { providers: listed } };
    // Once at /home, the screens' reads (the wheel, the zone prompt's settings...) find nothing.
    return call.path === 'auth.login' ? login() : { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  });
}

describe('login', () => {
  it('validates the fields with the texts of SPEC section 5', async () => {
    serve(() => loginReply({}));
    await openLogin();
    await submit();
    expect(await screen.findByText('El email es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    fill('ana@', '123');
    expect(screen.queryByText('El email es obligatorio')).toBeNull();
    await submit();
    expect(await screen.findByText('Introduce un email válido')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
  });

  it('stores the session user and goes to /home', async () => {
    const access = fakeToken({ sub: 'user-1' });
    const { calls } = serve(() => loginReply({ access_token: access, refresh_token: 'r1' }));
    await openLogin();
    fill(' ana@example.com ', 'secreta1');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Tu rueda de la vida' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/home');
    expect(calls.find((call) => call.path === 'auth.login')?.input).toEqual({ email: 'ana@example.com', password: 'secreta1' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      userId: 'user-1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      phone: '+1 5551234567',
      address: 'Calle 1',
      access_token: access,
      refresh_token: 'r1',
    });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
  });

  it('remember me keeps the email for the next visit', async () => {
    serve(() => loginReply({ access_token: fakeToken(), refresh_token: 'r1' }));
    await openLogin();
    fill('ana@example.com', 'secreta1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recordar mi email' }));
    await submit();
    await screen.findByRole('heading', { name: 'Tu rueda de la vida' });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('ana@example.com');
    act(() => sessionStore.clear());
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('ana@example.com');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Recordar mi email' }).checked).toBe(true);
  });

  it.each([
    [{ refresh_token: 'r1' }, 'El servidor no retornó un token válido'],
    [{ access_token: 'not.a-token', refresh_token: 'r1' }, 'Token inválido o corrupto'],
    [{ access_token: fakeToken({ exp: 1 }), refresh_token: 'r1' }, 'El token ha expirado'],
  ])('refuses the tokens %j with its message', async (tokens, message) => {
    serve(() => loginReply(tokens));
    await openLogin();
    fill('ana@example.com', 'secreta1');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('shows the mapped server error above the form', async () => {
    serve(() => ({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' }));
    await openLogin();
    fill('ana@example.com', 'wrong-password');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email o contraseña incorrectos');
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'Email' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without providers the divider and the provider buttons are hidden', async () => {
    serve(() => loginReply({}));
    await openLogin();
    expect(screen.queryByText('o continúa con')).toBeNull();
    expect(screen.queryByText(/Continuar con/)).toBeNull();
  });

  it('shows only the providers the server reports', async () => {
    serve(() => loginReply({}), ['google']);
    await openLogin();
    expect(await screen.findByText('o continúa con')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar con Google' })).toBeTruthy();
    expect(screen.queryByText('Continuar con Facebook')).toBeNull();
  });

  it('has the links of SPEC section 2', async () => {
    serve(() => loginReply({}));
    await openLogin();
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
