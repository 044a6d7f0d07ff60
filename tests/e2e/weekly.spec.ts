// The weekly rhythm in a browser: a weekly review in Spanish and in English (last week's, always open), and
// "what can I do now" chosen and used with the keyboard alone.
import type { Browser, Page } from '@playwright/test';
import { addDays, localDate } from '../../domain/rules/dates';
import { planWindow } from '../../domain/rules/weekly';
import type { Action, ActionList } from '../../domain/schemas/actions';
import type { ReviewList } from '../../domain/schemas/weekly';
import { reviewableWeek } from '../../client/features/weekly/week-of';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject, type ApiClient, type FocusedUser } from './support/arrange';
import { activate, tabTo } from './support/keyboard';
import { openSignedIn, pathOf } from './support/ui';

// The data is dated 12 hours west of UTC and the browser runs 14 hours east of it: an action due "today" where
// the data was made is at least a day past in the browser, so it is overdue there without moving any clock.
const DATA_ZONE = 'Etc/GMT+12';
const BROWSER_ZONE = 'Pacific/Kiritimati';

type Reviewer = FocusedUser & { late: Action; pending: Action; projectEnd: string };

/** A person with an ACTIVE project, one action overdue in the browser's zone and one pending later on. */
async function arrangeReviewer(baseUrl: string): Promise<Reviewer> {
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: DATA_ZONE });
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, 'Leer 12 libros', { months: 3 });
  const goal = await addGoal(user.api, project, 'DO', 'Leer 30 minutos cada día');
  const context = await addContext(user.api, 'casa');
  const late = await addAction(user.api, { goalId: goal.id, contextId: context.id, title: 'Llamar a la biblioteca', dueDate: user.api.today(), energy: 'LOW', timeEstimate: 15 });
  const pending = await addAction(user.api, { goalId: goal.id, contextId: context.id, title: 'Comprar una estantería', dueDate: addDays(user.api.today(), 30), energy: 'MEDIUM', timeEstimate: 60 });
  // The person then moves to the browser's zone, a day or two ahead: as their zone of record, it makes the action
  // due today in DATA_ZONE overdue (a request's X-Time-Zone alone no longer moves their days).
  await user.api.call('PUT', '/users/notifications', { timeZone: BROWSER_ZONE });
  return { ...user, late, pending, projectEnd: project.detail.endDate };
}

async function browserPage(browser: Browser, language: 'es' | 'en') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'es' ? 'es-ES' : 'en-US', isMobile: true, hasTouch: true, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

const browserToday = () => localDate(new Date(), BROWSER_ZONE);

async function actionsOf(api: ApiClient): Promise<Action[]> {
  return (await api.call<ActionList>('GET', '/actions/me')).actions;
}

test.describe('the weekly review', () => {
  test('in Spanish: writes the review, reschedules the overdue action and plans one for next week, in one go', async ({ browser, baseUrl }) => {
    const user = await arrangeReviewer(baseUrl);
    const { context, page, problems } = await browserPage(browser, 'es');
    await openSignedIn(page, baseUrl, user, 'es', '/review');
    const monday = reviewableWeek(browserToday());
    const form = page.getByRole('form', { name: 'Revisión semanal' });
    await form.waitFor();
    await page.getByTestId('review-score').waitFor();
    await page.getByRole('textbox', { name: '¿Qué salió bien?' }).fill('Leí cuatro días de siete');
    await page.getByText('24/1000').waitFor();
    await page.getByRole('textbox', { name: '¿Qué obstáculos encontraste?' }).fill('Llegué tarde del trabajo');
    await page.getByRole('textbox', { name: '¿Qué cambiarás la próxima semana?' }).fill('Leer por la mañana');
    await page.getByRole('button', { name: 'Guardar mi revisión' }).click();
    await page.getByText('Elige una valoración del 1 al 5').waitFor();
    await page.getByRole('radio', { name: '4 · Buena' }).check();
    const overdue = page.getByRole('group', { name: '¿Qué haces con «Llamar a la biblioteca»?' });
    await overdue.getByRole('radio', { name: 'Reprogramar' }).check();
    const newDate = addDays(browserToday(), 2);
    await page.getByLabel('Nueva fecha').fill(newDate);
    await page.getByRole('checkbox', { name: 'Planificar «Comprar una estantería»' }).check();
    const window = planWindow(monday, browserToday());
    expect(await page.getByLabel('Fecha para «Comprar una estantería»').inputValue()).toBe(window.from);
    await page.getByRole('button', { name: 'Guardar mi revisión' }).click();
    await page.getByRole('heading', { name: '¡Revisión guardada!' }).waitFor();

    const { reviews } = await user.api.call<ReviewList>('GET', '/reviews/me');
    expect(reviews.map(({ weekStart, wins, obstacles, changes, rating }) => ({ weekStart, wins, obstacles, changes, rating }))).toEqual([
      { weekStart: monday, wins: 'Leí cuatro días de siete', obstacles: 'Llegué tarde del trabajo', changes: 'Leer por la mañana', rating: 4 },
    ]);
    const actions = await actionsOf(user.api);
    expect(actions.find((action) => action.id === user.late.id)?.dueDate).toBe(newDate);
    expect(actions.find((action) => action.id === user.pending.id)?.dueDate).toBe(window.from);

    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    await page.getByTestId('week-score').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('in English: completes the overdue action, and the reviewed week then offers to edit its review', async ({ browser, baseUrl }) => {
    const user = await arrangeReviewer(baseUrl);
    const { context, page, problems } = await browserPage(browser, 'en');
    await openSignedIn(page, baseUrl, user, 'en', '/review');
    const monday = reviewableWeek(browserToday());
    await page.getByRole('form', { name: 'Weekly review' }).waitFor();
    await page.getByRole('textbox', { name: 'What went well?' }).fill('I read every morning');
    await page.getByRole('radio', { name: '5 · Great' }).check();
    await page.getByRole('group', { name: 'What do you do with "Llamar a la biblioteca"?' }).getByRole('radio', { name: 'Complete' }).check();
    await page.getByRole('button', { name: 'Save my review' }).click();
    await page.getByRole('heading', { name: 'Review saved!' }).waitFor();
    const late = (await actionsOf(user.api)).find((action) => action.id === user.late.id);
    expect(late?.completed).toBe(true);

    // The same week again: the screen knows it is reviewed and edits it within its 7 days.
    await page.goto(`${baseUrl}/review/${monday}`);
    await page.getByText('You already reviewed this week.').waitFor();
    await page.getByRole('button', { name: 'Edit my review' }).click();
    const wins = page.getByRole('textbox', { name: 'What went well?' });
    expect(await wins.inputValue()).toBe('I read every morning');
    await wins.fill('I read every morning and every night');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Review updated' }).waitFor();
    const { reviews } = await user.api.call<ReviewList>('GET', '/reviews/me');
    expect(reviews.map((review) => [review.weekStart, review.wins, review.rating])).toEqual([[monday, 'I read every morning and every night', 5]]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Tabs into a radio group (onto its checked choice) and moves the choice with the arrow key until `label` is checked. */
async function chooseWithArrows(page: Page, group: string, label: string): Promise<void> {
  const radios = page.getByRole('group', { name: group }).getByRole('radio');
  await tabTo(page, radios.and(page.locator(':checked')));
  for (let step = 0; step < 8 && !(await page.getByRole('radio', { name: label, exact: true }).isChecked()); step += 1) await page.keyboard.press('ArrowRight');
  expect(await page.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: label, exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
}

test.describe('what can I do now', () => {
  test('is reached, answered and used with the keyboard alone: it completes the one action that fits', async ({ page, baseUrl }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, 'Leer 12 libros');
    const goal = await addGoal(user.api, project, 'DO', 'Leer 30 minutos cada día');
    const home = await addContext(user.api, 'casa');
    const library = await addContext(user.api, 'biblioteca');
    const dueDate = addDays(user.api.today(), 2);
    const fits = await addAction(user.api, { goalId: goal.id, contextId: home.id, title: 'Elegir el libro del mes', dueDate, energy: 'LOW', timeEstimate: 15 });
    await addAction(user.api, { goalId: goal.id, contextId: home.id, title: 'Ordenar la estantería', dueDate, energy: 'HIGH', timeEstimate: 15 });
    await addAction(user.api, { goalId: goal.id, contextId: library.id, title: 'Sacar el carné', dueDate, energy: 'LOW', timeEstimate: 15 });
    await addAction(user.api, { goalId: goal.id, contextId: home.id, title: 'Leer un capítulo largo', dueDate, energy: 'LOW', timeEstimate: 90 });

    await openSignedIn(page, baseUrl, user, 'es', '/dashboard');
    await activate(page, page.getByRole('link', { name: /¿Qué puedo hacer ahora\?/ }));
    await expect.poll(() => pathOf(page)).toBe('/now');
    await page.getByTestId('now-item').first().waitFor();
    expect(await page.getByTestId('now-item').count()).toBe(4);

    // On a phone the questions sit behind the "Filtros" disclosure, so the first actions show on the first screen.
    await activate(page, page.getByRole('button', { name: 'Filtros', exact: true }));
    await chooseWithArrows(page, '¿Dónde estás?', '@casa');
    await chooseWithArrows(page, '¿Cuánta energía tienes?', 'Baja');
    await chooseWithArrows(page, '¿Cuánto tiempo tienes?', '30 min');
    await expect.poll(() => page.getByTestId('now-item').count()).toBe(1);
    expect(await page.getByTestId('now-item').getByRole('heading').textContent()).toBe('Elegir el libro del mes');

    await activate(page, page.getByRole('button', { name: 'Completar la acción «Elegir el libro del mes»' }), 'Space');
    await page.getByText('Acción «Elegir el libro del mes» completada').waitFor();
    await page.getByText('Nada encaja con lo que tienes ahora. Prueba con más tiempo o energía.').waitFor();
    const done = (await actionsOf(user.api)).find((action) => action.id === fits.id);
    expect(done?.completed).toBe(true);
    expect(problems).toEqual([]);
  });
});
