import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { CACHE_PREFIX } from '../../lib/cache';
import { resetSessionExpiry, SESSION_EXPIRED_EVENT } from '../../lib/session-events';
import { SESSION_STORAGE_KEY } from '../../lib/session';
import { trpcClient } from '../../lib/trpc';
import { fakeServer, renderApp, signedInUser } from '../../test-support';
import { dashboard } from '../../test-fixtures/dashboard';

async function onDashboard({ fakeTimers = true } = {}) {
  signedInUser();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  localStorage.setItem(`${CACHE_PREFIX}account.me|es|{}`, JSON.stringify({ data: dashboard(), storedAt: Date.now(), reads: 0 }));
  renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Panel' });
  if (fakeTimers) vi.useFakeTimers();
}

function expire() {
  act(() => {
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function expectSignedOutAtLogin() {
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/login');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(Object.keys(localStorage).filter((key) => key.startsWith(CACHE_PREFIX))).toEqual([]);
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
}

describe('the session-expired modal', () => {
  it('opens 100 ms after the event, counts down 10 seconds, then clears local storage and goes to /login', async () => {
    await onDashboard();
    expire();
    advance(99);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('session-countdown').textContent).toBe('Te llevaremos al inicio de sesión en 10 segundos.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Iniciar sesión' }));
    advance(9000);
    expect(screen.getByTestId('session-countdown').textContent).toBe('Te llevaremos al inicio de sesión en 1 segundo.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    advance(1000);
    expectSignedOutAtLogin();
  });

  it('its button does the same at once', async () => {
    await onDashboard();
    expire();
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expectSignedOutAtLogin();
  });

  it('its backdrop does the same', async () => {
    await onDashboard();
    expire();
    advance(100);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expectSignedOutAtLogin();
  });

  it('a click inside the dialog does not close it', async () => {
    await onDashboard();
    expire();
    advance(100);
    fireEvent.mouseDown(screen.getByRole('alertdialog'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('opens when a call gets a 401 and the refresh is refused', async () => {
    resetSessionExpiry();
    fakeServer((call) =>
      call.path === 'auth.refresh' ? { status: 401, code: 'REFRESH_TOKEN_INVALID', message: 'no' } : { status: 401, code: 'UNAUTHENTICATED', message: 'no' },
    );
    await onDashboard({ fakeTimers: false });
    await act(async () => {
      await expect(trpcClient.account.myContexts.query({})).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(screen.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expectSignedOutAtLogin();
  });
});
