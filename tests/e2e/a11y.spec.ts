// axe-core (WCAG 2.0/2.1 A and AA) on every screen of SPEC.md section 2, with data and empty, the main dialogs
// included, in Spanish and English on a phone, and the main signed-in screens on a 1280x800 desktop (side
// navigation, columns): no serious or critical violation, in the light and then the dark theme of the same page
// (the browser's colour scheme changes; client/public/theme.js follows it live), so that each screen is loaded once;
// the dark pass runs the colour rules only (a screen's six in 10 s rather than 16 s on a loaded machine).
// Every violation found is printed (rule, impact, elements) so it can be fixed.
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test } from './fixtures';
import { SCREENS, settleAnimations, showScreen, type Language } from './support/screens';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** axe-core's rules that depend on colours, which is all a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const LANGUAGES: readonly Language[] = ['es', 'en'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The signed-in screens whose desktop layout differs from the phone's (and one that keeps one column). */
const DESKTOP_SCREENS = new Set(['home', 'home-focus-dialog', 'project-goals', 'actions', 'dashboard', 'projects', 'profile', 'supporting-person', 'history-compare']);

function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact ?? 'unknown'} ${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help})`),
  );
}

const sizes = [
  ...LANGUAGES.map((language) => ({ label: `${language} on a phone`, language, viewport: PHONE, mobile: true, screens: SCREENS })),
  { label: 'es on a desktop', language: 'es' as Language, viewport: DESKTOP, mobile: false, screens: SCREENS.filter((screen) => DESKTOP_SCREENS.has(screen.name)) },
];

for (const { label, language, viewport, mobile, screens } of sizes) {
  test.describe(`accessibility in ${label}`, () => {
    test.use({ viewport, locale: language === 'es' ? 'es-ES' : 'en-US', isMobile: mobile, hasTouch: mobile, colorScheme: 'light' });

    for (const screen of screens) {
      test(screen.name, async ({ page, baseUrl, cast }) => {
        // A throttled or failing request would leave a screen in its error state: what is checked must be the real screen.
        const failedRequests: string[] = [];
        page.on('response', (response) => {
          if (response.status() === 429 || response.status() >= 500) failedRequests.push(`${response.status()} ${response.url()}`);
        });
        await showScreen(page, baseUrl, cast, screen, language);
        expect(failedRequests).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const blocking: Record<Theme, string[]> = { light: [], dark: [] };
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await settleAnimations(page);
          // The dark theme changes colours only: its pass runs the rules that read colours, the light pass all of them.
          const axe = theme === 'light' ? new AxeBuilder({ page }).withTags(TAGS) : new AxeBuilder({ page }).withRules(COLOUR_RULES);
          const { violations } = await axe.analyze();
          const found = describeViolations(violations);
          if (found.length > 0) console.log(`[a11y ${language} ${viewport.width}px ${theme} ${screen.name}]\n  ${found.join('\n  ')}`);
          blocking[theme] = describeViolations(violations.filter((violation) => BLOCKING.has(violation.impact ?? '')));
        }
        expect(blocking).toEqual({ light: [], dark: [] });
        // The main navigation is a bottom bar on the phone and a side rail on the desktop.
        const navigation = page.locator('nav.bottom-nav');
        const nav = (await navigation.count()) > 0 ? await navigation.boundingBox() : null;
        if (nav && !mobile) expect({ x: nav.x, y: nav.y, height: nav.height }).toEqual({ x: 0, y: 0, height: viewport.height });
        if (nav && mobile) expect(nav.y + nav.height).toBe(viewport.height);
      });
    }
  });
}
