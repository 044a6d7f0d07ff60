import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { queryClient, TRPCProvider, trpcClient } from '../../lib/trpc';
import { cycleList, cycleSummary, twoCycles } from '../../test-fixtures/cycles';
import { wheelWith } from '../../test-fixtures/wheel';
import { fakeServer, signedInUser, type FakeReply } from '../../test-support';
import { previousCycle } from './cycle-overlay';
import { LifeWheelChart } from './life-wheel-chart';
import { wheelOutline } from './wheel-geometry';

const CURRENT = { PERSONAL_DEVELOPMENT: 6, PROFESSIONAL_ACTIVITY: 6, HEALTH_NUTRITION: 4, MONEY_FINANCES: 5, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 8 } as const;

function currentWheel() {
  const wheel = wheelWith(CURRENT, { focus: ['HEALTH_NUTRITION'] });
  return { ...wheel, cycle: { ...wheel.cycle, number: 2 } };
}

function renderChart(cycles: () => FakeReply, showHistory = true) {
  signedInUser();
  const server = fakeServer((call) => (call.path === 'cycles.list' ? cycles() : { status: 404, code: 'NOT_FOUND', message: call.path }));
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MemoryRouter>
          <LifeWheelChart wheel={currentWheel()} onActivate={() => undefined} showHistory={showHistory} />
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return server;
}

describe('the previous cycle over the wheel', () => {
  it('draws cycle 1 as an outline over cycle 2, with a legend, a switch that is on, and words for screen readers', async () => {
    renderChart(() => ({ data: twoCycles() }));
    const toggle = await screen.findByRole('switch', { name: 'Mostrar ciclo anterior' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('wheel-previous').getAttribute('points')).toBe(wheelOutline([4, 6, 5, 3, 7, 8]));
    const legend = within(screen.getByRole('list', { name: 'Leyenda de la rueda' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ciclo 2', 'Ciclo 1 (contorno)']);
    const chart = screen.getByRole('img', { name: /Rueda de la vida/ });
    expect(chart.textContent).toContain('Contorno del ciclo 1: Desarrollo Personal 4, Actividad Profesional 6');
    // The current wedges are still there, under the outline.
    expect(screen.getByTestId('wheel-slice-PERSONAL_DEVELOPMENT')).toBeTruthy();
  });

  it('hides and shows the outline with the switch, by the switch or its label', async () => {
    renderChart(() => ({ data: twoCycles() }));
    const toggle = await screen.findByRole('switch', { name: 'Mostrar ciclo anterior' });
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('wheel-previous')).toBeNull();
    expect(screen.getByRole('img', { name: /Rueda de la vida/ }).textContent).not.toContain('Contorno');
    expect(screen.getByRole('list', { name: 'Leyenda de la rueda' }).textContent).toBe('Ciclo 2');
    fireEvent.click(screen.getByText('Mostrar ciclo anterior'));
    expect(screen.getByTestId('wheel-previous')).toBeTruthy();
  });

  it('offers nothing in the first cycle, or when the cycles cannot be read', async () => {
    const first = renderChart(() => ({ data: cycleList([cycleSummary(1, [4, 6, 5, 3, 7, 8], { status: 'ACTIVE' })]) }));
    await screen.findByTestId('wheel-slice-PERSONAL_DEVELOPMENT');
    await expect.poll(() => first.calls.some((call) => call.path === 'cycles.list')).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('wheel-previous')).toBeNull();
  });

  it('keeps the wheel without the outline when the cycles fail to load', async () => {
    const server = renderChart(() => ({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }));
    await expect.poll(() => server.calls.some((call) => call.path === 'cycles.list')).toBe(true);
    expect(screen.getByTestId('wheel-slice-PERSONAL_DEVELOPMENT')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('does not read the cycles without showHistory', async () => {
    const server = renderChart(() => ({ data: twoCycles() }), false);
    expect(await screen.findByTestId('wheel-slice-PERSONAL_DEVELOPMENT')).toBeTruthy();
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    renderChart(() => ({ data: twoCycles() }));
    expect(await screen.findByRole('switch', { name: 'Show previous cycle' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Wheel legend' }).textContent).toBe('Cycle 2Cycle 1 (outline)');
  });
});

describe('previousCycle', () => {
  it('is the cycle right before the active one', () => {
    const list = cycleList([
      cycleSummary(1, [1, 1, 1, 1, 1, 1]),
      cycleSummary(2, [2, 3, null, 4, 5, 6]),
      cycleSummary(3, [null, null, null, null, null, null], { status: 'ACTIVE' }),
    ]);
    expect(previousCycle(list)).toEqual({
      number: 2,
      scores: { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 3, HEALTH_NUTRITION: null, MONEY_FINANCES: 4, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 6 },
    });
  });

  it('is none when the active cycle is the first, there is no active cycle, or the one before has no score', () => {
    expect(previousCycle(cycleList([cycleSummary(1, [1, 1, 1, 1, 1, 1], { status: 'ACTIVE' })]))).toBeNull();
    expect(previousCycle(cycleList([cycleSummary(1, [1, 1, 1, 1, 1, 1])]))).toBeNull();
    expect(previousCycle(cycleList([cycleSummary(1, [null, null, null, null, null, null]), cycleSummary(2, [5, 5, 5, 5, 5, 5], { status: 'ACTIVE' })]))).toBeNull();
  });
});
