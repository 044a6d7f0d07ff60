import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsFixture } from '../test-fixtures/analytics';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

function serve(reply: () => FakeReply, other?: (url: string) => Response) {
  return fakeServer((call) => (call.path === 'analytics.me' ? reply() : { status: 404, code: 'NOT_FOUND', message: call.path }), other);
}

/** The rows of the table captioned `caption`, each as its cells' texts. */
function rowsOf(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the analytics screen', () => {
  it("shows a paid user's figures in tables, in Spanish formats", async () => {
    signedInUser();
    serve(() => ({ data: analyticsFixture() }));
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Puntuación por área' }, FIRST_LOAD)).toBeTruthy();

    const scores = rowsOf('Datos: Puntuación por área');
    expect(scores[0]).toEqual(['Área', 'Ciclo 1', 'Ciclo 2']);
    expect(scores[1]).toEqual(['Desarrollo Personal', '3', '6']);
    expect(scores[6]).toEqual(['Pareja e Intimidad', '6', 'Sin evaluar']);
    expect(scores[7]).toEqual(['Global', '5,5', '6,6']);

    const weeks = rowsOf('Datos: Ejecución semanal');
    expect(weeks.slice(1)).toEqual([
      ['25 mar 2030', '4', '4', '100\u00a0%'],
      ['1 abr 2030', '0', '0', 'Nada previsto'],
      ['8 abr 2030 (en curso)', '2', '3', '67\u00a0%'],
    ]);
    expect(screen.getByText(/La línea marca el objetivo del 85\s%/)).toBeTruthy();

    const days = rowsOf('Datos: Acciones completadas por día');
    expect(days).toHaveLength(8);
    expect(days[2]).toEqual(['5 abr 2030', '2']);

    expect(rowsOf('Datos: Proyectos: progreso frente al tiempo')[1]).toEqual(['Leer 12 libros', '40\u00a0%', '4\u00a0%', '4 de 10', '117']);

    // Each currency on its own, never converted.
    expect(rowsOf('Datos: Presupuesto: previsto y gastado').slice(1)).toEqual([
      ['EUR', '1234,50\u00a0€', '45,50\u00a0€'],
      ['USD', '80,00\u00a0US$', '0,00\u00a0US$'],
    ]);

    expect(screen.getByRole('button', { name: 'Descargar informe de progreso (PDF)' })).toBeTruthy();
    // The navigation's Analítica link is the current one.
    expect(screen.getByRole('link', { name: 'Analítica', current: 'page' })).toBeTruthy();
  });

  it("names each cycle's day-45 pulse beside the scores", async () => {
    signedInUser();
    const fixture = analyticsFixture();
    const cycles = fixture.cycles.map((cycle, index) => (index === 0 ? { ...cycle, pulse: { takenAt: '2030-02-15T10:00:00.000Z', asked: 3, nowYes: 1 } } : cycle));
    serve(() => ({ data: { ...fixture, cycles } }));
    renderApp('/analytics');
    expect((await screen.findByTestId('analytics-pulse-1', {}, { timeout: 10_000 })).textContent).toBe('Ciclo 1 · pulso del día 45: 1 de 3 respuestas objetivo en SÍ a mitad de ciclo.');
    expect(screen.queryByTestId('analytics-pulse-2')).toBeNull();
  });

  it('shows a table on demand', async () => {
    signedInUser();
    serve(() => ({ data: analyticsFixture() }));
    renderApp('/analytics');
    const card = (await screen.findByRole('heading', { name: 'Ejecución semanal' }, FIRST_LOAD)).closest('section')!;
    const toggle = within(card).getByRole('button', { name: 'Ver como tabla' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).getByRole('table').parentElement?.className).toBe('visually-hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Ocultar tabla');
    expect(within(card).getByRole('table').parentElement?.className).toBe('chart-card__table');
  });

  it('offers the plans to a free user', async () => {
    signedInUser();
    serve(() => ({ status: 403, code: 'PLAN_LIMIT', message: 'Has alcanzado el límite de tu plan Básico: analítica e informes de progreso (máximo 0).' }));
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'La analítica es parte de los planes de pago' }, FIRST_LOAD)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar informe de progreso (PDF)' })).toBeNull();
  });

  it('invites to the first assessment before any cycle', async () => {
    signedInUser();
    serve(() => ({ data: analyticsFixture({ cycles: [], currentCycleId: null, weeks: [], completions: [], projects: [], budgets: [] }) }));
    renderApp('/analytics');
    expect(await screen.findByText('Aún no hay datos: completa tu primera evaluación para empezar tu primer ciclo.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar mi evaluación' }).getAttribute('href')).toBe('/assessment/intro');
  });

  it('shows a failed load with a retry', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: analyticsFixture() }));
    renderApp('/analytics');
    expect(await screen.findByText('No se pudo cargar tu analítica.', undefined, FIRST_LOAD)).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByRole('heading', { name: 'Puntuación por área' })).toBeTruthy();
  });

  it('downloads the report with the token, saved under the server’s name', async () => {
    const user = signedInUser();
    const requests: { url: string; authorization: string | null }[] = [];
    const { fetchMock } = serve(
      () => ({ data: analyticsFixture() }),
      () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="prospera-progreso-2030-04-10.pdf"' } }),
    );
    const saved: string[] = [];
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar informe de progreso (PDF)' }, FIRST_LOAD));
    await vi.waitFor(() => expect([saved, screen.queryByRole('alert')?.textContent]).toEqual([['prospera-progreso-2030-04-10.pdf'], undefined]));
    for (const [resource, init] of fetchMock.mock.calls) {
      if (resource.startsWith('/api/v1/')) requests.push({ url: resource, authorization: new Headers(init?.headers).get('authorization') });
    }
    expect(requests).toEqual([{ url: '/api/v1/reports/progress/ES', authorization: `Bearer ${user.access_token}` }]);
    click.mockRestore();
  });

  it('is in English too', async () => {
    signedInUser();
    serve(() => ({ data: analyticsFixture() }));
    renderApp('/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'Weekly execution' }, FIRST_LOAD)).toBeTruthy();
    expect(rowsOf('Data: Budget: planned and spent').slice(1)).toEqual([
      ['EUR', '€1,234.50', '€45.50'],
      ['USD', '$80.00', '$0.00'],
    ]);
    expect(rowsOf('Data: Weekly execution')[3]).toEqual(['Apr 8, 2030 (in progress)', '2', '3', '67%']);
  });
});
