import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard } from '../test-fixtures/dashboard';
import { weeksFixture } from '../test-fixtures/weekly';
import { fakeServer, fakeToken, renderApp, signedInUser, type FakeCall } from '../test-support';

const signedInRoutes = [
  ['/home', 'Tu rueda de la vida'],
  ['/dashboard', 'Panel'],
  ['/actions', 'Mis acciones'],
  ['/now', '¿Qué puedo hacer ahora?'],
  ['/review', 'Revisión semanal'],
  ['/review/2026-11-16', 'Revisión semanal'],
  ['/profile', 'Mi perfil'],
  ['/subscription', 'Planes'],
  ['/projects', 'Mis proyectos'],
  ['/projects/create', 'Nuevo proyecto'],
  ['/projects/p-1/goals', 'Metas del proyecto'],
  ['/area/a-1/projects', 'Proyectos del área'],
  ['/area/a-1/projects/create', 'Nuevo proyecto'],
  ['/assessment/intro', 'Evaluación de tu vida'],
  ['/assessment/area/a-1', 'Evaluación del área'],
  ['/history', 'Historial'],
  ['/history/compare', 'Comparación'],
] as const;

/** account.me answers a whole dashboard (the dashboard reads it), the weekly reads empty weeks; every other procedure an empty object. */
function minimalAnswer(call: FakeCall) {
  if (call.path === 'weekly.weeks') return { data: weeksFixture('2026-11-23', []) };
  if (call.path === 'weekly.reviews') return { data: { reviews: [] } };
  if (call.path === 'actions.now') return { data: { actions: [] } };
  if (call.path === 'account.notifications') return { status: 404, code: 'NOT_FOUND', message: call.path };
  return { data: call.path === 'account.me' ? dashboard() : {} };
}

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('the route guards', () => {
  it.each(signedInRoutes)('a visitor at %s is sent to /login', async (path) => {
    fakeServer(() => ({ data: { providers: [] } }));
    renderApp(path);
    await heading('Bienvenido de nuevo');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it.each(signedInRoutes)('a signed-in user sees %s with its title and the bottom navigation', async (path, title) => {
    signedInUser();
    fakeServer(minimalAnswer);
    renderApp(path);
    await heading(title);
    expect(screen.getByTestId('location').textContent).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
  });

  it.each(['/login', '/register'])('a signed-in user at %s is sent to /home', async (path) => {
    signedInUser();
    renderApp(path);
    await heading('Tu rueda de la vida');
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('the landing page is open to everyone', async () => {
    renderApp('/');
    expect(await heading('Prospera')).toBeTruthy();
  });

  it('any other path shows the 404 screen with its ways out', async () => {
    renderApp('/no/such/page');
    await heading('Página no encontrada');
    expect(screen.getByRole('button', { name: 'Volver atrás' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    for (const [name, href] of [['Panel', '/dashboard'], ['Proyectos', '/projects'], ['Acciones', '/actions'], ['Perfil', '/profile']]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it("shows 'Cargando...' while a stored session with an expired access token is renewed", async () => {
    signedInUser({ access_token: fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }) });
    let finish: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    const server = fakeServer(minimalAnswer);
    server.fetchMock.mockImplementationOnce(() => pending);
    renderApp('/dashboard');
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await act(async () => {
      finish(new Response(JSON.stringify({ result: { data: { access_token: fakeToken(), refresh_token: 'r2', token_type: 'Bearer', expires_in: 900 } } })));
      await pending;
    });
    await heading('Panel');
    await screen.findByRole('heading', { level: 2, name: /Ana/ });
  });
});

describe('the bottom navigation', () => {
  it.each([
    ['/dashboard', 'Panel'],
    ['/home', 'Rueda'],
    ['/assessment/intro', 'Rueda'],
    ['/assessment/area/a-1', 'Rueda'],
    ['/projects', 'Proyectos'],
    ['/projects/p-1/goals', 'Proyectos'],
    ['/area/a-1/projects', 'Proyectos'],
    ['/actions', 'Acciones'],
    ['/now', 'Ahora'],
    ['/review', 'Revisión'],
    ['/review/2026-11-16', 'Revisión'],
    ['/history', 'Historial'],
    ['/history/compare', 'Historial'],
    ['/analytics', 'Analítica'],
    ['/profile', 'Perfil'],
    ['/subscription', 'Perfil'],
  ])('on %s the %s link is the current one', async (path, tab) => {
    signedInUser();
    fakeServer(minimalAnswer);
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const current = [...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(current).toEqual([tab]);
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/home',
      '/projects',
      '/actions',
      '/now',
      '/review',
      '/history',
      '/analytics',
      '/profile',
    ]);
  });

  it('moves between tabs', async () => {
    signedInUser();
    renderApp('/home');
    fireEvent.click(await screen.findByRole('link', { name: 'Acciones' }));
    await heading('Mis acciones');
    expect(screen.getByTestId('location').textContent).toBe('/actions');
  });

  it('reaches Historial through Más', async () => {
    signedInUser();
    fakeServer(minimalAnswer);
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Más' }));
    fireEvent.click(screen.getByRole('link', { name: 'Historial' }));
    await heading('Historial');
    expect(screen.getByTestId('location').textContent).toBe('/history');
    expect(screen.getByRole('button', { name: 'Más' }).getAttribute('aria-expanded')).toBe('false');
  });
});
