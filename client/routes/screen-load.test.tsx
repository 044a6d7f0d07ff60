import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { retryFailedLoads } from '../lib/lazy-screen';
import { fakeServer, renderApp, signedInUser } from '../test-support';

// The history screen's chunk, failing to load as many times as `failures` says (offline, or gone after a deploy).
const chunk = vi.hoisted(() => ({ failures: 0, imports: 0 }));
vi.mock('./history', async (original) => {
  chunk.imports += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/history-OLDHASH.js');
  }
  return original();
});

const reload = vi.fn();

// A screen's lazy component outlives a test: one that failed is made to load afresh; the test where it loads comes last.
beforeEach(() => {
  retryFailedLoads();
  chunk.failures = 0;
  chunk.imports = 0;
  reload.mockReset();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signedInUser();
});

/** The API answers every read with no cycles; `/` answers as the server would, or not at all (offline). */
function server(reachable: boolean) {
  return fakeServer(
    () => ({ data: { cycles: [] } }),
    reachable ? () => new Response(null, { status: 200 }) : undefined,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal' });

describe('a screen whose code fails to load', () => {
  it('says it in English, and Reload the page reloads', async () => {
    await i18n.changeLanguage('en');
    chunk.failures = 1;
    server(false);
    renderApp('/history');
    await screen.findByRole('heading', { level: 1, name: 'This screen could not be loaded' });
    expect(screen.getByText('You may be offline, or there is a new version of Prospera.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a failed retry shows the message again; another tab of the navigation clears it', async () => {
    chunk.failures = 2;
    server(false);
    renderApp('/history/compare');
    await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar esta pantalla' });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(chunk.imports).toBe(2));
    await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar esta pantalla' });
    fireEvent.click(screen.getByRole('link', { name: 'Proyectos' }));
    await screen.findByRole('heading', { level: 1, name: 'Mis proyectos' });
    expect(screen.queryByRole('heading', { name: 'No se pudo cargar esta pantalla' })).toBeNull();
    expect(nav()).toBeTruthy();
  });

  it('shows the message inside the frame, with the navigation, and Reintentar loads it', async () => {
    chunk.failures = 1;
    server(false);
    renderApp('/history');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('No se pudo cargar esta pantalla');
    expect(alert.textContent).toContain('Puede que no haya conexión o que haya una versión nueva de Prospera.');
    expect(nav()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 1, name: 'Historial' });
    expect(chunk.imports).toBe(2);
    expect(screen.queryByRole('heading', { name: 'No se pudo cargar esta pantalla' })).toBeNull();
  });
});
