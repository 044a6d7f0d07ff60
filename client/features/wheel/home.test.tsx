import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../../test-support';
import { actionPage, project } from '../../test-fixtures/actions';
import { areaIdOf, wheelWith } from '../../test-fixtures/wheel';

const TIE = { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 4, HEALTH_NUTRITION: 4, MONEY_FINANCES: 4, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 9 } as const;
const NO_TIE = { PERSONAL_DEVELOPMENT: 1, PROFESSIONAL_ACTIVITY: 2, HEALTH_NUTRITION: 3, MONEY_FINANCES: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 10 } as const;

/** A server whose wheel the test can change, answering addAreas with `onSave`. */
function wheelServer(initial: LifeWheel, onSave: (input: unknown) => FakeReply = () => ({ data: initial })) {
  const state = { wheel: initial };
  const server = fakeServer((call) => {
    if (call.path === 'wheel.me') return { data: state.wheel };
    if (call.path === 'wheel.addAreas') return onSave(call.input);
    return { status: 404, code: 'NOT_FOUND', message: 'not found' };
  });
  return { state, ...server };
}

const tile = (key: string) => screen.getByTestId(`tile-${key}`);
const location = () => screen.getByTestId('location').textContent;

describe('/home before and during the assessment', () => {
  it('says "sin evaluar" on the wheel, shows dashes in the scores, the start button, the partial notice, and sends every area to the intro', async () => {
    signedInUser();
    wheelServer(wheelWith({}));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Comenzar la evaluación' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('score-PERSONAL_DEVELOPMENT').textContent).toBe('sin evaluar');
    // The empty wheel says 'sin evaluar' in each empty wedge, with no score badge on the icons.
    expect(screen.getByTestId('wheel-pending-PERSONAL_DEVELOPMENT').textContent).toBe('sin evaluar');
    expect(screen.getByTestId('wheel-icon-PERSONAL_DEVELOPMENT').textContent).toBe('🧠');
    expect(screen.getByTestId('wheel-icon-PERSONAL_DEVELOPMENT').className).toContain('wheel-icon--pending');
    expect(screen.getByTestId('banner-partial').textContent).toContain('Áreas evaluadas: 0 de 6');
    expect(tile('HEALTH_NUTRITION').getAttribute('href')).toBe('/assessment/intro');
    const chart = screen.getByRole('img', { name: /Rueda de la vida/ });
    expect(chart.textContent).toContain('Desarrollo Personal, sin evaluar');
    expect(screen.queryByTestId('banner-completed')).toBeNull();
  });

  it('fills the wheel with the scores, colours them, ticks a finished area and keeps it closed', async () => {
    signedInUser();
    wheelServer(wheelWith({ PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 10, MONEY_FINANCES: 6 }));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Continuar la evaluación' })).toBeTruthy();
    expect(screen.getByTestId('score-PERSONAL_DEVELOPMENT').className).toContain('score-chip--red');
    expect(screen.getByTestId('score-MONEY_FINANCES').className).toContain('score-chip--yellow');
    expect(screen.getByTestId('score-PROFESSIONAL_ACTIVITY').className).toContain('score-chip--green');
    expect(screen.getByTestId('score-MONEY_FINANCES').textContent).toBe('6/10');
    expect(screen.getByTestId('wheel-slice-PERSONAL_DEVELOPMENT')).toBeTruthy();
    expect(screen.queryByTestId('wheel-slice-HEALTH_NUTRITION')).toBeNull();
    expect(screen.getByTestId('global-score').textContent).toBe('6,3/10');
    // One mark per score: the wedges, no outline through the scores beside them.
    expect(document.querySelector('.wheel-chart__radar')).toBeNull();
    expect(screen.getByTestId('wheel-icon-MONEY_FINANCES').textContent).toBe('💰6');
    expect(screen.queryByTestId('wheel-pending-MONEY_FINANCES')).toBeNull();
    expect(screen.getByTestId('wheel-pending-HEALTH_NUTRITION').textContent).toBe('sin evaluar');
    expect(screen.queryByTestId('wheel-legend')).toBeNull();
    const finished = tile('PROFESSIONAL_ACTIVITY');
    expect(finished.tagName).toBe('DIV');
    expect(finished.getAttribute('aria-disabled')).toBe('true');
    expect(within(finished).getByText('Completada')).toBeTruthy();
    expect(screen.getByTestId('wheel-icon-PROFESSIONAL_ACTIVITY').tagName).toBe('SPAN');
    fireEvent.click(screen.getByTestId('wheel-icon-PERSONAL_DEVELOPMENT'));
    await waitFor(() => expect(location()).toBe('/assessment/intro'));
  });

  it('shows the load error with a retry that loads the wheel', async () => {
    signedInUser();
    let fail = true;
    fakeServer(() => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: wheelWith({}) }));
    renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tu rueda de la vida.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Comenzar la evaluación' })).toBeTruthy();
  });

  it('treats a reply without areas as a failed load, not a crash', async () => {
    signedInUser();
    fakeServer(() => ({ data: { token_type: 'Bearer' } }));
    renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Algo salió mal. Inténtalo de nuevo.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('/home focus selection', () => {
  it('asks when the lowest scores tie: fixed lowest, tied candidates, lowest preselected, exactly 3 to confirm', async () => {
    signedInUser();
    const saved = wheelWith(TIE, { focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'MONEY_FINANCES'] });
    const { calls, state } = wheelServer(wheelWith(TIE), () => {
      state.wheel = saved;
      return { data: saved };
    });
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus áreas de enfoque' });
    expect(screen.getByTestId('banner-completed').textContent).toContain('Tu puntuación global de vida es 5,0/10.');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name: new RegExp(name) });
    expect(box('Desarrollo Personal')).toMatchObject({ checked: true, disabled: true });
    expect(box('Actividad Profesional')).toMatchObject({ checked: true, disabled: false });
    expect(box('Salud y Nutrición')).toMatchObject({ checked: true, disabled: false });
    expect(box('Dinero y Finanzas')).toMatchObject({ checked: false, disabled: false });
    expect(within(dialog).queryByRole('checkbox', { name: /Relaciones Sociales/ })).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar áreas' });
    expect(confirm).toMatchObject({ disabled: false });

    fireEvent.click(box('Salud y Nutrición'));
    expect(confirm).toMatchObject({ disabled: true });
    expect(within(dialog).getByText(/2 de 3 seleccionadas/)).toBeTruthy();
    fireEvent.click(box('Dinero y Finanzas'));
    expect(confirm).toMatchObject({ disabled: false });
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === 'wheel.addAreas')?.input).toEqual({
      areaIds: [{ areaId: areaIdOf('PERSONAL_DEVELOPMENT') }, { areaId: areaIdOf('PROFESSIONAL_ACTIVITY') }, { areaId: areaIdOf('MONEY_FINANCES') }],
    });
    await waitFor(() => expect(calls.filter((call) => call.path === 'wheel.me').length).toBe(2));
    expect(screen.getByTestId('banner-focus').textContent).toContain('Desarrollo Personal, Actividad Profesional y Dinero y Finanzas');
    // The focus areas wear a large star on the wheel, explained in words and in the chart's text alternative.
    expect(screen.getByTestId('wheel-icon-MONEY_FINANCES').className).toContain('wheel-icon--focus');
    expect(screen.getByTestId('wheel-icon-SOCIAL_RELATIONSHIPS').className).not.toContain('wheel-icon--focus');
    expect(screen.getByTestId('wheel-legend').textContent).toBe('★Área de enfoque');
    const chart = screen.getByRole('img', { name: /Rueda de la vida/ });
    expect(chart.textContent).toContain('Dinero y Finanzas, 4 de 10, área de enfoque');
    expect(chart.textContent).toContain('Relaciones Sociales, 7 de 10');
    expect(chart.textContent).not.toContain('Relaciones Sociales, 7 de 10, área de enfoque');
    expect(tile('MONEY_FINANCES').getAttribute('href')).toBe(`/area/${areaIdOf('MONEY_FINANCES')}/projects`);
    expect(tile('SOCIAL_RELATIONSHIPS').getAttribute('href')).toBe(`/area/${areaIdOf('SOCIAL_RELATIONSHIPS')}/projects`);
    fireEvent.click(screen.getByTestId('wheel-icon-MONEY_FINANCES'));
    await waitFor(() => expect(location()).toBe(`/area/${areaIdOf('MONEY_FINANCES')}/projects`));
  });

  it('closes on Escape and on cancel, reopens from the banner or a blocked area with the preselection', async () => {
    signedInUser();
    wheelServer(wheelWith(TIE));
    renderApp('/home');
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Dinero y Finanzas/ }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(screen.getByTestId('banner-focus')).getByRole('button', { name: 'Elegir áreas de enfoque' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /Dinero y Finanzas/ })).toMatchObject({ checked: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(tile('SOCIAL_RELATIONSHIPS'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the server refusal in the dialog and keeps it open', async () => {
    signedInUser();
    wheelServer(wheelWith(TIE), () => ({ status: 422, code: 'FOCUS_NOT_LOWEST', message: 'Una área elegida puntúa más que otra' }));
    renderApp('/home');
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar áreas' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Una área elegida puntúa más que otra');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('saves the only valid selection without asking when there is no tie, and reloads the wheel', async () => {
    signedInUser();
    const saved = wheelWith(NO_TIE, { focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] });
    const { calls, state } = wheelServer(wheelWith(NO_TIE), () => {
      state.wheel = saved;
      return { data: saved };
    });
    renderApp('/home');
    expect(await screen.findByText('Áreas de enfoque guardadas: Desarrollo Personal, Actividad Profesional y Salud y Nutrición')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const saves = calls.filter((call) => call.path === 'wheel.addAreas');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.input).toEqual({
      areaIds: [{ areaId: areaIdOf('PERSONAL_DEVELOPMENT') }, { areaId: areaIdOf('PROFESSIONAL_ACTIVITY') }, { areaId: areaIdOf('HEALTH_NUTRITION') }],
    });
    await waitFor(() => expect(calls.filter((call) => call.path === 'wheel.me').length).toBe(2));
    expect(tile('COUPLE_INTIMACY').tagName).toBe('DIV');
    expect(within(tile('HEALTH_NUTRITION')).getByText(/Enfoque/)).toBeTruthy();
  });

  it('offers a retry when the automatic save fails', async () => {
    signedInUser();
    let attempts = 0;
    const saved = wheelWith(NO_TIE, { focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] });
    const { state } = wheelServer(wheelWith(NO_TIE), () => {
      attempts += 1;
      if (attempts === 1) return { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' };
      state.wheel = saved;
      return { data: saved };
    });
    renderApp('/home');
    const banner = await screen.findByTestId('banner-focus');
    expect((await within(banner).findByRole('alert')).textContent).toContain('No pudimos guardar tus áreas de enfoque.');
    await act(async () => {
      fireEvent.click(within(banner).getByRole('button', { name: 'Reintentar' }));
    });
    expect(await within(banner).findByText(/Tus áreas de enfoque son/)).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("offers 'Crear mi primer proyecto' in the lowest focus area once the focus is saved, until the cycle has a project", async () => {
    signedInUser();
    const saved = wheelWith({ ...NO_TIE, PERSONAL_DEVELOPMENT: 3, HEALTH_NUTRITION: 1 }, { focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] });
    const { state } = wheelServer(saved);
    const view = renderApp('/home');
    const banner = await screen.findByTestId('banner-focus');
    const first = await within(banner).findByRole('link', { name: 'Crear mi primer proyecto' });
    expect(first.getAttribute('href')).toBe(`/area/${areaIdOf('HEALTH_NUTRITION')}/projects/create`);
    expect(within(banner).getByText(/Empieza por Salud y Nutrición, tu área más baja\./)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Elegir otra área' }).getAttribute('href')).toBe('/projects/create');
    fireEvent.click(first);
    await waitFor(() => expect(location()).toBe(`/area/${areaIdOf('HEALTH_NUTRITION')}/projects/create`));
    view.unmount();
    localStorage.clear();
    signedInUser();

    state.wheel = {
      ...saved,
      lifeAreas: saved.lifeAreas.map((area) => (area.key === 'PROFESSIONAL_ACTIVITY' ? { ...area, projects: [{ id: area.id, title: 'Cambiar de trabajo', status: 'ACTIVE' as const }] } : area)),
    };
    renderApp('/home');
    expect(await within(await screen.findByTestId('banner-focus')).findByText(/Tus áreas de enfoque son/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crear mi primer proyecto' })).toBeNull();
  });

  it('offers no first project before the focus is saved', async () => {
    signedInUser();
    wheelServer(wheelWith(TIE));
    renderApp('/home');
    await within(await screen.findByTestId('banner-focus')).findByRole('button', { name: 'Elegir áreas de enfoque' });
    expect(screen.queryByRole('link', { name: 'Crear mi primer proyecto' })).toBeNull();
  });
});

describe('/home after a gap', () => {
  it('counts the overdue actions with the way to the review, and says nothing when none is overdue', async () => {
    signedInUser();
    let overdue = 24;
    fakeServer((call) => {
      if (call.path === 'wheel.me') return { data: wheelWith(NO_TIE) };
      if (call.path === 'actions.me') return { data: actionPage([], { project: project(1, 'Leer 12 libros'), goal: 'Leer' }, { overdueActions: overdue }) };
      return { status: 404, code: 'NOT_FOUND', message: 'not found' };
    });
    const view = renderApp('/home');
    expect((await screen.findByTestId('overdue-count', undefined, { timeout: 5000 })).textContent).toBe('⏰ Tienes 24 acciones atrasadas');
    expect(screen.getByRole('link', { name: 'Resolverlas en la revisión' }).getAttribute('href')).toBe('/review');
    view.unmount();
    localStorage.clear();
    signedInUser();
    overdue = 0;
    renderApp('/home');
    await screen.findByTestId('global-score', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('overdue-count')).toBeNull();
  });
});
