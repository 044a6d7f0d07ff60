import type { Page } from '@playwright/test';
import { earliestStartDate, suggestedEndDate } from '../../domain/rules/projects';
import { expect, test } from './fixtures';
import { areaOf, arrangeFocusedUser } from './support/arrange';
import { heading, pathOf, signInThroughUi, TIME_ZONE, today } from './support/ui';

const PERSON = { firstName: 'Lucía', lastName: 'Pérez', address: 'Calle Mayor 1, Madrid' };
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Adds a goal through the open tab's form and waits until the tab counts it. */
async function addGoal(page: Page, type: string, content: string, countAfter: number) {
  await page.getByRole('textbox', { name: `Nueva meta ${type}` }).fill(content);
  await page.getByRole('button', { name: `Añadir meta ${type}` }).click();
  await expect.poll(() => tab(page, type).textContent()).toBe(`${type}${countAfter}/3`);
}

test.describe('planning a project', () => {
  test('creates a project in a focus area and gives it 3 BE, 3 DO and 1 HAVE goals', async ({ page, baseUrl }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const user = await arrangeFocusedUser(
      baseUrl,
      { PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 4, HEALTH_NUTRITION: 5, MONEY_FINANCES: 7, SOCIAL_RELATIONSHIPS: 8, COUPLE_INTIMACY: 9 },
      ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'],
      { timeZone: TIME_ZONE, person: PERSON },
    );
    const area = areaOf(user.wheel, 'PERSONAL_DEVELOPMENT');
    await signInThroughUi(page, baseUrl, user.account);

    // The area's projects, by the reference area id.
    await page.goto(`${baseUrl}/area/${area.areaId}/projects`);
    await expect.poll(() => heading(page)).toBe(area.areaName);
    await page.getByText('3/10', { exact: true }).waitFor();
    expect(await page.getByTestId('area-project-count').textContent()).toBe('0/2');
    await page.getByText('Esta área todavía no tiene proyectos.').waitFor();
    await page.getByRole('link', { name: 'Crear proyecto' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/area/${area.areaId}/projects/create`);

    // Step 1 is skipped: the area is in the route.
    await page.getByRole('heading', { name: 'Define tu proyecto' }).waitFor();
    expect(await page.getByText('Paso 1 de 2').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Título' }).fill('Mente en calma');
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Meditar y leer cada día para pensar con claridad');
    await page.getByLabel('Puntuación esperada').selectOption('7');
    const end = page.getByLabel('Fecha de fin');
    expect(await end.isDisabled()).toBe(true);
    const start = earliestStartDate(today());
    await page.getByLabel('Fecha de inicio').fill(start);
    await expect.poll(() => end.isEnabled()).toBe(true);
    expect(await end.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Usar fecha recomendada' }).click();
    expect(await end.inputValue()).toBe(suggestedEndDate(start));
    await page.getByRole('button', { name: 'Crear proyecto' }).click();

    // The new project opens on its goals, with the 'created' notice.
    await expect.poll(() => pathOf(page)).toMatch(/^\/projects\/[0-9a-f-]{36}\/goals$/);
    const goalsPath = pathOf(page);
    await page.getByText('¡Proyecto creado!').waitFor();
    expect(await tab(page, 'SER').getAttribute('aria-selected')).toBe('true');
    await page.getByText('Necesitas al menos 3 metas SER, 3 HACER y 1 TENER para continuar').waitFor();
    await page.getByText('¿Quién quieres ser al terminar este proyecto?').waitFor();

    const beField = page.getByRole('textbox', { name: 'Nueva meta SER' });
    await beField.fill('Soy constante');
    await page.getByText('13/120').waitFor();

    await addGoal(page, 'SER', 'Soy constante con mis hábitos', 1);
    await addGoal(page, 'SER', 'Soy paciente y escucho antes de responder', 2);
    expect(await tab(page, 'SER').getAttribute('aria-selected')).toBe('true');
    await addGoal(page, 'SER', 'Soy una persona serena', 3);

    // The 3rd BE goal moves on to DO, ready to type.
    await expect.poll(() => tab(page, 'HACER').getAttribute('aria-selected')).toBe('true');
    const doField = page.getByRole('textbox', { name: 'Nueva meta HACER' });
    await expect.poll(() => doField.evaluate((element) => element === document.activeElement)).toBe(true);
    await tab(page, 'SER').click();
    await page.getByText('Ya tienes las 3 metas SER, el máximo por tipo.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Nueva meta SER' }).count()).toBe(0);
    await tab(page, 'HACER').click();

    await addGoal(page, 'HACER', 'Medito 10 minutos cada mañana', 1);
    await addGoal(page, 'HACER', 'Leo 20 páginas cada noche', 2);
    await addGoal(page, 'HACER', 'Escribo un diario los domingos', 3);
    await expect.poll(() => tab(page, 'TENER').getAttribute('aria-selected')).toBe('true');
    await page.getByText('Necesitas al menos 3 metas SER, 3 HACER y 1 TENER para continuar').waitFor();
    await addGoal(page, 'TENER', 'Tengo una rutina de calma que me funciona', 1);

    // The continue rule is met.
    const next = page.getByRole('link', { name: 'Continuar con las acciones' });
    await next.waitFor();
    expect(await next.getAttribute('href')).toBe('/actions');
    expect(await page.getByTestId('goals-minimum').count()).toBe(0);

    // Mark the HAVE goal achieved and edit it in place.
    const achieved = page.getByRole('checkbox', { name: /Tengo una rutina de calma/ });
    await achieved.check();
    await expect.poll(() => achieved.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Editar la meta «Tengo una rutina de calma que me funciona»' }).click();
    await page.getByRole('textbox', { name: 'Editar meta' }).fill('Tengo una rutina de calma diaria');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('checkbox', { name: /Tengo una rutina de calma diaria/ }).waitFor();

    // A reload keeps the goals and does not show the notice again.
    await page.reload();
    await expect.poll(() => tab(page, 'SER').textContent()).toBe('SER3/3');
    expect(pathOf(page)).toBe(goalsPath);
    expect(await tab(page, 'HACER').textContent()).toBe('HACER3/3');
    expect(await tab(page, 'TENER').textContent()).toBe('TENER1/3');
    expect(await page.getByText('¡Proyecto creado!').count()).toBe(0);
    await page.getByRole('heading', { name: 'Presupuesto de las acciones' }).waitFor();

    // The project is listed under Active, with its details.
    await page.getByRole('link', { name: 'Proyectos' }).click();
    await expect.poll(() => heading(page)).toBe('Mis proyectos');
    const card = page.getByRole('article', { name: 'Mente en calma' });
    await card.waitFor();
    expect(await page.getByRole('button', { name: /^Activos/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: /^Algún día/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await card.getByLabel('Cambiar estado').inputValue()).toBe('ACTIVE');
    await card.getByText('Puntuación esperada').waitFor();
    await card.getByText('Cuando tus acciones tengan presupuesto').waitFor();

    expect(problems).toEqual([]);
  });
});
