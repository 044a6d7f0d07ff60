import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CycleState } from '../../../domain/schemas/cycles';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import i18n from '../../i18n';
import { clearCache } from '../../lib/cache';
import { dashboard } from '../../test-fixtures/dashboard';
import { areaIdOf, cycleFixture, wheelWith } from '../../test-fixtures/wheel';
import { projectFixture, uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

const SCORES = { PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 5, HEALTH_NUTRITION: 4, MONEY_FINANCES: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 8 } as const;
const FOCUS = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] as const;

const started = (changes: Partial<CycleState>): CycleState => ({
  ...cycleFixture,
  startedOn: '2030-01-01',
  endsOn: '2030-04-01',
  lastDay: '2030-03-31',
  day: 12,
  daysLeft: 79,
  reassessFrom: '2030-03-17',
  ...changes,
});

const focusedWheel = (cycle: CycleState): LifeWheel => ({ ...wheelWith(SCORES, { focus: FOCUS }), cycle });

/** A server answering the wheel (and the dashboard), and `other` for everything else. */
function serve(wheel: LifeWheel, other: (call: FakeCall) => FakeReply = (call) => ({ status: 404, code: 'NOT_FOUND', message: call.path })) {
  return fakeServer((call) => {
    if (call.path === 'wheel.me') return { data: wheel };
    if (call.path === 'account.me') return { data: dashboard() };
    return other(call);
  });
}

const dayLine = async () => (await screen.findByTestId('cycle-day', undefined, { timeout: 10_000 })).textContent;
const location = () => screen.getByTestId('location').textContent;

describe('the cycle in the header', () => {
  it('shows the cycle, its day of 90 and the days left on /home, and the date the re-assessment opens', async () => {
    signedInUser();
    serve(focusedWheel(started({})));
    renderApp('/home');
    expect(await dayLine()).toBe('Ciclo 1 Día 12 de 90, Quedan 79 días, Último día: 31 mar 2030');
    expect(screen.getByTestId('reassess-from').textContent).toBe('Podrás volver a evaluarte a partir del 17 mar 2030.');
    expect(screen.queryByTestId('reassess-card')).toBeNull();
  });

  it('words one day left, the end of the cycle, and the time before the focus selection', async () => {
    signedInUser();
    const wheel = { current: focusedWheel(started({ number: 2, day: 90, daysLeft: 1 })) };
    fakeServer((call) => (call.path === 'wheel.me' ? { data: wheel.current } : { status: 404, code: 'NOT_FOUND', message: call.path }));
    const view = renderApp('/home');
    expect(await dayLine()).toBe('Ciclo 2 Día 90 de 90, Queda 1 día, Último día: 31 mar 2030');
    view.unmount();
    // Each rendering reads the wheel again, not the previous answer kept for the next visit.
    clearCache();

    wheel.current = focusedWheel(started({ day: 90, daysLeft: 0 }));
    const ended = renderApp('/home');
    expect(await dayLine()).toBe('Ciclo 1 Día 90 de 90, Tu ciclo ha terminado');
    ended.unmount();
    clearCache();

    wheel.current = wheelWith({});
    renderApp('/home');
    expect(await dayLine()).toBe('Ciclo 1 Tu ciclo empieza cuando guardes tus áreas de enfoque');
    expect(screen.queryByTestId('reassess-from')).toBeNull();
  });

  it('is in English too', async () => {
    signedInUser();
    await i18n.changeLanguage('en');
    serve(focusedWheel(started({ number: 2, day: 80, daysLeft: 11, canReassess: true })));
    renderApp('/home');
    expect(await dayLine()).toBe('Cycle 2 Day 80 of 90, 11 days left, Last day: Mar 31, 2030');
    expect(within(screen.getByTestId('reassess-card')).getByRole('heading', { name: 'Time to assess yourself again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start cycle 3' })).toBeTruthy();
  });

  it('is on /dashboard with the invitation, and the dashboard stays whole when the wheel does not load', async () => {
    signedInUser();
    serve(focusedWheel(started({ day: 76, daysLeft: 15, canReassess: true })));
    const view = renderApp('/dashboard');
    expect(await dayLine()).toBe('Ciclo 1 Día 76 de 90, Quedan 15 días, Último día: 31 mar 2030');
    expect(within(screen.getByTestId('reassess-card')).getByRole('heading', { name: 'Es hora de volver a evaluarte' })).toBeTruthy();
    view.unmount();
    clearCache();

    fakeServer((call) => (call.path === 'account.me' ? { data: dashboard() } : { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    renderApp('/dashboard');
    expect(await screen.findByTestId('life-score', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('cycle-day')).toBeNull();
    expect(screen.queryByTestId('reassess-card')).toBeNull();
  });
});

describe('the re-assessment invitation', () => {
  it('explains what happens, asks, starts the next cycle and opens the assessment', async () => {
    signedInUser();
    const next: LifeWheel = { ...wheelWith({}), cycle: { ...cycleFixture, id: uuid(900), number: 2 } };
    const { calls } = serve(focusedWheel(started({ day: 80, daysLeft: 11, canReassess: true })), (call) =>
      call.path === 'cycles.startNext' ? { data: next } : { status: 404, code: 'NOT_FOUND', message: call.path },
    );
    renderApp('/home');
    const card = await screen.findByTestId('reassess-card', undefined, { timeout: 10_000 });
    expect(within(card).getByText('Llevas 80 días de tu ciclo 1. Responde otra vez a tu rueda de la vida para medir lo que has cambiado.')).toBeTruthy();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'El ciclo 1 se cierra y queda guardado: sus respuestas, su enfoque y sus puntuaciones ya no cambian.',
      'Respondes de nuevo las preguntas de las seis áreas.',
      'Verás qué cambió, respuesta por respuesta.',
      'Tus proyectos activos pueden venir contigo si vuelves a elegir su área como enfoque.',
    ]);
    expect(screen.queryByTestId('reassess-from')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Empezar el ciclo 2' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Empezar el ciclo 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.path === 'cycles.startNext')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Empezar el ciclo 2' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, empezar' }));
    });
    await waitFor(() => expect(location()).toBe('/assessment/intro'));
    expect(calls.filter((call) => call.path === 'cycles.startNext')).toHaveLength(1);
  });

  it('shows the refusal translated and stays', async () => {
    signedInUser();
    const refusal = 'Aún no puedes empezar el siguiente ciclo: podrás a partir del 17 de marzo de 2030 (día 76), o antes si completas o cancelas todos tus proyectos';
    serve(focusedWheel(started({ day: 80, daysLeft: 11, canReassess: true })), () => ({ status: 409, code: 'CYCLE_TOO_EARLY', message: refusal }));
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar el ciclo 2' }, { timeout: 10_000 }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, empezar' }));
    });
    const alert = await within(screen.getByTestId('reassess-card')).findByRole('alert');
    expect(alert.textContent).toBe(`No se pudo empezar el nuevo ciclo. ${refusal}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/home');
  });
});

describe('carrying projects into the next cycle', () => {
  const NO_TIE = { PERSONAL_DEVELOPMENT: 1, PROFESSIONAL_ACTIVITY: 2, HEALTH_NUTRITION: 3, MONEY_FINANCES: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 9 } as const;
  const cycleTwo = (wheel: LifeWheel): LifeWheel => ({ ...wheel, cycle: { ...cycleFixture, number: 2 } });
  const oldRow = (n: number) => uuid(700 + n);
  const previous = [
    projectFixture(1, { title: 'Leer 12 libros', lifeWheelAreaId: oldRow(0), areaId: areaIdOf('PERSONAL_DEVELOPMENT'), areaKey: 'PERSONAL_DEVELOPMENT' }),
    projectFixture(2, { title: 'Correr 5 km', lifeWheelAreaId: oldRow(2), areaId: areaIdOf('HEALTH_NUTRITION'), areaKey: 'HEALTH_NUTRITION' }),
    projectFixture(3, { title: 'Ver a mis amigos', lifeWheelAreaId: oldRow(4), areaId: areaIdOf('SOCIAL_RELATIONSHIPS'), areaKey: 'SOCIAL_RELATIONSHIPS' }),
    projectFixture(4, { title: 'Aparcado', status: 'SOMEDAY', lifeWheelAreaId: oldRow(0), areaId: areaIdOf('PERSONAL_DEVELOPMENT'), areaKey: 'PERSONAL_DEVELOPMENT' }),
  ];

  function carryServer(wheel: LifeWheel, projects: () => FakeReply = () => ({ data: { projects: previous } })) {
    const saved = { ...wheelWith(NO_TIE, { focus: FOCUS }), cycle: { ...cycleFixture, number: 2 } };
    const state = { wheel };
    const server = fakeServer((call) => {
      if (call.path === 'wheel.me') return { data: state.wheel };
      if (call.path === 'projects.me') return projects();
      if (call.path === 'wheel.addAreas') {
        state.wheel = saved;
        return { data: saved };
      }
      return { status: 404, code: 'NOT_FOUND', message: call.path };
    });
    return server;
  }

  it('asks even without a tie, offers the ACTIVE projects of the chosen areas ticked, names the others, and sends the ticked ones', async () => {
    signedInUser();
    const { calls } = carryServer(cycleTwo(wheelWith(NO_TIE)));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus áreas de enfoque' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Tus 3 áreas de enfoque son las de puntuación más baja.')).toBeTruthy();
    const offered = within(within(dialog).getByTestId('carry-options')).getAllByRole('checkbox');
    expect(offered.map((box) => box.getAttribute('aria-label'))).toEqual(['Traer «Leer 12 libros» a este ciclo', 'Traer «Correr 5 km» a este ciclo']);
    expect(offered.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    // The social area is not chosen again: its project is named with what happens to it.
    const left = within(dialog).getByTestId('carry-left-behind');
    expect(within(left).getByRole('heading', { name: 'Se quedan en «Algún día»' })).toBeTruthy();
    expect(within(left).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🤝Ver a mis amigosRelaciones Sociales']);
    expect(left.textContent).toContain('sus acciones pendientes salen de tus listas, de la revisión semanal y del calendario');
    expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Traer «Correr 5 km» a este ciclo' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar áreas' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === 'wheel.addAreas').map((call) => call.input)).toEqual([
      {
        areaIds: FOCUS.map((key) => ({ areaId: areaIdOf(key) })),
        carryProjectIds: [previous[0]!.id],
      },
    ]);
  });

  it('leaves every project behind when all are unticked', async () => {
    signedInUser();
    const { calls } = carryServer(cycleTwo(wheelWith(NO_TIE)));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    for (const box of within(within(dialog).getByTestId('carry-options')).getAllByRole('checkbox')) fireEvent.click(box);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar áreas' }));
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(true));
    expect(calls.find((call) => call.path === 'wheel.addAreas')?.input).toEqual({ areaIds: FOCUS.map((key) => ({ areaId: areaIdOf(key) })) });
  });

  it('offers the projects of the areas ticked in a tie, and names as left behind a project whose area is unticked', async () => {
    signedInUser();
    const TIE = { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 4, HEALTH_NUTRITION: 4, MONEY_FINANCES: 4, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 9 } as const;
    const { calls } = carryServer(cycleTwo(wheelWith(TIE)));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    const carryBox = () => within(dialog).queryByRole('checkbox', { name: 'Traer «Correr 5 km» a este ciclo' });
    await waitFor(() => expect(carryBox()).toBeTruthy());
    expect((carryBox() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Salud y Nutrición/ }));
    expect(carryBox()).toBeNull();
    expect(within(within(dialog).getByTestId('carry-left-behind')).getByText('Correr 5 km')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Dinero y Finanzas/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar áreas' }));
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(true));
    expect(calls.find((call) => call.path === 'wheel.addAreas')?.input).toEqual({
      areaIds: [{ areaId: areaIdOf('PERSONAL_DEVELOPMENT') }, { areaId: areaIdOf('PROFESSIONAL_ACTIVITY') }, { areaId: areaIdOf('MONEY_FINANCES') }],
      carryProjectIds: [previous[0]!.id],
    });
  });

  it('asks when the only ACTIVE project of the previous cycle stays behind, to name it', async () => {
    signedInUser();
    carryServer(cycleTwo(wheelWith(NO_TIE)), () => ({ data: { projects: [previous[2]!, previous[3]!] } }));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus áreas de enfoque' }, { timeout: 10_000 });
    expect(within(dialog).queryByTestId('carry-options')).toBeNull();
    expect(within(within(dialog).getByTestId('carry-left-behind')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🤝Ver a mis amigosRelaciones Sociales']);
  });

  it('keeps confirm in the footer that stays at the bottom edge of the dialog', async () => {
    signedInUser();
    carryServer(cycleTwo(wheelWith(NO_TIE)));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar áreas' });
    expect(confirm.parentElement?.classList.contains('modal__actions--sticky')).toBe(true);
    expect(confirm.parentElement?.parentElement).toBe(dialog);
  });

  it('saves without asking when the previous cycle left no ACTIVE project', async () => {
    signedInUser();
    const { calls } = carryServer(cycleTwo(wheelWith(NO_TIE)), () => ({ data: { projects: [previous[3]!] } }));
    renderApp('/home');
    expect(await screen.findByText(/Áreas de enfoque guardadas/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.path === 'wheel.addAreas')?.input).toEqual({ areaIds: FOCUS.map((key) => ({ areaId: areaIdOf(key) })) });
  });

  it('does not save while the projects cannot be read, and retries the read', async () => {
    signedInUser();
    let fail = true;
    const { calls } = carryServer(cycleTwo(wheelWith(NO_TIE)), () => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: { projects: previous } }));
    renderApp('/home');
    const banner = await screen.findByTestId('banner-focus', undefined, { timeout: 10_000 });
    expect((await within(banner).findByRole('alert')).textContent).toContain('No pudimos cargar tus proyectos del ciclo anterior.');
    expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(false);
    fail = false;
    await act(async () => {
      fireEvent.click(within(banner).getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Elige tus áreas de enfoque' })).toBeTruthy();
    expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(false);
  });

  it('reads no projects in cycle 1', async () => {
    signedInUser();
    const { calls } = carryServer(wheelWith(NO_TIE));
    renderApp('/home');
    await waitFor(() => expect(calls.some((call) => call.path === 'wheel.addAreas')).toBe(true));
    expect(calls.some((call) => call.path === 'projects.me')).toBe(false);
  });
});
