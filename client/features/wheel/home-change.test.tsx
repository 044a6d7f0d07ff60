import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import { comparison, cycleIdOf, twoCycles } from '../../test-fixtures/cycles';
import { wheelWith } from '../../test-fixtures/wheel';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../../test-support';

const CYCLE_2 = { PERSONAL_DEVELOPMENT: 6, PROFESSIONAL_ACTIVITY: 6, HEALTH_NUTRITION: 4, MONEY_FINANCES: 5, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 8 } as const;

/** Cycle 2 re-assessed and its focus saved, as /home finds it after the re-assessment. */
function reassessedWheel(): LifeWheel {
  const wheel = wheelWith(CYCLE_2, { focus: ['HEALTH_NUTRITION', 'MONEY_FINANCES', 'PROFESSIONAL_ACTIVITY'] });
  return { ...wheel, cycle: { ...wheel.cycle, id: cycleIdOf(2), number: 2, startedOn: '2030-04-06', endsOn: '2030-07-05', lastDay: '2030-07-04', day: 1, daysLeft: 89 } };
}

function serve(compare: () => FakeReply = () => ({ data: comparison() })) {
  return fakeServer((call) => {
    if (call.path === 'wheel.me') return { data: reassessedWheel() };
    if (call.path === 'cycles.list') return { data: twoCycles() };
    if (call.path === 'cycles.compare') return compare();
    return { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

describe('/home after a re-assessment', () => {
  it('shows the change since cycle 1 from the server\'s comparison instead of "¡Evaluación completada!", with the outline on', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/home');
    const change = await screen.findByTestId('change-global', undefined, { timeout: 10_000 });
    expect(calls.find((call) => call.path === 'cycles.compare')?.input).toEqual({ from: cycleIdOf(1), to: cycleIdOf(2) });
    const card = within(screen.getByTestId('cycle-change'));
    expect(card.getByRole('heading', { name: 'Tu cambio desde el ciclo 1' })).toBeTruthy();
    expect(change.textContent).toMatch(/^Puntuación global: 5,5 → 6,0 \+0,5 \(\+9,1\s%\)$/);
    expect(screen.getByTestId('change-PERSONAL_DEVELOPMENT').textContent).toMatch(/^🧠 Desarrollo Personal4 → 6 \+2 \(\+50\s%\)$/);
    expect(screen.getByTestId('change-HEALTH_NUTRITION').textContent).toMatch(/^🥗 Salud y Nutrición5 → 4 -1 \(-20\s%\)$/);
    expect(screen.getByTestId('change-COUPLE_INTIMACY').textContent).toMatch(/8 → 8 =$/);
    // Questions 1 and 2 of personal development and question 1 of money turned to YES; health's question 1 turned NO.
    const turned = screen.getByTestId('change-turned-yes');
    expect(turned.textContent).toContain('3 respuestas cambiaron a Sí:');
    expect(within(turned).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '🧠 Pregunta 1 de PERSONAL_DEVELOPMENT',
      '🧠 Pregunta 2 de PERSONAL_DEVELOPMENT',
      '💰 Pregunta 1 de MONEY_FINANCES',
    ]);
    expect(screen.getByTestId('change-accuracy').textContent).toMatch(/^Precisión del plan 66,7\s%: 2 de 3 respuestas objetivo cambiaron a Sí$/);
    expect(card.getByRole('link', { name: 'Ver la comparación completa' }).getAttribute('href')).toBe(`/history/compare?from=${cycleIdOf(1)}&to=${cycleIdOf(2)}`);
    expect(screen.queryByTestId('banner-completed')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Mostrar ciclo anterior' }).checked).toBe(true);
    expect(screen.getByTestId('wheel-previous')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Your change since cycle 1' })).toBeTruthy();
  });

  it('says when nothing turned to Sí and nothing was aimed at', async () => {
    signedInUser();
    const data = comparison();
    const unchanged = { ...data, planAccuracy: { targeted: 0, flipped: 0, percent: null }, areas: data.areas.map((area) => ({ ...area, questions: area.questions.map((question) => ({ ...question, after: question.before })) })) };
    serve(() => ({ data: unchanged }));
    renderApp('/home');
    expect((await screen.findByTestId('change-turned-yes', undefined, { timeout: 10_000 })).textContent).toBe('Ninguna respuesta cambió a Sí esta vez.');
    expect(screen.getByTestId('change-accuracy').textContent).toBe('Precisión del plan: En el ciclo 1 no apuntaste a ninguna respuesta concreta.');
  });

  it('shows a failed comparison with a retry', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: comparison() }));
    renderApp('/home');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('No pudimos cargar la comparación con el ciclo anterior.');
    fail = false;
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('cycle-change')).getByRole('button', { name: 'Reintentar' }));
    });
    await waitFor(() => expect(screen.getByTestId('change-global')).toBeTruthy());
  });
});
