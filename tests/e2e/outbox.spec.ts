// Offline writes (issue 40, item 3; docs/decisions/2026-12-02-offline-writes.md), in Chromium with the service worker:
// - with the network cut, three actions are completed and one is created; each shows at once, marked "Pendiente"
//   (the new one in its context's list, with the counts following);
//   the page is reloaded offline and still opens with them; back online they are sent, and the server holds each
//   change exactly once;
// - the same actions edited in two browser contexts, one of them offline: back online, the offline one's writes are
//   refused (412) and each becomes a card; keep mine, take the server's and discard each lead to their result;
// - a new version accepted while a write waits: the page reloads into it and the write is still sent, once;
// - Background Sync: a page with writes waiting registers the sync; the browser's sync event (delivered through the
//   DevTools protocol) makes the worker ask the page to send, and the write goes;
// - two tabs of one browser share the outbox: what one keeps offline shows as pending in the other, and when the
//   connection returns (both tabs hear it) each write leaves the browser once.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Action } from '../../domain/schemas/actions';
import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, createProject, type ApiClient, type FocusedUser } from './support/arrange';
import { deployNextVersion } from './support/deploy';
import { controlledByWorker, workerSession } from './support/service-worker';
import { openSignedIn, TIME_ZONE } from './support/ui';

test.use({ serviceWorkers: 'allow' });

const PROJECT = 'Leer 12 libros';
const GOAL = 'Leer 30 minutos cada día';
const CONTEXT = 'biblioteca';

async function arrange(baseUrl: string, titles: readonly string[]): Promise<{ user: FocusedUser; actions: Action[] }> {
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, PROJECT);
  const goal = await addGoal(user.api, project, 'DO', GOAL);
  const context = await addContext(user.api, CONTEXT);
  const actions: Action[] = [];
  for (const [index, title] of titles.entries()) {
    actions.push(await addAction(user.api, { goalId: goal.id, contextId: context.id, title, dueDate: addDays(user.api.today(), index + 1), energy: 'LOW', timeEstimate: 15 }));
  }
  return { user, actions };
}

const myActions = (api: ApiClient) => api.call<{ items: Action[] }>('GET', '/actions/me?limit=100').then((answer) => answer.items);
const itemOf = (page: Page, title: string): Locator => page.getByTestId('action-item').filter({ has: page.getByRole('heading', { name: title }) });

/**
 * A signed-in page controlled by the worker whose completion of one action gets no answer (the server out of reach
 * for that write only, online): it waits in the outbox, marked. Answers the person, the action's title and what makes
 * the server reachable again.
 */
async function oneCompletionWaiting(page: Page, context: BrowserContext, baseUrl: string): Promise<{ user: FocusedUser; title: string; reachable: () => Promise<void> }> {
  const title = 'Devolver dos libros';
  const { user } = await arrange(baseUrl, [title]);
  await openSignedIn(page, baseUrl, user, 'es', '/actions');
  await expect(itemOf(page, title)).toBeVisible();
  await controlledByWorker(page);
  const completions = '**/api/trpc/actions.complete**';
  await context.route(completions, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `Completar la acción «${title}»` }).click();
  await expect(itemOf(page, title).getByTestId('pending-mark')).toBeVisible();
  return { user, title, reachable: () => context.unroute(completions) };
}

test('offline, three completions and a creation are kept, survive a reload, and reach the server exactly once', async ({ page, context, baseUrl }) => {
  const titles = ['Devolver dos libros', 'Pedir un libro prestado', 'Leer el primer capítulo'];
  const { user } = await arrange(baseUrl, titles);
  const created = 'Apuntarme al club de lectura';

  await openSignedIn(page, baseUrl, user, 'es', '/actions');
  for (const title of titles) await expect(itemOf(page, title)).toBeVisible();
  await controlledByWorker(page);
  // The form's reads (projects, goals) are loaded once online, as a person opening the app would have.
  await page.getByRole('button', { name: 'Nueva acción' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva acción' });
  const project = form.getByRole('combobox', { name: '1. Proyecto' });
  const goal = form.getByRole('combobox', { name: '2. Meta' });
  await project.locator('option', { hasText: PROJECT }).waitFor({ state: 'attached' });
  await project.selectOption({ label: PROJECT });
  await goal.locator('option', { hasText: GOAL }).waitFor({ state: 'attached' });
  await form.getByRole('button', { name: 'Cancelar' }).click();

  const notice = page.getByTestId('offline-notice');
  await context.setOffline(true);
  for (const title of titles) {
    await page.getByRole('button', { name: `Completar la acción «${title}»` }).click();
    await expect(itemOf(page, title).getByTestId('pending-mark')).toHaveText('Pendiente');
    await expect(itemOf(page, title).getByText('Completada', { exact: false })).toBeVisible();
  }
  await expect(page.getByTestId('toast-info').first()).toHaveText(/Guardado en este dispositivo: se enviará al volver la conexión\./);

  await page.getByRole('button', { name: 'Nueva acción' }).click();
  await project.locator('option', { hasText: PROJECT }).waitFor({ state: 'attached' });
  await project.selectOption({ label: PROJECT });
  await goal.locator('option', { hasText: GOAL }).waitFor({ state: 'attached' });
  await goal.selectOption({ label: `HACER · ${GOAL}` });
  await form.getByRole('combobox', { name: 'Contexto' }).selectOption({ label: `@${CONTEXT}` });
  await form.getByRole('textbox', { name: 'Título' }).fill(created);
  await form.getByLabel('Fecha límite').fill(addDays(user.api.today(), 5));
  await form.getByRole('button', { name: 'Crear acción' }).click();
  await expect(form).toBeHidden();
  await expect(notice).toContainText('4 cambios pendientes de enviar');
  // The new action is listed at once, marked, and waits for the server before it can be completed; the counts
  // follow the kept writes (three completed, the new one pending).
  const unsent = itemOf(page, created);
  await expect(unsent.getByTestId('pending-mark')).toHaveText('Pendiente');
  await expect(unsent).toContainText('Se creará al volver la conexión; entonces podrás completarla o cambiarla.');
  await expect(unsent.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('total-pending')).toHaveText('1');
  await expect(page.getByTestId('total-completed')).toHaveText('3');

  // Reloaded offline, the app opens from the service worker and still shows the four writes waiting.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(notice).toContainText('Sin conexión.');
  await expect(notice).toContainText('4 cambios pendientes de enviar');
  await notice.getByText('4 cambios pendientes de enviar').click();
  await expect(notice.getByRole('listitem')).toHaveText([...titles.map((title) => `Completar «${title}»`), `Nueva acción «${created}»`]);
  for (const title of [...titles, created]) await expect(itemOf(page, title).getByTestId('pending-mark')).toBeVisible();
  expect((await myActions(user.api)).filter((action) => action.completed)).toHaveLength(0);

  await context.setOffline(false);
  await expect(notice).toHaveText('');
  await expect(page.getByTestId('pending-mark')).toHaveCount(0);
  await expect(itemOf(page, created)).toHaveCount(1);
  await expect(itemOf(page, created).getByRole('button', { name: `Completar la acción «${created}»` })).toBeVisible();
  const stored = await myActions(user.api);
  expect(stored.filter((action) => action.title === created)).toHaveLength(1);
  expect(stored.filter((action) => titles.includes(action.title)).map((action) => action.completed)).toEqual([true, true, true]);
  expect(stored).toHaveLength(4);
});

test('a context created offline is listed at once, marked, and created once when the connection returns', async ({ page, context, baseUrl }) => {
  const { user } = await arrange(baseUrl, []);
  await openSignedIn(page, baseUrl, user, 'es', '/profile');
  const card = page.getByRole('region', { name: 'Mis contextos' });
  await expect(card.getByText(`@${CONTEXT}`)).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await card.getByRole('textbox', { name: 'Nuevo contexto' }).fill('gimnasio');
  await card.getByRole('button', { name: 'Añadir' }).click();
  const unsent = card.getByRole('list', { name: 'Contextos pendientes de enviar' });
  await expect(unsent.getByRole('listitem')).toHaveText([/@gimnasio\s*Pendiente\s*Se creará al volver la conexión\./]);

  await context.setOffline(false);
  await expect(unsent).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Tus contextos' })).toContainText('@gimnasio');
  const { contexts } = await user.api.call<{ contexts: { name: string }[] }>('GET', '/users/my-contexts');
  expect(contexts.filter((known) => known.name === '@gimnasio')).toHaveLength(1);
});

test('the same actions edited in two contexts, one offline: each refused write is a card, and each choice does what it says', async ({ page, context, browser, baseUrl }) => {
  const titles = ['Comprar una lámpara de lectura', 'Comprar un marcapáginas', 'Comprar una funda'];
  const { user, actions } = await arrange(baseUrl, titles);
  for (const action of actions) await user.api.call('PUT', `/actions/${action.id}/complete`, {});

  const other = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  const otherPage = await other.newPage();
  try {
    await openSignedIn(page, baseUrl, user, 'es', '/actions');
    await openSignedIn(otherPage, baseUrl, user, 'es', '/actions');
    for (const title of titles) await expect(itemOf(page, title)).toBeVisible();
    for (const title of titles) await expect(itemOf(otherPage, title)).toBeVisible();

    const setCost = async (on: Page, title: string, cost: string) => {
      await on.getByRole('button', { name: `Añadir lo que costó «${title}»` }).click();
      await itemOf(on, title).getByRole('spinbutton').fill(cost);
      await itemOf(on, title).getByRole('button', { name: 'Guardar' }).click();
    };

    await context.setOffline(true);
    for (const title of titles) {
      await setCost(page, title, '10');
      await expect(itemOf(page, title).getByTestId('pending-mark')).toBeVisible();
      await expect(itemOf(page, title)).toContainText('Coste real: 10,00');
    }
    for (const title of titles) {
      await setCost(otherPage, title, '20');
      await expect(itemOf(otherPage, title)).toContainText('Coste real: 20,00');
    }

    await context.setOffline(false);
    const cards = page.getByTestId('outbox-refusal');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('alert').filter({ has: cards.first() })).toBeVisible();
    const card = (title: string) => cards.filter({ hasText: `No se pudo guardar: Cambios en «${title}»` });
    await expect(card(titles[0] ?? '')).toContainText('Se cambió en otro dispositivo o pestaña después de que lo hicieras.');
    // The cards and the pending marks pass axe as the rest of the app does (no serious or critical violation).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    await card(titles[0] ?? '').getByRole('button', { name: 'Mantener lo mío' }).click();
    await card(titles[1] ?? '').getByRole('button', { name: 'Quedarme con lo del servidor' }).click();
    await card(titles[2] ?? '').getByRole('button', { name: 'Descartar' }).click();
    await expect(cards).toHaveCount(0);

    await expect(itemOf(page, titles[0] ?? '')).toContainText('Coste real: 10,00');
    await expect(itemOf(page, titles[1] ?? '')).toContainText('Coste real: 20,00');
    await expect(itemOf(page, titles[2] ?? '')).toContainText('Coste real: 20,00');
    await expect(page.getByTestId('pending-mark')).toHaveCount(0);
    const costs = new Map((await myActions(user.api)).map((action) => [action.title, action.actualCost]));
    expect(titles.map((title) => costs.get(title))).toEqual([10, 20, 20]);
  } finally {
    await other.close();
  }
});

test("Background Sync: the page asks for the sync while a write waits, and the worker's sync event has it sent", async ({ page, context, baseUrl }) => {
  const { user, reachable } = await oneCompletionWaiting(page, context, baseUrl);
  const tags = () => page.evaluate(async () => ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags());
  await expect.poll(tags).toContain('prospera-outbox');

  await reachable();
  const asked = page.evaluate(
    () => new Promise<string>((resolve) => navigator.serviceWorker.addEventListener('message', (event) => resolve((event.data as { type: string }).type))),
  );
  const { cdp, registrationId } = await workerSession(context, page, baseUrl);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseUrl, registrationId, tag: 'prospera-outbox', lastChance: false });
  expect(await asked).toBe('OUTBOX_FLUSH');
  await expect(page.getByTestId('pending-mark')).toHaveCount(0);
  expect((await myActions(user.api)).map((action) => action.completed)).toEqual([true]);
});

test('two tabs share one outbox: the other tab shows the waiting writes, and back online each write is sent once', async ({ page, context, baseUrl }) => {
  const titles = ['Devolver dos libros', 'Pedir un libro prestado'];
  const { user } = await arrange(baseUrl, titles);
  await openSignedIn(page, baseUrl, user, 'es', '/actions');
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}/actions`);
  for (const on of [page, tab]) for (const title of titles) await expect(itemOf(on, title)).toBeVisible();

  // Every completion that reached the server, with the key it carried, whichever tab sent it.
  const sent: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().includes('/api/trpc/actions.complete')) sent.push(request.headers()['idempotency-key'] ?? 'none');
  });
  await context.setOffline(true);
  for (const title of titles) {
    await page.getByRole('button', { name: `Completar la acción «${title}»` }).click();
    await expect(itemOf(page, title).getByTestId('pending-mark')).toBeVisible();
  }
  for (const title of titles) await expect(itemOf(tab, title).getByTestId('pending-mark')).toBeVisible();
  await expect(tab.getByTestId('offline-notice')).toContainText('2 cambios pendientes de enviar');

  await context.setOffline(false);
  for (const on of [page, tab]) await expect(on.getByTestId('pending-mark')).toHaveCount(0);
  expect((await myActions(user.api)).map((action) => action.completed)).toEqual([true, true]);
  expect(sent).toHaveLength(2);
  expect(new Set(sent).size).toBe(2);
  expect(sent).not.toContain('none');
});

test('accepting a new version while a write waits keeps it, and it reaches the server once', async ({ page, context, baseUrl, server }) => {
  const { user, title, reachable } = await oneCompletionWaiting(page, context, baseUrl);

  const restore = deployNextVersion(server.staticDir);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.locator('meta[name="prospera-build"]')).toHaveAttribute('content', 'next');
    await expect(itemOf(page, title).getByTestId('pending-mark')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('1 cambio pendiente de enviar');
    expect((await myActions(user.api)).map((action) => action.completed)).toEqual([false]);

    // The server reachable again, and the connection back: the app sends at once, whatever its backoff has grown to
    // (attempts every 1, 2, 4, 8... s while the update took its time; the timer alone is unit-tested in lib/outbox).
    await reachable();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('pending-mark')).toHaveCount(0);
    await expect(page.getByTestId('offline-notice')).toHaveText('');
    expect((await myActions(user.api)).map((action) => action.completed)).toEqual([true]);
  } finally {
    restore();
  }
});
