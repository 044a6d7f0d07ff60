// Issue 37 item 2 in a browser: a gap of eleven weeks with a weekday series and a bulk settle. A Mon/Wed/Fri series
// asked for on a Saturday starts on the Monday; eleven weeks later its missed dates are not overdue, /home counts the
// 24 actions left behind, and the review settles them in one step (es at 390 px, en at 1280 px).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays } from '../../domain/rules/dates';
import { isoWeekday } from '../../domain/rules/recurrence';
import type { ActionList } from '../../domain/schemas/actions';
import type { LoginResult } from '../../domain/schemas/accounts';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject, type FocusedUser } from './support/arrange';
import { openSignedIn } from './support/ui';

const SHOTS = 'test-results/e2e/series-gap';
const GAP_DAYS = 77;

/** A person with a Mon/Wed/Fri series asked for on the next Saturday and 24 one-off actions due today. */
async function arrangeGap(baseUrl: string): Promise<FocusedUser & { seriesStart: string }> {
  const user = await arrangeFocusedUser(baseUrl);
  const project = await createProject(user.api, areaOf(user.wheel, 'HEALTH_NUTRITION').id, 'Correr una media maratón', { months: 6 });
  const goal = await addGoal(user.api, project, 'DO', 'Correr tres veces por semana');
  const context = await addContext(user.api, 'parque');
  let saturday = addDays(user.api.today(), 1);
  while (isoWeekday(saturday) !== 6) saturday = addDays(saturday, 1);
  const series = await addAction(user.api, { goalId: goal.id, contextId: context.id, title: 'Correr 5 km', dueDate: saturday, repeat: { weekdays: [1, 3, 5], until: project.detail.endDate } });
  // Asked for a Saturday, the series starts on its first chosen weekday: the Monday after.
  expect(series.dueDate).toBe(addDays(saturday, 2));
  for (let index = 1; index <= 24; index += 1) {
    await addAction(user.api, { goalId: goal.id, contextId: context.id, title: `Estirar ${index}`, dueDate: user.api.today(), energy: 'LOW', timeEstimate: 10 });
  }
  return { ...user, seriesStart: series.dueDate };
}

/** Eleven weeks later for the server and the browser; the session's tokens are that old now: the person signs in again. */
async function afterTheGap(user: FocusedUser, travel: (days: number) => Promise<void>): Promise<LoginResult> {
  await travel(GAP_DAYS);
  const login = await user.api.call<LoginResult>('POST', '/auth/login', { email: user.account.email, password: user.account.password });
  user.api.token = login.access_token;
  return login;
}

/** The whole screen, and the screenful from the overdue section's heading (`heading`) on, to be looked at. */
async function shot(page: Page, name: string, heading: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.getByRole('heading', { name: heading }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/${name}-overdue.png` });
}

// The clock fixture puts the server's clock back whatever happened.
test.describe('a gap of eleven weeks, in Spanish on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
  test('/home counts the 24 left behind and the review marks them all as not done in one step', async ({ page, baseUrl, clock }) => {
    const user = await arrangeGap(baseUrl);
    const login = await afterTheGap(user, (days) => clock.travel(days));
    await openSignedIn(page, baseUrl, { login }, 'es', '/home');
    await expect(page.getByTestId('overdue-count')).toHaveText('⏰ Tienes 24 acciones atrasadas');
    await page.getByRole('link', { name: 'Resolverlas en la revisión' }).click();
    await page.getByRole('form', { name: 'Revisión semanal' }).waitFor();
    await expect(page.getByTestId('overdue-item')).toHaveCount(24);
    await expect(page.getByTestId('review-score')).not.toHaveText('Sin acciones esta semana');
    await shot(page, 'review-es-390', 'Acciones vencidas');
    await page.getByRole('button', { name: 'Marcar todas como no hechas' }).click();
    await expect(page.getByText('No tienes acciones vencidas. ¡Bien!')).toBeVisible();
    await expect(page.getByTestId('overdue-item')).toHaveCount(0);
    await shot(page, 'review-es-390-settled', 'Acciones vencidas');
    // Nothing is overdue now; the series' missed dates never were, and its next date is due.
    const list = await user.api.call<ActionList>('GET', '/actions/me');
    expect(list.overdueActions).toBe(0);
    const series = list.actions.filter((action) => action.title === 'Correr 5 km');
    expect(series.filter((action) => action.isMissed).length).toBeGreaterThan(0);
    expect(series.filter((action) => !action.isMissed && !action.completed)).toHaveLength(1);
  });
});

test.describe('a gap of eleven weeks, in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  test('the review reschedules all 24 to one date', async ({ page, baseUrl, clock }) => {
    const user = await arrangeGap(baseUrl);
    const login = await afterTheGap(user, (days) => clock.travel(days));
    await openSignedIn(page, baseUrl, { login }, 'en', '/review');
    await page.getByRole('form', { name: 'Weekly review' }).waitFor();
    await expect(page.getByTestId('overdue-item')).toHaveCount(24);
    await shot(page, 'review-en-1280', 'Overdue actions');
    await page.getByRole('button', { name: 'Reschedule all' }).click();
    await page.getByRole('button', { name: 'Reschedule all 24' }).click();
    await expect(page.getByText('You have no overdue actions. Well done!')).toBeVisible();
    const list = await user.api.call<ActionList>('GET', '/actions/me');
    expect(list.overdueActions).toBe(0);
    expect(list.actions.filter((action) => action.title.startsWith('Estirar')).every((action) => action.daysUntilDue === 0)).toBe(true);
  });
});
