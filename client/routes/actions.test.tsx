import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { action, actionList, goal } from '../test-fixtures/actions';
import { context } from '../test-fixtures/contexts';
import { uuid } from '../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 2);
const oficina = context(2, '@oficina', 1);

const budgeted = action(1, {
  title: 'Comprar tres libros',
  description: 'Uno de finanzas y una novela.',
  energy: 'LOW',
  timeEstimate: 45,
  dueDate: '2099-01-03',
  isDueSoon: true,
  daysUntilDue: 2,
  budget: { baseCapital: 1234.5, totalCapital: 1234.5, monthlyBudget: 617.25, dailyBudget: 41.15, oneOff: false, currencyCode: 'EUR', currencySymbol: '€' },
});
const overdue = action(2, { title: 'Llamar a la biblioteca', isOverdue: true, daysUntilDue: -3, dueDate: '2024-12-29', energy: 'HIGH' });
const done = action(3, {
  title: 'Leer en la pausa',
  contextId: oficina.id,
  contextName: '@oficina',
  completed: true,
  completedAt: '2025-01-02T10:00:00.000Z',
  goal: { id: uuid(402), goalType: 'BE', content: 'Ser una persona lectora' },
});

type Answers = Record<string, (call: FakeCall) => FakeReply>;

function serve(answers: Answers = {}) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === 'actions.me') return { data: actionList([budgeted, overdue, done]) };
    if (call.path === 'account.myContexts') return { data: { contexts: [casa, oficina] } };
    return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
  });
}

describe('the actions screen', () => {
  it('shows the totals and the actions grouped per context with their counts', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    expect(await screen.findByTestId('total-pending', undefined, FIRST_LOAD)).toHaveProperty('textContent', '2');
    expect(screen.getByTestId('total-completed').textContent).toBe('1');
    expect(screen.getByTestId('total-overdue').textContent).toBe('1');
    const home = screen.getByRole('region', { name: '@casa' });
    expect(within(home).getByText('2 activas · 0 completadas · 2 en total')).toBeTruthy();
    const office = screen.getByRole('region', { name: '@oficina' });
    expect(within(office).getByText('0 activas · 1 completada · 1 en total')).toBeTruthy();
  });

  it('shows every field of an action, with its budget and dates through Intl', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    const item = (await screen.findByRole('heading', { name: 'Acción 1: Comprar tres libros' }, FIRST_LOAD)).closest('li')!;
    const inItem = within(item as HTMLElement);
    expect(inItem.getByText('Uno de finanzas y una novela.')).toBeTruthy();
    expect(inItem.getByText('HACER')).toBeTruthy();
    expect(inItem.getByText('Leer 30 minutos cada día')).toBeTruthy();
    expect(item.textContent).toContain('Proyecto: Leer 12 libros');
    expect(inItem.getByText('Energía baja')).toBeTruthy();
    expect(inItem.getByText('45 minutos estimados')).toBeTruthy();
    expect(inItem.getByText('Vence el 3 ene 2099')).toBeTruthy();
    expect(inItem.getByText('Vence en 2 días')).toBeTruthy();
    const budget = inItem.getByRole('region', { name: 'Presupuesto (EUR)' });
    expect(within(budget).getAllByText('1234,50 €')).toHaveLength(2);
    expect(within(budget).getByText('617,25 €')).toBeTruthy();
    expect(within(budget).getByText('41,15 €')).toBeTruthy();
    expect(screen.getByText('Vencida hace 3 días')).toBeTruthy();
    expect(screen.getAllByText('Sin presupuesto')).toHaveLength(2);
  });

  // Issue 37: a one-off purchase of 12,50 € showed 12,50 € "al mes" and "al día".
  it('shows a one-off budget as its total only, not per month or per day', async () => {
    signedInUser();
    const purchase = { ...budgeted, budget: { baseCapital: 12.5, totalCapital: 12.5, monthlyBudget: 12.5, dailyBudget: 12.5, oneOff: true, currencyCode: 'EUR' as const, currencySymbol: '€' } };
    serve({ 'actions.me': () => ({ data: actionList([purchase, overdue, done]) }) });
    renderApp('/actions');
    const item = (await screen.findByRole('heading', { name: 'Acción 1: Comprar tres libros' }, FIRST_LOAD)).closest('li')!;
    const budget = within(item as HTMLElement).getByRole('region', { name: 'Presupuesto (EUR)' });
    expect(within(budget).getAllByText('12,50 €')).toHaveLength(1);
    expect(within(budget).queryByText('Al mes')).toBeNull();
    expect(within(budget).queryByText('Al día')).toBeNull();
  });

  it('numbers the actions inside each group and offers Complete only on the open ones', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    expect(await screen.findByRole('heading', { name: 'Acción 2: Llamar a la biblioteca' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acción 1: Leer en la pausa' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Completar la acción/ })).toHaveLength(2);
    // One card, one date style: completed on '2 ene 2025' beside due '… ene 2025' (issue 37).
    const done = screen.getByText('Completada el 2 ene 2025').closest('li')!;
    expect(within(done).getAllByRole('listitem').some((item) => /Vence el \d{1,2} \p{L}{3,5} \d{4}$/u.test(item.textContent ?? ''))).toBe(true);
  });

  it('completes an action and says so', async () => {
    signedInUser();
    const { calls } = serve({ 'actions.complete': () => ({ data: { ...budgeted, completed: true } }) });
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'Completar la acción «Comprar tres libros»' }, FIRST_LOAD));
    expect(await screen.findByText('Acción «Comprar tres libros» completada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.complete')?.input).toEqual({ id: budgeted.id });
    await waitFor(() => expect(calls.filter((call) => call.path === 'actions.me').length).toBeGreaterThan(1));
  });

  it('says when completing fails', async () => {
    signedInUser();
    serve({ 'actions.complete': () => ({ status: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado' }) });
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'Completar la acción «Comprar tres libros»' }, FIRST_LOAD));
    expect(await screen.findByText('Error al completar la acción: Recurso no encontrado')).toBeTruthy();
  });

  it('folds and unfolds a context group', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    const toggle = await screen.findByRole('button', { name: /@casa/ }, FIRST_LOAD);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Acción 1: Comprar tres libros' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('heading', { name: 'Acción 1: Comprar tres libros' })).toBeTruthy();
  });

  it('filters by one context through the server', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    const filter = await screen.findByRole('combobox', { name: 'Filtrar por contexto' }, FIRST_LOAD);
    await screen.findByRole('option', { name: '@oficina' });
    fireEvent.change(filter, { target: { value: oficina.id } });
    await waitFor(() => expect(calls.some((call) => call.path === 'actions.me' && (call.input as { contextId?: string }).contextId === oficina.id)).toBe(true));
    expect(screen.getByRole('option', { name: 'Todos los contextos' })).toBeTruthy();
  });

  it('with ?goalId= lists that goal only, names it and offers to clear the filter', async () => {
    signedInUser();
    const goalId = uuid(401);
    const { calls } = serve({ 'goals.me': () => ({ data: { goals: [goal(1, uuid(201), 'DO', 'Leer 30 minutos cada día')] } }) });
    renderApp(`/actions?goalId=${goalId}`);
    expect(await screen.findByText('Acciones de la meta', undefined, FIRST_LOAD)).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.me')?.input).toMatchObject({ goalId, limit: 100 });
    const clear = screen.getByRole('link', { name: 'Ver todas las acciones' });
    expect(clear.getAttribute('href')).toBe('/actions');
  });

  it('without contexts shows the notice and the way to the profile', async () => {
    signedInUser();
    serve({ 'account.myContexts': () => ({ data: { contexts: [] } }), 'actions.me': () => ({ data: actionList([]) }) });
    renderApp('/actions');
    expect(await screen.findByRole('heading', { name: 'Aún no tienes contextos' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear un contexto en mi perfil' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByText('Todavía no tienes acciones.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signedInUser();
    let fail = true;
    serve({ 'actions.me': () => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: actionList([budgeted]) }) });
    renderApp('/actions');
    expect(await screen.findByText('No se pudieron cargar tus acciones.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Servicio no disponible temporalmente. Inténtalo más tarde.')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByRole('heading', { name: 'Acción 1: Comprar tres libros' })).toBeTruthy();
  });

  it('is in English too', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'My actions' })).toBeTruthy();
    expect(await screen.findByText('3 days overdue')).toBeTruthy();
    expect(screen.getByText('Due in 2 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete the action “Comprar tres libros”' })).toBeTruthy();
  });
});
