import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerNew } from './support/arrange';
import { pathOf, signInThroughUi } from './support/ui';
import { answerArea, type AnswerPlan } from './support/wheel';

/** Console errors and uncaught exceptions of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const score = (page: Page, key: string) => page.getByTestId(`score-${key}`).textContent();

/** Answers the areas in order from the intro and returns their route ids by key. */
async function answerAll(page: Page, plans: readonly AnswerPlan[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const plan of plans) {
    const { areaId, questions } = await answerArea(page, plan);
    expect(questions).toBe(10);
    ids.set(plan.key, areaId);
  }
  return ids;
}

test.describe('the life wheel, from a new user to the focus areas', () => {
  test.describe.configure({ timeout: 300_000 });

  test('answers the six areas (in a relationship), fills the wheel, refuses a second answer and picks focus areas in a tie', async ({ page, baseUrl }) => {
    const problems = watchProblems(page);
    await signInThroughUi(page, baseUrl, await registerNew(baseUrl, { firstName: 'Lucia', lastName: 'Rueda', address: 'Calle Mayor 1, Madrid' }));

    await expect.poll(() => score(page, 'PERSONAL_DEVELOPMENT')).toBe('sin evaluar');
    expect(await page.getByTestId('banner-partial').textContent()).toContain('Áreas evaluadas: 0 de 6');
    expect(await page.locator('.wheel-chart__slice').count()).toBe(0);
    await page.getByRole('link', { name: 'Comenzar la evaluación' }).click();
    await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
    await page.getByTestId('permanent-warning').waitFor();
    expect(await page.getByTestId('intro-tile-PERSONAL_DEVELOPMENT').textContent()).toContain('Siguiente');

    const first = await answerArea(page, { key: 'PERSONAL_DEVELOPMENT', yes: 2 });
    expect(await page.getByTestId('intro-tile-PERSONAL_DEVELOPMENT').textContent()).toContain('Completada con 2/10');
    expect(await page.getByTestId('intro-tile-PROFESSIONAL_ACTIVITY').textContent()).toContain('Siguiente');

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect.poll(() => score(page, 'PERSONAL_DEVELOPMENT')).toBe('2/10');
    expect(await page.getByTestId('banner-partial').textContent()).toContain('Áreas evaluadas: 1 de 6');
    expect(await page.getByTestId('wheel-slice-PERSONAL_DEVELOPMENT').count()).toBe(1);
    expect(await page.getByTestId('global-score').textContent()).toBe('2,0/10');

    // Answers are final: the assessed area's route leads back to the intro.
    await page.goto(`${baseUrl}/assessment/area/${first.areaId}`);
    await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
    await page.getByText('Ya evaluaste esta área y tus respuestas son definitivas.').waitFor();

    await answerAll(page, [
      { key: 'PROFESSIONAL_ACTIVITY', yes: 4 },
      { key: 'HEALTH_NUTRITION', yes: 4 },
      { key: 'MONEY_FINANCES', yes: 4 },
      { key: 'SOCIAL_RELATIONSHIPS', yes: 7 },
      { key: 'COUPLE_INTIMACY', yes: 9, marital: 'married' },
    ]);
    const finish = page.getByRole('button', { name: 'Ver mi rueda de la vida' });
    await finish.click();
    await expect.poll(() => pathOf(page)).toBe('/home');

    // 2 is chosen; three areas tie at 4 for the two remaining places.
    const dialog = page.getByRole('dialog', { name: 'Elige tus áreas de enfoque' });
    await dialog.waitFor();
    const box = (name: string) => dialog.getByRole('checkbox', { name: new RegExp(name) });
    expect(await box('Desarrollo Personal').isChecked()).toBe(true);
    expect(await box('Desarrollo Personal').isDisabled()).toBe(true);
    expect(await box('Actividad Profesional').isChecked()).toBe(true);
    expect(await box('Salud y Nutrición').isChecked()).toBe(true);
    expect(await box('Dinero y Finanzas').isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox').count()).toBe(4);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Elegir áreas de enfoque' }).click();
    await box('Salud y Nutrición').uncheck();
    const confirm = dialog.getByRole('button', { name: 'Confirmar áreas' });
    expect(await confirm.isDisabled()).toBe(true);
    await box('Dinero y Finanzas').check();
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });

    const focus = page.getByTestId('banner-focus');
    await expect.poll(() => focus.textContent()).toContain('Desarrollo Personal, Actividad Profesional y Dinero y Finanzas');
    expect(await page.getByTestId('banner-completed').textContent()).toContain('Tu puntuación global de vida es 5,0/10.');
    expect(await page.locator('.wheel-chart__slice').count()).toBe(6);
    expect(await page.locator('.wheel-icon--focus').count()).toBe(3);
    expect(await score(page, 'COUPLE_INTIMACY')).toBe('9/10');
    const money = page.getByTestId('tile-MONEY_FINANCES');
    expect(await money.textContent()).toContain('Enfoque');
    expect(await money.getAttribute('href')).toMatch(/^\/area\/[0-9a-f-]{36}\/projects$/);

    // The selection lives on the server: after a reload the modal does not come back.
    await page.reload();
    await expect.poll(() => focus.textContent()).toContain('Dinero y Finanzas');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await money.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/area\/[0-9a-f-]{36}\/projects$/);

    expect(problems).toEqual([]);
  });

  test('answers as a single person, partly with the keyboard, and saves the focus areas without asking when nothing ties', async ({ page, baseUrl }) => {
    const problems = watchProblems(page);
    await signInThroughUi(page, baseUrl, await registerNew(baseUrl, { firstName: 'Mateo', lastName: 'Rueda', address: 'Calle Mayor 1, Madrid' }));
    await page.getByRole('link', { name: 'Comenzar la evaluación' }).click();
    await expect.poll(() => pathOf(page)).toBe('/assessment/intro');

    const ids = await answerAll(page, [
      { key: 'PERSONAL_DEVELOPMENT', yes: 1 },
      { key: 'PROFESSIONAL_ACTIVITY', yes: 2 },
      { key: 'HEALTH_NUTRITION', yes: 3, keyboard: true },
      { key: 'MONEY_FINANCES', yes: 6 },
      { key: 'SOCIAL_RELATIONSHIPS', yes: 7 },
      { key: 'COUPLE_INTIMACY', yes: 10, marital: 'single' },
    ]);
    await page.getByTestId('all-completed').waitFor();
    expect(await page.getByTestId('time-notice').count()).toBe(0);
    expect(await page.locator('a[data-testid^="intro-tile-"]').count()).toBe(0);

    // Neither a visit to the route nor the intro lets the person answer again.
    await page.goto(`${baseUrl}/assessment/area/${ids.get('COUPLE_INTIMACY')}`);
    await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
    await page.getByRole('button', { name: 'Ver mi rueda de la vida' }).click();
    await expect.poll(() => pathOf(page)).toBe('/home');

    await page.getByText('Áreas de enfoque guardadas: Desarrollo Personal, Actividad Profesional y Salud y Nutrición').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const focus = page.getByTestId('banner-focus');
    await expect.poll(() => focus.textContent()).toContain('Tus áreas de enfoque son Desarrollo Personal, Actividad Profesional y Salud y Nutrición');

    // A finished area (10) shows the green tick and leads nowhere.
    const couple = page.getByTestId('tile-COUPLE_INTIMACY');
    expect(await couple.getAttribute('href')).toBeNull();
    expect(await couple.textContent()).toContain('Completada');
    expect(await score(page, 'COUPLE_INTIMACY')).toBe('10/10');
    await page.getByTestId('wheel-icon-COUPLE_INTIMACY').click();
    expect(pathOf(page)).toBe('/home');
    expect(await page.getByTestId('tile-MONEY_FINANCES').getAttribute('href')).toMatch(/^\/area\/[0-9a-f-]{36}\/projects$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /area|focus/i.test(key) && !key.startsWith('api_cache_')))).toEqual([]);

    expect(problems).toEqual([]);
  });
});
