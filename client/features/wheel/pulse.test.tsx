import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PulseState } from '../../../domain/schemas/pulse';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../../test-support';
import { PULSE_PROJECT_ID, pulseOffered, pulseTaken } from '../../test-fixtures/cycles';
import { cycleIdOf, twoCycles } from '../../test-fixtures/cycles';
import { wheelWith } from '../../test-fixtures/wheel';

const FOCUS = ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'] as const;

/** A started wheel on `day` of cycle 1. */
function wheelOnDay(day: number): LifeWheel {
  const wheel = wheelWith({ PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 7, HEALTH_NUTRITION: 4, MONEY_FINANCES: 9, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 10 }, { focus: FOCUS });
  return { ...wheel, cycle: { ...wheel.cycle, startedOn: '2030-01-01', endsOn: '2030-04-01', lastDay: '2030-03-31', day, daysLeft: 91 - day, reassessFrom: '2030-03-17' } };
}

function pulseServer(options: { day?: number; pulse?: () => FakeReply; submit?: (input: unknown) => FakeReply } = {}) {
  const state = { pulse: pulseOffered() };
  const server = fakeServer((call) => {
    if (call.path === 'wheel.me') return { data: wheelOnDay(options.day ?? 45) };
    if (call.path === 'cycles.pulse') return options.pulse?.() ?? { data: state.pulse };
    if (call.path === 'cycles.submitPulse') {
      const reply = options.submit?.(call.input) ?? { data: pulseTaken() };
      if ('data' in reply) state.pulse = reply.data as PulseState;
      return reply;
    }
    return { status: 404, code: 'NOT_FOUND', message: 'not found' };
  });
  return { state, ...server };
}

const location = () => screen.getByTestId('location').textContent;
/** The question fieldsets of /pulse. */
const questionGroups = () => within(screen.getByRole('form', { name: 'Preguntas del pulso' })).getAllByRole('group');

describe('the day-45 pulse on /home', () => {
  it('invites during the window, leads to /pulse, and after saving shows the result with the flagged project', async () => {
    signedInUser();
    const { calls } = pulseServer();
    renderApp('/home');
    const card = await screen.findByTestId('pulse-card', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'Pulso del día 45' })).toBeTruthy();
    expect(card.textContent).toContain('las 3 preguntas');
    expect(card.textContent).toContain('menos de 2 minutos');
    fireEvent.click(within(card).getByRole('link', { name: 'Responder el pulso' }));
    await waitFor(() => expect(location()).toBe('/pulse'));

    const save = await screen.findByRole('button', { name: 'Guardar el pulso' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const questions = questionGroups();
    expect(questions.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      '¿Lees al menos un libro al mes?',
      '¿Aprendes algo nuevo cada semana?',
      '¿Duermes 7 horas casi todas las noches?',
    ]);
    fireEvent.click(within(questions[0]!).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(questions[1]!).getByRole('radio', { name: 'No' }));
    expect(screen.getByTestId('pulse-progress').textContent).toBe('2 de 3 respondidas');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(questions[2]!).getByRole('radio', { name: 'Sí' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(location()).toBe('/home'));
    const submitted = calls.find((call) => call.path === 'cycles.submitPulse')!.input as { answers: { value: boolean }[] };
    expect(submitted.answers.map((answer) => answer.value)).toEqual([false, false, true]);
    const result = await screen.findByTestId('pulse-result');
    expect(within(result).getByTestId('pulse-summary').textContent).toBe('Ahora SÍ: 1 · Todavía NO: 2');
    expect(within(result).getAllByText('Todavía NO')).toHaveLength(2);
    expect(within(result).getAllByText('2 de 2 acciones hechas')).toHaveLength(2);
    expect(within(result).getByText('0 de 1 acción hecha')).toBeTruthy();
    const flag = within(result).getByTestId(`pulse-flag-${PULSE_PROJECT_ID}`);
    expect(flag.textContent).toContain('Leer más');
    expect(flag.textContent).toContain('Tu ejecución es alta pero nada ha cambiado todavía: revisa si estas acciones son las adecuadas');
    // Still inside the window: it can be answered again.
    expect(screen.getByRole('link', { name: 'Responder de nuevo' })).toBeTruthy();
  });

  it('asks nothing before day 40', async () => {
    signedInUser();
    const early = pulseServer({ day: 39 });
    renderApp('/home');
    expect(await screen.findByTestId('global-score', {}, { timeout: 5000 })).toBeTruthy();
    expect(early.calls.some((call) => call.path === 'cycles.pulse')).toBe(false);
    expect(screen.queryByTestId('pulse-card')).toBeNull();
  });

  it('says so softly when nothing is aimed at', async () => {
    signedInUser();
    pulseServer({ pulse: () => ({ data: { ...pulseOffered(), offered: false, questions: [] } }) });
    renderApp('/home');
    expect((await screen.findByTestId('pulse-nothing', {}, { timeout: 5000 })).textContent).toContain('ninguna de tus metas o acciones apunta a una respuesta NO');
    expect(screen.queryByTestId('pulse-card')).toBeNull();
  });
});

describe('/pulse', () => {
  it('shows a failed load with a retry that loads the questions', async () => {
    signedInUser();
    let fail = true;
    pulseServer({ pulse: () => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: pulseOffered() }) });
    renderApp('/pulse');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('No pudimos cargar el pulso.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Guardar el pulso' })).toBeTruthy();
  });

  it('keeps the answers and says why when saving is refused', async () => {
    signedInUser();
    pulseServer({ submit: () => ({ status: 409, code: 'PULSE_WINDOW_CLOSED', message: 'cerrado' }) });
    renderApp('/pulse');
    await screen.findByRole('button', { name: 'Guardar el pulso' }, { timeout: 5000 });
    for (const group of questionGroups()) fireEvent.click(within(group).getByRole('radio', { name: 'Sí' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar el pulso' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo guardar el pulso.');
    expect(location()).toBe('/pulse');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(3);
  });

  it('outside the window says when it opens, with the way back', async () => {
    signedInUser();
    pulseServer({ pulse: () => ({ data: { ...pulseOffered(), day: 30, offered: false, window: { opensOn: '2030-02-10', closesOn: '2030-02-20', open: false } } }) });
    renderApp('/pulse');
    expect(await screen.findByText(/El pulso del día 45 se responde del 10 feb 2030 al 20 feb 2030/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a tu rueda' })).toBeTruthy();
  });
});

describe('the pulse in /history', () => {
  it('opens a cycle’s pulse on demand: its result, or a line saying it was not taken', async () => {
    signedInUser();
    const list = twoCycles();
    const { calls } = fakeServer((call) => {
      if (call.path === 'cycles.list') return { data: list };
      if (call.path === 'cycles.pulse') {
        const cycleId = (call.input as { cycleId?: string }).cycleId;
        return { data: cycleId === cycleIdOf(1) ? { ...pulseTaken(), cycleId, day: null, offered: false } : { ...pulseOffered(), cycleId, result: null } };
      }
      return { status: 404, code: 'NOT_FOUND', message: call.path };
    });
    renderApp('/history');
    const first = within(await screen.findByTestId('cycle-1', {}, { timeout: 10_000 }));
    expect(calls.some((call) => call.path === 'cycles.pulse')).toBe(false);
    fireEvent.click(first.getByText('Ver el pulso del día 45'));
    const result = await first.findByTestId('pulse-result');
    expect(within(result).getByRole('heading', { level: 3, name: 'Resultado del pulso del día 45' })).toBeTruthy();
    expect(within(result).getByTestId(`pulse-flag-${PULSE_PROJECT_ID}`).textContent).toContain('Tu ejecución es alta');
    const second = within(screen.getByTestId('cycle-2'));
    fireEvent.click(second.getByText('Ver el pulso del día 45'));
    expect(await second.findByText('En este ciclo no se respondió el pulso del día 45.')).toBeTruthy();
  });
});
