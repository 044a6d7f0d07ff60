// /now on a phone and a desktop (issue 37): the filters wait behind "Filtros" on a phone so the first action is on
// the first screen, the count of filters in force shows on it, and an empty list names its real reason with a way
// out; on a desktop the filters sit open beside the results and a long context name never overflows its chip.
import type { Page } from '@playwright/test';
import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject, type FocusedUser } from './support/arrange';
import { openSignedIn, TIME_ZONE } from './support/ui';

async function arrange(baseUrl: string): Promise<{ user: FocusedUser; titles: string[] }> {
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, 'Leer 12 libros');
  const goal = await addGoal(user.api, project, 'DO', 'Leer 30 minutos cada día');
  const library = await addContext(user.api, 'biblioteca');
  await addContext(user.api, 'computadora portátil');
  const dueDate = addDays(user.api.today(), 2);
  const titles = ['Sacar el carné', 'Devolver dos libros'];
  for (const title of titles) await addAction(user.api, { goalId: goal.id, contextId: library.id, title, dueDate, energy: 'HIGH', timeEstimate: 30 });
  return { user, titles };
}

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filtros/ });

test.describe('/now on a phone', () => {
  test('shows the first action on the first screen, counts the filters in force and names why nothing fits', async ({ page, baseUrl }) => {
    const { user, titles } = await arrange(baseUrl);
    await openSignedIn(page, baseUrl, user, 'es', '/now');
    const first = page.getByTestId('now-item').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('radio', { name: '@biblioteca' })).toBeHidden();
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');

    await filtersButton(page).click();
    await page.getByRole('radio', { name: '@computadora portátil' }).check();
    await page.getByText('No tienes acciones pendientes en @computadora portátil.').waitFor();
    await expect(filtersButton(page)).toHaveText(/Filtros\s*1 activo/);

    await page.getByRole('radio', { name: '@biblioteca' }).check();
    await page.getByRole('group', { name: '¿Cuánta energía tienes?' }).getByRole('radio', { name: 'Baja' }).check();
    await page.getByText('Nada encaja con lo que tienes ahora. Prueba con más tiempo o energía.').waitFor();
    await expect(filtersButton(page)).toHaveText(/Filtros\s*2 activos/);

    await page.locator('.empty-state').getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page.getByTestId('now-item')).toHaveCount(titles.length);
    await expect(filtersButton(page)).toHaveText('▴Filtros');

    for (const title of titles) {
      await page.getByRole('button', { name: `Completar la acción «${title}»` }).click();
      await page.getByText(`Acción «${title}» completada`).waitFor();
    }
    await page.getByText('¡Todo hecho! No te queda ninguna acción pendiente en tus proyectos activos.').waitFor();
  });
});

test.describe('/now on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-US' });

  test('has the filters open beside the results, with every context name inside its chip', async ({ page, baseUrl }) => {
    const { user } = await arrange(baseUrl);
    await openSignedIn(page, baseUrl, user, 'en', '/now');
    await page.getByTestId('now-item').first().waitFor();
    await expect(filtersButton(page)).toBeHidden();
    const chips = page.locator('.now-questions .choice-field__option span');
    await expect(page.getByRole('radio', { name: '@computadora portátil' })).toBeAttached();
    const overflowing = await chips.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent));
    expect(overflowing).toEqual([]);
    const filters = await page.locator('.now-filters').boundingBox();
    const results = await page.locator('.now-results').boundingBox();
    expect(results!.x).toBeGreaterThan(filters!.x + filters!.width);
  });
});
