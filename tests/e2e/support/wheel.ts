// The life-wheel journeys: an area answered question by question the way a person does it.
import { expect, type Page } from '@playwright/test';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import { text, type Language } from './screens';
import { pathOf } from './ui';

export type AnswerPlan = {
  key: LifeAreaKey;
  yes: number;
  marital?: 'married' | 'single';
  /** Answer with the keyboard (S/Y and N, or the arrows) instead of the buttons. */
  keyboard?: boolean;
  /** The language the app is shown in (Spanish unless said). */
  language?: Language;
};

/**
 * From /assessment/intro: opens the area, answers `yes` questions Yes and the rest No, each after the
 * previous one has moved on and unlocked, completes it, sees its score and returns to the intro. Returns the area id of
 * the route and the number of questions asked.
 */
export async function answerArea(page: Page, plan: AnswerPlan): Promise<{ areaId: string; questions: number }> {
  const say = (key: string, values?: Record<string, number>) => text(plan.language ?? 'es', `assessment.area.${key}`, values);
  const tile = page.getByTestId(`intro-tile-${plan.key}`);
  const href = await tile.getAttribute('href');
  if (!href) throw new Error(`${plan.key} is not open on the intro`);
  await tile.click();
  await expect.poll(() => pathOf(page)).toBe(href);
  const areaId = href.split('/').pop() ?? '';

  if (plan.marital) {
    await page.getByRole('button', { name: say(`marital.${plan.marital}`) }).click();
    await page.getByTestId('marital-choice').waitFor({ state: 'detached' });
  }
  const position = page.getByTestId('question-position');
  await position.waitFor();
  const total = Number(/(\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);

  const yes = page.getByRole('button', { name: say('yes'), exact: true });
  for (let index = 0; index < total; index += 1) {
    await expect.poll(() => position.textContent()).toBe(say('questionPosition', { position: index + 1, total }));
    await expect.poll(() => yes.getAttribute('aria-disabled')).toBe('false');
    const value = index < plan.yes;
    if (plan.keyboard) await page.keyboard.press(value ? (index % 2 === 0 ? 's' : 'ArrowLeft') : index % 2 === 0 ? 'n' : 'ArrowRight');
    else await page.getByRole('button', { name: say(value ? 'yes' : 'no'), exact: true }).click();
    await expect.poll(() => page.locator('.question-dot').nth(index).getAttribute('data-state')).toBe(value ? 'yes' : 'no');
  }
  expect(await page.getByTestId('yes-count').textContent()).toBe(String(plan.yes));
  expect(await page.getByTestId('no-count').textContent()).toBe(String(total - plan.yes));
  await page.getByRole('button', { name: say('complete') }).click();
  // The score is revealed on the area's screen; back to the intro (or, after the last area, to the results) from there.
  await page.getByTestId('area-reveal').waitFor();
  expect(await page.getByTestId('area-reveal-score').textContent()).toMatch(/^\d+\/10$/);
  await page.getByRole('link', { name: say('backToIntro'), exact: true }).or(page.getByRole('link', { name: say('reveal.finish'), exact: true })).click();
  await expect.poll(() => pathOf(page)).toBe('/assessment/intro');
  await page.getByTestId(`intro-tile-${plan.key}`).and(page.locator('[aria-disabled="true"]')).waitFor();
  return { areaId, questions: total };
}
