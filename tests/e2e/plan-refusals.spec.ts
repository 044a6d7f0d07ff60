import type { BrowserContext, Page } from '@playwright/test';
import { addCalendarMonths, addDays } from '../../domain/rules/dates';
import { earliestStartDate } from '../../domain/rules/projects';
import type { LifeWheel } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject, type FocusedUser } from './support/arrange';
import { heading, openFresh, pathOf, signInThroughUi, TIME_ZONE, today } from './support/ui';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let context: BrowserContext;
let page: Page;
let baseUrl: string;
let user: FocusedUser;
let wheel: LifeWheel;
let healthProject: Project;
const problems: string[] = [];

// The tests go on from one another on one page, in order: after a failure the rest would start from a state they
// do not expect, so they are skipped.
test.describe.configure({ mode: 'serial' });

// One BASICO user, signed in once: Professional Activity holds 2 projects (its limit) and Health 1 whose goal has
// a pending action, so the plan's 3 active projects are used up.
test.beforeAll(async ({ browser, server }) => {
  baseUrl = server.baseUrl;
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  user = await arrangeFocusedUser(
    baseUrl,
    { PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 4, HEALTH_NUTRITION: 5, MONEY_FINANCES: 7, SOCIAL_RELATIONSHIPS: 8, COUPLE_INTIMACY: 9 },
    ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'],
    { timeZone: TIME_ZONE, person: { firstName: 'Lucía', lastName: 'Pérez', address: 'Calle Mayor 1, Madrid' } },
  );
  wheel = user.wheel;
  await createProject(user.api, areaOf(wheel, 'PROFESSIONAL_ACTIVITY').id, 'Carrera A');
  await createProject(user.api, areaOf(wheel, 'PROFESSIONAL_ACTIVITY').id, 'Carrera B');
  healthProject = await createProject(user.api, areaOf(wheel, 'HEALTH_NUTRITION').id, 'Salud A');
  const goal = await addGoal(user.api, healthProject, 'BE', 'Soy constante');
  const place = await addContext(user.api, `@e2e-${Date.now()}`);
  await addAction(user.api, { goalId: goal.id, contextId: place.id, title: 'Caminar 30 minutos', dueDate: earliestStartDate(user.api.today()) });
  await signInThroughUi(page, baseUrl, user.account);
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

test.afterAll(async () => {
  await context.close();
});

const errorToast = (text: string) => page.getByTestId('toast-error').filter({ hasText: text });
const successToast = (text: string) => page.getByTestId('toast-success').filter({ hasText: text });

test.describe('what the plan screens refuse', () => {
  test('the wizard keeps the dates in the 3 to 6 month window and maps the plan limit to the plans', async () => {
    await page.goto(`${baseUrl}/projects/create`);
    await page.getByText('Paso 1 de 2').waitFor();
    const full = page.getByRole('button', { name: /Actividad Profesional/ });
    expect(await full.isDisabled()).toBe(true);
    expect(await full.textContent()).toContain('Esta área ya tiene 2 proyectos');
    await page.getByRole('button', { name: /Desarrollo Personal/ }).click();
    await page.getByText('Paso 2 de 2').waitFor();
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await page.getByText('Paso 1 de 2').waitFor();
    await page.getByRole('button', { name: /Desarrollo Personal/ }).click();

    await page.getByRole('textbox', { name: 'Título' }).fill('Aprender a tocar el piano');
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Practicar cada día');
    await page.getByLabel('Puntuación esperada').selectOption('6');
    const start = page.getByLabel('Fecha de inicio');
    const end = page.getByLabel('Fecha de fin');
    const create = page.getByRole('button', { name: 'Crear proyecto' });

    await start.fill(today());
    await page.getByText(/La fecha de inicio debe ser a partir de mañana/).waitFor();
    expect(await create.isDisabled()).toBe(true);

    const tomorrow = earliestStartDate(today());
    await start.fill(tomorrow);
    await end.fill(addDays(addCalendarMonths(tomorrow, 3), -1));
    await page.getByText('El proyecto debe durar un mínimo de 3 meses').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await end.fill(addDays(addCalendarMonths(tomorrow, 6), 1));
    await page.getByText('El proyecto debe durar un máximo de 6 meses').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await end.fill(addCalendarMonths(tomorrow, 6));
    await expect.poll(() => create.isEnabled()).toBe(true);

    // Changing the start resets the end.
    await start.fill(addDays(tomorrow, 1));
    await expect.poll(() => end.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Usar fecha recomendada' }).click();
    await expect.poll(() => create.isEnabled()).toBe(true);

    // The 4th active project of a BASICO user.
    await create.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Has alcanzado el límite de tu plan' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('proyectos activos');
    const plans = alert.getByRole('link', { name: 'Ver planes' });
    expect(await plans.getAttribute('href')).toBe('/subscription');
    await plans.click();
    await expect.poll(() => pathOf(page)).toBe('/subscription');
  });

  test('an area at its 2 projects, areas outside the focus and unknown ids', async () => {
    const career = areaOf(wheel, 'PROFESSIONAL_ACTIVITY');
    await page.goto(`${baseUrl}/area/${career.areaId}/projects`);
    await expect.poll(() => heading(page)).toBe(career.areaName);
    await page.getByRole('article', { name: 'Carrera B' }).waitFor();
    expect(await page.getByTestId('area-project-count').textContent()).toBe('2/2');
    expect(await page.getByRole('button', { name: 'Crear proyecto' }).isDisabled()).toBe(true);
    await page.getByText('Esta área ya tiene 2 proyectos (los cancelados no cuentan)').waitFor();

    await page.goto(`${baseUrl}/area/${career.areaId}/projects/create`);
    await expect.poll(() => pathOf(page)).toBe(`/area/${career.areaId}/projects`);

    const money = areaOf(wheel, 'MONEY_FINANCES');
    await page.goto(`${baseUrl}/area/${money.areaId}/projects/create`);
    await expect.poll(() => pathOf(page)).toBe('/home');
    await page.goto(`${baseUrl}/area/${money.areaId}/projects`);
    await page.getByText('Solo puedes crear proyectos en tus 3 áreas de enfoque').waitFor();
    await page.getByText('7/10', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/area/${MISSING_ID}/projects`);
    await page.getByText('Área no encontrada.').waitFor();
    expect(await page.getByRole('link', { name: 'Volver a la rueda' }).getAttribute('href')).toBe('/home');

    await page.goto(`${baseUrl}/projects/${MISSING_ID}/goals`);
    await page.getByText(/^Proyecto no encontrado/).waitFor();
    await page.getByRole('link', { name: 'Volver a mis proyectos' }).click();
    await expect.poll(() => pathOf(page)).toBe('/projects');
  });

  test('the status dropdown refuses to complete unfinished projects, and the plan limit shows the way to the plans', async () => {
    await page.goto(`${baseUrl}/projects`);
    const careerA = page.getByRole('article', { name: 'Carrera A' });
    const health = page.getByRole('article', { name: 'Salud A' });
    await careerA.waitFor();

    await careerA.getByLabel('Cambiar estado').selectOption('COMPLETED');
    await errorToast(
      'No se puede completar el proyecto: necesitas crear al menos una acción y completarla antes de marcar el proyecto como completado.',
    ).waitFor();
    await expect.poll(() => careerA.getByLabel('Cambiar estado').inputValue()).toBe('ACTIVE');

    await health.getByLabel('Cambiar estado').selectOption('COMPLETED');
    await errorToast('No se puede completar el proyecto: 0 de 1 acción completada. Completa todas las acciones primero.').waitFor();

    await careerA.getByLabel('Cambiar estado').selectOption('SOMEDAY');
    await successToast('«Carrera A» pasa a Algún día').waitFor();
    const someday = page.getByRole('button', { name: /^Algún día/ });
    await expect.poll(() => someday.textContent()).toContain('1');
    await someday.click();
    await expect.poll(() => careerA.getByLabel('Cambiar estado').inputValue()).toBe('SOMEDAY');

    // A third active project again, then Someday back to Active is over the plan.
    await createProject(user.api, areaOf(wheel, 'PERSONAL_DEVELOPMENT').id, 'Crecer');
    await openFresh(page, `${baseUrl}/projects`);
    await page.getByRole('article', { name: 'Crecer' }).waitFor();
    await page.getByRole('button', { name: /^Algún día/ }).click();
    await careerA.getByLabel('Cambiar estado').selectOption('ACTIVE');
    const alert = careerA.getByRole('alert');
    await alert.getByText(/Has alcanzado el límite de tu plan/).waitFor();
    expect(await alert.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/subscription');
    expect(await careerA.getByLabel('Cambiar estado').inputValue()).toBe('SOMEDAY');
  });

  test('a goal with actions cannot be deleted', async () => {
    await page.goto(`${baseUrl}/projects/${healthProject.id}/goals`);
    await page.getByRole('checkbox', { name: /Soy constante/ }).waitFor();
    await page.getByText('0/1 acción').waitFor();
    await page.getByRole('button', { name: 'Eliminar la meta «Soy constante»' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta meta?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await errorToast('No se puede eliminar: tiene 1 acción asociada').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: /Soy constante/ }).count()).toBe(1);
  });
});
