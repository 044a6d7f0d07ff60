import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX } from '../lib/cache';
import { SESSION_STORAGE_KEY } from '../lib/session';
import { fakeServer, renderApp, signedInUser } from '../test-support';

describe('profile', () => {
  it('shows the stored user, with "No indicado" for what is missing', async () => {
    signedInUser({ address: '' });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Ana García' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('+1 5551234567')).toBeTruthy();
    expect(screen.getByText('No indicado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/subscription');
  });

  it('logout revokes the refresh token, clears the user and the cache, and goes to /login', async () => {
    const user = signedInUser();
    localStorage.setItem(`${CACHE_PREFIX}users.me|es|{}`, '{}');
    const { calls } = fakeServer((call) => (call.path === 'auth.logout' ? { data: { success: true, message: 'Sesión cerrada' } } : { data: { providers: [] } }));
    renderApp('/profile');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: 'auth.logout', input: { refresh_token: user.refresh_token }, authorization: `Bearer ${user.access_token}` });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${CACHE_PREFIX}users.me|es|{}`)).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    signedInUser();
    fakeServer(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    renderApp('/profile');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
