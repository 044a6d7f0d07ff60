import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/rules/dates';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';
import { action, actionList, goal, project } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { dashboard } from '../../test-fixtures/dashboard';
import { areaAnswersFixture, questionIdOf } from '../../test-fixtures/assessment';
import i18n from '../../i18n';
import { todayInBrowser } from '../../lib/today';

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
      case 'account.myContexts':
        return { data: { contexts: [casa] } };
      case 'projects.me':
        return { data: { projects: [active, someday] } };
      case 'goals.me':
        return { data: { goals } };
      case 'assessment.answers':
        return { data: areaAnswersFixture(active.areaId, [['Leo cada día', false]]) };
      case 'account.me':
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

  it('repeats on chosen weekdays until a date, sending repeat', async () => {
    signedInUser();
    const { calls } = serve({ 'actions.add': () => ({ data: action(9, { title: 'Comprar tres libros' }) }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    const form = within(dialog);
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'No se repite' }).checked).toBe(true);
    expect(form.queryByLabelText('Repetir hasta')).toBeNull();
    fireEvent.click(form.getByRole('radio', { name: 'Ciertos días' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'viernes' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'lunes' }));
    const until = form.getByLabelText<HTMLInputElement>('Repetir hasta');
    expect(until.min).toBe('2099-01-15');
    expect(until.max).toBe('2099-03-31');
    fireEvent.change(until, { target: { value: '2099-04-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await form.findByText('Repetir hasta: del 15 ene 2099 al 31 mar 2099')).toBeTruthy();
    expect(calls.some((call) => call.path === 'actions.add')).toBe(false);
    fireEvent.change(until, { target: { value: '2099-02-28' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await screen.findByText('Acción «Comprar tres libros» creada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.add')?.input).toMatchObject({ dueDate: '2099-01-15', repeat: { weekdays: [1, 5], until: '2099-02-28' } });
  });

  it('repeats every N days, refusing a rule without days before sending', async () => {
    signedInUser();
    const { calls } = serve({ 'actions.add': () => ({ data: action(9, { title: 'Comprar tres libros' }) }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    const form = within(dialog);
    fireEvent.click(form.getByRole('radio', { name: 'Cada N días' }));
    fireEvent.change(form.getByRole('spinbutton', { name: 'Cada cuántos días' }), { target: { value: '0' } });
    fireEvent.change(form.getByLabelText('Repetir hasta'), { target: { value: '2099-02-28' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await form.findByText('Repetir: cada 1 a 365 días o días de la semana (1 a 7), hasta una fecha')).toBeTruthy();
    expect(calls.some((call) => call.path === 'actions.add')).toBe(false);
    fireEvent.change(form.getByRole('spinbutton', { name: 'Cada cuántos días' }), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await screen.findByText('Acción «Comprar tres libros» creada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.add')?.input).toMatchObject({ repeat: { everyDays: 3, until: '2099-02-28' } });
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
    serve({ 'account.myContexts': () => ({ data: { contexts: [] } }) });
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

describe('the new action form aimed at answers', () => {
  const noAnswers = areaAnswersFixture(active.areaId, [
    ['Leo al menos un libro al mes', true],
    ['Leo cada día', false],
    ['Tengo una lista de lectura', false],
  ]);
  const picker = (dialog: HTMLElement) => within(dialog).findByRole('group', { name: /¿Qué respuesta quieres cambiar\?/ });

  it("offers the NO answers of the chosen project's area once a project is chosen, and sends the ticked ones", async () => {
    signedInUser();
    const created = action(9, { title: 'Comprar tres libros' });
    const { calls } = serve({ 'assessment.answers': () => ({ data: noAnswers }), 'actions.add': () => ({ data: created }) });
    renderApp('/actions');
    const dialog = await openForm();
    await within(dialog).findByRole('option', { name: 'Leer 12 libros' });
    expect(within(dialog).queryByRole('group', { name: /¿Qué respuesta quieres cambiar\?/ })).toBeNull();
    await fill(dialog);
    const group = await picker(dialog);
    await within(group).findByRole('checkbox', { name: 'Leo cada día' });
    expect(calls.find((call) => call.path === 'assessment.answers')?.input).toEqual({ id: active.areaId });
    expect(within(group).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Leo cada día', 'Tengo una lista de lectura']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Tengo una lista de lectura' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    expect(await screen.findByText('Acción «Comprar tres libros» creada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.add')?.input).toMatchObject({ goalId: goals[1]!.id, targetQuestionIds: [questionIdOf(3)] });
  });

  it('drops the ticked answers when the project changes', async () => {
    signedInUser();
    const other = project(3, 'Aprender inglés', 'ACTIVE', '2099-03-31');
    serve({ 'projects.me': () => ({ data: { projects: [active, other] } }), 'assessment.answers': () => ({ data: noAnswers }) });
    renderApp('/actions');
    const dialog = await openForm();
    await within(dialog).findByRole('option', { name: 'Aprender inglés' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '1. Proyecto' }), { target: { value: active.id } });
    const box = await within(await picker(dialog)).findByRole<HTMLInputElement>('checkbox', { name: 'Leo cada día' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: '1. Proyecto' }), { target: { value: other.id } });
    expect((await within(await picker(dialog)).findByRole<HTMLInputElement>('checkbox', { name: 'Leo cada día' })).checked).toBe(false);
  });

  it('stops at TARGET_QUESTIONS_MAX ticked answers', async () => {
    signedInUser();
    const many = areaAnswersFixture(active.areaId, Array.from({ length: 12 }, (_, index) => [`Pregunta ${index + 1}`, false] as const));
    serve({ 'assessment.answers': () => ({ data: many }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    const group = await picker(dialog);
    await within(group).findByRole('checkbox', { name: 'Pregunta 1' });
    for (let n = 1; n <= 10; n += 1) fireEvent.click(within(group).getByRole('checkbox', { name: `Pregunta ${n}` }));
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Pregunta 11' }).disabled).toBe(true);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Pregunta 12' }).disabled).toBe(true);
    expect(within(group).getByText('Ya elegiste el máximo (10). Desmarca una respuesta para elegir otra.')).toBeTruthy();
  });

  it('says when the area has no NO answer', async () => {
    signedInUser();
    serve({ 'assessment.answers': () => ({ data: areaAnswersFixture(active.areaId, [['Leo cada día', true]]) }) });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    expect(await within(await picker(dialog)).findByText('Respondiste SÍ a todas las preguntas de esta área: no queda ningún NO por cambiar.')).toBeTruthy();
  });

  it('says when the answers cannot be loaded, in English too', async () => {
    signedInUser();
    await i18n.changeLanguage('en');
    serve({ 'assessment.answers': () => ({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }) });
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'New action' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'New action' });
    await within(dialog).findByRole('option', { name: 'Leer 12 libros' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '1. Project' }), { target: { value: active.id } });
    const group = await within(dialog).findByRole('group', { name: /Which answer do you want to change\?/ });
    expect((await within(group).findByRole('alert')).textContent).toContain("Your answers for this area couldn't be loaded.");
    expect(within(group).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the server's refusal of a target under the picker, translated", async () => {
    signedInUser();
    serve({
      'assessment.answers': () => ({ data: noAnswers }),
      'actions.add': () => ({ status: 422, code: 'TARGET_QUESTION_NOT_ALLOWED', message: 'not allowed' }),
    });
    renderApp('/actions');
    const dialog = await openForm();
    await fill(dialog);
    const group = await picker(dialog);
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'Leo cada día' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acción' }));
    const error = await within(group).findByText('Solo puedes apuntar a preguntas del área del proyecto que respondiste NO en el ciclo actual');
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByRole('dialog', { name: 'Nueva acción' })).toBeTruthy();
  });

  it('offers the suggested actions of the ticked answers; one tap fills the form, which stays editable, and it is sent aimed at that answer', async () => {
    signedInUser();
    const created = action(9, { title: 'Leer 20 minutos antes de dormir' });
    const suggestion = {
      title: 'Leer 20 minutos antes de dormir',
      description: 'Deja el teléfono fuera del dormitorio.',
      energy: 'LOW' as const,
      timeEstimate: 20,
      contextKey: 'HOME' as const,
      contextName: '@casa',
      contextId: casa.id,
      repeat: { everyDays: 1 },
    };
    const question = (n: number, text: string, actions: (typeof suggestion)[]) => ({ questionId: questionIdOf(n), order: n, text, goals: [], actions });
    const { calls } = serve({
      'assessment.answers': () => ({ data: noAnswers }),
      'suggestions.forArea': () => ({
        data: {
          lifeWheelAreaId: active.lifeWheelAreaId,
          areaId: active.areaId,
          cycleId: noAnswers.cycleId,
          questions: [question(2, 'Leo cada día', [suggestion]), question(3, 'Tengo una lista de lectura', [{ ...suggestion, title: 'Apuntar cinco libros', repeat: undefined as never }])],
        },
      }),
      'actions.add': () => ({ data: created }),
    });
    renderApp('/actions');
    const dialog = await openForm();
    const form = within(dialog);
    await form.findByRole('option', { name: 'Leer 12 libros' });
    fireEvent.change(form.getByRole('combobox', { name: '1. Proyecto' }), { target: { value: active.id } });
    await form.findByRole('option', { name: 'HACER · Leer 30 minutos cada día' });
    fireEvent.change(form.getByRole('combobox', { name: '2. Meta' }), { target: { value: goals[1]!.id } });
    // Nothing is suggested until the person aims at an answer; then only that answer's actions.
    const group = await picker(dialog);
    await within(group).findByRole('checkbox', { name: 'Leo cada día' });
    expect(form.queryByRole('region', { name: 'Acciones sugeridas para las respuestas elegidas' })).toBeNull();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Leo cada día' }));
    const offered = await form.findByRole('region', { name: 'Acciones sugeridas para las respuestas elegidas' });
    expect(calls.find((call) => call.path === 'suggestions.forArea')?.input).toEqual({ lifeWheelAreaId: active.lifeWheelAreaId });
    expect(within(offered).queryByText('Apuntar cinco libros')).toBeNull();
    fireEvent.click(within(offered).getByRole('button', { name: 'Usar la sugerencia «Leer 20 minutos antes de dormir»' }));
    expect(form.getByRole<HTMLInputElement>('textbox', { name: 'Título' }).value).toBe('Leer 20 minutos antes de dormir');
    expect(form.getByRole<HTMLSelectElement>('combobox', { name: 'Contexto' }).value).toBe(casa.id);
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Cada N días' }).checked).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>('Repetir hasta').value).toBe('2099-03-31');
    expect(within(offered).getByRole('button', { name: 'Usar la sugerencia «Leer 20 minutos antes de dormir»' }).getAttribute('aria-pressed')).toBe('true');
    // Editable before it is saved.
    fireEvent.change(form.getByRole('spinbutton', { name: 'Tiempo estimado (minutos)' }), { target: { value: '25' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear acción' }));
    expect(await screen.findByText('Acción «Leer 20 minutos antes de dormir» creada')).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.add')?.input).toMatchObject({
      goalId: goals[1]!.id,
      contextId: casa.id,
      title: 'Leer 20 minutos antes de dormir',
      description: 'Deja el teléfono fuera del dormitorio.',
      energy: 'LOW',
      timeEstimate: 25,
      dueDate: todayInBrowser(),
      repeat: { everyDays: 1, until: '2099-03-31' },
      targetQuestionIds: [questionIdOf(2)],
    });
  });
});
