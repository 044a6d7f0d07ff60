// Offline reads (issue 40, item 2): a person loads their screens, the network goes and eleven minutes pass (the
// 10-minute response cache of SPEC section 7 and the in-memory reads are gone), and moving inside the app still
// shows each screen as last loaded, from the IndexedDB copy, under the offline notice; back online the notice goes;
// a logout, even offline, leaves nothing of the person in IndexedDB. The page itself is not reloaded offline: that
// needs the service worker, tested with it.
import type { Page } from '@playwright/test';
import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject } from './support/arrange';
import { navigateTo, openSignedIn, pathOf, TIME_ZONE } from './support/ui';

const PROJECT = 'Leer 12 libros';
const ACTION = 'Devolver dos libros';

/** The user ids with an offline copy in the page's IndexedDB (the app has created its database by then). */
const storedPeople = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('prospera-offline');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          const request = db.transaction('reads').objectStore('reads').getAllKeys();
          request.onerror = () => reject(request.error ?? new Error('IndexedDB did not answer'));
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String));
          };
        };
      }),
  );

/** Each screen of the tour, by its name in the navigation, and what shows it was loaded with the person's data. */
const TOUR: readonly { name: string; path: string; shows: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { name: 'Panel', path: '/dashboard', shows: (page) => page.getByTestId('life-score') },
  { name: 'Rueda', path: '/home', shows: (page) => page.getByTestId('banner-focus') },
  { name: 'Proyectos', path: '/projects', shows: (page) => page.getByText(PROJECT).first() },
  { name: 'Acciones', path: '/actions', shows: (page) => page.getByText(ACTION).first() },
  { name: 'Ahora', path: '/now', shows: (page) => page.getByText(ACTION).first() },
  { name: 'Revisión', path: '/review', shows: (page) => page.getByRole('form', { name: 'Revisión semanal' }) },
];

async function visit(page: Page, stop: (typeof TOUR)[number]): Promise<void> {
  await navigateTo(page, stop.name);
  await expect.poll(() => pathOf(page)).toBe(stop.path);
  await expect(stop.shows(page)).toBeVisible();
  await expect(page.locator('.load-failure')).toHaveCount(0);
}

test('offline, the screens show what was last loaded under the notice; a logout leaves nothing in IndexedDB', async ({ page, context, baseUrl }) => {
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, PROJECT);
  const goal = await addGoal(user.api, project, 'DO', 'Leer 30 minutos cada día');
  const library = await addContext(user.api, 'biblioteca');
  await addAction(user.api, { goalId: goal.id, contextId: library.id, title: ACTION, dueDate: addDays(user.api.today(), 1), energy: 'LOW', timeEstimate: 15 });

  await page.clock.install();
  await openSignedIn(page, baseUrl, user, 'es', '/home');
  for (const stop of TOUR) await visit(page, stop);
  await navigateTo(page, 'Perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
  await expect.poll(() => storedPeople(page)).toEqual([user.login.user.id]);

  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText('');
  await context.setOffline(true);
  await page.clock.fastForward('11:00');
  await expect(notice).toHaveText('Sin conexión. Estás viendo lo último que cargaste. Lo que completes, crees o edites se guarda en este dispositivo y se envía al volver la conexión.');
  await expect(notice).toHaveAttribute('role', 'status');
  for (const stop of TOUR) await visit(page, stop);
  await expect(notice).toContainText('Sin conexión.');

  await context.setOffline(false);
  await expect(notice).toHaveText('');
  await expect(page.getByRole('form', { name: 'Revisión semanal' })).toBeVisible();

  await context.setOffline(true);
  await navigateTo(page, 'Perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => storedPeople(page)).toEqual([]);
});
