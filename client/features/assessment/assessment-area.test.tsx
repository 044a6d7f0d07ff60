import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';
import { ADVANCE_DELAY_MS, CHOICE_HIDE_DELAY_MS, UNLOCK_DELAY_MS } from './question-flow';
import { areaIdOf, areaQuestions, wheelWith } from '../../test-fixtures/wheel';

type Setup = { key?: LifeAreaKey; assessed?: Partial<Record<LifeAreaKey, number>>; questions?: FakeReply; submit?: (call: FakeCall) => FakeReply };

async function openArea({ key = 'PERSONAL_DEVELOPMENT', assessed = {}, questions, submit }: Setup = {}) {
  signedInUser();
  const server = fakeServer((call) => {
    if (call.path === 'wheel.me') return { data: wheelWith(assessed) };
    if (call.path === 'assessment.area') return questions ?? { data: areaQuestions(key) };
    if (call.path === 'assessment.submitArea') return submit ? submit(call) : { data: { success: true, message: 'Respuestas guardadas', score: 1 } };
    return { status: 404, code: 'NOT_FOUND', message: 'not found' };
  });
  renderApp(`/assessment/area/${areaIdOf(key)}`);
  return server;
}

const location = () => screen.getByTestId('location').textContent;
const position = () => screen.getByTestId('question-position').textContent;
const yesButton = () => screen.getByRole('button', { name: 'Sí' });
const noButton = () => screen.getByRole('button', { name: 'No' });
const dots = () => [...document.querySelectorAll<HTMLElement>('.question-dot')].map((dot) => dot.dataset.state);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** Lets an answer move on and unlock (each timed step is scheduled when React commits the previous one). */
const moveOn = () => {
  advance(ADVANCE_DELAY_MS);
  advance(UNLOCK_DELAY_MS);
};
/** Answers the ten questions (the first `yes` with Sí) and completes the area. */
async function answerAndComplete(yes: number) {
  await screen.findByRole('heading', { name: 'Pregunta 1' });
  vi.useFakeTimers();
  for (let index = 0; index < 10; index += 1) {
    fireEvent.click(index < yes ? yesButton() : noButton());
    moveOn();
  }
  vi.useRealTimers();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Completar evaluación' }));
  });
}

describe('/assessment/area/{areaId}', () => {
  it('shows one question at a time with its real position, locks on an answer, advances at 500 ms and unlocks 100 ms later', async () => {
    await openArea({ assessed: { HEALTH_NUTRITION: 5, MONEY_FINANCES: 7 } });
    expect(await screen.findByRole('heading', { name: 'Pregunta 1' })).toBeTruthy();
    vi.useFakeTimers();
    expect(screen.getByRole('heading', { name: 'Desarrollo Personal' })).toBeTruthy();
    expect(screen.getByText('Área 3 de 6')).toBeTruthy();
    expect(position()).toBe('Pregunta 1 de 10');
    expect(screen.getByText('Consejo 1')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(dots()).toEqual(Array(10).fill('open'));
    expect(screen.queryByRole('button', { name: 'Reiniciar respuestas' })).toBeNull();

    fireEvent.click(yesButton());
    expect(yesButton().getAttribute('aria-disabled')).toBe('true');
    expect(dots()[0]).toBe('yes');
    expect(screen.getByTestId('yes-count').textContent).toBe('1');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(noButton());
    expect(screen.getByTestId('no-count').textContent).toBe('0');
    advance(ADVANCE_DELAY_MS - 1);
    expect(position()).toBe('Pregunta 1 de 10');
    advance(1);
    expect(position()).toBe('Pregunta 2 de 10');
    expect(noButton().getAttribute('aria-disabled')).toBe('true');
    advance(UNLOCK_DELAY_MS);
    expect(noButton().getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Reiniciar respuestas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar evaluación' })).toBeNull();
  });

  it('answers with the keyboard, stays on the last question, completes, submits and reveals the score', async () => {
    const { calls } = await openArea({ submit: () => ({ data: { success: true, message: 'Respuestas guardadas', score: 4 } }) });
    await screen.findByRole('heading', { name: 'Pregunta 1' });
    vi.useFakeTimers();
    const keys = ['y', 's', 'ArrowLeft', 'Y', 'n', 'N', 'ArrowRight', 'n', 'n', 'n'];
    for (const [index, key] of keys.entries()) {
      expect(position()).toBe(`Pregunta ${index + 1} de 10`);
      fireEvent.keyDown(window, { key });
      moveOn();
    }
    expect(position()).toBe('Pregunta 10 de 10');
    expect(dots()).toEqual(['yes', 'yes', 'yes', 'yes', 'no', 'no', 'no', 'no', 'no', 'no']);
    expect(screen.getByTestId('yes-count').textContent).toBe('4');
    expect(screen.getByTestId('no-count').textContent).toBe('6');
    vi.useRealTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Completar evaluación' }));
    });
    // The score is revealed on the assessment screen, not in a toast on the long intro.
    expect(await screen.findByRole('heading', { name: 'Tu puntuación en Desarrollo Personal' })).toBe(document.activeElement);
    expect(location()).toBe(`/assessment/area/${areaIdOf('PERSONAL_DEVELOPMENT')}`);
    const submitted = calls.find((call) => call.path === 'assessment.submitArea')?.input as { areaId: string; answers: { questionId: string; value: boolean }[] };
    expect(submitted.areaId).toBe(areaIdOf('PERSONAL_DEVELOPMENT'));
    expect(submitted.answers.map((answer) => answer.value)).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(new Set(submitted.answers.map((answer) => answer.questionId)).size).toBe(10);
    expect(screen.getByTestId('area-reveal-score').textContent).toBe('4/10');
    expect(screen.getByText('Respuestas en sí: 4 de 10.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siguiente área' }).getAttribute('href')).toBe(`/assessment/area/${areaIdOf('PROFESSIONAL_ACTIVITY')}`);
    expect(screen.getByText('A continuación: Actividad Profesional')).toBeTruthy();
    expect(screen.queryByTestId('question-card')).toBeNull();
  });

  it('asks the couple area for the marital status first and hides the choice 500 ms after the pick', async () => {
    const { calls } = await openArea({ key: 'COUPLE_INTIMACY' });
    const choice = await screen.findByTestId('marital-choice');
    vi.useFakeTimers();
    expect(screen.queryByTestId('question-position')).toBeNull();
    fireEvent.click(within(choice).getByRole('button', { name: 'Soltero/a' }));
    fireEvent.click(within(choice).getByRole('button', { name: 'En pareja o casado/a' }));
    expect(within(choice).getByRole('button', { name: 'Soltero/a' }).getAttribute('aria-pressed')).toBe('true');
    advance(CHOICE_HIDE_DELAY_MS - 1);
    expect(screen.getByTestId('marital-choice')).toBeTruthy();
    advance(1);
    expect(screen.queryByTestId('marital-choice')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pregunta soltero 1' })).toBe(document.activeElement);
    expect(position()).toBe('Pregunta 1 de 10');
    for (let index = 0; index < 10; index += 1) {
      fireEvent.click(index < 8 ? yesButton() : noButton());
      moveOn();
    }
    vi.useRealTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Completar evaluación' }));
    });
    await screen.findByTestId('area-reveal');
    const single = areaQuestions('COUPLE_INTIMACY').questions.filter((question) => question.haveMoreQuestions);
    const submitted = calls.find((call) => call.path === 'assessment.submitArea')?.input as { answers: { questionId: string }[] };
    expect(submitted.answers.map((answer) => answer.questionId)).toEqual(single.map((question) => question.id));
  });

  it('keeps the in-a-relationship set for married people', async () => {
    await openArea({ key: 'COUPLE_INTIMACY' });
    fireEvent.click(await screen.findByRole('button', { name: 'En pareja o casado/a' }));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1' })).toBeTruthy();
    expect(position()).toBe('Pregunta 1 de 10');
  });

  it('resets only after confirmation, back to the first question', async () => {
    await openArea();
    await screen.findByRole('heading', { name: 'Pregunta 1' });
    vi.useFakeTimers();
    fireEvent.click(yesButton());
    moveOn();
    fireEvent.click(noButton());
    moveOn();
    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar respuestas' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Reiniciar las respuestas?' });
    fireEvent.keyDown(window, { key: 'y' });
    expect(screen.getByTestId('yes-count').textContent).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(position()).toBe('Pregunta 3 de 10');
    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar respuestas' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reiniciar' }));
    expect(position()).toBe('Pregunta 1 de 10');
    expect(dots()).toEqual(Array(10).fill('open'));
    expect(screen.getByTestId('yes-count').textContent).toBe('0');
  });

  it('stays with the answers and says why when the submission fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openArea({ questions: { data: areaQuestions('PERSONAL_DEVELOPMENT', 2) }, submit: () => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }) });
    await screen.findByRole('heading', { name: 'Pregunta 1' });
    vi.useFakeTimers();
    fireEvent.click(yesButton());
    moveOn();
    fireEvent.click(yesButton());
    moveOn();
    vi.useRealTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Completar evaluación' }));
    });
    expect(await screen.findByText('Servicio no disponible temporalmente. Inténtalo más tarde.')).toBeTruthy();
    expect(location()).toBe(`/assessment/area/${areaIdOf('PERSONAL_DEVELOPMENT')}`);
    expect(screen.getByRole('button', { name: 'Completar evaluación' })).toMatchObject({ disabled: false });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("'Siguiente área' opens the next unassessed area's questions straight away, skipping the assessed ones", async () => {
    signedInUser();
    const byId = new Map((['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] as const).map((key) => [areaIdOf(key), areaQuestions(key)]));
    const assessed: Partial<Record<LifeAreaKey, number>> = { PROFESSIONAL_ACTIVITY: 6 };
    fakeServer((call) => {
      if (call.path === 'wheel.me') return { data: wheelWith(assessed) };
      if (call.path === 'assessment.area') return { data: byId.get((call.input as { id: string }).id) };
      if (call.path === 'assessment.submitArea') {
        assessed.PERSONAL_DEVELOPMENT = 3;
        return { data: { success: true, message: 'Respuestas guardadas', score: 3 } };
      }
      return { status: 404, code: 'NOT_FOUND', message: 'not found' };
    });
    renderApp(`/assessment/area/${areaIdOf('PERSONAL_DEVELOPMENT')}`);
    await answerAndComplete(3);
    fireEvent.click(await screen.findByRole('link', { name: 'Siguiente área' }));
    await waitFor(() => expect(location()).toBe(`/assessment/area/${areaIdOf('HEALTH_NUTRITION')}`));
    expect(await screen.findByRole('heading', { name: 'Salud y Nutrición' })).toBeTruthy();
    expect(screen.getByText('Área 3 de 6')).toBeTruthy();
    expect(position()).toBe('Pregunta 1 de 10');
    expect(screen.queryByTestId('area-reveal')).toBeNull();
  });

  it('after the last area the reveal leads to the finished assessment', async () => {
    await openArea({ key: 'COUPLE_INTIMACY', assessed: { PERSONAL_DEVELOPMENT: 4, PROFESSIONAL_ACTIVITY: 5, HEALTH_NUTRITION: 6, MONEY_FINANCES: 7, SOCIAL_RELATIONSHIPS: 8 } });
    fireEvent.click(await screen.findByRole('button', { name: 'En pareja o casado/a' }));
    await answerAndComplete(2);
    await screen.findByTestId('area-reveal');
    expect(screen.getByText('Área 6 de 6')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Siguiente área' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mis resultados' }).getAttribute('href')).toBe('/assessment/intro');
  });

  it('sends an assessed area back to the intro: answers cannot be changed', async () => {
    const { calls } = await openArea({ assessed: { PERSONAL_DEVELOPMENT: 6 } });
    await waitFor(() => expect(location()).toBe('/assessment/intro'));
    expect(await screen.findByText('Ya evaluaste esta área y tus respuestas son definitivas.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'assessment.area')).toBe(false);
  });

  it('goes to the intro with the reason when the questions cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openArea({ questions: { status: 409, code: 'AREA_ALREADY_ASSESSED', message: 'Ya evaluaste esta área' } });
    await waitFor(() => expect(location()).toBe('/assessment/intro'));
    expect(await screen.findByText('Ya evaluaste esta área y tus respuestas son definitivas')).toBeTruthy();
    logged.mockRestore();
  });

  it('says so when an area has no questions, with a way back to the intro', async () => {
    await openArea({ questions: { data: areaQuestions('PERSONAL_DEVELOPMENT', 0) } });
    expect(await screen.findByText('Todavía no hay preguntas para esta área.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la evaluación' }).getAttribute('href')).toBe('/assessment/intro');
  });
});
