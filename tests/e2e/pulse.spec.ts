// The day-45 pulse (issue 41, item 5): a person in Kolkata (+05:30) whose plan aims at two NO answers of personal
// development, with every aimed action done, is invited on day 45 on /home, answers both still NO on /pulse, and sees
// the result on /home with the project flagged: high execution, nothing changed yet.
import type { LoginResult } from '../../domain/schemas/accounts';
import type { AreaAnswers } from '../../domain/schemas/wheel';
import { expect, test } from './fixtures';
import { addAction, addContext, areaOf, arrangeFocusedUser, createProject } from './support/arrange';
import { text } from './support/screens';
import { openSignedIn, pathOf } from './support/ui';

const KOLKATA = 'Asia/Kolkata';
const say = (key: string, values?: Record<string, string | number>) => text('es', key, values);

test.use({ timezoneId: KOLKATA, locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on day 45 the pulse is taken from /home and its result, with the flagged project, shows there', async ({ page, baseUrl, clock }) => {
  const user = await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: KOLKATA });
  const personal = areaOf(user.wheel, 'PERSONAL_DEVELOPMENT');
  const project = await createProject(user.api, personal.id, 'Leer 12 libros', { expectedScore: 8 });
  const { answers } = await user.api.call<AreaAnswers>('GET', `/assessment/area/${personal.areaId}/answers`);
  const targets = answers.filter((answer) => !answer.value).slice(0, 2);
  expect(targets).toHaveLength(2);
  const goal = await user.api.call<{ id: string }>('POST', '/goals/add', {
    projectDetailId: project.detail.id,
    goalType: 'DO',
    content: 'Leer 30 minutos cada día',
    targetQuestionIds: targets.map((answer) => answer.questionId),
  });
  const context = await addContext(user.api, '@casa');
  for (const title of ['Elegir el primer libro', 'Apartar media hora']) {
    const action = await addAction(user.api, { goalId: goal.id, contextId: context.id, title, dueDate: user.api.today() });
    await user.api.call('PUT', `/actions/${action.id}/complete`, {});
  }

  await clock.travel(44);
  const login = await user.api.call<LoginResult>('POST', '/auth/login', { email: user.account.email, password: user.account.password });
  await openSignedIn(page, baseUrl, { login }, 'es');
  await expect.poll(() => page.getByTestId('cycle-day').textContent()).toContain(say('cycles.day', { day: 45, total: 90 }));
  const card = page.getByTestId('pulse-card');
  await card.getByRole('heading', { name: say('cycles.pulse.cardTitle') }).waitFor();
  await card.getByRole('link', { name: say('cycles.pulse.take') }).click();
  await expect.poll(() => pathOf(page)).toBe('/pulse');

  const form = page.getByRole('form', { name: say('cycles.pulse.questionsLabel') });
  const groups = form.getByRole('group');
  await expect(groups).toHaveCount(2);
  for (const index of [0, 1]) await groups.nth(index).getByRole('radio', { name: say('cycles.pulse.no') }).check();
  await page.getByRole('button', { name: say('cycles.pulse.submit') }).click();

  await expect.poll(() => pathOf(page)).toBe('/home');
  const result = page.getByTestId('pulse-result');
  await expect(result.getByTestId('pulse-summary')).toHaveText(say('cycles.pulse.resultSummary', { yes: 0, no: 2 }));
  await expect(result.getByText(say('cycles.pulse.stillNo'), { exact: true })).toHaveCount(2);
  const flags = result.getByTestId('pulse-flags');
  await expect(flags).toContainText('Leer 12 libros');
  await expect(flags).toContainText('Tu ejecución es alta pero nada ha cambiado todavía: revisa si estas acciones son las adecuadas');
  await page.screenshot({ path: test.info().outputPath('pulse-home.png'), fullPage: true });
});
