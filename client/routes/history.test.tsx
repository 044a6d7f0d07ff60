import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cycleIdOf, cycleList, cycleSummary, twoCycles } from '../test-fixtures/cycles';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

function serve(cycles: () => FakeReply) {
  return fakeServer((call) => (call.path === 'cycles.list' ? cycles() : { status: 404, code: 'NOT_FOUND', message: call.path }));
}

const location = () => screen.getByTestId('location').textContent;

describe('/history', () => {
  it('says it is loading while the cycles are on their way', async () => {
    signedInUser();
    fakeServer((call) => (call.path === 'cycles.list' ? new Promise<FakeReply>(() => undefined) as never : { data: {} }));
    renderApp('/history');
    expect((await screen.findByText('Cargando tu historial...', undefined, FIRST_LOAD)).getAttribute('role')).toBe('status');
  });

  it('lists the cycles newest first with dates, status, global and area scores and plan accuracy', async () => {
    signedInUser();
    serve(() => ({ data: twoCycles() }));
    renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial' }, FIRST_LOAD)).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ciclo 2', 'Ciclo 1']);
    const [second, first] = cards.map((card) => within(card));
    expect(second!.getByText('Activo')).toBeTruthy();
    expect(first!.getByText('Cerrado')).toBeTruthy();
    expect(first!.getByText('5 ene 2030 – 4 abr 2030')).toBeTruthy();
    expect(screen.getByTestId('cycle-1-global').textContent).toBe('5,5/10');
    expect(screen.getByTestId('cycle-2-global').textContent).toBe('6,0/10');
    const areas = first!.getAllByRole('listitem');
    expect(areas).toHaveLength(6);
    expect(areas[0]!.textContent).toBe('🧠Desarrollo Personal · enfoque4/10');
    expect(areas[0]!.getAttribute('style')).toContain('border-left-color: rgb(124, 58, 237)');
    expect(areas[3]!.textContent).toBe('💰Dinero y Finanzas · enfoque3/10');
    expect(first!.getByRole('list', { name: 'Áreas del ciclo 1' })).toBeTruthy();
    expect(first!.getByText(/66,7\s%: 2 de 3 respuestas objetivo cambiaron a Sí/)).toBeTruthy();
    // The active cycle is not re-assessed yet: no accuracy of its own.
    expect(second!.queryByText('Precisión del plan')).toBeNull();
    expect(screen.getByTestId('overall-accuracy').textContent).toMatch(/^Precisión de tus planes en todos los ciclos66,7\s%: 2 de 3/);
  });

  it('opens the comparison of the last closed cycle and the current one by default', async () => {
    signedInUser();
    const { calls } = serve(() => ({ data: twoCycles() }));
    renderApp('/history');
    const from = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Desde' }, FIRST_LOAD);
    const to = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Hasta' });
    expect(from.value).toBe(cycleIdOf(1));
    expect(to.value).toBe(cycleIdOf(2));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver comparación' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparación' }, FIRST_LOAD)).toBeTruthy();
    expect(location()).toBe('/history/compare');
    await expect.poll(() => calls.find((call) => call.path === 'cycles.compare')?.input).toEqual({ from: cycleIdOf(1), to: cycleIdOf(2) });
  });

  it('picks the last closed cycle and the next among several, and refuses the same cycle twice in words', async () => {
    signedInUser();
    serve(() => ({
      data: cycleList([cycleSummary(1, [1, 2, 3, 4, 5, 6]), cycleSummary(2, [2, 3, 4, 5, 6, 7]), cycleSummary(3, [null, null, null, null, null, null], { status: 'ACTIVE', startedOn: null, endsOn: null })]),
    }));
    renderApp('/history');
    const from = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Desde' }, FIRST_LOAD);
    const to = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Hasta' });
    expect([from.value, to.value]).toEqual([cycleIdOf(2), cycleIdOf(3)]);
    expect(within(screen.getByTestId('cycle-3')).getByText('Sin empezar: empieza al guardar tus áreas de enfoque')).toBeTruthy();
    expect(screen.getByTestId('cycle-3-global').textContent).toBe('Sin evaluar');
    fireEvent.change(to, { target: { value: cycleIdOf(2) } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver comparación' }));
    expect(screen.getByText('Elige dos ciclos distintos.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(location()).toBe('/history');
  });

  it('explains that the history comes after the first re-assessment when there is one cycle', async () => {
    signedInUser();
    serve(() => ({ data: cycleList([cycleSummary(1, [4, 6, 5, 3, 7, 8], { status: 'ACTIVE' })]) }));
    renderApp('/history');
    expect(await screen.findByText(/Tu historial aparecerá tras tu primera re-evaluación/, undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi rueda' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Ver comparación' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByTestId('overall-accuracy')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: twoCycles() }));
    renderApp('/history');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('No se pudo cargar tu historial.');
    expect(alert.textContent).toContain('Error del servidor. Inténtalo más tarde.');
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByText('Ciclo 2', { selector: 'h2' })).toBeTruthy();
  });

  it('reads a reply without cycles as a failed load instead of crashing', async () => {
    signedInUser();
    serve(() => ({ data: {} }));
    renderApp('/history');
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain('No se pudo cargar tu historial.');
  });

  it('answers an unknown address under /history with the not-found page', async () => {
    signedInUser();
    serve(() => ({ data: twoCycles() }));
    renderApp('/history/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, FIRST_LOAD)).toBeTruthy();
  });

  it('is in English too', async () => {
    signedInUser();
    serve(() => ({ data: twoCycles() }));
    renderApp('/history');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Jan 5, 2030 – Apr 4, 2030')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText(/66\.7%: 2 of 3 targeted answers turned Yes/, { selector: '.cycle-card__accuracy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See comparison' })).toBeTruthy();
  });
});
