// REST helpers that put a user into the state a browser test starts from (registered, assessed, focused, with a
// project and goals), through the real API of the server under test. Requests carry no X-Time-Zone: the server
// works in UTC, as the helpers' dates do.
import type { Page } from 'playwright-core';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import { addCalendarMonths, addDays, localDate } from '../../../domain/rules/dates';
import type { GoalType } from '../../../domain/rules/goals';
import type { ProjectStatus } from '../../../domain/rules/projects';
import type { Context } from '../../../domain/schemas/accounts';
import type { Action, AddActionInput } from '../../../domain/schemas/actions';
import type { Goal } from '../../../domain/schemas/goals';
import type { AreaQuestions, LifeWheel } from '../../../domain/schemas/lifewheel';
import type { Project } from '../../../domain/schemas/projects';

export type Reply<T = unknown> = { status: number; body: T };

const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * One JSON call. A 429 (the auth limits are shared by every browser test on the server) is retried after the
 * Retry-After the server names.
 */
export async function call<T>(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'accept-language': 'es',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
      continue;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

/** The call's body when it answered one of the expected statuses; otherwise an error naming the call. */
async function expectOk<T>(reply: Promise<Reply<T>>, what: string, statuses: readonly number[] = [200, 201]): Promise<T> {
  const { status, body } = await reply;
  if (!statuses.includes(status)) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export type TestAccount = { email: string; password: string; firstName: string; lastName: string; phone: string; token: string };

let serial = 0;

/** Registers a fresh user (unique email and +1 phone) and logs them in over the API. */
export async function registerAndLogin(baseUrl: string, firstName = 'Lucía', lastName = 'Prueba'): Promise<TestAccount> {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const email = `e2e.${stamp}@example.com`;
  const password = 'secreta1';
  const phone = `+1 ${String(2_000_000_000 + Math.floor(Math.random() * 7_000_000_000))}`;
  await expectOk(
    call(baseUrl, 'POST', '/users/register', {
      body: { email, password, firstName, lastName, phone, address: 'Calle Mayor 1, Madrid', avatarUrl: '/avatar-placeholder.svg', acceptTermsAndPolicies: true },
    }),
    'POST /users/register',
  );
  const login = await expectOk(call<{ access_token: string }>(baseUrl, 'POST', '/auth/login', { body: { email, password } }), 'POST /auth/login');
  return { email, password, firstName, lastName, phone, token: login.access_token };
}

export async function getWheel(baseUrl: string, token: string): Promise<LifeWheel> {
  return expectOk(call<LifeWheel>(baseUrl, 'GET', '/lifewheel/me', { token }), 'GET /lifewheel/me');
}

/** Answers every area: the first `yes` questions of its set YES (the couple area's married set), the rest NO. */
export async function assessAllAreas(baseUrl: string, token: string, scores: Record<LifeAreaKey, number>): Promise<LifeWheel> {
  const wheel = await getWheel(baseUrl, token);
  for (const area of wheel.lifeAreas) {
    const { questions } = await expectOk(call<AreaQuestions>(baseUrl, 'GET', `/assessment/area/${area.areaId}`, { token }), `GET /assessment/area (${area.key})`);
    const answers = questions.filter((question) => !question.haveMoreQuestions).map((question, index) => ({ questionId: question.id, value: index < scores[area.key] }));
    await expectOk(call(baseUrl, 'POST', '/answers/submit-area', { token, body: { areaId: area.areaId, answers } }), `POST /answers/submit-area (${area.key})`);
  }
  return getWheel(baseUrl, token);
}

export async function saveFocus(baseUrl: string, token: string, wheel: LifeWheel, keys: readonly LifeAreaKey[]): Promise<LifeWheel> {
  const areaIds = keys.map((key) => ({ areaId: wheelArea(wheel, key).areaId }));
  return expectOk(call<LifeWheel>(baseUrl, 'POST', '/lifewheel/add-lifewheel-areas', { token, body: { areaIds } }), 'POST /lifewheel/add-lifewheel-areas');
}

export function wheelArea(wheel: LifeWheel, key: LifeAreaKey): LifeWheel['lifeAreas'][number] {
  const area = wheel.lifeAreas.find((item) => item.key === key);
  if (!area) throw new Error(`The wheel has no ${key} area`);
  return area;
}

/** Today in UTC, the server's zone for these requests. */
export function todayUtc(): string {
  return localDate(new Date(), 'UTC');
}

/** A project starting tomorrow and lasting 3 calendar months. */
export async function createProject(baseUrl: string, token: string, lifeWheelAreaId: string, title: string, expectedScore: number): Promise<Project> {
  const startDate = addDays(todayUtc(), 1);
  return expectOk(
    call<Project>(baseUrl, 'POST', '/projects/from-lifewheel-area', {
      token,
      body: { lifeWheelAreaId, title, description: `${title}: 90 días de trabajo constante.`, expectedScore, startDate, endDate: addCalendarMonths(startDate, 3) },
    }),
    'POST /projects/from-lifewheel-area',
  );
}

export async function addGoal(baseUrl: string, token: string, project: Project, goalType: GoalType, content: string): Promise<Goal> {
  return expectOk(call<Goal>(baseUrl, 'POST', '/goals/add', { token, body: { projectDetailId: project.detail.id, goalType, content } }), 'POST /goals/add');
}

export async function addContext(baseUrl: string, token: string, name: string): Promise<Context> {
  return expectOk(call<Context>(baseUrl, 'POST', '/users/add-context', { token, body: { name } }), 'POST /users/add-context');
}

export async function addAction(baseUrl: string, token: string, input: Partial<AddActionInput> & Pick<AddActionInput, 'goalId' | 'contextId' | 'title' | 'dueDate'>): Promise<Action> {
  return expectOk(call<Action>(baseUrl, 'POST', '/actions/add', { token, body: input }), 'POST /actions/add');
}

export async function setProjectStatus(baseUrl: string, token: string, projectId: string, status: ProjectStatus): Promise<Reply<{ code?: string; message?: string; status?: ProjectStatus }>> {
  return call(baseUrl, 'PUT', `/projects/${projectId}/status`, { token, body: { status } });
}

/** Scores of a finished assessment: three low areas to focus on, the others higher. */
export const SCORES: Record<LifeAreaKey, number> = {
  PERSONAL_DEVELOPMENT: 3,
  PROFESSIONAL_ACTIVITY: 4,
  HEALTH_NUTRITION: 5,
  MONEY_FINANCES: 7,
  SOCIAL_RELATIONSHIPS: 8,
  COUPLE_INTIMACY: 6,
};
export const FOCUS: readonly LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'];

export type PlannedUser = { account: TestAccount; wheel: LifeWheel; project: Project; goals: Goal[] };

/**
 * A user ready to work on actions: all six areas assessed, the focus saved, an ACTIVE project in the lowest area
 * with a BE and a DO goal.
 */
export async function arrangePlannedUser(baseUrl: string, projectTitle = 'Leer 12 libros'): Promise<PlannedUser> {
  const account = await registerAndLogin(baseUrl);
  await assessAllAreas(baseUrl, account.token, SCORES);
  const wheel = await saveFocus(baseUrl, account.token, await getWheel(baseUrl, account.token), FOCUS);
  const project = await createProject(baseUrl, account.token, wheelArea(wheel, 'PERSONAL_DEVELOPMENT').id, projectTitle, 8);
  const goals = [
    await addGoal(baseUrl, account.token, project, 'BE', 'Ser una persona lectora'),
    await addGoal(baseUrl, account.token, project, 'DO', 'Leer 30 minutos cada día'),
  ];
  return { account, wheel, project, goals };
}

/**
 * Signs in through the login screen (Spanish) and waits for /home. When the login limit of the shared server is
 * reached, the screen says how many seconds to wait: it waits that long and tries again.
 */
export async function signInThroughUi(page: Page, baseUrl: string, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    type Outcome = { kind: 'home' } | { kind: 'alert'; text: string } | { kind: 'none' };
    const none: Outcome = { kind: 'none' };
    const alert = page.locator('.form-alert');
    const outcome = await Promise.race<Outcome>([
      page.waitForURL('**/home').then(() => ({ kind: 'home' }) as const, () => none),
      alert.waitFor().then(
        async () => ({ kind: 'alert', text: (await alert.textContent()) ?? '' }) as const,
        () => none,
      ),
    ]);
    if (outcome.kind === 'home') return;
    const wait = outcome.kind === 'alert' ? /Espera (\d+) segundos/.exec(outcome.text) : null;
    if (!wait || attempt >= MAX_RATE_LIMIT_RETRIES) throw new Error(`Sign-in failed: ${outcome.kind === 'alert' ? outcome.text : 'no answer'}`);
    await page.waitForTimeout((Number(wait[1]) + 1) * 1000);
  }
}
