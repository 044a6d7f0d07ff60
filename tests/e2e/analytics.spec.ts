// /analytics in a real browser: a paid user's charts and tables in Spanish and English with no serious or critical
// axe violation, and a BASICO user offered the plans instead. A screenshot of the phone layout is left in
// ANALYTICS_SCREENSHOT_DIR when that is set.
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { arrangeFocusedUser, arrangeFullUser, type FocusedUser, type FullUser } from './support/arrange';
import { text } from './support/screens';
import { openSignedIn, pathOf, TIME_ZONE } from './support/ui';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** A paid user with data everywhere, or a free one, arranged for the test that asks. */
const test = base.extend<{ paid: FullUser; free: FocusedUser }>({
  paid: async ({ baseUrl }, use) => use(await arrangeFullUser(baseUrl, TIME_ZONE)),
  free: async ({ baseUrl }, use) => use(await arrangeFocusedUser(baseUrl, undefined, undefined, { timeZone: TIME_ZONE })),
});

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')}`));
}

test.describe('the analytics screen', () => {
  for (const language of ['es', 'en'] as const) {
    test.describe(() => {
      test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });
      test(`shows a paid user their charts and figures (${language})`, async ({ baseUrl, page, paid }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openSignedIn(page, baseUrl, paid, language, '/dashboard');
        await page.getByRole('link', { name: text(language, 'dashboard.quickLinks.analytics') }).click();
        await expect.poll(() => pathOf(page)).toBe('/analytics');
        await page.getByRole('heading', { name: text(language, 'analytics.scores.title') }).waitFor();
        // The navigation's Analytics link (behind "Más" on a phone) is the current one.
        expect(await page.locator('nav.bottom-nav [aria-current="page"]').getAttribute('href')).toBe('/analytics');

        const projects = page.getByRole('table', { name: text(language, 'analytics.tableOf', { title: text(language, 'analytics.projects.title') }) });
        expect(await projects.getByRole('rowheader').allTextContents()).toEqual(['Leer 12 libros', 'Certificación profesional']);
        const budgets = page.getByRole('table', { name: text(language, 'analytics.tableOf', { title: text(language, 'analytics.budgets.title') }) });
        // One action plans 120 in the user's currency; nothing is spent yet.
        expect(await budgets.getByRole('row').nth(1).textContent()).toMatch(language === 'es' ? /^[A-Z]{3}120,00\s\S+0,00\s\S+$/ : /^[A-Z]{3}\S*120\.00\S*0\.00\S*$/);
        // The heatmap's table starts on the day the cycle started (the focus was saved today).
        const days = page.getByRole('table', { name: text(language, 'analytics.tableOf', { title: text(language, 'analytics.heatmap.title') }) });
        expect(await days.getByRole('row').count()).toBeGreaterThanOrEqual(2);

        await page.getByRole('button', { name: text(language, 'analytics.showTable') }).first().click();
        await page.getByRole('button', { name: text(language, 'analytics.hideTable') }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await blockingViolations(page)).toEqual([]);
        const shots = process.env.ANALYTICS_SCREENSHOT_DIR;
        if (shots) await page.screenshot({ path: path.join(shots, `analytics-${language}.png`), fullPage: true });

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: text(language, 'analytics.report.download') }).click();
        expect((await download).suggestedFilename()).toMatch(language === 'es' ? /^prospera-progreso-\d{4}-\d{2}-\d{2}\.pdf$/ : /^prospera-progress-\d{4}-\d{2}-\d{2}\.pdf$/);
        expect(errors).toEqual([]);
      });
    });
  }

  test('offers a free user the plans', async ({ baseUrl, page, free }) => {
    await openSignedIn(page, baseUrl, free, 'es', '/analytics');
    await page.getByRole('heading', { name: text('es', 'analytics.upgrade.title') }).waitFor();
    const plans = page.getByRole('alert').getByRole('link', { name: text('es', 'subscriptions.planLimit.link') });
    expect(await plans.getAttribute('href')).toBe('/subscription');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await plans.click();
    await expect.poll(() => pathOf(page)).toBe('/subscription');
  });
});
