// Arranging the plan screens' end-to-end tests through the public REST API: a registered user whose whole wheel
// is assessed with chosen scores and whose focus is saved, projects, goals, contexts and actions.
import type { Page } from 'playwright-core';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import { localDate } from '../../../domain/rules/dates';
import { earliestStartDate, suggestedEndDate } from '../../../domain/rules/projects';
import type { Goal } from '../../../domain/schemas/goals';
import type { AreaQuestions, LifeWheel } from '../../../domain/schemas/lifewheel';
import type { Project } from '../../../domain/schemas/projects';

/** The machine's zone: the browser of the tests runs here too, so both compute the same 'today'. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function today(): string {
  return localDate(new Date(), TIME_ZONE);
}

export type ApiClient = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<T>;

async function call<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'accept-language': 'es',
      'x-time-zone': TIME_ZONE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export type PlanUser = { email: string; password: string; api: ApiClient; wheel: LifeWheel };

/** YES answers per area; with the 10-question sets this is each area's score. */
export type Scores = Record<LifeAreaKey, number>;

/**
 * Registers a user, logs in over the API, assesses all six areas with the given scores (the couple area with the
 * 'in a relationship' set) and saves the focus areas.
 */
export async function createPlanUser(baseUrl: string, scores: Scores, focus: readonly LifeAreaKey[]): Promise<PlanUser> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `plan.${stamp}@example.com`;
  const password = 'secreta1';
  const phone = `+1 ${String(2_000_000_000 + Math.floor(Math.random() * 7_000_000_000))}`;
  await call(baseUrl, null, 'POST', '/users/register', {
    email,
    password,
    firstName: 'Lucía',
    lastName: 'Pérez',
    phone,
    address: 'Calle Mayor 1, Madrid',
    acceptTermsAndPolicies: true,
  });
  const { access_token: token } = await call<{ access_token: string }>(baseUrl, null, 'POST', '/auth/login', { email, password });
  const api: ApiClient = (method, path, body) => call(baseUrl, token, method, path, body);
  const before = await api<LifeWheel>('GET', '/lifewheel/me');
  for (const area of before.lifeAreas) {
    const { questions } = await api<AreaQuestions>('GET', `/assessment/area/${area.areaId}`);
    const answers = questions
      .filter((question) => !question.haveMoreQuestions)
      .map((question, index) => ({ questionId: question.id, value: index < scores[area.key] }));
    await api('POST', '/answers/submit-area', { areaId: area.areaId, answers });
  }
  const areaIds = focus.map((key) => ({ areaId: areaOf(before, key).areaId }));
  const wheel = await api<LifeWheel>('POST', '/lifewheel/add-lifewheel-areas', { areaIds });
  return { email, password, api, wheel };
}

export function areaOf(wheel: LifeWheel, key: LifeAreaKey): LifeWheel['lifeAreas'][number] {
  const area = wheel.lifeAreas.find((item) => item.key === key);
  if (!area) throw new Error(`the wheel has no ${key} area`);
  return area;
}

/** An ACTIVE project in a wheel area, starting tomorrow and ending on the suggested date. */
export async function createProject(api: ApiClient, lifeWheelAreaId: string, title: string, expectedScore = 10): Promise<Project> {
  const startDate = earliestStartDate(today());
  return api<Project>('POST', '/projects/from-lifewheel-area', {
    lifeWheelAreaId,
    title,
    description: `Descripción de ${title}`,
    expectedScore,
    startDate,
    endDate: suggestedEndDate(startDate),
  });
}

export async function addGoal(api: ApiClient, project: Project, goalType: Goal['goalType'], content: string): Promise<Goal> {
  return api<Goal>('POST', '/goals/add', { projectDetailId: project.detail.id, goalType, content });
}

/** A context and one pending action under a goal, due tomorrow. */
export async function addAction(api: ApiClient, goal: Goal, title: string): Promise<void> {
  const context = await api<{ id: string }>('POST', '/users/add-context', { name: `@e2e-${Date.now()}` });
  await api('POST', '/actions/add', { goalId: goal.id, contextId: context.id, title, dueDate: earliestStartDate(today()) });
}

/** Signs in through the login screen and waits for the wheel. */
export async function logInThroughUi(page: Page, baseUrl: string, user: Pick<PlanUser, 'email' | 'password'>): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}

/**
 * Opens a screen with the browser's response cache emptied, as after its 10 minutes: the API changed data
 * behind the app's back, as another device would.
 */
export async function openFresh(page: Page, url: string): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('api_cache_')) localStorage.removeItem(key);
  });
  await page.goto(url);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const heading = (page: Page) => page.locator('h1').first().textContent();
