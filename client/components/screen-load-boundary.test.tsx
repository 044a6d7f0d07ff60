import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, RELOAD_GUARD_MS, ScreenLoadError, watchFailedStylesheets } from '../lib/lazy-screen';
import { ErrorBoundary } from './error-boundary';
import { ScreenLoadBoundary } from './screen-load-boundary';

const reload = vi.fn();
const RELOADED_AT_KEY = 'prospera.reloadedForNewVersionAt';

beforeEach(() => {
  reload.mockReset();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const offline = (): Promise<{ default: ComponentType }> => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x-OLDHASH.js'));

/** The server: `/` answers (a new version is there) or the network fails. */
function serverAnswers(reachable: boolean) {
  const fetchMock = vi.fn(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLoading(Screen: ComponentType) {
  return render(
    <ErrorBoundary>
      <MemoryRouter>
        <ScreenLoadBoundary>
          <Suspense fallback={<p>Cargando...</p>}>
            <Screen />
          </Suspense>
        </ScreenLoadBoundary>
      </MemoryRouter>
    </ErrorBoundary>,
  );
}

const failureHeading = () => screen.findByRole('heading', { level: 1, name: 'No se pudo cargar esta pantalla' });

describe('the automatic reload after a failed load', () => {
  it('reloads once when the server answers, and not again within the guard', async () => {
    const fetchMock = serverAnswers(true);
    const first = renderLoading(lazyWithRetry(offline));
    await failureHeading();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
    const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    expect(Date.now() - reloadedAt).toBeLessThan(1000);

    // The reloaded page fails the same way: the message stays and the page does not reload again.
    first.unmount();
    renderLoading(lazyWithRetry(offline));
    await failureHeading();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).toHaveBeenCalledTimes(1);

    // Long after, a new failure (another deploy) may reload again.
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - RELOAD_GUARD_MS - 1));
    renderLoading(lazyWithRetry(offline));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does not reload when the server does not answer, or the browser says it is offline', async () => {
    const fetchMock = serverAnswers(false);
    renderLoading(lazyWithRetry(offline));
    await failureHeading();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).not.toHaveBeenCalled();

    const reachable = serverAnswers(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLoading(lazyWithRetry(offline));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reachable).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the boundary', () => {
  it('leaves any other error to the app error screen', async () => {
    serverAnswers(false);
    function Broken(): never {
      throw new Error('La rueda no cargó');
    }
    renderLoading(Broken);
    expect(await screen.findByRole('heading', { name: '¡Ups! Algo salió mal' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('wraps the failure as a ScreenLoadError with its cause', async () => {
    const failure = new TypeError('Unable to preload CSS for /assets/x.css');
    let caught: unknown;
    const Screen = lazyWithRetry<object>(() => Promise.reject(failure));
    serverAnswers(false);
    const onCaughtError = (error: unknown) => {
      caught = error;
    };
    render(
      <MemoryRouter>
        <ScreenLoadBoundary>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </ScreenLoadBoundary>
      </MemoryRouter>,
      { onCaughtError },
    );
    await failureHeading();
    expect(caught).toBeInstanceOf(ScreenLoadError);
    expect((caught as ScreenLoadError).cause).toBe(failure);
  });
});

describe('a stylesheet that failed to load', () => {
  it('is taken out of the page and added again when the screen is retried', async () => {
    serverAnswers(false);
    watchFailedStylesheets();
    const href = 'http://localhost/assets/history-HASH.css';
    let attempts = 0;
    const Screen = lazyWithRetry(async () => {
      attempts += 1;
      if (attempts === 1) {
        // What Vite's preload helper does: a <link> whose error rejects the load.
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.append(link);
        link.dispatchEvent(new Event('error'));
        throw new Error(`Unable to preload CSS for ${href}`);
      }
      return { default: () => <h1>Historial</h1> };
    });
    renderLoading(Screen);
    await failureHeading();
    expect(document.head.querySelector(`link[href="${href}"]`)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const again = await waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
      if (!link) throw new Error('the stylesheet is not there again');
      return link;
    });
    expect(attempts).toBe(1);
    again.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('heading', { name: 'Historial' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
