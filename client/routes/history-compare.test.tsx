import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CycleComparison } from '../../domain/schemas/cycles';
import { comparison, cycleIdOf, questionIdOf } from '../test-fixtures/cycles';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../test-support';
import { wheelOutline } from '../features/wheel/wheel-geometry';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };
const PATH = `/history/compare?from=${cycleIdOf(1)}&to=${cycleIdOf(2)}`;

function serve(reply: () => FakeReply) {
  return fakeServer((call) => (call.path === 'cycles.compare' ? reply() : { status: 404, code: 'NOT_FOUND', message: call.path }));
}

async function open(data: CycleComparison = comparison()) {
  signedInUser();
  const server = serve(() => ({ data }));
  renderApp(PATH);
  await screen.findByTestId('global-change', undefined, FIRST_LOAD);
  return server;
}

const area = (key: string) => within(screen.getByTestId(`area-change-${key}`));
const row = (key: Parameters<typeof questionIdOf>[0], index: number) => screen.getByTestId(`answer-${questionIdOf(key, index)}`);

describe('/history/compare', () => {
  it('asks for the two cycles of the address and shows the global change in points and percent', async () => {
    const { calls } = await open();
    expect(calls.find((call) => call.path === 'cycles.compare')?.input).toEqual({ from: cycleIdOf(1), to: cycleIdOf(2) });
    expect(screen.getByText('Ciclo 1 → ciclo 2')).toBeTruthy();
    expect(screen.getByTestId('global-change').textContent).toBe('5,5 → 6,0');
    const delta = screen.getByTestId('global-delta');
    expect(delta.className).toContain('delta--up');
    expect(delta.textContent).toMatch(/^\+0,5 puntos \(\+9,1\s%\)Subió 0,5 puntos \(\+9,1\s%\)$/);
  });

  it('draws the global score too: a bar per cycle in the global colour, with its value', async () => {
    await open();
    const bars = [...screen.getByTestId('global-bars').querySelectorAll<HTMLElement>('.area-bar')];
    expect(bars.map((bar) => bar.textContent)).toEqual(['Ciclo 15,5/10', 'Ciclo 26,0/10']);
    expect(bars.map((bar) => (bar.querySelector('.area-bar__fill') as HTMLElement).style.width)).toEqual(['55%', '60%']);
  });

  it('writes "sin evaluar" in the wedge of an area not assessed in the later cycle', async () => {
    const data = comparison();
    await open({ ...data, areas: data.areas.map((item) => (item.key === 'COUPLE_INTIMACY' ? { ...item, after: null, delta: null } : item)) });
    expect(screen.getByTestId('wheel-pending-COUPLE_INTIMACY').textContent).toBe('sin evaluar');
    expect(screen.queryByTestId('wheel-slice-COUPLE_INTIMACY')).toBeNull();
  });

  it('gives each area its bars, its delta in sign, arrow and words, and predicted vs actual', async () => {
    await open();
    const personal = area('PERSONAL_DEVELOPMENT');
    expect(personal.getByRole('heading', { level: 3 }).textContent).toBe('🧠 Desarrollo Personal');
    const bars = personal.getAllByText(/^Ciclo \d$/, { selector: '.area-bar__label' }).map((label) => label.parentElement!);
    expect(bars.map((bar) => bar.textContent)).toEqual(['Ciclo 14/10', 'Ciclo 26/10']);
    expect(bars.map((bar) => (bar.querySelector('.area-bar__fill') as HTMLElement).style.width)).toEqual(['40%', '60%']);
    expect(personal.getByText('subió 2 puntos').closest('.delta')?.textContent).toBe('+2 ▲subió 2 puntos');
    expect(screen.getByTestId('predicted-PERSONAL_DEVELOPMENT').textContent).toBe('Previsto: 6/10 · Real: 6/10');
    expect(screen.getByTestId('predicted-MONEY_FINANCES').textContent).toBe('Previsto: 4/10 · Real: 5/10');
    expect(screen.queryByTestId('predicted-HEALTH_NUTRITION')).toBeNull();
    const health = area('HEALTH_NUTRITION').getByText('bajó 1 punto').closest('.delta')!;
    expect(health.className).toContain('delta--down');
    expect(health.textContent).toBe('-1 ▼bajó 1 punto');
    expect(area('COUPLE_INTIMACY').getByText('sin cambios').closest('.delta')?.className).toContain('delta--same');
  });

  it('lists the answers before and after in an accessible table, highlighting the changed ones and the targets', async () => {
    await open();
    const table = area('PERSONAL_DEVELOPMENT').getByRole('table', { name: /Respuestas que cambiaron \(2\)/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pregunta', 'Ciclo 1', 'Ciclo 2']);
    const flipped = row('PERSONAL_DEVELOPMENT', 0);
    expect(flipped.className).toContain('answer-row--up');
    expect(within(flipped).getByRole('rowheader').textContent).toBe('Pregunta 1 de PERSONAL_DEVELOPMENTCambió🎯 Objetivo · cambió a Sí · 3 de 4 acciones hechasPrevisto: Sí · Pulso del día 45: Sí · Real: Sí');
    expect(within(flipped).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['No', 'Sí']);
    const same = row('PERSONAL_DEVELOPMENT', 2);
    expect(same.className).not.toContain('answer-row--changed');
    expect(within(same).queryByText('Cambió')).toBeNull();
    expect(screen.getByTestId(`target-${questionIdOf('PERSONAL_DEVELOPMENT', 1)}`).textContent).toBe('🎯 Objetivo · cambió a Sí · 1 de 1 acción hecha');
    expect(row('HEALTH_NUTRITION', 0).className).toContain('answer-row--down');
    expect(screen.getByTestId(`target-${questionIdOf('MONEY_FINANCES', 2)}`).textContent).toBe('🎯 Objetivo · no cambió · 0 de 2 acciones hechas');
    // The day-45 pulse between the prediction and the re-assessment.
    expect(screen.getByTestId(`pulse-${questionIdOf('PERSONAL_DEVELOPMENT', 1)}`).textContent).toBe('Previsto: Sí · Pulso del día 45: No · Real: Sí');
    expect(screen.getByTestId(`pulse-${questionIdOf('MONEY_FINANCES', 2)}`).textContent).toBe('Previsto: Sí · Pulso del día 45: No · Real: No');
    expect(screen.queryByTestId(`pulse-${questionIdOf('MONEY_FINANCES', 0)}`)).toBeNull();
    // Changed without being aimed at: highlighted, no target note.
    expect(row('MONEY_FINANCES', 0).className).toContain('answer-row--up');
    expect(screen.queryByTestId(`target-${questionIdOf('MONEY_FINANCES', 0)}`)).toBeNull();
  });

  it('shows the plan accuracy figure', async () => {
    await open();
    const accuracy = screen.getByTestId('plan-accuracy');
    expect(accuracy.textContent).toMatch(/^Precisión del plan66,7\s%2 de 3 respuestas objetivo cambiaron a Sí\.$/);
  });

  it('says so when nothing was aimed at', async () => {
    await open({ ...comparison(), planAccuracy: { targeted: 0, flipped: 0, percent: null } });
    expect(screen.getByTestId('plan-accuracy').textContent).toBe('Precisión del planEn el ciclo 1 no apuntaste a ninguna respuesta concreta.');
  });

  it('draws cycle 2 with cycle 1 as a switchable outline', async () => {
    await open();
    expect(screen.getByRole('img', { name: /Tu rueda, ciclo 1 y ciclo 2/ }).textContent).toContain('Contorno del ciclo 1: Desarrollo Personal 4');
    expect(screen.getByTestId('wheel-previous').getAttribute('points')).toBe(wheelOutline([4, 6, 5, 3, 7, 8]));
    expect(screen.getByTestId('wheel-slice-PERSONAL_DEVELOPMENT')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar ciclo anterior' }));
    expect(screen.queryByTestId('wheel-previous')).toBeNull();
  });

  it('shows the answers that changed first and the others behind a closed "Ver las N respuestas restantes"', async () => {
    await open();
    const ids = (element: HTMLElement) => [...element.querySelectorAll('tbody tr')].map((item) => item.getAttribute('data-testid'));
    const outsideRest = (key: string) => [...screen.getByTestId(`area-change-${key}`).querySelectorAll<HTMLElement>(':scope > .answers')];
    // Personal development: questions 1 and 2 moved, 3 to 5 did not.
    const [changed] = outsideRest('PERSONAL_DEVELOPMENT');
    expect(ids(changed!)).toEqual([0, 1].map((index) => `answer-${questionIdOf('PERSONAL_DEVELOPMENT', index)}`));
    const rest = screen.getByTestId<HTMLDetailsElement>('answers-rest-PERSONAL_DEVELOPMENT');
    expect(rest.open).toBe(false);
    expect(within(rest).getByText('Ver las 3 respuestas restantes').tagName).toBe('SUMMARY');
    expect(ids(rest)).toEqual([2, 3, 4].map((index) => `answer-${questionIdOf('PERSONAL_DEVELOPMENT', index)}`));
    expect(within(rest).getByRole('table', { name: /Respuestas sin cambio \(3\)/ })).toBeTruthy();
    fireEvent.click(within(rest).getByText('Ver las 3 respuestas restantes'));
    expect(rest.open).toBe(true);
    // Health's answer that turned NO is a change too.
    expect(ids(outsideRest('HEALTH_NUTRITION')[0]!)).toEqual([`answer-${questionIdOf('HEALTH_NUTRITION', 0)}`]);
    // By default only the 4 changed answers of the 18 are out of a disclosure.
    const shown = [...document.querySelectorAll('.answer-row')].filter((item) => !item.closest('details'));
    expect(shown).toHaveLength(4);
    expect(outsideRest('COUPLE_INTIMACY')).toHaveLength(0);
    expect(area('COUPLE_INTIMACY').getByText('Ninguna respuesta cambió en esta área.')).toBeTruthy();
    expect(area('COUPLE_INTIMACY').getByText('Ver las 2 respuestas restantes')).toBeTruthy();
  });

  it('leaves out a question set answered in neither cycle and marks a missing answer in words', async () => {
    const data = comparison();
    const couple = data.areas[5]!;
    couple.questions = [
      { ...couple.questions[0]!, before: true, after: null },
      { ...couple.questions[1]!, questionId: questionIdOf('COUPLE_INTIMACY', 9), text: 'Pregunta soltero', haveMoreQuestions: true, before: null, after: null },
    ];
    await open(data);
    const rows = within(area('COUPLE_INTIMACY').getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Sí', '—Sin responder']);
  });

  it('answers a foreign or unknown cycle (404) with the not-found state', async () => {
    signedInUser();
    serve(() => ({ status: 404, code: 'NOT_FOUND', message: 'Cycle not found' }));
    renderApp(PATH);
    expect(await screen.findByText('No encontramos esos ciclos en tu historial.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al historial' }).getAttribute('href')).toBe('/history');
  });

  it('does not ask the server for an address without two cycle ids', async () => {
    signedInUser();
    const { calls } = serve(() => ({ data: comparison() }));
    renderApp(`/history/compare?from=${cycleIdOf(1)}`);
    expect(await screen.findByText('No encontramos esos ciclos en tu historial.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'cycles.compare')).toEqual([]);
  });

  it('reads an id the API refuses as malformed (400) as not found too', async () => {
    signedInUser();
    serve(() => ({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid id' }));
    renderApp(`/history/compare?from=${cycleIdOf(1)}&to=nope`);
    expect(await screen.findByText('No encontramos esos ciclos en tu historial.', undefined, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: comparison() }));
    renderApp(PATH);
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('No se pudo cargar la comparación.');
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByTestId('global-change')).toBeTruthy();
  });

  it('is in English too', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByText('Cycle 1 → cycle 2')).toBeTruthy();
    expect(screen.getByTestId('global-change').textContent).toBe('5.5 → 6.0');
    expect(screen.getByTestId('global-delta').textContent).toMatch(/^\+0\.5 points \(\+9\.1%\)Up 0\.5 points \(\+9\.1%\)$/);
    expect(within(row('PERSONAL_DEVELOPMENT', 0)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['No', 'Yes']);
    expect(screen.getByTestId(`target-${questionIdOf('PERSONAL_DEVELOPMENT', 0)}`).textContent).toBe('🎯 Target · turned Yes · 3 of 4 actions done');
    expect(screen.getByTestId('predicted-MONEY_FINANCES').textContent).toBe('Predicted: 4/10 · Actual: 5/10');
    expect(screen.getByText('down 1 point')).toBeTruthy();
    expect(area('PERSONAL_DEVELOPMENT').getByText('Show the other 3 answers')).toBeTruthy();
  });
});
