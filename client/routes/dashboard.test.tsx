import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboard } from '../test-fixtures/dashboard';
import { weeksFixture } from '../test-fixtures/weekly';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

/** account.me answers `reply`; the week card's reads answer an empty week. */
function serve(reply: () => FakeReply) {
  return fakeServer((call) => {
    if (call.path === 'account.me') return reply();
    if (call.path === 'weekly.weeks') return { data: weeksFixture('2025-05-19', []) };
    if (call.path === 'weekly.reviews') return { data: { reviews: [] } };
    return { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

function at(hour: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 4, 20, hour, 30));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard', () => {
  it.each([
    [9, 'Buenos días, Ana'],
    [12, 'Buenas tardes, Ana'],
    [17, 'Buenas tardes, Ana'],
    [18, 'Buenas noches, Ana'],
  ])('at %i h greets with %s', async (hour, greeting) => {
    at(hour);
    signedInUser();
    serve(() => ({ data: dashboard() }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: greeting }, FIRST_LOAD)).toBeTruthy();
  });

  it('shows the life score, goal stats and the actions overview', async () => {
    signedInUser();
    serve(() => ({ data: dashboard({ globalScore: 5.5 }) }));
    renderApp('/dashboard');
    expect(await screen.findByTestId('life-score', undefined, FIRST_LOAD)).toHaveProperty('textContent', '5,5/10');
    expect(screen.getByTestId('life-score').closest('section')?.className).toContain('score--yellow');
    expect(screen.getByTestId('goal-stats').textContent).toBe('2 de 7 completadas');
    expect(screen.getByTestId('actions-completed').textContent).toBe('4');
    expect(screen.getByTestId('actions-pending').textContent).toBe('6');
    expect(screen.getByTestId('actions-total').textContent).toBe('10');
    expect(screen.getByRole('progressbar', { name: /^Acciones\. Progreso: 40\s%$/ }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('lists the areas in their score colours, each linking to its projects', async () => {
    signedInUser();
    const data = dashboard({ scores: [3, 4, 5, 7, 8, null] });
    serve(() => ({ data }));
    renderApp('/dashboard');
    const list = await screen.findByRole('heading', { name: 'Tus áreas de vida' }, FIRST_LOAD);
    const areas = within(list.closest('section')!).getAllByRole('link');
    expect(areas).toHaveLength(6);
    expect(areas[0]!.getAttribute('href')).toBe(`/area/${data.lifeWheel.lifeAreas[0]!.areaId}/projects`);
    expect(areas[0]!.getAttribute('aria-label')).toBe('Desarrollo Personal: 3/10. Ver sus proyectos');
    expect(within(areas[0]!).getByText('3/10').className).toContain('score--red');
    expect(within(areas[3]!).getByText('7/10').className).toContain('score--yellow');
    expect(within(areas[4]!).getByText('8/10').className).toContain('score--green');
    expect(within(areas[5]!).getByText('Sin evaluar')).toBeTruthy();
  });

  it('has the quick links', async () => {
    signedInUser();
    serve(() => ({ data: dashboard() }));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Accesos rápidos' }, FIRST_LOAD);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mi rueda', '/home'],
      ['Proyectos', '/projects'],
      ['Acciones', '/actions'],
      ['Perfil', '/profile'],
      ['Planes', '/subscription'],
      ['Historial', '/history'],
      ['Analítica', '/analytics'],
    ]);
  });

  it("says 'no data' when nothing is assessed and there are no goals or actions", async () => {
    signedInUser();
    serve(() => ({ data: dashboard({ scores: [null, null, null, null, null, null], globalScore: null, summary: { totalGoals: 0, completedGoals: 0, totalActions: 0, completedActions: 0 } }) }));
    renderApp('/dashboard');
    expect(await screen.findByText('Aún no hay datos. Completa tu evaluación para ver aquí tu progreso.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar mi evaluación' }).getAttribute('href')).toBe('/assessment/intro');
    expect(screen.queryByTestId('life-score')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: dashboard() }));
    renderApp('/dashboard');
    expect(await screen.findByText('No se pudo cargar tu panel.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Error del servidor. Inténtalo más tarde.')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByTestId('life-score')).toBeTruthy();
  });

  it('is in English too', async () => {
    at(20);
    signedInUser();
    serve(() => ({ data: dashboard({ globalScore: 8.25 }) }));
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'Good evening, Ana' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByText('8.3/10')).toBeTruthy();
    expect(screen.getByText('2 of 7 completed')).toBeTruthy();
  });
});
