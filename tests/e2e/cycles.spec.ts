// The 90-day cycle in a browser (issue 19): a user at the end of cycle 1 is invited to re-assess, starts cycle 2,
// answers the six areas again differently, brings their project along and is on day 1 of cycle 2, sees cycle 1
// outlined on the wheel and compares the two cycles answer by answer, with what the plan aimed at. The server's
// clock moves through its seam (CLOCK_OFFSET_FILE, the clock fixture of tests/e2e/fixtures.ts), the browser's with
// page.clock.
import type { Page } from '@playwright/test';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { CYCLE_LENGTH_DAYS } from '../../domain/rules/cycles';
import type { LoginResult } from '../../domain/schemas/accounts';
import type { AreaAnswers, LifeWheel } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import { expect, test, type MovableClock } from './fixtures';
import { addAction, addContext, areaOf, arrangeFocusedUser, createProject, type FocusedUser } from './support/arrange';
import { text, type Language } from './support/screens';
import { openSignedIn, pathOf, TIME_ZONE } from './support/ui';
import { answerArea, type AnswerPlan } from './support/wheel';

/** Cycle 2's answers: different from cycle 1's (3, 4, 5, 7, 8, 6), personal development among the three lowest again. */
const SECOND_ANSWERS: readonly AnswerPlan[] = [
  { key: 'PERSONAL_DEVELOPMENT', yes: 6 },
  { key: 'PROFESSIONAL_ACTIVITY', yes: 5 },
  { key: 'HEALTH_NUTRITION', yes: 4 },
  { key: 'MONEY_FINANCES', yes: 8 },
  { key: 'SOCIAL_RELATIONSHIPS', yes: 9 },
  { key: 'COUPLE_INTIMACY', yes: 7, marital: 'married' },
];
const SECOND_FOCUS: readonly LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'];

/**
 * Where the journey leaves the user: on /home on day 1 of cycle 2, signed in again after the jump. `targets` are the
 * two NO answers of personal development that cycle 1's goal aimed at: the 4th question (YES in cycle 2) and the 8th
 * (still NO).
 */
type SecondCycle = {
  user: FocusedUser;
  project: Project;
  login: LoginResult;
  language: Language;
  targets: { flipped: string; kept: string };
};

/**
 * Cycle 1's plan aims at answers: a goal at the 4th and 8th questions of personal development (both NO with its
 * score of 3) and a completed action at the 4th.
 */
async function aimAtAnswers(user: FocusedUser, project: Project): Promise<SecondCycle['targets']> {
  const { answers } = await user.api.call<AreaAnswers>('GET', `/assessment/area/${areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').areaId}/answers`);
  const [flipped, kept] = [answers[3], answers[7]];
  if (!flipped || !kept || flipped.value || kept.value) throw new Error('personal development should have NO at its 4th and 8th questions');
  const goal = await user.api.call<{ id: string }>('POST', '/goals/add', {
    projectDetailId: project.detail.id,
    goalType: 'DO',
    content: 'Leer 30 minutos cada día',
    targetQuestionIds: [flipped.questionId, kept.questionId],
  });
  const context = await addContext(user.api, '@casa');
  const action = await addAction(user.api, { goalId: goal.id, contextId: context.id, title: 'Elegir el primer libro', dueDate: user.api.today(), targetQuestionIds: [flipped.questionId] });
  await user.api.call('PUT', `/actions/${action.id}/complete`, {});
  return { flipped: flipped.questionId, kept: kept.questionId };
}

/** The test's page on the worker's server, and the clock that moves them both. */
type Browsing = { page: Page; baseUrl: string; clock: MovableClock };

/**
 * Cycle 1 arranged over the API (assessment, focus, a project in personal development), then in the browser: day 1,
 * 90 days later the invitation, start of cycle 2, the six areas answered again, the focus saved with the project
 * carried. The history and comparison checks follow from its result.
 */
async function reachSecondCycle({ page, baseUrl, clock }: Browsing, language: Language): Promise<SecondCycle> {
  const say = (key: string, values?: Record<string, string | number>) => text(language, key, values);
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, 'Leer 12 libros', { expectedScore: 8 });
  const targets = await aimAtAnswers(user, project);
  const dayLine = page.getByTestId('cycle-day');

  await openSignedIn(page, baseUrl, user, language);
  await expect.poll(() => dayLine.textContent()).toContain(say('cycles.day', { day: 1, total: CYCLE_LENGTH_DAYS }));
  expect(await dayLine.textContent()).toContain(say('cycles.number', { number: 1 }));
  expect(await dayLine.textContent()).toContain(say('cycles.daysLeft_other', { count: CYCLE_LENGTH_DAYS }));
  await page.getByTestId('reassess-from').waitFor();
  expect(await page.getByTestId('reassess-card').count()).toBe(0);

  await clock.travel(CYCLE_LENGTH_DAYS);
  // The session's tokens are 90 days old for the server now: the person signs in again.
  const login = await user.api.call<LoginResult>('POST', '/auth/login', { email: user.account.email, password: user.account.password });
  user.api.token = login.access_token;
  await openSignedIn(page, baseUrl, { login }, language);
  await expect.poll(() => dayLine.textContent()).toContain(say('cycles.day', { day: CYCLE_LENGTH_DAYS, total: CYCLE_LENGTH_DAYS }));
  expect(await dayLine.textContent()).toContain(say('cycles.over'));
  const card = page.getByTestId('reassess-card');
  await card.getByRole('heading', { name: say('cycles.card.title') }).waitFor();
  expect(await card.getByRole('listitem').count()).toBe(4);

  await card.getByRole('button', { name: say('cycles.card.start', { next: 2 }) }).click();
  const confirm = page.getByRole('alertdialog', { name: say('cycles.card.confirmTitle', { next: 2 }) });
  await confirm.getByRole('button', { name: say('cycles.card.confirm') }).click();
  await expect.poll(() => pathOf(page)).toBe('/assessment/intro');

  for (const plan of SECOND_ANSWERS) expect((await answerArea(page, { ...plan, language })).questions).toBe(10);
  await page.getByRole('button', { name: say('assessment.intro.allCompleted.button') }).click();
  await expect.poll(() => pathOf(page)).toBe('/home');

  const focus = page.getByRole('dialog', { name: say('wheel.focusModal.title') });
  const carry = focus.getByRole('checkbox', { name: say('cycles.carry.option', { title: project.title }) });
  await carry.waitFor();
  // Ticked by default: the project comes along unless the person unticks it.
  expect(await carry.isChecked()).toBe(true);
  await focus.getByRole('button', { name: say('wheel.focusModal.confirm') }).click();
  await focus.waitFor({ state: 'detached' });
  return { user, project, login, language, targets };
}

// The clock fixture puts the server's clock back whatever happened.
test.describe('the 90-day cycle', () => {
  for (const language of ['es', 'en'] as const) {
    test.describe(() => {
      test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });
      test(`ends cycle 1 on day 90, re-assesses with other answers, starts cycle 2 with the project carried and compares the cycles (${language})`, async ({ page, baseUrl, clock }) => {
        const { user, project, targets } = await reachSecondCycle({ page, baseUrl, clock }, language);
        const say = (key: string, values?: Record<string, string | number>) => text(language, key, values);
        const dayLine = page.getByTestId('cycle-day');
        await expect.poll(() => dayLine.textContent()).toContain(say('cycles.number', { number: 2 }));
        expect(await dayLine.textContent()).toContain(say('cycles.day', { day: 1, total: CYCLE_LENGTH_DAYS }));
        expect(await page.getByTestId('reassess-card').count()).toBe(0);
        for (const plan of SECOND_ANSWERS) {
          await expect.poll(() => page.getByTestId(`score-${plan.key}`).textContent()).toBe(`${plan.yes}/10`);
        }

        const wheel = await user.api.call<LifeWheel>('GET', '/lifewheel/me');
        expect(wheel.cycle).toMatchObject({ number: 2, day: 1, status: 'ACTIVE' });
        expect(wheel.lifeAreas.filter((area) => area.isFocus).map((area) => area.key)).toEqual(SECOND_FOCUS);
        expect(areaOf(wheel, 'PERSONAL_DEVELOPMENT').projects).toEqual([expect.objectContaining({ id: project.id, status: 'ACTIVE' })]);

        // The wheel outlines cycle 1 over cycle 2, with a switch.
        const outline = page.getByRole('switch', { name: say('cycles.overlay.toggle') });
        await outline.waitFor();
        expect(await outline.isChecked()).toBe(true);
        await page.getByTestId('wheel-previous').waitFor();
        expect(await page.getByTestId('cycle-legend').textContent()).toContain(say('cycles.overlay.legendPrevious', { number: 1 }));
        await outline.uncheck();
        await page.getByTestId('wheel-previous').waitFor({ state: 'detached' });

        // The history opens the comparison of cycle 1 and cycle 2, answer by answer.
        await page.getByRole('link', { name: say('nav.dashboard') }).first().click();
        await page.getByRole('link', { name: say('dashboard.quickLinks.history') }).click();
        await expect.poll(() => pathOf(page)).toBe('/history');
        await page.getByRole('button', { name: say('cycles.list.compare') }).click();
        await expect.poll(() => pathOf(page)).toBe('/history/compare');
        const number = (value: number) => value.toLocaleString(language === 'es' ? 'es-ES' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        // Cycle 1: 3, 4, 5, 7, 8, 6 (mean 5.5); cycle 2: 6, 5, 4, 8, 9, 7 (mean 6.5).
        await expect.poll(() => page.getByTestId('global-change').textContent()).toBe(`${number(5.5)} → ${number(6.5)}`);
        const area = page.getByTestId('area-change-PERSONAL_DEVELOPMENT');
        // Aimed at two NO answers with a score of 3: predicted 5; the re-assessment says 6.
        expect(await page.getByTestId('predicted-PERSONAL_DEVELOPMENT').textContent()).toBe(say('cycles.compare.predicted', { predicted: '5/10', actual: '6/10' }));
        const flippedRow = area.getByTestId(`answer-${targets.flipped}`);
        expect(await flippedRow.getAttribute('class')).toContain('answer-row--changed');
        expect(await flippedRow.textContent()).toContain(say('cycles.compare.changed'));
        expect(await area.getByTestId(`target-${targets.flipped}`).textContent()).toBe(
          [say('cycles.compare.targeted'), say('cycles.compare.targetFlipped'), say('cycles.compare.actionsDone_one', { done: 1, count: 1 })].join(' · '),
        );
        expect(await area.getByTestId(`answer-${targets.kept}`).getAttribute('class')).not.toContain('answer-row--changed');
        expect(await area.getByTestId(`target-${targets.kept}`).textContent()).toBe(
          // The goal aiming at it holds the completed action: it counts as aimed at this answer too.
          [say('cycles.compare.targeted'), say('cycles.compare.targetNotFlipped'), say('cycles.compare.actionsDone_one', { done: 1, count: 1 })].join(' · '),
        );
        expect(await page.getByTestId('plan-accuracy').textContent()).toContain(say('cycles.compare.planAccuracyText_other', { flipped: 1, count: 2 }));
      });
    });
  }
});
