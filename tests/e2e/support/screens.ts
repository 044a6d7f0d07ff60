// The screens of SPEC.md section 2 (every route of client/routes/index.tsx, with data and empty, and the main
// dialogs), the users they are seen as, and how to wait until one has finished loading. Shared by the
// accessibility test and `npm run screenshots`.
import type { Page } from '@playwright/test';
import { en } from '../../../client/i18n/en';
import { es } from '../../../client/i18n/es';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import type { OwnedShare, SupportedPerson } from '../../../domain/schemas/companions';
import { areaOf, arrangeFullUser, arrangeSecondCycleUser, assess, registerAndLogin, signInAgain, type FullUser, type SignedIn } from './arrange';
import { outboxFor } from './outbox';
import { openSignedIn, openSignedOut } from './ui';

export type Language = 'es' | 'en';

/** The people the screens are seen as. */
export type Cast = {
  /** Data on every screen (see arrangeFullUser). */
  full: FullUser;
  /** Just registered: the empty states. */
  fresh: SignedIn;
  /** Three areas assessed: the partial-assessment states. */
  partial: SignedIn;
  /** Assessed with a tie among the lowest scores and no focus saved: /home opens the focus modal. */
  tied: SignedIn;
  /** In the second cycle, the first one's plan done: the comparison and /home's change since cycle 1. */
  cycled: SignedIn & { cycleIds: { from: string; to: string } };
  /** The share id of `full`'s plan, every part chosen, with `fresh` as the coach who accepted it (issue 41). */
  shareId: string;
};
/** 'expired': the full user's stored session, with an access token past its expiry and a refresh token the server refuses. */
export type Who = Exclude<keyof Cast, 'shareId'> | 'visitor' | 'expired';

export type ScreenCase = {
  /** File and test name: <lang>-<name>.png. */
  name: string;
  who: Who;
  path: (cast: Cast) => string;
  /** Opens a dialog (or otherwise brings the screen to the state shown) once the route has loaded. */
  open?: (page: Page, language: Language) => Promise<void>;
};

const PARTIAL_SCORES: Partial<Record<LifeAreaKey, number>> = { PERSONAL_DEVELOPMENT: 4, PROFESSIONAL_ACTIVITY: 6, HEALTH_NUTRITION: 8 };
/** Two lowest areas, then three tied for the last focus slot. */
const TIED_SCORES: Record<LifeAreaKey, number> = {
  PERSONAL_DEVELOPMENT: 3,
  PROFESSIONAL_ACTIVITY: 4,
  HEALTH_NUTRITION: 6,
  MONEY_FINANCES: 6,
  SOCIAL_RELATIONSHIPS: 6,
  COUPLE_INTIMACY: 8,
};

/**
 * Arranges the cast through the REST API. `arrangeZone` is the zone the full user's data is dated in; a browser
 * in a later zone sees the action due 'today' there as overdue. `outboxDir` is where the server writes its mails
 * (the companion's invitation is read there).
 */
export async function arrangeCast(baseUrl: string, arrangeZone: string, outboxDir: string): Promise<Cast> {
  const full = await arrangeFullUser(baseUrl, arrangeZone);
  const fresh = await registerAndLogin(baseUrl, arrangeZone, { firstName: 'Mateo', lastName: 'Nuevo', address: 'Avenida del Puerto 5, Valencia' });
  const partial = await registerAndLogin(baseUrl, arrangeZone, { firstName: 'Sofía', lastName: 'Mitad', address: 'Plaza Mayor 3, Salamanca' });
  await assess(partial.api, PARTIAL_SCORES);
  const tied = await registerAndLogin(baseUrl, arrangeZone, { firstName: 'Diego', lastName: 'Empate', address: 'Calle Larga 8, Sevilla' });
  await assess(tied.api, TIED_SCORES);
  const cycled = await arrangeSecondCycleUser(baseUrl, arrangeZone, { firstName: 'Elena', lastName: 'Segunda', address: 'Calle Nueva 2, Bilbao' });
  return { full, fresh, partial, tied, cycled, shareId: await shareWithCoach(full, fresh, outboxDir) };
}

/** `owner` shares every part with `coach`, who accepts with the token of the invitation mail the server wrote to `outboxDir`. */
async function shareWithCoach(owner: SignedIn, coach: SignedIn, outboxDir: string): Promise<string> {
  const choices = { wheel: true, cycles: true, plan: true, budgets: true, weekly: true, reviewText: true };
  await owner.api.call<OwnedShare>('POST', '/users/companions', { email: coach.account.email, role: 'COACH', ...choices });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [mail] = await outboxFor(outboxDir, coach.account.email);
    const token = /\/supporting\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (token) return (await coach.api.call<SupportedPerson>('POST', '/supporting/accept', { token })).id;
    if (Date.now() > deadline) throw new Error(`no invitation mail for ${coach.account.email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A text of the client's resources ('actions.newAction') in a language, with {{placeholders}} filled. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = language === 'es' ? es : en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

const firstArea = (cast: Cast) => areaOf(cast.full.wheel, 'PERSONAL_DEVELOPMENT');

async function clickButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
}

export const SCREENS: readonly ScreenCase[] = [
  { name: 'landing', who: 'visitor', path: () => '/' },
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'register', who: 'visitor', path: () => '/register' },
  {
    name: 'register-terms-dialog',
    who: 'visitor',
    path: () => '/register',
    open: async (page, language) => {
      await page.getByRole('button', { name: new RegExp(text(language, 'documents.termsTitle')) }).click();
      await page.locator('[data-testid="legal-pane"][aria-busy="false"] .legal-text').first().waitFor();
    },
  },
  { name: 'terms', who: 'visitor', path: () => '/terms' },
  { name: 'privacy', who: 'visitor', path: () => '/privacy' },
  { name: 'not-found', who: 'visitor', path: () => '/no-such-page' },
  { name: 'unsubscribe-invalid', who: 'visitor', path: () => '/unsubscribe?token=x' },

  { name: 'home', who: 'full', path: () => '/home' },
  { name: 'home-empty', who: 'fresh', path: () => '/home' },
  { name: 'home-partial', who: 'partial', path: () => '/home' },
  { name: 'home-focus-dialog', who: 'tied', path: () => '/home', open: async (page) => void (await page.getByRole('dialog').waitFor()) },
  { name: 'assessment-intro', who: 'fresh', path: () => '/assessment/intro' },
  { name: 'assessment-intro-partial', who: 'partial', path: () => '/assessment/intro' },
  { name: 'assessment-intro-done', who: 'full', path: () => '/assessment/intro' },
  { name: 'assessment-area', who: 'fresh', path: (cast) => `/assessment/area/${areaOf(cast.full.wheel, 'MONEY_FINANCES').areaId}` },
  { name: 'assessment-area-couple', who: 'fresh', path: (cast) => `/assessment/area/${areaOf(cast.full.wheel, 'COUPLE_INTIMACY').areaId}` },
  { name: 'area-projects', who: 'full', path: (cast) => `/area/${firstArea(cast).areaId}/projects` },
  { name: 'area-projects-empty', who: 'full', path: (cast) => `/area/${areaOf(cast.full.wheel, 'HEALTH_NUTRITION').areaId}/projects` },
  { name: 'area-project-create', who: 'full', path: (cast) => `/area/${areaOf(cast.full.wheel, 'HEALTH_NUTRITION').areaId}/projects/create` },
  { name: 'projects', who: 'full', path: () => '/projects' },
  { name: 'projects-empty', who: 'fresh', path: () => '/projects' },
  { name: 'project-create', who: 'full', path: () => '/projects/create' },
  { name: 'project-goals', who: 'full', path: (cast) => `/projects/${cast.full.project.id}/goals` },
  { name: 'project-goals-not-found', who: 'fresh', path: (cast) => `/projects/${cast.full.project.id}/goals` },
  { name: 'actions', who: 'full', path: () => '/actions' },
  { name: 'actions-by-goal', who: 'full', path: (cast) => `/actions?goalId=${cast.full.actions[0]!.goalId}` },
  { name: 'actions-empty', who: 'fresh', path: () => '/actions' },
  { name: 'actions-new-dialog', who: 'full', path: () => '/actions', open: (page, language) => clickButton(page, text(language, 'actions.newAction')) },
  { name: 'now', who: 'full', path: () => '/now' },
  { name: 'now-empty', who: 'fresh', path: () => '/now' },
  { name: 'review', who: 'full', path: () => '/review' },
  { name: 'review-empty', who: 'fresh', path: () => '/review' },
  { name: 'home-second-cycle', who: 'cycled', path: () => '/home' },
  { name: 'history', who: 'cycled', path: () => '/history' },
  { name: 'history-compare', who: 'cycled', path: ({ cycled: { cycleIds } }) => `/history/compare?from=${cycleIds.from}&to=${cycleIds.to}` },
  { name: 'dashboard', who: 'full', path: () => '/dashboard' },
  { name: 'dashboard-empty', who: 'fresh', path: () => '/dashboard' },
  { name: 'analytics', who: 'full', path: () => '/analytics' },
  { name: 'analytics-upgrade', who: 'fresh', path: () => '/analytics' },
  { name: 'profile', who: 'full', path: () => '/profile' },
  { name: 'profile-empty', who: 'fresh', path: () => '/profile' },
  { name: 'profile-edit-dialog', who: 'full', path: () => '/profile', open: (page, language) => clickButton(page, text(language, 'account.edit.open')) },
  { name: 'profile-logout-confirm', who: 'full', path: () => '/profile', open: (page, language) => clickButton(page, text(language, 'account.logout')) },
  {
    name: 'profile-delete-dialog',
    who: 'full',
    path: () => '/profile',
    open: async (page, language) => {
      await clickButton(page, text(language, 'account.delete.open'));
      await page.getByLabel(text(language, 'account.delete.password'), { exact: true }).waitFor();
    },
  },
  {
    name: 'profile-companions-invite',
    who: 'full',
    path: () => '/profile',
    open: async (page, language) => {
      const card = page.getByRole('region', { name: text(language, 'companions.card.title'), exact: true });
      await card.getByRole('button', { name: text(language, 'companions.card.open') }).click();
      await card.getByRole('button', { name: text(language, 'companions.invite.send') }).click();
      await card.locator('.field__error').first().waitFor();
    },
  },
  { name: 'supporting', who: 'fresh', path: () => '/supporting' },
  { name: 'supporting-empty', who: 'partial', path: () => '/supporting' },
  { name: 'supporting-person', who: 'fresh', path: (cast) => `/supporting/${cast.shareId}` },
  { name: 'supporting-person-not-found', who: 'partial', path: (cast) => `/supporting/${cast.shareId}` },
  { name: 'supporting-accept', who: 'visitor', path: () => '/supporting/accept?token=x' },
  { name: 'subscription', who: 'full', path: () => '/subscription' },
  { name: 'subscription-empty', who: 'fresh', path: () => '/subscription' },
  { name: 'not-found-signed-in', who: 'full', path: () => '/no-such-page' },
  { name: 'session-expired-dialog', who: 'expired', path: () => '/home', open: async (page) => void (await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor()) },
];

/** A login whose access token expired long ago (the client only decodes it) and whose refresh token is unknown. */
function expiredLogin(signedIn: SignedIn): SignedIn['login'] {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: signedIn.login.user.id, email: signedIn.login.user.email, exp: 1 };
  return { ...signedIn.login, access_token: `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.expired`, refresh_token: 'refused' };
}

/**
 * Waits until the screen has drawn its data: a heading, no spinner or busy region, no request in flight, and no
 * entrance animation running (a dialog fading in has blended colours that are not its real contrast).
 */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.spinner, .loading-screen, [aria-busy="true"]'), undefined, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
}

/** Waits until no entrance animation or transition (a theme's colours fading in) is running. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Opens one screen as its user, in a language, and brings it to the state it is shown in. */
export async function showScreen(page: Page, baseUrl: string, cast: Cast, screen: ScreenCase, language: Language): Promise<void> {
  const path = screen.path(cast);
  if (screen.who === 'visitor') await openSignedOut(page, baseUrl, language, path);
  else if (screen.who === 'expired') await openSignedIn(page, baseUrl, { login: expiredLogin(cast.full) }, language, path);
  else await openSignedIn(page, baseUrl, { login: await signInAgain(cast[screen.who]) }, language, path);
  await settle(page);
  if (screen.open) {
    await screen.open(page, language);
    await settle(page);
  }
}
