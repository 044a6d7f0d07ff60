import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../domain/schemas/weekly';
import { action, actionList, project } from '../test-fixtures/actions';
import { reviewFixture, weeksFixture } from '../test-fixtures/weekly';
import i18n from '../i18n';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';

const FIRST_LOAD = { timeout: 10_000 };

// Wednesday 25 November 2026: the review of last week (Monday the 16th) is the one open; next week's plan runs
// from today to Sunday the 29th.
const NOW = new Date('2026-11-25T12:00:00Z');
const LAST_MONDAY = '2026-11-16';

const late = action(1, { title: 'Llamar a la biblioteca', isOverdue: true, daysUntilDue: -5, dueDate: '2026-11-20' });
const later = action(2, { title: 'Comprar una estantería', dueDate: '2026-12-10', daysUntilDue: 15 });
const soon = action(3, { title: 'Elegir el libro del mes', dueDate: '2026-11-27', daysUntilDue: 2 });
const done = action(4, { title: 'Leer en la pausa', completed: true, completedAt: '2026-11-18T10:00:00.000Z' });

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === 'weekly.weeks') return { data: weeksFixture('2026-11-23', [70, 86]) };
    if (call.path === 'actions.me') return { data: actionList([late, later, soon, done]) };
    if (call.path === 'projects.me') return { data: { projects: [project(1, 'Leer 12 libros', 'ACTIVE', '2027-03-31')] } };
    if (call.path === 'weekly.reviews') return { data: { reviews: [] } };
    return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
  });
}

const inputOf = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
const text = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

async function openReview(path = '/review') {
  signedInUser();
  renderApp(path);
  return screen.findByRole('form', { name: 'Revisión semanal' }, FIRST_LOAD);
}

describe('the weekly review', () => {
  it("opens on last week before Friday, with its score against 85% and the counters of each answer", async () => {
    serve();
    await openReview();
    expect(screen.getByText('Semana del 16 nov 2026 al 22 nov 2026')).toBeTruthy();
    expect(screen.getByTestId('review-score').textContent).toMatch(/^86\s%\sde acciones hechas \(17 de 20\)$/);
    expect(screen.getByText(/Objetivo: 85\s%/)).toBeTruthy();
    fireEvent.change(text('¿Qué salió bien?'), { target: { value: 'Leí cada día' } });
    expect(screen.getByText('12/1000')).toBeTruthy();
    expect(text('¿Qué salió bien?').getAttribute('maxlength')).toBe('1000');
    const rating = screen.getByRole('group', { name: '¿Cómo valoras tu semana?' });
    expect(within(rating).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['1 · Mala', '2 · Floja', '3 · Normal', '4 · Buena', '5 · Excelente']);
  });

  it('refuses to send without a rating or with a rescheduled action that has no date or one past its project', async () => {
    const { calls } = serve();
    await openReview();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi revisión' }));
    expect(await screen.findByText('Elige una valoración del 1 al 5')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 · Mala' })));
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados.');
    fireEvent.click(screen.getByRole('radio', { name: '4 · Buena' }));
    const overdue = screen.getByRole('group', { name: '¿Qué haces con «Llamar a la biblioteca»?' });
    fireEvent.click(within(overdue).getByRole('radio', { name: 'Reprogramar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi revisión' }));
    expect(await screen.findByText('Elige la nueva fecha')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nueva fecha')));
    const date = screen.getByLabelText('Nueva fecha');
    expect([date.getAttribute('min'), date.getAttribute('max')]).toEqual(['2026-11-25', '2027-03-31']);
    fireEvent.change(date, { target: { value: '2027-04-01' } });
    expect(await screen.findByText('La fecha debe ir de hoy al final de su proyecto')).toBeTruthy();
    expect(inputOf(calls, 'weekly.addReview')).toEqual([]);
  });

  it('lists only the overdue actions for settling and the other pending ones for next week', async () => {
    serve();
    await openReview();
    expect(screen.getAllByTestId('overdue-item').map((item) => item.querySelector('.review-item__title')!.textContent)).toEqual(['🧠Llamar a la biblioteca']);
    expect(screen.getAllByTestId('plan-item').map((item) => item.querySelector('.review-item__title')!.textContent)).toEqual(['🧠Comprar una estantería', '🧠Elegir el libro del mes']);
    expect(screen.getByText('Elige acciones pendientes y su fecha, del 25 nov 2026 al 29 nov 2026.')).toBeTruthy();
  });

  it('sends the whole review in one weekly.addReview call and then confirms, with the way back to the dashboard', async () => {
    const { calls } = serve({ 'weekly.addReview': () => ({ data: reviewFixture(LAST_MONDAY) }) });
    await openReview();
    fireEvent.change(text('¿Qué salió bien?'), { target: { value: 'Leí cada día' } });
    fireEvent.change(text('¿Qué obstáculos encontraste?'), { target: { value: 'Poco sueño' } });
    fireEvent.change(text('¿Qué cambiarás la próxima semana?'), { target: { value: 'Acostarme antes' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 · Buena' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Reprogramar' }));
    fireEvent.change(screen.getByLabelText('Nueva fecha'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Planificar «Elegir el libro del mes»' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Planificar «Comprar una estantería»' }));
    const picked = screen.getByLabelText('Fecha para «Comprar una estantería»');
    expect([picked.getAttribute('min'), picked.getAttribute('max'), (picked as HTMLInputElement).value]).toEqual(['2026-11-25', '2026-11-29', '2026-11-25']);
    expect(screen.getByLabelText<HTMLInputElement>('Fecha para «Elegir el libro del mes»').value).toBe('2026-11-27');
    fireEvent.change(picked, { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi revisión' }));
    expect(await screen.findByRole('heading', { name: '¡Revisión guardada!' })).toBeTruthy();
    expect(inputOf(calls, 'weekly.addReview')).toEqual([
      {
        weekStart: LAST_MONDAY,
        wins: 'Leí cada día',
        obstacles: 'Poco sueño',
        changes: 'Acostarme antes',
        rating: 4,
        overdue: [{ actionId: late.id, resolution: 'RESCHEDULE', dueDate: '2026-12-01' }],
        nextWeek: [
          { actionId: soon.id, dueDate: '2026-11-27' },
          { actionId: later.id, dueDate: '2026-11-28' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends Complete and Delete without a date, and leaves an undecided action out', async () => {
    const other = action(5, { title: 'Devolver los libros', isOverdue: true, daysUntilDue: -1, dueDate: '2026-11-24' });
    const third = action(6, { title: 'Pagar la multa', isOverdue: true, daysUntilDue: -1, dueDate: '2026-11-24' });
    const { calls } = serve({
      'actions.me': () => ({ data: actionList([late, other, third]) }),
      'weekly.addReview': () => ({ data: reviewFixture(LAST_MONDAY) }),
    });
    await openReview();
    fireEvent.click(screen.getByRole('radio', { name: '3 · Normal' }));
    fireEvent.click(within(screen.getByRole('group', { name: '¿Qué haces con «Llamar a la biblioteca»?' })).getByRole('radio', { name: 'Completar' }));
    fireEvent.click(within(screen.getByRole('group', { name: '¿Qué haces con «Devolver los libros»?' })).getByRole('radio', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi revisión' }));
    await screen.findByRole('heading', { name: '¡Revisión guardada!' });
    expect(inputOf(calls, 'weekly.addReview')[0]).toMatchObject({
      rating: 3,
      overdue: [
        { actionId: late.id, resolution: 'COMPLETE' },
        { actionId: other.id, resolution: 'DELETE' },
      ],
      nextWeek: [],
    });
  });

  it('shows the translated refusal and, on REVIEW_EXISTS, offers to edit the review through weekly.updateReview', async () => {
    let existing: Review[] = [];
    const review = reviewFixture(LAST_MONDAY, { editableUntil: '2026-11-30T10:00:00.000Z' });
    const { calls } = serve({
      'weekly.reviews': () => ({ data: { reviews: existing } }),
      'weekly.addReview': () => {
        existing = [review];
        return { status: 409, code: 'REVIEW_EXISTS', message: 'exists' };
      },
      'weekly.updateReview': (call) => ({ data: { ...review, ...(call.input as object) } }),
    });
    await openReview();
    fireEvent.click(screen.getByRole('radio', { name: '5 · Excelente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi revisión' }));
    expect(await screen.findByText('Ya revisaste esta semana: puedes editar tu revisión')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar mi revisión' }));
    expect(screen.getByText('Estás editando tu revisión de esta semana.')).toBeTruthy();
    expect((text('¿Qué salió bien?') as HTMLTextAreaElement).value).toBe('Leí cada día');
    expect(screen.getByRole('radio', { name: '4 · Buena' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('heading', { name: 'Acciones vencidas' })).toBeNull();
    fireEvent.change(text('¿Qué salió bien?'), { target: { value: 'Leí cada día y escribí' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('heading', { name: 'Revisión actualizada' })).toBeTruthy();
    expect(inputOf(calls, 'weekly.updateReview')).toEqual([{ id: review.id, wins: 'Leí cada día y escribí', obstacles: 'Poco sueño', changes: 'Acostarme antes', rating: 4 }]);
  });

  it('says a reviewed week can no longer be edited once its 7 days are over', async () => {
    serve({ 'weekly.reviews': () => ({ data: { reviews: [reviewFixture(LAST_MONDAY, { editableUntil: '2026-11-24T10:00:00.000Z' })] } }) });
    signedInUser();
    renderApp('/review');
    expect(await screen.findByText('Esta revisión ya no se puede editar.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar mi revisión' })).toBeNull();
  });

  it("shows the companions' notes on the reviewed week, with who wrote each and as what (issue 41)", async () => {
    const notes = [
      { companionName: 'Marta', role: 'COACH', text: '¡Gran semana!\nSigue así.', updatedAt: '2026-11-22T18:00:00.000Z' },
      { companionName: 'Pablo', role: 'PARTNER', text: 'Te acompaño el lunes.', updatedAt: '2026-11-23T08:00:00.000Z' },
    ];
    serve({ 'weekly.reviews': () => ({ data: { reviews: [{ ...reviewFixture(LAST_MONDAY, { editableUntil: '2026-11-30T10:00:00.000Z' }), companionNotes: notes }] } }) });
    signedInUser();
    renderApp('/review');
    const section = (await screen.findByRole('heading', { name: 'Notas de tus acompañantes' }, FIRST_LOAD)).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Marta (coach) · 22 de noviembre de 2026¡Gran semana!\nSigue así.',
      'Pablo (compañero/a) · 23 de noviembre de 2026Te acompaño el lunes.',
    ]);
    expect(screen.getByRole('button', { name: 'Editar mi revisión' })).toBeTruthy();
  });

  it('shows no notes section on a review without notes', async () => {
    serve({ 'weekly.reviews': () => ({ data: { reviews: [{ ...reviewFixture(LAST_MONDAY, { editableUntil: '2026-11-30T10:00:00.000Z' }), companionNotes: [] }] } }) });
    signedInUser();
    renderApp('/review');
    expect(await screen.findByRole('button', { name: 'Editar mi revisión' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByTestId('review-companion-notes')).toBeNull();
  });

  it('reviews the week its address names, and refuses a day that is not a Monday', async () => {
    serve();
    await openReview('/review/2026-11-23');
    expect(screen.getByText('Semana del 23 nov 2026 al 29 nov 2026')).toBeTruthy();
    expect(screen.getByTestId('review-score').textContent).toMatch(/^50\s%/);
    cleanup();
    renderApp('/review/2026-11-24');
    await waitFor(() => expect(screen.getByText('La semana se indica por su lunes')).toBeTruthy());
    cleanup();
    renderApp('/review/no-es-una-fecha');
    await waitFor(() => expect(screen.getByText('La semana se indica por su lunes')).toBeTruthy());
  });

  it('settles many overdue actions in one step: all marked as not done, or all moved to one date, then reads them again', async () => {
    const many = Array.from({ length: 24 }, (_, index) => action(10 + index, { title: `Correr ${index + 1}`, isOverdue: true, daysUntilDue: -30, dueDate: '2026-10-26' }));
    let settled = false;
    const { calls } = serve({
      'actions.me': () => ({ data: actionList(settled ? [later] : [...many, later]) }),
      'weekly.weeks': () => ({ data: weeksFixture('2026-11-23', [null, null]) }),
      'weekly.settle': () => {
        settled = true;
        return { data: { settled: 24 } };
      },
    });
    await openReview();
    // A week with nothing due is not called a week without actions while 24 are overdue.
    expect(screen.getByTestId('review-score').textContent).toBe('Nada vencía esta semana, pero tienes 24 acciones atrasadas');
    expect(screen.getAllByTestId('overdue-item')).toHaveLength(24);
    expect(screen.getByText('O resuelve las 24 de una vez:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reprogramar todas' }));
    const date = screen.getByLabelText('Nueva fecha para todas');
    expect([(date as HTMLInputElement).value, date.getAttribute('min'), date.getAttribute('max')]).toEqual(['2026-11-25', '2026-11-25', '2027-03-31']);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como no hechas' }));
    await waitFor(() => expect(screen.queryAllByTestId('overdue-item')).toHaveLength(0));
    expect(inputOf(calls, 'weekly.settle')).toEqual([{ actionIds: many.map((item) => item.id), resolution: 'MISSED' }]);
    expect(screen.getByText('No tienes acciones vencidas. ¡Bien!')).toBeTruthy();
  });

  it('moves all overdue actions to the date chosen, in English, and shows a refusal without losing the list', async () => {
    const two = [late, action(5, { title: 'Call the bank', isOverdue: true, daysUntilDue: -2, dueDate: '2026-11-23' })];
    let refuse = true;
    const { calls } = serve({
      'actions.me': () => ({ data: actionList(two) }),
      'weekly.settle': () => (refuse ? { status: 422, code: 'DUE_DATE_AFTER_PROJECT_END', message: 'x' } : { data: { settled: 2 } }),
    });
    signedInUser();
    await i18n.changeLanguage('en');
    renderApp('/review');
    await screen.findByRole('form', { name: 'Weekly review' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule all' }));
    fireEvent.change(screen.getByLabelText('New date for all'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule all 2' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByTestId('overdue-item')).toHaveLength(2);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule all 2' }));
    await waitFor(() => expect(inputOf(calls, 'weekly.settle')).toHaveLength(2));
    expect(inputOf(calls, 'weekly.settle')[1]).toEqual({ actionIds: two.map((item) => item.id), resolution: 'RESCHEDULE', dueDate: '2026-11-27' });
  });
});
