// The whole programme of one person, in Spanish and again in English, through the UI of the production build and
// with the keyboard alone: onboarding, registration, login, the six assessments, the focus choice, a project with
// its goals, a context, actions and their completion, the dashboard, the profile edit, a plan change and logout.
// Then a second person opens the first one's addresses directly and sees nothing of theirs.
import type { BrowserContext, Page } from '@playwright/test';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { addDays } from '../../domain/rules/dates';
import { expect, test } from './fixtures';
import { newAccount, registerNew, type Account } from './support/arrange';
import { activate, chooseOption, tabTo, typeDate, typeInto } from './support/keyboard';
import { text, type Language } from './support/screens';
import { pathOf, today } from './support/ui';

const JOURNEY_TIMEOUT_MS = 240_000;

/** Two low areas, then three tied for the last focus slot: the focus modal asks. */
const ANSWERS: readonly { key: LifeAreaKey; yes: number }[] = [
  { key: 'PERSONAL_DEVELOPMENT', yes: 3 },
  { key: 'PROFESSIONAL_ACTIVITY', yes: 4 },
  { key: 'HEALTH_NUTRITION', yes: 6 },
  { key: 'MONEY_FINANCES', yes: 6 },
  { key: 'SOCIAL_RELATIONSHIPS', yes: 6 },
  { key: 'COUPLE_INTIMACY', yes: 8 },
];

const heading = (page: Page) => page.locator('h1').first();
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' });

async function at(page: Page, path: string | RegExp): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
}

async function headingIs(page: Page, title: string): Promise<void> {
  await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(title);
}

/** Submits a sign-in or registration form with Enter on `field` and waits until `done` holds. */
async function submitWithEnter(page: Page, field: ReturnType<Page['getByRole']>, done: () => Promise<boolean>): Promise<void> {
  await activate(page, field);
  await expect.poll(done, { timeout: 15_000 }).toBe(true);
}

/** Opens a legal document from the registration form, scrolls its pane to the end with the keyboard and confirms. */
async function readDocument(page: Page, language: Language, name: string): Promise<void> {
  await activate(page, button(page, new RegExp(name)));
  const dialog = page.getByRole('dialog', { name });
  const pane = dialog.getByTestId('legal-pane');
  await dialog.locator('[data-testid="legal-pane"][aria-busy="false"] .legal-text').first().waitFor();
  await tabTo(page, pane);
  await page.keyboard.press('End');
  const done = dialog.getByRole('button', { name: text(language, 'documents.document.done') });
  await expect.poll(() => done.isEnabled()).toBe(true);
  await activate(page, done);
  await dialog.waitFor({ state: 'detached' });
}

async function registerThroughUi(page: Page, language: Language, account: Account): Promise<void> {
  const t = (key: string) => text(language, key);
  await activate(page, link(page, t('onboarding.signUp')).first());
  await headingIs(page, t('auth.register.title'));
  await typeInto(page, page.getByRole('textbox', { name: t('auth.register.firstName') }), account.firstName);
  await typeInto(page, page.getByRole('textbox', { name: t('auth.register.lastName') }), account.lastName);
  await typeInto(page, page.getByRole('textbox', { name: t('auth.register.email') }), account.email);
  await typeInto(page, page.getByRole('textbox', { name: t('auth.register.phone') }), account.phone.replace(/^\+1 /, ''));
  await typeInto(page, page.getByRole('textbox', { name: t('auth.register.address') }), account.address);
  await typeInto(page, page.getByLabel(t('auth.register.password'), { exact: true }), account.password);
  await typeInto(page, page.getByLabel(t('auth.register.confirmPassword'), { exact: true }), account.password);
  await readDocument(page, language, t('documents.termsTitle'));
  await readDocument(page, language, t('documents.privacyTitle'));
  const accept = page.getByRole('checkbox', { name: t('documents.acceptance.accept') });
  await activate(page, accept, 'Space');
  expect(await accept.isChecked()).toBe(true);
  await submitWithEnter(page, button(page, t('auth.register.submit')), async () => pathOf(page) === '/login');
  await page.getByText(t('auth.register.success')).waitFor();
}

async function logInThroughUi(page: Page, language: Language, account: Account): Promise<void> {
  const t = (key: string) => text(language, key);
  await headingIs(page, t('auth.login.title'));
  const email = page.getByRole('textbox', { name: t('auth.login.email') });
  if ((await email.inputValue()) !== account.email) await typeInto(page, email, account.email);
  const password = page.getByLabel(t('auth.login.password'), { exact: true });
  await typeInto(page, password, account.password);
  await submitWithEnter(page, password, async () => pathOf(page) === '/home');
  await headingIs(page, t('wheel.title'));
}

/** From the intro, opens an area, answers `yes` questions Yes and the rest No with the Y and N keys, and completes it. */
async function answerArea(page: Page, language: Language, key: LifeAreaKey, yes: number): Promise<void> {
  await activate(page, page.getByTestId(`intro-tile-${key}`));
  await at(page, /^\/assessment\/area\//);
  if (key === 'COUPLE_INTIMACY') {
    await activate(page, button(page, text(language, 'assessment.area.marital.married')));
    await page.getByTestId('marital-choice').waitFor({ state: 'detached' });
  }
  const position = page.getByTestId('question-position');
  await position.waitFor();
  const total = Number(/(\d+)\D*$/.exec((await position.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const yesButton = button(page, text(language, 'assessment.area.yes'));
  for (let index = 0; index < total; index += 1) {
    await expect.poll(() => position.textContent()).toBe(text(language, 'assessment.area.questionPosition', { position: index + 1, total }));
    await expect.poll(() => yesButton.getAttribute('aria-disabled')).toBe('false');
    await page.keyboard.press(index < yes ? 'y' : 'n');
    await expect.poll(() => page.locator('.question-dot').nth(index).getAttribute('data-state')).toBe(index < yes ? 'yes' : 'no');
  }
  expect(await page.getByTestId('yes-count').textContent()).toBe(String(yes));
  await activate(page, button(page, text(language, 'assessment.area.complete')));
  // The score is revealed on the area's screen; the journey goes back to the intro from there.
  await page.getByTestId('area-reveal').waitFor();
  await activate(page, link(page, text(language, 'assessment.area.backToIntro')).or(link(page, text(language, 'assessment.area.reveal.finish'))));
  await at(page, '/assessment/intro');
  await page.getByTestId(`intro-tile-${key}`).and(page.locator('[aria-disabled="true"]')).waitFor();
}

/** The focus modal with the keyboard: the preselected tied area is swapped for the next tied one, then confirmed. */
async function chooseFocusWithKeyboard(page: Page, language: Language): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text(language, 'wheel.focusModal.title') });
  await dialog.waitFor();
  const health = dialog.getByRole('checkbox', { name: new RegExp(areaName(language, 'HEALTH_NUTRITION')) });
  const money = dialog.getByRole('checkbox', { name: new RegExp(areaName(language, 'MONEY_FINANCES')) });
  expect(await health.isChecked()).toBe(true);
  await activate(page, health, 'Space');
  expect(await health.isChecked()).toBe(false);
  await activate(page, money, 'Space');
  expect(await money.isChecked()).toBe(true);
  await activate(page, dialog.getByRole('button', { name: text(language, 'wheel.focusModal.confirm') }));
  await dialog.waitFor({ state: 'detached' });
}

const AREA_NAMES: Record<Language, Record<LifeAreaKey, string>> = {
  es: {
    PERSONAL_DEVELOPMENT: 'Desarrollo Personal',
    PROFESSIONAL_ACTIVITY: 'Actividad Profesional',
    HEALTH_NUTRITION: 'Salud y Nutrición',
    MONEY_FINANCES: 'Dinero y Finanzas',
    SOCIAL_RELATIONSHIPS: 'Relaciones Sociales',
    COUPLE_INTIMACY: 'Pareja e Intimidad',
  },
  en: {
    PERSONAL_DEVELOPMENT: 'Personal Development',
    PROFESSIONAL_ACTIVITY: 'Professional Activity',
    HEALTH_NUTRITION: 'Health and Nutrition',
    MONEY_FINANCES: 'Money and Finances',
    SOCIAL_RELATIONSHIPS: 'Social Relationships',
    COUPLE_INTIMACY: 'Couple and Intimacy',
  },
};
const areaName = (language: Language, key: LifeAreaKey) => AREA_NAMES[language][key];

/**
 * On failure, the page as it was into the test's folder under test-results/ (git-ignored), beside its trace, to see
 * where the journey stopped.
 */
function keepPictureOnFailure(page: () => Page, name: string): void {
  test.afterEach(async () => {
    const info = test.info();
    if (info.status === info.expectedStatus) return;
    await page().screenshot({ path: info.outputPath(`${name}.png`), fullPage: true }).catch(() => undefined);
  });
}

type Plan = { projectId: string; areaId: string; goalIds: string[]; titles: string[] };

for (const language of ['es', 'en'] as const) {
  test.describe(`a person in ${language}`, () => {
    // The second test goes on from the first one's person; each takes minutes of typing on a loaded machine.
    test.describe.configure({ mode: 'serial', timeout: JOURNEY_TIMEOUT_MS });
    let baseUrl: string;
    let context: BrowserContext;
    let page: Page;
    const problems: string[] = [];
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const navigation = () => page.getByRole('navigation', { name: t('nav.label') });
    const tab = (key: 'dashboard' | 'actions' | 'profile') => navigation().getByRole('link', { name: t(`nav.${key}`), exact: true });
    /** On a phone, Perfil is behind "Más". */
    const openMore = () => activate(page, navigation().getByRole('button', { name: t('nav.more'), exact: true }));

    test.beforeAll(async ({ browser, server }) => {
      baseUrl = server.baseUrl;
      context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: language === 'es' ? 'es-ES' : 'en-US', isMobile: true, hasTouch: true });
      page = await context.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
    });
    test.afterAll(async () => context.close());

    const account = newAccount(language === 'es' ? { firstName: 'Lucía', lastName: 'Viajera', address: 'Calle Mayor 1, Madrid' } : { firstName: 'Grace', lastName: 'Walker', address: '12 High Street, Leeds' });
    const plan: Plan = { projectId: '', areaId: '', goalIds: [], titles: [] };

    keepPictureOnFailure(() => page, `journey-${language}`);

    test('goes through the whole programme with the keyboard and logs out', async () => {
      await page.goto(baseUrl);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await headingIs(page, 'Prospera');
      if (language === 'en') {
        await activate(page, button(page, 'EN'));
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      }

      await registerThroughUi(page, language, account);
      await logInThroughUi(page, language, account);

      // The six assessments, from the wheel's start button.
      await activate(page, link(page, t('wheel.start')));
      await at(page, '/assessment/intro');
      for (const { key, yes } of ANSWERS) await answerArea(page, language, key, yes);
      await activate(page, button(page, t('assessment.intro.allCompleted.button')));
      await at(page, '/home');
      await chooseFocusWithKeyboard(page, language);
      const focusBanner = page.getByTestId('banner-focus');
      await expect.poll(() => focusBanner.textContent()).toContain(areaName(language, 'MONEY_FINANCES'));
      for (const key of ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'MONEY_FINANCES'] as const) expect(await focusBanner.textContent()).toContain(areaName(language, key));
      expect(await focusBanner.textContent()).not.toContain(areaName(language, 'HEALTH_NUTRITION'));

      // A project in the lowest area.
      await activate(page, page.getByTestId('tile-PERSONAL_DEVELOPMENT'));
      await at(page, /^\/area\/[^/]+\/projects$/);
      plan.areaId = pathOf(page).split('/')[2]!;
      await activate(page, link(page, new RegExp(t('projects.area.create'))));
      await at(page, /\/projects\/create$/);
      const projectTitle = language === 'es' ? 'Leer 12 libros' : 'Read 12 books';
      plan.titles.push(projectTitle);
      await typeInto(page, page.getByRole('textbox', { name: t('projects.create.titleLabel') }), projectTitle);
      await typeInto(page, page.getByRole('textbox', { name: t('projects.create.descriptionLabel') }), language === 'es' ? 'Un libro al mes.' : 'One book a month.');
      await chooseOption(page, page.getByRole('combobox', { name: t('projects.create.expectedScoreLabel') }), t('projects.area.score', { score: 7 }));
      await typeDate(page, page.getByLabel(t('projects.create.startLabel')), addDays(today(), 1));
      await activate(page, button(page, t('projects.create.useSuggested')));
      await activate(page, button(page, t('projects.create.submit')));
      await at(page, /^\/projects\/[^/]+\/goals$/);
      plan.projectId = pathOf(page).split('/')[2]!;

      // The goals: three BE, three DO, one HAVE, each typed and added; the tabs move on by themselves.
      const goals: readonly (readonly ['BE' | 'DO' | 'HAVE', string])[] =
        language === 'es'
          ? [['BE', 'Ser una persona lectora'], ['BE', 'Ser constante'], ['BE', 'Ser curiosa'], ['DO', 'Leer 30 minutos al día'], ['DO', 'Tomar notas'], ['DO', 'Ir a la biblioteca'], ['HAVE', 'Una estantería llena']]
          : [['BE', 'Be a reader'], ['BE', 'Be consistent'], ['BE', 'Be curious'], ['DO', 'Read 30 minutes a day'], ['DO', 'Take notes'], ['DO', 'Visit the library'], ['HAVE', 'A full bookshelf']];
      for (const [index, [goalType, content]] of goals.entries()) {
        const typeName = t(`goals.type.${goalType}`);
        const added = goals.slice(0, index + 1).filter(([type]) => type === goalType).length;
        await typeInto(page, page.getByRole('textbox', { name: t('goals.addLabel', { type: typeName }) }), content);
        await activate(page, button(page, t('goals.add', { type: typeName })));
        await expect.poll(() => page.getByRole('tab', { name: new RegExp(`^${typeName}`) }).textContent()).toContain(t('goals.tabCount', { count: added, max: 3 }));
        plan.titles.push(content);
      }
      plan.goalIds = await page.locator('a[href*="/actions?goalId="]').evaluateAll((links) => links.map((item) => new URL((item as HTMLAnchorElement).href).searchParams.get('goalId') ?? ''));
      expect(plan.goalIds.length).toBeGreaterThan(0);
      await activate(page, link(page, t('goals.continue')));
      await at(page, '/actions');

      // Registration created the four default contexts in the person's language: the form offers them straight away.
      const contextName = language === 'es' ? 'casa' : 'home';

      // Two actions, created in the form and completed.
      const actionTitles = language === 'es' ? ['Elegir el primer libro', 'Leer el primer capítulo'] : ['Pick the first book', 'Read the first chapter'];
      for (const title of actionTitles) {
        await activate(page, button(page, t('actions.newAction')));
        const form = page.getByRole('dialog', { name: t('actions.form.title') });
        await form.waitFor();
        await chooseOption(page, form.getByRole('combobox', { name: t('actions.form.project') }), projectTitle);
        await chooseOption(page, form.getByRole('combobox', { name: t('actions.form.goal') }), new RegExp(goals[3]![1]));
        await chooseOption(page, form.getByRole('combobox', { name: t('actions.form.context') }), `@${contextName}`);
        await typeInto(page, form.getByRole('textbox', { name: t('actions.form.titleLabel') }), title);
        await typeDate(page, form.getByLabel(t('actions.form.dueDate')), addDays(today(), 7));
        await activate(page, form.getByRole('button', { name: t('actions.form.submit') }));
        await form.waitFor({ state: 'detached' });
        await page.getByRole('heading', { name: title }).waitFor();
        plan.titles.push(title);
      }
      for (const title of actionTitles) {
        const complete = button(page, t('actions.item.completeLabel', { title }));
        await activate(page, complete);
        await complete.waitFor({ state: 'detached' });
      }

      // The dashboard counts them.
      await activate(page, tab('dashboard'));
      await at(page, '/dashboard');
      await page.getByText(t('dashboard.goalsCompleted_other', { completed: 0, count: goals.length })).waitFor();
      await expect.poll(() => page.getByTestId('actions-completed').textContent()).toBe(String(actionTitles.length));
      expect(await page.getByTestId('actions-pending').textContent()).toBe('0');
      expect(await page.getByTestId('actions-total').textContent()).toBe(String(actionTitles.length));

      // The profile edit.
      await openMore();
      await activate(page, tab('profile'));
      await at(page, '/profile');
      await activate(page, button(page, t('account.edit.open')));
      const edit = page.getByRole('dialog', { name: t('account.edit.title') });
      const newAddress = language === 'es' ? 'Calle Nueva 7, Toledo' : '7 New Road, York';
      await typeInto(page, edit.getByRole('textbox', { name: t('auth.register.address') }), newAddress);
      await activate(page, edit.getByRole('button', { name: t('account.edit.save') }));
      await edit.waitFor({ state: 'detached' });
      await page.getByText(newAddress).waitFor();

      // A plan, then a change of plan.
      await activate(page, link(page, t('account.subscription')));
      await at(page, '/subscription');
      for (const [planKey, mode] of [['MONTHLY', 'subscribe'], ['ANNUAL', 'change']] as const) {
        const name = t(`subscriptions.names.${planKey}`);
        await activate(page, button(page, `${t(mode === 'subscribe' ? 'subscriptions.card.subscribe' : 'subscriptions.card.change')}: ${name}`));
        const confirm = page.getByRole('alertdialog');
        await activate(page, confirm.getByRole('button', { name: t(mode === 'subscribe' ? 'subscriptions.confirm.subscribe' : 'subscriptions.confirm.change') }));
        await confirm.waitFor({ state: 'detached' });
        await expect.poll(() => page.locator('.plan-card--current').textContent()).toContain(name);
      }

      // Logout.
      await openMore();
      await activate(page, tab('profile'));
      await at(page, '/profile');
      await activate(page, button(page, t('account.logout')));
      await activate(page, page.getByRole('alertdialog').getByRole('button', { name: t('account.logout') }));
      await at(page, '/login');
      await page.goto(`${baseUrl}/home`);
      await at(page, '/login');
      expect(problems).toEqual([]);
    });

    test("a second person opening the first one's addresses sees none of their data", async () => {
      expect(plan.projectId).not.toBe('');
      const other = await registerNew(baseUrl, language === 'es' ? { firstName: 'Pablo', lastName: 'Ajeno', address: 'Calle Otra 2, Bilbao' } : { firstName: 'Oliver', lastName: 'Stranger', address: '2 Other Lane, Bath' });
      await logInThroughUi(page, language, other);

      const foreign = [
        `/projects/${plan.projectId}/goals`,
        `/area/${plan.areaId}/projects`,
        `/actions?goalId=${plan.goalIds[0] ?? ''}`,
        '/projects',
        '/actions',
        '/dashboard',
      ];
      for (const path of foreign) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const shown = (await page.locator('body').innerText()).toLowerCase();
        for (const title of [...plan.titles, account.email, account.lastName]) expect(shown, `${path} shows '${title}'`).not.toContain(title.toLowerCase());
      }
      await page.goto(`${baseUrl}/projects/${plan.projectId}/goals`);
      await page.getByText(t('goals.notFound')).waitFor();
    });
  });
}
