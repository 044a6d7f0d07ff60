// Issue 37, item 8: the road from sign-up to a first action, walked as a person on a phone does it and counted in
// steps. A step is a click outside a form or one form sent (its fields inside it count with it); the 60 answers of
// the assessment are counted apart, as every road has them. FIRST_ACTION_SCREENSHOT_DIR keeps the changed screens.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { registerNew } from './support/arrange';
import { pathOf, signInThroughUi, today } from './support/ui';

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.FIRST_ACTION_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Distinct scores, so the focus is saved without a tie to settle: 1, 2, 3, 6, 7 and 8 YES answers. */
const YES = [1, 2, 3, 6, 7, 8];

test.describe('the first-action path, counted in steps', () => {
  test.describe.configure({ timeout: 300_000 });

  test('goes from sign-up to a first action with the score reveals, the first-project link and the starter suggestions', async ({ page, baseUrl }) => {
    const steps = { clicks: 0, forms: 0, answers: 0 };
    const click = async (target: Locator) => {
      await target.click();
      steps.clicks += 1;
    };

    // Sign-up and sign-in: two forms (the sign-up form's own browser test is journey-full).
    const account = await registerNew(baseUrl, { firstName: 'Lucía', lastName: 'Primera', address: 'Calle Mayor 1, Madrid' });
    await signInThroughUi(page, baseUrl, account);
    steps.forms += 2;

    await click(page.getByRole('link', { name: 'Comenzar la evaluación' }));
    await click(page.getByTestId('intro-tile-PERSONAL_DEVELOPMENT'));
    for (const [index, yes] of YES.entries()) {
      if (index === YES.length - 1) {
        await click(page.getByRole('button', { name: 'En pareja o casado/a' }));
        await page.getByTestId('marital-choice').waitFor({ state: 'detached' });
      }
      const position = page.getByTestId('question-position');
      await position.waitFor();
      const yesButton = page.getByRole('button', { name: 'Sí', exact: true });
      for (let question = 0; question < 10; question += 1) {
        await expect.poll(() => position.textContent()).toBe(`Pregunta ${question + 1} de 10`);
        await expect.poll(() => yesButton.getAttribute('aria-disabled')).toBe('false');
        await page.getByRole('button', { name: question < yes ? 'Sí' : 'No', exact: true }).click();
        steps.answers += 1;
        await expect.poll(() => page.locator('.question-dot').nth(question).getAttribute('data-state')).toBe(question < yes ? 'yes' : 'no');
      }
      await click(page.getByRole('button', { name: 'Completar evaluación' }));
      // The moment that reveals the area's score, on the assessment screen.
      await page.getByTestId('area-reveal').waitFor();
      expect(await page.getByTestId('area-reveal-score').textContent()).toBe(`${yes}/10`);
      if (index === 0) await shoot(page, 'reveal-390-es');
      if (index < YES.length - 1) {
        await click(page.getByRole('link', { name: 'Siguiente área' }));
        await expect.poll(() => page.getByTestId('area-reveal').count()).toBe(0);
      } else {
        await click(page.getByRole('link', { name: 'Ver mis resultados' }));
      }
    }
    await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
    await click(page.getByRole('button', { name: 'Ver mi rueda de la vida' }));
    await expect.poll(() => pathOf(page)).toBe('/home');

    // No tie: the focus is saved by itself, and /home offers the first project.
    const first = page.getByRole('link', { name: 'Crear mi primer proyecto' });
    await first.waitFor();
    await shoot(page, 'home-first-project-390-es');
    await click(first);
    await expect.poll(() => pathOf(page)).toMatch(/^\/area\/[0-9a-f-]{36}\/projects\/create$/);
    await page.getByRole('textbox', { name: 'Título' }).fill('Leer 12 libros');
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Un libro al mes.');
    await page.getByRole('combobox', { name: 'Puntuación esperada' }).selectOption({ index: 1 });
    await page.getByLabel('Fecha de inicio').fill(addDays(today(), 1));
    await page.getByRole('button', { name: 'Usar fecha recomendada' }).click();
    await page.getByRole('button', { name: 'Crear proyecto' }).click();
    steps.forms += 1;
    await expect.poll(() => pathOf(page)).toMatch(/^\/projects\/[0-9a-f-]{36}\/goals$/);
    const goalsPath = pathOf(page);

    // The 7 goals from the suggestions of two NO answers: open both, then one tap per goal.
    const suggestions = page.getByRole('region', { name: /^Sugerencias SER/ });
    await suggestions.waitFor();
    const answers = page.locator('.suggestions__question');
    await click(answers.nth(0));
    await click(answers.nth(1));
    await shoot(page, 'goal-suggestions-390-es');
    const goalCount = () => page.locator('.goal-list li').count();
    for (let goal = 0; goal < 7; goal += 1) {
      const before = await goalCount().catch(() => 0);
      const tab = goal < 3 ? 'SER' : goal < 6 ? 'HACER' : 'TENER';
      await expect.poll(() => page.getByRole('tab', { name: new RegExp(`^${tab}`) }).getAttribute('aria-selected')).toBe('true');
      await click(page.getByRole('button', { name: /^Añadir la meta «/ }).first());
      await expect.poll(goalCount).not.toBe(before);
    }
    await click(page.getByRole('link', { name: 'Continuar con las acciones' }));
    await expect.poll(() => pathOf(page)).toBe('/actions');

    // The first action: the default contexts exist, and a suggestion fills the form.
    await click(page.getByRole('button', { name: 'Nueva acción' }));
    const dialog = page.getByRole('dialog', { name: 'Nueva acción' });
    await dialog.getByRole('option', { name: 'Leer 12 libros' }).waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: '1. Proyecto' }).selectOption({ label: 'Leer 12 libros' });
    const goal = dialog.getByRole('combobox', { name: '2. Meta' });
    await expect.poll(() => goal.locator('option').count()).toBeGreaterThan(1);
    await goal.selectOption({ index: 1 });
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: /^Usar la sugerencia «/ }).first().click();
    const title = await dialog.getByRole('textbox', { name: 'Título' }).inputValue();
    expect(title).not.toBe('');
    expect(await dialog.getByRole('combobox', { name: 'Contexto' }).locator('option:checked').textContent()).toMatch(/^@(casa|trabajo|computadora|recados)$/);
    await shoot(page, 'action-suggestion-390-es');
    await dialog.getByRole('button', { name: 'Crear acción' }).click();
    steps.forms += 1;
    await page.getByText(`Acción «${title}» creada`).waitFor();

    // Printed for the record (issue 37 asks for the count); the bounds keep the road from growing back.
    console.log(`first action: ${steps.clicks} clicks and ${steps.forms} forms (${steps.clicks + steps.forms} steps), ${steps.answers} answers`);
    expect(steps.answers).toBe(60);
    expect(steps.forms).toBe(4);
    expect(steps.clicks).toBeLessThanOrEqual(30);

    if (process.env.FIRST_ACTION_SCREENSHOT_DIR) {
      // The same screens on a desktop in English, for looking at.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.goto(`${baseUrl}/home`);
      await page.getByTestId('banner-focus').waitFor();
      await shoot(page, 'home-1280-en');
      await page.goto(`${baseUrl}${goalsPath}`);
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('tab', { name: /^HAVE/ }).click();
      await page.locator('.suggestions__question').first().click();
      await shoot(page, 'goal-suggestions-1280-en');
    }
  });
});
