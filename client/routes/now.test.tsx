import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { action, project } from '../test-fixtures/actions';
import { context } from '../test-fixtures/contexts';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';
import { NOW_PAGE_SIZE } from './now';

const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 2);
const oficina = context(2, '@oficina', 1);
const late = action(1, { title: 'Llamar a la biblioteca', isOverdue: true, daysUntilDue: -2, dueDate: '2099-01-01', energy: 'LOW', timeEstimate: 15 });
const soon = action(2, { title: 'Comprar una estantería', energy: 'MEDIUM', timeEstimate: 30, budget: { baseCapital: 120, totalCapital: 120, monthlyBudget: 60, dailyBudget: 2, oneOff: false, currencyCode: 'EUR', currencySymbol: '€' } });

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === 'actions.now') return { data: { actions: [late, soon], nextCursor: null } };
    if (call.path === 'account.myContexts') return { data: { contexts: [casa, oficina] } };
    if (call.path === 'projects.me') return { data: { projects: [{ ...project(1, 'Leer 12 libros'), areaKey: 'HEALTH_NUTRITION' }] } };
    return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
  });
}

/** The question of each "now" call, without its paging (every call asks for a page of NOW_PAGE_SIZE, checked below). */
const nowCalls = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path === 'actions.now')
    .map((call) => {
      const { limit, cursor, direction, ...question } = call.input as Record<string, unknown>;
      expect(limit).toBe(NOW_PAGE_SIZE);
      void cursor;
      void direction;
      return question;
    });

describe('the /now screen', () => {
  it('asks each question as a radio group with a legend, "any" chosen at first, and lists what fits', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/now');
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué puedo hacer ahora?' }, FIRST_LOAD)).toBeTruthy();
    await screen.findByRole('radio', { name: '@oficina' });
    for (const [legend, options] of [
      ['¿Dónde estás?', ['Cualquiera', '@casa', '@oficina']],
      ['¿Cuánta energía tienes?', ['Cualquiera', 'Baja', 'Media', 'Alta']],
      ['¿Cuánto tiempo tienes?', ['Sin límite', '15 min', '30 min', '1 hora', '2 horas']],
    ] as const) {
      const group = await screen.findByRole('group', { name: legend });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(options);
      // One name per group: the browser moves the choice with the arrow keys inside it, and Tab leaves it.
      expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
      expect(radios[0]).toHaveProperty('checked', true);
    }
    const items = await screen.findAllByTestId('now-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Llamar a la biblioteca', 'Comprar una estantería']);
    expect(within(items[0]!).getByText('Vencida')).toBeTruthy();
    expect(within(items[1]!).queryByText('Vencida')).toBeNull();
    expect(within(items[1]!).getByText('120,00 €', { exact: false })).toBeTruthy();
    expect(items[0]!.getAttribute('style')).toContain('--area-colour: #059669');
    expect(screen.getByText('2 acciones encajan')).toBeTruthy();
    expect(nowCalls(calls)[0]).toEqual({});
  });

  it('sends the context, energy, time and budget chosen, and "any" again sends no filter', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/now');
    fireEvent.click(await screen.findByRole('radio', { name: '@oficina' }, FIRST_LOAD));
    fireEvent.click(screen.getByRole('radio', { name: 'Baja' }));
    fireEvent.click(screen.getByRole('radio', { name: '1 hora' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Dinero disponible (opcional)' }), { target: { value: '25.5' } });
    await waitFor(() => expect(nowCalls(calls).at(-1)).toEqual({ contextId: oficina.id, energy: 'LOW', minutes: 60, budget: 25.5 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sin límite' }));
    fireEvent.click(within(screen.getByRole('group', { name: '¿Dónde estás?' })).getByRole('radio', { name: 'Cualquiera' }));
    await waitFor(() => expect(nowCalls(calls).at(-1)).toEqual({ energy: 'LOW', budget: 25.5 }));
  });

  it('shows each choice as checked where focus lands, so a keyboard choice is visible', async () => {
    signedInUser();
    serve();
    renderApp('/now');
    const energy = await screen.findByRole('radio', { name: 'Alta' }, FIRST_LOAD);
    act(() => energy.focus());
    expect(document.activeElement).toBe(energy);
    fireEvent.click(energy);
    expect(energy).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Media' })).toHaveProperty('checked', false);
  });

  it('completes an action in one tap and reads the list again', async () => {
    signedInUser();
    let completed = false;
    const { calls } = serve({
      'actions.now': () => ({ data: { actions: completed ? [soon] : [late, soon] } }),
      'actions.complete': () => {
        completed = true;
        return { data: { ...late, completed: true, completedAt: '2099-01-03T10:00:00.000Z' } };
      },
    });
    renderApp('/now');
    fireEvent.click(await screen.findByRole('button', { name: 'Completar la acción «Llamar a la biblioteca»' }, FIRST_LOAD));
    expect(await screen.findByText('Acción «Llamar a la biblioteca» completada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.complete')?.input).toEqual({ id: late.id });
    await waitFor(() => expect(screen.getAllByTestId('now-item')).toHaveLength(1));
  });

  it('says so when nothing fits, and shows the translated refusal of a bad budget', async () => {
    signedInUser();
    serve({
      'actions.now': (call) =>
        (call.input as { budget?: number }).budget === undefined
          ? { data: { actions: [] } }
          : { status: 400, code: 'NOW_BUDGET_INVALID', message: 'bad budget' },
    });
    renderApp('/now');
    expect(await screen.findByText('Nada encaja con lo que tienes ahora. Prueba con más tiempo o energía.', undefined, FIRST_LOAD)).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Dinero disponible (opcional)' }), { target: { value: '-3' } });
    expect(await screen.findByText('No se pudieron cargar las acciones.')).toBeTruthy();
    expect(screen.getByText('El presupuesto debe ser un importe de 0 o más con dos decimales como máximo')).toBeTruthy();
  });

  it('is reachable from the actions screen', async () => {
    signedInUser();
    serve({ 'actions.me': () => ({ data: { actions: [], totalActions: 0, completedActions: 0, pendingActions: 0, overdueActions: 0 } }) });
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('link', { name: /¿Qué puedo hacer ahora\?/ }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué puedo hacer ahora?' }, FIRST_LOAD)).toBeTruthy();
  });
  it('shows a page of what fits and the next ones with "Ver más", following nextCursor', async () => {
    signedInUser();
    const { calls } = serve({
      'actions.now': (call) =>
        (call.input as { cursor?: string }).cursor === 'page-2' ? { data: { actions: [soon], nextCursor: null } } : { data: { actions: [late], nextCursor: 'page-2' } },
    });
    renderApp('/now');
    expect((await screen.findAllByTestId('now-item', undefined, FIRST_LOAD)).length).toBe(1);
    expect(screen.getByText('Mostrando 1 acción que encaja; hay más')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(screen.getAllByTestId('now-item').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Llamar a la biblioteca', 'Comprar una estantería']));
    expect(screen.getByText('2 acciones encajan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    const asked = calls.filter((call) => call.path === 'actions.now').map((call) => call.input as { limit: number; cursor?: string });
    expect(asked.map((input) => [input.limit, input.cursor ?? null])).toEqual([[NOW_PAGE_SIZE, null], [NOW_PAGE_SIZE, 'page-2']]);
  });
});
