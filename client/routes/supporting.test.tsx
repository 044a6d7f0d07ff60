// The companion's screens (issue 41): the invitation's accept page signed out and in, "Personas que acompaño", and
// the read-only view of exactly what was shared, with the note and leaving.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedView } from '../../domain/schemas/companions';
import { fullView, LAST_WEEK, SHARE_ID, supportedPerson, THIS_WEEK } from '../test-fixtures/companions';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';

const FIRST_LOAD = { timeout: 10_000 };
const ACCEPT = '/supporting/accept?token=abc123';

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}) {
  return fakeServer((call) => answers[call.path]?.(call) ?? { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` });
}

const inputsOf = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the accept page', () => {
  it('signed out, explains the invitation and remembers it across the sign-in', async () => {
    serve();
    renderApp(ACCEPT);
    await screen.findByRole('heading', { name: 'Invitación para acompañar' }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: 'Aceptar la invitación' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(sessionStorage.getItem('prospera_return_path')).toBe(ACCEPT);
  });

  it('signed in, accepts with the token and goes to the person', async () => {
    signedInUser();
    const { calls } = serve({
      'companions.accept': () => ({ data: supportedPerson({ wheel: true }) }),
      'companions.view': () => ({ data: { person: supportedPerson({ wheel: true }), wheel: fullView().wheel } }),
    });
    renderApp(ACCEPT);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar la invitación' }, FIRST_LOAD));
    expect(await screen.findByText('Ahora acompañas a Lucía')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/supporting/${SHARE_ID}`));
    expect(inputsOf(calls, 'companions.accept')).toEqual([{ token: 'abc123' }]);
  });

  it.each([
    ['SHARE_EMAIL_MISMATCH', 403, 'Esta invitación es para otra dirección de correo: inicia sesión con la cuenta a la que se envió.'],
    ['SHARE_INVITATION_INVALID', 404, 'La invitación no es válida o ha caducado. Pide a quien te invitó que te envíe otra.'],
  ])('says why a refused invitation (%s) was refused, translated, and stays', async (code, status, words) => {
    signedInUser();
    serve({ 'companions.accept': () => ({ status, code, message: 'refused' }) });
    renderApp(ACCEPT);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar la invitación' }, FIRST_LOAD));
    expect((await screen.findByRole('alert')).textContent).toBe(`No se pudo aceptar: ${words}`);
    expect(screen.getByTestId('location').textContent).toBe('/supporting/accept');
  });
});

describe('the people I support', () => {
  it('lists them with their role, read afresh each time (never from the response cache): a leave elsewhere shows at once', async () => {
    signedInUser();
    let people = [supportedPerson()];
    const { calls } = serve({ 'companions.supported': () => ({ data: { people } }) });
    renderApp('/supporting');
    const list = await screen.findByRole('list', { name: 'Personas que acompaño' }, FIRST_LOAD);
    const link = within(list).getByRole('link', { name: /Lucía/ });
    expect(link.getAttribute('href')).toBe(`/supporting/${SHARE_ID}`);
    expect(link.textContent).toBe('LucíaComo Coach desde el 21 de noviembre de 2026');
    cleanup();
    people = [];
    renderApp('/supporting');
    expect(await screen.findByText(/^Nadie comparte su plan contigo todavía/, undefined, FIRST_LOAD)).toBeTruthy();
    expect(inputsOf(calls, 'companions.supported')).toHaveLength(2);
  });
});

describe('the shared view', () => {
  it('shows every shared part read-only, with the area colours, the comparison, the plan with budgets and the weeks', async () => {
    signedInUser();
    serve({ 'companions.view': () => ({ data: fullView() }) });
    renderApp(`/supporting/${SHARE_ID}`);
    await screen.findByText('Solo lectura: ves lo que Lucía eligió compartir contigo.', undefined, FIRST_LOAD);
    const wheel = screen.getByTestId('shared-wheel');
    expect(within(wheel).getByText(/^Puntuación global: 6(,0)?$/)).toBeTruthy();
    expect(within(wheel).getByTestId('shared-area-PERSONAL_DEVELOPMENT').textContent).toContain('Área de enfoque');
    expect(within(wheel).getByTestId('shared-area-COUPLE_INTIMACY').textContent).toContain('Sin evaluar');
    const cycles = screen.getByTestId('shared-cycles');
    expect(within(cycles).getByText('Pulso del día 45: 1 de 3 ya en Sí')).toBeTruthy();
    expect(within(cycles).getByTestId('predicted-PERSONAL_DEVELOPMENT')).toBeTruthy();
    const plan = screen.getByTestId('shared-plan');
    expect(within(plan).getByRole('heading', { name: /Leer 12 libros/ })).toBeTruthy();
    expect(within(plan).getByText(/Ingresos objetivo: €2 al día · €60 al mes/)).toBeTruthy();
    expect(within(plan).getByText('Capital: €20 · Coste real: €18')).toBeTruthy();
    const weekly = screen.getByTestId('shared-weekly');
    expect(within(weekly).getByTestId(`shared-week-${THIS_WEEK}`).textContent).toMatch(/^Esta semana \(hasta hoy\)Ejecución: 25\s%/);
    const last = within(weekly).getByTestId(`shared-week-${LAST_WEEK}`);
    expect(last.textContent).toContain('Valoración: 4 de 5');
    expect(last.textContent).toContain('Leí cada día');
    expect(last.textContent).toContain('Tu nota: ¡Gran semana!');
    // Read only: the note and leaving are the only controls.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Guardar la nota', 'Dejar de acompañar']));
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['text']);
    expect(within(main).queryAllByRole('checkbox')).toEqual([]);
  });

  it('shows only what was chosen: a share narrowed elsewhere loses its parts at the next view, and no budget or review text unless chosen', async () => {
    signedInUser();
    const view = fullView();
    const narrowed: SharedView = {
      person: supportedPerson({ plan: true, weekly: true }),
      plan: { ...view.plan!, projects: view.plan!.projects.map(({ budget: _budget, ...project }) => project), actions: view.plan!.actions.map(({ budget: _budget, ...action }) => action) },
      weekly: { ...view.weekly!, reviews: view.weekly!.reviews.map(({ text: _text, ...review }) => review) },
    };
    // The owner narrows in their own browser: the companion's next view (never cached) has lost the parts.
    let answer: SharedView = view;
    serve({ 'companions.view': () => ({ data: answer }) });
    renderApp(`/supporting/${SHARE_ID}`);
    await screen.findByTestId('shared-wheel', undefined, FIRST_LOAD);
    cleanup();
    answer = narrowed;
    renderApp(`/supporting/${SHARE_ID}`);
    await screen.findByTestId('shared-plan', undefined, FIRST_LOAD);
    expect(screen.queryByTestId('shared-wheel')).toBeNull();
    expect(screen.queryByTestId('shared-cycles')).toBeNull();
    expect(screen.queryByText(/Ingresos objetivo/)).toBeNull();
    expect(screen.queryByText(/Capital:/)).toBeNull();
    expect(screen.getByTestId(`shared-week-${LAST_WEEK}`).textContent).not.toContain('Leí cada día');
  });

  it('writes a note on a week, refusing an empty one, and brings the note of the week chosen', async () => {
    signedInUser();
    const { calls } = serve({
      'companions.view': () => ({ data: fullView() }),
      'companions.note': (call) => ({ data: { ...(call.input as { weekStart: string; text: string }), updatedAt: '2030-06-25T10:00:00.000Z' } }),
    });
    renderApp(`/supporting/${SHARE_ID}`);
    const note = await screen.findByRole('textbox', { name: 'Tu nota' }, FIRST_LOAD);
    const week = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Semana' });
    expect(week.value).toBe(THIS_WEEK);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nota' }));
    expect(await screen.findByText('Escribe la nota')).toBeTruthy();
    fireEvent.change(week, { target: { value: LAST_WEEK } });
    expect((note as HTMLTextAreaElement).value).toBe('¡Gran semana!');
    fireEvent.change(note, { target: { value: '¡Sigue así!' } });
    expect(note.getAttribute('maxlength')).toBe('500');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nota' }));
    expect(await screen.findByText('Nota guardada')).toBeTruthy();
    expect(inputsOf(calls, 'companions.note')).toEqual([{ id: SHARE_ID, weekStart: LAST_WEEK, text: '¡Sigue así!' }]);
  });

  it('leaves after a confirmation, and an ended share reads as not found', async () => {
    signedInUser();
    let ended = false;
    const { calls } = serve({
      'companions.view': () => (ended ? { status: 404, code: 'SUPPORTED_NOT_FOUND', message: 'x' } : { data: fullView() }),
      'companions.leave': () => {
        ended = true;
        return { data: { success: true, message: 'Has dejado de acompañar a Lucía' } };
      },
      'companions.supported': () => ({ data: { people: [] } }),
    });
    renderApp(`/supporting/${SHARE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Dejar de acompañar' }, FIRST_LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Dejar de acompañar a Lucía?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dejar de acompañar' }));
    expect(await screen.findByText('Has dejado de acompañar a Lucía')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/supporting'));
    expect(inputsOf(calls, 'companions.leave')).toEqual([{ id: SHARE_ID }]);
    cleanup();
    renderApp(`/supporting/${SHARE_ID}`);
    expect(await screen.findByText('Esta persona no comparte nada contigo', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la lista' }).getAttribute('href')).toBe('/supporting');
    expect(screen.queryByRole('button', { name: 'Dejar de acompañar' })).toBeNull();
  });
});
