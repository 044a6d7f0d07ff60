// The promise up front (issue 37, item 5): on day 80 the person re-assesses, and /home shows what changed since
// cycle 1 (global and per area, the answers that turned to Sí, the plan accuracy) with cycle 1 outlined on the
// wheel, and leads to the comparison, which lists the changed answers first. A phone in Spanish and a desktop in
// English; each leaves screenshots of /home and the comparison in its output folder.
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { LoginResult } from '../../domain/schemas/accounts';
import type { AreaAnswers } from '../../domain/schemas/wheel';
import { expect, test } from './fixtures';
import { addAction, addContext, areaOf, arrangeFocusedUser, createProject } from './support/arrange';
import { text, type Language } from './support/screens';
import { openSignedIn, pathOf, TIME_ZONE } from './support/ui';
import { answerArea, type AnswerPlan } from './support/wheel';

/** Cycle 1 is 3, 4, 5, 7, 8, 6 (mean 5.5); cycle 2 answers 6, 5, 4, 8, 9, 7 (mean 6.5). */
const SECOND_ANSWERS: readonly AnswerPlan[] = [
  { key: 'PERSONAL_DEVELOPMENT', yes: 6 },
  { key: 'PROFESSIONAL_ACTIVITY', yes: 5 },
  { key: 'HEALTH_NUTRITION', yes: 4 },
  { key: 'MONEY_FINANCES', yes: 8 },
  { key: 'SOCIAL_RELATIONSHIPS', yes: 9 },
  { key: 'COUPLE_INTIMACY', yes: 7, marital: 'married' },
];
const PERSONAL: LifeAreaKey = 'PERSONAL_DEVELOPMENT';

const SETUPS = [
  { language: 'es', locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true },
  { language: 'en', locale: 'en-US', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

for (const setup of SETUPS) {
  test.describe(() => {
    test.use({ locale: setup.locale, viewport: setup.viewport, isMobile: setup.isMobile, hasTouch: setup.isMobile });
    test(`re-assessing on day 80 shows the change on /home and leads to the comparison, changed answers first (${setup.language})`, async ({ page, baseUrl, clock }, testInfo) => {
      const language: Language = setup.language;
      const say = (key: string, values?: Record<string, string | number>) => text(language, key, values);
      const number = (value: number) => value.toLocaleString(setup.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE });
      const project = await createProject(user.api, areaOf(user.wheel, PERSONAL).id, 'Leer 12 libros', { expectedScore: 8 });
      // Cycle 1's plan aims at personal development's 4th question (YES in cycle 2) and 8th (still NO).
      const { answers } = await user.api.call<AreaAnswers>('GET', `/assessment/area/${areaOf(user.wheel, PERSONAL).areaId}/answers`);
      const [flipped, kept] = [answers[3], answers[7]];
      if (!flipped || !kept || flipped.value || kept.value) throw new Error('personal development should have NO at its 4th and 8th questions');
      const goal = await user.api.call<{ id: string }>('POST', '/goals/add', { projectDetailId: project.detail.id, goalType: 'DO', content: 'Leer 30 minutos cada día', targetQuestionIds: [flipped.questionId, kept.questionId] });
      const context = await addContext(user.api, '@casa');
      await addAction(user.api, { goalId: goal.id, contextId: context.id, title: 'Elegir el primer libro', dueDate: user.api.today() });

      // Day 80: the invitation is open from day 76.
      await clock.travel(79);
      const login = await user.api.call<LoginResult>('POST', '/auth/login', { email: user.account.email, password: user.account.password });
      await openSignedIn(page, baseUrl, { login }, language);
      await expect.poll(() => page.getByTestId('cycle-day').textContent()).toContain(say('cycles.day', { day: 80, total: 90 }));
      const card = page.getByTestId('reassess-card');
      await card.getByRole('button', { name: say('cycles.card.start', { next: 2 }) }).click();
      await page.getByRole('alertdialog', { name: say('cycles.card.confirmTitle', { next: 2 }) }).getByRole('button', { name: say('cycles.card.confirm') }).click();
      await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
      for (const plan of SECOND_ANSWERS) await answerArea(page, { ...plan, language });
      await page.getByRole('button', { name: say('assessment.intro.allCompleted.button') }).click();
      await expect.poll(() => pathOf(page)).toBe('/home');
      const focus = page.getByRole('dialog', { name: say('wheel.focusModal.title') });
      await focus.getByRole('button', { name: say('wheel.focusModal.confirm') }).click();
      await focus.waitFor({ state: 'detached' });

      // /home: the change since cycle 1, not "¡Evaluación completada!", with cycle 1's outline on.
      const change = page.getByTestId('cycle-change');
      await change.getByRole('heading', { name: say('wheel.change.title', { number: 1 }) }).waitFor();
      expect(await page.getByTestId('banner-completed').count()).toBe(0);
      const percent = (value: number) => new Intl.NumberFormat(setup.locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value / 100);
      expect(await page.getByTestId('change-global').textContent()).toBe(`${say('wheel.change.global')} ${number(5.5)} → ${number(6.5)} +1 (${percent(18.2)})`);
      expect(await page.getByTestId(`change-${PERSONAL}`).textContent()).toContain(`3 → 6 +3 (${percent(100)})`);
      expect(await page.getByTestId('change-HEALTH_NUTRITION').textContent()).toContain(`5 → 4 -1 (${percent(-20)})`);
      // Personal development's 4th to 6th, professional's 5th, money's 8th, social's 9th, couple's 7th: 7 turned YES.
      const turned = page.getByTestId('change-turned-yes');
      expect(await turned.textContent()).toContain(say('wheel.change.turnedYes_other', { count: 7 }));
      expect(await turned.getByRole('listitem').count()).toBe(7);
      expect(await page.getByTestId('change-accuracy').textContent()).toContain(say('cycles.list.planAccuracyValue_other', { percent: new Intl.NumberFormat(setup.locale, { style: 'percent' }).format(0.5), flipped: 1, count: 2 }));
      const outline = page.getByRole('switch', { name: say('cycles.overlay.toggle') });
      expect(await outline.isChecked()).toBe(true);
      await page.getByTestId('wheel-previous').waitFor();
      await page.screenshot({ path: testInfo.outputPath(`home-change-${language}.png`), fullPage: true });

      // The comparison: the changed answers first, the rest behind a closed disclosure.
      await change.getByRole('link', { name: say('wheel.change.compare') }).click();
      await expect.poll(() => pathOf(page)).toBe('/history/compare');
      await expect.poll(() => page.getByTestId('global-change').textContent()).toBe(`${number(5.5)} → ${number(6.5)}`);
      const area = page.getByTestId(`area-change-${PERSONAL}`);
      await area.getByTestId(`answer-${flipped.questionId}`).waitFor();
      const rest = page.getByTestId(`answers-rest-${PERSONAL}`);
      expect(await rest.getAttribute('open')).toBeNull();
      await rest.getByText(say('cycles.compare.showRest_other', { count: 7 })).waitFor();
      expect(await rest.getByTestId(`answer-${flipped.questionId}`).count()).toBe(0);
      expect(await rest.getByTestId(`answer-${kept.questionId}`).isVisible()).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`compare-${language}.png`), fullPage: true });
      await rest.getByText(say('cycles.compare.showRest_other', { count: 7 })).click();
      await rest.getByTestId(`answer-${kept.questionId}`).waitFor();
    });
  });
}
