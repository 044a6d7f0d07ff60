import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';
import { wheelWith } from '../../test-fixtures/wheel';
import { projectFixture, uuid, wheelFixture } from '../../test-fixtures/projects';

const location = () => screen.getByTestId('location').textContent;

function serve(routes: Record<string, (call: FakeCall) => FakeReply>) {
  return fakeServer((call) => routes[call.path]?.(call) ?? { data: { providers: [] } });
}

describe('the projects list', () => {
  it('groups projects by status with Active open, and shows the income target per currency', async () => {
    signedInUser();
    const funded = projectFixture(1, {
      title: 'Correr',
      budget: {
        dailyIncomeTarget: 2,
        monthlyIncomeTarget: 60,
        currencySymbol: '$',
        byCurrency: [
          { currencyCode: 'USD', currencySymbol: '$', dailyIncomeTarget: 2, monthlyIncomeTarget: 60, totalCapital: 180 },
          { currencyCode: 'EUR', currencySymbol: '€', dailyIncomeTarget: 1.5, monthlyIncomeTarget: 45, totalCapital: 135 },
        ],
      },
    });
    serve({ 'projects.me': () => ({ data: { projects: [funded, projectFixture(2, { status: 'SOMEDAY', title: 'Leer' })] } }) });
    renderApp('/projects');
    const card = await screen.findByRole('article', { name: 'Correr' });
    expect(screen.getByRole('button', { name: /^Activos/ }).getAttribute('aria-expanded')).toBe('true');
    const someday = screen.getByRole('button', { name: /^Algún día/ });
    expect(someday.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Leer' })).toBeNull();
    expect(within(card).getByText(/2,00\sUS\$ al día · 60,00\sUS\$ al mes/)).toBeTruthy();
    expect(within(card).getByText(/1,50\s€ al día · 45,00\s€ al mes/)).toBeTruthy();
    fireEvent.click(someday);
    expect(await screen.findByRole('article', { name: 'Leer' })).toBeTruthy();
  });

  it('changes the status with a message per status, and maps the refusals', async () => {
    signedInUser();
    const project = projectFixture(1, { title: 'Correr' });
    const { calls } = serve({
      'projects.me': () => ({ data: { projects: [project] } }),
      'projects.setStatus': (call) => {
        const { status } = call.input as { status: string };
        if (status === 'COMPLETED') {
          return {
            status: 422,
            code: 'PROJECT_PENDING_ACTIONS',
            message: 'No se puede completar el proyecto: 1 de 3 acciones completadas. Completa todas las acciones primero.',
          };
        }
        return { data: { ...project, status } };
      },
    });
    renderApp('/projects');
    const card = await screen.findByRole('article', { name: 'Correr' });
    const select = within(card).getByLabelText('Cambiar estado');

    await act(async () => {
      fireEvent.change(select, { target: { value: 'COMPLETED' } });
    });
    expect(await screen.findByText('No se puede completar el proyecto: 1 de 3 acciones completadas. Completa todas las acciones primero.')).toBeTruthy();

    await act(async () => {
      fireEvent.change(select, { target: { value: 'CANCELLED' } });
    });
    expect(await screen.findByText('«Correr» se ha cancelado')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'projects.setStatus').map((call) => call.input)).toEqual([
      { id: project.id, status: 'COMPLETED' },
      { id: project.id, status: 'CANCELLED' },
    ]);
  });

  it('a plan limit on the status shows the way to the plans', async () => {
    signedInUser();
    const project = projectFixture(1, { title: 'Leer', status: 'SOMEDAY' });
    serve({
      'projects.me': () => ({ data: { projects: [project] } }),
      'projects.setStatus': () => ({ status: 403, code: 'PLAN_LIMIT', message: 'Has alcanzado el límite de tu plan Básico: proyectos activos (máximo 3).' }),
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: /^Algún día/ }));
    const card = await screen.findByRole('article', { name: 'Leer' });
    await act(async () => {
      fireEvent.change(within(card).getByLabelText('Cambiar estado'), { target: { value: 'ACTIVE' } });
    });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Has alcanzado el límite de tu plan');
    expect(within(alert).getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/subscription');
  });

  it('a failed load says why and retries', async () => {
    signedInUser();
    let attempts = 0;
    serve({
      'projects.me': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: { projects: [] } };
      },
    });
    renderApp('/projects');
    expect(await screen.findByText('Servicio no disponible temporalmente. Inténtalo más tarde.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no tienes proyectos.')).toBeTruthy();
  });
});

describe('a parked project of a closed cycle', () => {
  const SCORES = { PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 5, HEALTH_NUTRITION: 4, MONEY_FINANCES: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 8 } as const;
  const cycleTwo = { ...wheelWith(SCORES, { focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] }) };
  // Its wheel row (uuid 700) is not one of the current cycle's: it is parked in a closed cycle.
  const parked = projectFixture(1, { title: 'Ver a mis amigos', status: 'SOMEDAY', lifeWheelAreaId: uuid(700), detail: { ...projectFixture(1).detail, status: 'IN_PROGRESS' } });

  it('shows its stored status, says where its actions are, and is brought back into this cycle', async () => {
    signedInUser();
    let current = parked;
    const { calls } = serve({
      'wheel.me': () => ({ data: cycleTwo }),
      'projects.me': () => ({ data: { projects: [current] } }),
      'projects.bringBack': () => {
        current = { ...parked, status: 'ACTIVE', lifeWheelAreaId: cycleTwo.lifeAreas[4]!.id };
        return { data: current };
      },
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: /^Algún día/ }));
    const card = await screen.findByRole('article', { name: 'Ver a mis amigos' });
    expect(within(card).queryByText('En curso')).toBeNull();
    expect(within(card).getByText('Algún día', { selector: '.phase' })).toBeTruthy();
    expect(within(card).getByText(/sus acciones pendientes no salen en tus listas, en la revisión semanal ni en el calendario/)).toBeTruthy();
    const button = await within(card).findByRole('button', { name: 'Traer «Ver a mis amigos» a este ciclo' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('«Ver a mis amigos» vuelve a estar activo en este ciclo, con sus acciones pendientes')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'projects.bringBack').map((call) => call.input)).toEqual([{ id: parked.id }]);
    // The list reloads: the project is in Active, in progress, with no way back to offer.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Activos/ }).textContent).toMatch(/1/));
    const active = screen.getByRole('article', { name: 'Ver a mis amigos' });
    expect(within(active).getByText('En curso', { selector: '.phase' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /Traer/ })).toBeNull();
  });

  it('offers no way back to a Someday project of the current cycle, and shows a refusal translated', async () => {
    signedInUser();
    const current = projectFixture(2, { title: 'Leer', status: 'SOMEDAY', lifeWheelAreaId: cycleTwo.lifeAreas[0]!.id });
    serve({
      'wheel.me': () => ({ data: cycleTwo }),
      'projects.me': () => ({ data: { projects: [current, parked] } }),
      'projects.bringBack': () => ({ status: 422, code: 'AREA_PROJECT_LIMIT', message: 'Esta área ya tiene 2 proyectos (los cancelados no cuentan)' }),
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: /^Algún día/ }));
    const card = await screen.findByRole('article', { name: 'Ver a mis amigos' });
    const button = await within(card).findByRole('button', { name: 'Traer «Ver a mis amigos» a este ciclo' });
    expect(within(screen.getByRole('article', { name: 'Leer' })).queryByRole('button', { name: /Traer/ })).toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('Esta área ya tiene 2 proyectos (los cancelados no cuentan)')).toBeTruthy();
  });
});

describe('who may create a project', () => {
  it('an incomplete assessment goes to /assessment/intro', async () => {
    signedInUser();
    serve({ 'wheel.me': () => ({ data: wheelFixture((area, index) => (index === 5 ? { isArchived: false, score: null } : {})) }) });
    renderApp('/projects/create');
    await waitFor(() => expect(location()).toBe('/assessment/intro'));
  });

  it.each([
    ['outside the focus', uuid(203), '/home'],
    ['at its 2 projects', uuid(201), `/area/${uuid(201)}/projects`],
  ])('an area %s is refused', async (_case, areaId, target) => {
    signedInUser();
    const wheel = wheelFixture((area, index) => (index === 1 ? { projects: [{ id: uuid(9), title: 'A', status: 'ACTIVE' }, { id: uuid(8), title: 'B', status: 'SOMEDAY' }] } : {}));
    serve({ 'wheel.me': () => ({ data: wheel }), 'projects.byArea': () => ({ data: { projects: [] } }) });
    renderApp(`/area/${areaId}/projects/create`);
    await waitFor(() => expect(location()).toBe(target));
  });

  it('step 1 offers the focus areas; a full area is disabled with its reason', async () => {
    signedInUser();
    const wheel = wheelFixture((area, index) => (index === 1 ? { projects: [{ id: uuid(9), title: 'A', status: 'ACTIVE' }, { id: uuid(8), title: 'B', status: 'SOMEDAY' }] } : {}));
    serve({ 'wheel.me': () => ({ data: wheel }) });
    renderApp('/projects/create');
    const full = await screen.findByRole('button', { name: /PROFESSIONAL_ACTIVITY/ });
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(full.textContent).toContain('Esta área ya tiene 2 proyectos');
    expect(screen.queryByRole('button', { name: /MONEY_FINANCES/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /PERSONAL_DEVELOPMENT/ }));
    expect(await screen.findByText('Paso 2 de 2')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de fin').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Crear proyecto' }).disabled).toBe(false);
  });

  it('labels the suggested end as 90 days, or as the 3-month minimum when 90 days fall short of it', async () => {
    signedInUser();
    serve({ 'wheel.me': () => ({ data: wheelFixture() }) });
    renderApp('/projects/create');
    fireEvent.click(await screen.findByRole('button', { name: /PERSONAL_DEVELOPMENT/ }));
    const start = await screen.findByLabelText<HTMLInputElement>('Fecha de inicio');
    fireEvent.change(start, { target: { value: '2027-11-24' } });
    expect(await screen.findByText(/^Recomendado: el mínimo de 3 meses, hasta el /)).toBeTruthy();
    expect(screen.queryByText(/Recomendado: 90 días/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Usar fecha recomendada' }));
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de fin').value).toBe('2028-02-24');
    fireEvent.change(start, { target: { value: '2027-02-01' } });
    expect(await screen.findByText(/^Recomendado: 90 días, hasta el /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar fecha recomendada' }));
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de fin').value).toBe('2027-05-02');
  });

  it('an unknown area says so', async () => {
    signedInUser();
    serve({ 'wheel.me': () => ({ data: wheelFixture() }) });
    renderApp(`/area/${uuid(999)}/projects`);
    expect(await screen.findByText('Área no encontrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la rueda' }).getAttribute('href')).toBe('/home');
  });
});
