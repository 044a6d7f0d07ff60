import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/rules/dates';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';
import { action, actionList, goal, project } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { dashboard } from '../../test-fixtures/dashboard';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const active = project(1, 'Leer 12 libros', 'ACTIVE', '2099-03-31');
const someday = project(2, 'Correr una media maratón', 'SOMEDAY');
const casa = context(1, '@casa');
const goals = [goal(1, active.id, 'BE', 'Ser una persona lectora'), goal(2, active.id, 'DO', 'Leer 30 minutos cada día')];

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    switch (call.path) {
      case 'actions.me':
        return { data: actionList([]) };
      case 'users.myContexts':
        return { data: { contexts: [casa] } };
      case 'projects.me':
        return { data: { projects: [active, someday] } };
      case 'goals.me':
        return { data: { goals } };
      case 'users.me':
        return { data: dashboard({ currencyCode: 'EUR' }) };
      default:
        return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    }
  });
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Nueva acción' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Nueva acción' });
}

async function fill(dialog: HTMLElement, dueDate = '2099-01-15') {
  const form = within(dialog);
  await form.findByRole('option', { name: 'Leer 12 libros' });
  fireEvent.change(form.getByRole('combobox', { name: '1. Proyecto' }), { target: { value: active.id } });
  await form.findByRole('option', { name: 'HACER · Leer 30 minutos cada día' });
  fireEvent.change(form.getByRole('combobox', { name: '2. Meta' }), { target: { value: goals[1]!.id } });
  fireEvent.change(form.getByRole('combobox', { name: 'Contexto' }), { target: { value: casa.id } });
  fireEvent.change(form.getByRole('textbox', { name: 'Título' }), { target: { value: '  Comprar tres libros ' } });
  fireEvent.change(form.getByLabelText('Fecha límite'), { target: { value: dueDate } });
  fireEvent.change(form.getByRole('spinbutton', { name: 'Presupuesto (opcional)' }), { target: { value: '45.5' } });
}

describe('the new action form', () => {
  it('offers ACTIVE projects only, then the goals of the chosen one, with the defaults of SPEC section 9', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    const dialog = await openForm();
    const form = within(dialog);
    await form.findByRole('option', { name: 'Leer 12 libros' });
    expect(form.queryByRole('option', { name: 'Correr una media maratón' })).toBeNull();
    const goalSelect = form.getByRole<HTMLSelectElement>('combobox', { name: '2. Meta' });
    expect(goalSelect.disabled).toBe(true);
    fireEvent.change(form.getByRole('combobox', { name: '1. Proyecto' }), { target: { value: active.id } });
    expect(await form.findByRole('option', { name: 'SER · Ser una persona lectora' })).toBeTruthy();
    expect(goalSelect.disabled).toBe(false);
    expect(calls.find((call) => call.path === 'goals.me')?.input).toEqual({ projectId: active.id });
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Media' }).checked).toBe(true);
    expect(form.getByRole<HTMLInputElement>('spinbutton', { name: 'Tiempo estimado (minutos)' }).value).toBe('30');
    const due = form.getByLabelText<HTMLInputElement>('Fecha límite');
    expect(due.min).toBe(localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(due.max).toBe('2099-03-31');
    expect(form.getByText('Desde hoy hasta el 31 mar 2099, fin del proyecto.')).toBeTruthy();
    await waitFor(() => expect(form.getByRole<HTMLSelectElement>('combobox', { name: 'Moneda' }).value).toBe('EUR'));
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'MXN', 'CAD', 'AUD']));
  });

  it('checks the fields with the shared schema and sends nothing while one is wrong', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    const dialog = await openForm();
    const form = within(dialog);
    fireEvent.change(form.getByRole('spinbutton', { name: 'Tiempo estimado (minutos)' }), { target: { value: '0' } });
    await form.findByRole('option', { name: '@casa' });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await form.findByText('Elige un proyecto', { selector: '.field__error' })).toBeTruthy();
    expect(form.getByText('Elige una meta', { selector: '.field__error' })).toBeTruthy();
    expect(form.getByText('Elige un contexto', { selector: '.field__error' })).toBeTruthy();
    expect(form.getByText('El título de la acción es obligatorio', { selector: '.field__error' })).toBeTruthy();
    expect(form.getByText('La fecha límite es obligatoria', { selector: '.field__error' })).toBeTruthy();
    expect(form.getByText('El tiempo estimado debe ser un número entero de minutos entre 1 y 10080', { selector: '.field__error' })).toBeTruthy();
    expect(calls.some((call) => call.path === 'actions.add')).toBe(false);
  });

  it("refuses a due date after the project's end before sending", async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog, '2099-04-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    expect(await within(dialog).findByText('La fecha límite no puede ser posterior al fin del proyecto (31 mar 2099)')).toBeTruthy();
    expect(calls.some((call) => call.path === 'actions.add')).toBe(false);
  });

  it('creates the action with the trimmed title, the budget and the currency, then closes and says so', async () => {
    signedInUser();
    const created = action(9, { title: 'Comprar tres libros' });
    const { calls } = serve({ 'actions.add': () => ({ data: created }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    await waitFor(() => expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Moneda' }).value).toBe('EUR'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Alta' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    expect(await screen.findByText('Acción «Comprar tres libros» creada')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.path === 'actions.add')?.input).toEqual({
      goalId: goals[1]!.id,
      contextId: casa.id,
      title: 'Comprar tres libros',
      description: '',
      energy: 'HIGH',
      timeEstimate: 30,
      dueDate: '2099-01-15',
      baseCapital: 45.5,
      currencyCode: 'EUR',
    });
  });

  it('shows the plan limit with a link to the plans', async () => {
    signedInUser();
    const message = 'Has alcanzado el límite de tu plan BASICO: acciones nuevas este mes (máximo 30). Mejora tu plan para continuar.';
    serve({ 'actions.add': () => ({ status: 403, code: 'PLAN_LIMIT', message }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(message);
    fireEvent.click(within(alert).getByRole('link', { name: 'Ver planes' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/subscription'));
  });

  it("puts the server's due-date refusal under the due date", async () => {
    signedInUser();
    const message = 'La fecha límite no puede ser posterior al fin del proyecto (2099-01-10)';
    serve({ 'actions.add': () => ({ status: 422, code: 'DUE_DATE_AFTER_PROJECT_END', message }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    const due = await within(dialog).findByText(message);
    expect(within(dialog).getByLabelText('Fecha límite').getAttribute('aria-describedby')).toContain(due.id);
  });

  it('says when the project no longer takes actions', async () => {
    signedInUser();
    serve({ 'actions.add': () => ({ status: 422, code: 'PROJECT_NOT_ACTIVE', message: 'Solo puedes añadir acciones a proyectos activos' }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    expect(await within(dialog).findByText('Solo puedes añadir acciones a proyectos activos')).toBeTruthy();
  });

  it('without contexts points to the profile and cannot be sent', async () => {
    signedInUser();
    serve({ 'users.myContexts': () => ({ data: { contexts: [] } }) });
    renderApp('/actions');
    const dialog = await openForm();
    expect(within(dialog).getByRole('link', { name: 'Crear un contexto en mi perfil' }).getAttribute('href')).toBe('/profile');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Crear acción' }).disabled).toBe(true);
  });

  it('with no active project says so and links to the projects', async () => {
    signedInUser();
    serve({ 'projects.me': () => ({ data: { projects: [someday] } }) });
    renderApp('/actions');
    const dialog = await openForm();
    expect(await within(dialog).findByText(/No tienes proyectos activos/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ir a mis proyectos' }).getAttribute('href')).toBe('/projects');
  });

  it('Escape closes it', async () => {
    signedInUser();
    serve();
    renderApp('/actions');
    const dialog = await openForm();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
