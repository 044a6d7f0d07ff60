// The second cycle keeps the person's work (issue 37 item 1), in a browser: at the focus selection of cycle 2 the
// project of an area chosen again comes along ticked, the one whose area lost the tie is named as staying in Someday,
// confirm is in view on a phone (390x844) and a desktop (1280x800); then the parked project is brought back from its
// Someday card with its open action. The server's clock moves through its seam (CLOCK_OFFSET_FILE, the clock fixture
// of tests/e2e/fixtures.ts), the browser's with page.clock. CYCLE_SCREENSHOT_DIR, when set, receives the screens.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { lifeAreas, type LifeAreaKey } from '../../domain/content/life-areas';
import { CYCLE_LENGTH_DAYS } from '../../domain/rules/cycles';
import type { LoginResult } from '../../domain/schemas/accounts';
import type { ActionList } from '../../domain/schemas/actions';
import type { Project } from '../../domain/schemas/projects';
import { expect, test } from './fixtures';
import { addAction, addContext, addGoal, areaOf, arrangeFocusedUser, assess, createProject, type FocusedUser } from './support/arrange';
import { text } from './support/screens';
import { openSignedIn, pathOf, TIME_ZONE } from './support/ui';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Cycle 2: personal development lowest, then a tie at 6 of professional activity, health and money for two places. */
const SECOND_SCORES: Record<LifeAreaKey, number> = {
  PERSONAL_DEVELOPMENT: 4,
  PROFESSIONAL_ACTIVITY: 6,
  HEALTH_NUTRITION: 6,
  MONEY_FINANCES: 6,
  SOCIAL_RELATIONSHIPS: 8,
  COUPLE_INTIMACY: 9,
};

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.CYCLE_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Whether the whole element lies inside the viewport (not below the dialog's fold). */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width);
}

/** A project in `key` with one action due today, which is long overdue by cycle 2. */
async function projectWithAction(user: FocusedUser, key: LifeAreaKey, title: string, contextId: string): Promise<{ project: Project; actionId: string }> {
  const project = await createProject(user.api, areaOf(user.wheel, key).id, title);
  const goal = await addGoal(user.api, project, 'DO', `Meta de ${title}`);
  const action = await addAction(user.api, { goalId: goal.id, contextId, title: `Primer paso de ${title}`, dueDate: user.api.today() });
  return { project, actionId: action.id };
}

const pendingIds = async (user: FocusedUser) => (await user.api.call<ActionList>('GET', '/actions/me')).actions.filter((action) => !action.completed).map((action) => action.id);

// The clock fixture puts the server's clock back whatever happened.
test.describe('the second cycle keeps the work', () => {
  for (const language of ['es', 'en'] as const) {
    test.describe(() => {
      test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });
      test(`carries by default, names the project left behind, keeps confirm in view and brings the parked project back (${language})`, async ({ page, baseUrl, clock }) => {
        const say = (key: string, values?: Record<string, string | number>) => text(language, key, values);
        const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
        const contextRow = await addContext(user.api, '@casa');
        const reading = await projectWithAction(user, 'PERSONAL_DEVELOPMENT', 'Leer 12 libros', contextRow.id);
        const running = await projectWithAction(user, 'HEALTH_NUTRITION', 'Correr 5 km', contextRow.id);

        await clock.travel(CYCLE_LENGTH_DAYS);
        const login = await user.api.call<LoginResult>('POST', '/auth/login', { email: user.account.email, password: user.account.password });
        user.api.token = login.access_token;
        await user.api.call('POST', '/lifewheel/start-next-cycle');
        await assess(user.api, SECOND_SCORES);
        await openSignedIn(page, baseUrl, { login }, language);

        // The tie: money instead of health, so the running project's area is not chosen.
        const focus = page.getByRole('dialog', { name: say('wheel.focusModal.title') });
        const carry = focus.getByRole('checkbox', { name: say('cycles.carry.option', { title: reading.project.title }) });
        await carry.waitFor();
        expect(await carry.isChecked()).toBe(true);
        const areaName = (key: LifeAreaKey) => lifeAreas.find((area) => area.key === key)?.name[language] ?? key;
        await focus.getByRole('checkbox', { name: new RegExp(areaName('HEALTH_NUTRITION')) }).uncheck();
        await focus.getByRole('checkbox', { name: new RegExp(areaName('MONEY_FINANCES')) }).check();
        const left = focus.getByTestId('carry-left-behind');
        await left.getByRole('heading', { name: say('cycles.carry.leftTitle') }).waitFor();
        expect(await left.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining(running.project.title)]);
        expect(await left.textContent()).toContain(say('cycles.carry.leftText'));

        const confirm = focus.getByRole('button', { name: say('wheel.focusModal.confirm') });
        expect(await inView(page, confirm)).toBe(true);
        await shoot(page, `cycle2-focus-390-${language}`);
        // Scrolled to the end, past the project left behind, confirm is still in view.
        await focus.evaluate((dialog) => dialog.scrollTo({ top: dialog.scrollHeight }));
        expect(await inView(page, left.getByRole('listitem'))).toBe(true);
        expect(await inView(page, confirm)).toBe(true);
        await shoot(page, `cycle2-focus-left-390-${language}`);
        await page.setViewportSize(DESKTOP);
        await expect.poll(() => inView(page, confirm)).toBe(true);
        await focus.evaluate((dialog) => dialog.scrollTo({ top: dialog.scrollHeight }));
        expect(await inView(page, left.getByRole('listitem'))).toBe(true);
        await shoot(page, `cycle2-focus-left-1280-${language}`);
        await confirm.click();
        await focus.waitFor({ state: 'detached' });

        // Carried with its action; the other parked in Someday, its action out of the list.
        const projects = async () => (await user.api.call<{ projects: Project[] }>('GET', '/projects/me')).projects;
        await expect.poll(async () => (await projects()).map((project) => [project.title, project.status]).sort()).toEqual([
          [running.project.title, 'SOMEDAY'],
          [reading.project.title, 'ACTIVE'],
        ]);
        expect(await pendingIds(user)).toEqual([reading.actionId]);

        // The Someday card says Someday, says where the actions went, and brings the project back.
        await openSignedIn(page, baseUrl, { login }, language, '/projects');
        await page.getByRole('button', { name: new RegExp(`^${say('projects.section.SOMEDAY')}`) }).click();
        const card = page.getByRole('article', { name: running.project.title });
        await card.waitFor();
        expect(await card.locator('.phase').textContent()).toBe(say('projects.phase.SOMEDAY'));
        expect(await card.textContent()).not.toContain(say('projects.phase.IN_PROGRESS'));
        const back = card.getByRole('button', { name: say('projects.bringBack.label', { title: running.project.title }) });
        await back.scrollIntoViewIfNeeded();
        await shoot(page, `cycle2-someday-1280-${language}`);
        await page.setViewportSize(PHONE);
        await back.scrollIntoViewIfNeeded();
        await shoot(page, `cycle2-someday-390-${language}`);
        await back.click();
        await page.getByText(say('projects.bringBack.done', { title: running.project.title })).waitFor();
        await expect.poll(async () => (await projects()).find((project) => project.id === running.project.id)?.status).toBe('ACTIVE');
        expect((await pendingIds(user)).sort()).toEqual([reading.actionId, running.actionId].sort());
        expect(pathOf(page)).toBe('/projects');
      });
    });
  }
});
