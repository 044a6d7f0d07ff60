// Puts users into the state a browser run starts from (registered, assessed, focused, planning, subscribed)
// through the public REST API of the server under test. Opening the app as one of them is in ./ui.
import { randomInt } from 'node:crypto';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import { addCalendarMonths, addDays, localDate } from '../../../domain/rules/dates';
import type { GoalType } from '../../../domain/rules/goals';
import { earliestStartDate, suggestedEndDate, type ProjectStatus } from '../../../domain/rules/projects';
import type { Context, LoginResult } from '../../../domain/schemas/accounts';
import type { CycleList } from '../../../domain/schemas/cycles';
import type { Action, AddActionInput } from '../../../domain/schemas/actions';
import type { Goal } from '../../../domain/schemas/goals';
import type { AreaAnswers, AreaQuestions, LifeWheel } from '../../../domain/schemas/wheel';
import type { Project } from '../../../domain/schemas/projects';
import type { Plan } from '../../../domain/schemas/subscriptions';

const PASSWORD = 'secreta1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Reply<T = unknown> = { status: number; body: T };

/** One user's view of the REST API: their token, and the zone 'today' is computed in (X-Time-Zone). */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public token = '',
    readonly timeZone = 'UTC',
  ) {}

  /** Sends one call and answers its status and text (the browser tests' server raises the rate limits). */
  private async send(method: Method, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'accept-language': 'es',
        'x-time-zone': this.timeZone,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  }

  /** The call's status and JSON body, whatever the status (for the calls a test expects to be refused). */
  async request<T>(method: Method, path: string, body?: unknown): Promise<Reply<T>> {
    const { status, text } = await this.send(method, path, body);
    return { status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** The call's JSON body; any other status than 2xx throws, naming the call. */
  async call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const { status, text } = await this.send(method, path, body);
    if (status < 200 || status > 299) throw new Error(`${method} ${path} answered ${status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Today in this client's zone, as the server computes it for these calls. */
  today(): string {
    return localDate(new Date(), this.timeZone);
  }
}

export type Person = { firstName: string; lastName: string; address: string };
export type Account = Person & { email: string; password: string; phone: string };
export type SignedIn = { account: Account; api: ApiClient; login: LoginResult };

/** A unique e-mail and +1 phone for a new person. */
export function newAccount(person: Person = { firstName: 'Lucía', lastName: 'Prueba', address: 'Calle Mayor 1, Madrid' }): Account {
  const email = `${person.firstName.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase()}.${Date.now()}.${randomInt(1_000_000)}@example.com`;
  return { ...person, email, password: PASSWORD, phone: `+1 ${2_000_000_000 + randomInt(7_000_000_000)}` };
}

async function register(api: ApiClient, account: Account): Promise<void> {
  const { email, password, firstName, lastName, phone, address } = account;
  await api.call('POST', '/users/register', { email, password, firstName, lastName, phone, address, acceptTermsAndPolicies: true });
}

async function login(api: ApiClient, account: Pick<Account, 'email' | 'password'>): Promise<LoginResult> {
  const result = await api.call<LoginResult>('POST', '/auth/login', { email: account.email, password: account.password });
  api.token = result.access_token;
  return result;
}

/**
 * Signs an arranged person in once more: a session of its own for one test. A worker's cast outlives an access
 * token (15 minutes), and a stored refresh token used by two tests would be refused as reused by the second.
 */
export function signInAgain(signedIn: Pick<SignedIn, 'account' | 'api'>): Promise<LoginResult> {
  return login(signedIn.api, signedIn.account);
}

/** Registers a new person over the API, without signing them in. */
export async function registerNew(baseUrl: string, person?: Person): Promise<Account> {
  const account = newAccount(person);
  await register(new ApiClient(baseUrl), account);
  return account;
}

/** Registers a new person and signs them in over the API. */
export async function registerAndLogin(baseUrl: string, timeZone = 'UTC', person?: Person): Promise<SignedIn> {
  const api = new ApiClient(baseUrl, '', timeZone);
  const account = newAccount(person);
  await register(api, account);
  return { account, api, login: await login(api, account) };
}

const wheelOf = (api: ApiClient) => api.call<LifeWheel>('GET', '/lifewheel/me');

export function areaOf(wheel: LifeWheel, key: LifeAreaKey): LifeWheel['lifeAreas'][number] {
  const area = wheel.lifeAreas.find((item) => item.key === key);
  if (!area) throw new Error(`the wheel has no ${key} area`);
  return area;
}

/**
 * Answers the areas `scores` names (all six with a full record): the first `scores[key]` questions YES, the rest
 * NO, the couple area with the 'in a relationship' set. With 10-question sets the YES count is the area's score.
 */
export async function assess(api: ApiClient, scores: Partial<Record<LifeAreaKey, number>>): Promise<LifeWheel> {
  const wheel = await wheelOf(api);
  for (const area of wheel.lifeAreas) {
    const yes = scores[area.key];
    if (yes === undefined) continue;
    const { questions } = await api.call<AreaQuestions>('GET', `/assessment/area/${area.areaId}`);
    const answers = questions.filter((question) => !question.haveMoreQuestions).map((question, index) => ({ questionId: question.id, value: index < yes }));
    await api.call('POST', '/answers/submit-area', { areaId: area.areaId, answers });
  }
  return wheelOf(api);
}

async function chooseFocus(api: ApiClient, wheel: LifeWheel, keys: readonly LifeAreaKey[]): Promise<LifeWheel> {
  return api.call<LifeWheel>('POST', '/lifewheel/add-lifewheel-areas', { areaIds: keys.map((key) => ({ areaId: areaOf(wheel, key).areaId })) });
}

export type NewProject = {
  description?: string;
  expectedScore?: number;
  /** Calendar months from the start to the end; the suggested end date when left out. */
  months?: number;
};

/** An ACTIVE project in a wheel area, starting tomorrow (the client's zone). */
export async function createProject(
  api: ApiClient,
  lifeWheelAreaId: string,
  title: string,
  { description = `Descripción de ${title}`, expectedScore = 10, months }: NewProject = {},
): Promise<Project> {
  const startDate = earliestStartDate(api.today());
  const endDate = months === undefined ? suggestedEndDate(startDate) : addCalendarMonths(startDate, months);
  return api.call<Project>('POST', '/projects/from-lifewheel-area', { lifeWheelAreaId, title, description, expectedScore, startDate, endDate });
}

/** Changes a project's status; the reply is answered as it is, refusals included. */
export async function setProjectStatus(api: ApiClient, projectId: string, status: ProjectStatus): Promise<Reply<{ code?: string; message?: string; status?: ProjectStatus }>> {
  return api.request('PUT', `/projects/${projectId}/status`, { status });
}

export async function addGoal(api: ApiClient, project: Project, goalType: GoalType, content: string): Promise<Goal> {
  return api.call<Goal>('POST', '/goals/add', { projectDetailId: project.detail.id, goalType, content });
}

async function addGoals(api: ApiClient, project: Project, goals: readonly (readonly [GoalType, string])[]): Promise<Goal[]> {
  const added: Goal[] = [];
  for (const [goalType, content] of goals) added.push(await addGoal(api, project, goalType, content));
  return added;
}

/**
 * The person's context of that name: one of the four registration created (@casa, @trabajo, @computadora, @recados
 * for these Spanish sign-ups), else a new one.
 */
export async function addContext(api: ApiClient, name: string): Promise<Context> {
  const stored = `@${name.replace(/^@+/, '')}`.toLowerCase();
  const { contexts } = await api.call<{ contexts: Context[] }>('GET', '/users/my-contexts');
  return contexts.find((context) => context.name.toLowerCase() === stored) ?? api.call<Context>('POST', '/users/add-context', { name });
}

/** Deletes every context of the person, for the screens' state before any context exists. */
export async function deleteAllContexts(api: ApiClient): Promise<void> {
  const { contexts } = await api.call<{ contexts: Context[] }>('GET', '/users/my-contexts');
  for (const context of contexts) await api.call('DELETE', `/users/delete-context/${context.id}`);
}

export type NewAction = Partial<AddActionInput> & Pick<AddActionInput, 'goalId' | 'contextId' | 'title' | 'dueDate'>;

export async function addAction(api: ApiClient, input: NewAction): Promise<Action> {
  return api.call<Action>('POST', '/actions/add', input);
}

async function completeAction(api: ApiClient, actionId: string): Promise<Action> {
  return api.call<Action>('PUT', `/actions/${actionId}/complete`, {});
}

/** Subscribes to a plan, paying its price in its currency. */
async function subscribe(api: ApiClient, planName: Plan['name']): Promise<Plan> {
  const { plans } = await api.call<{ plans: Plan[] }>('GET', '/subscription/all');
  const plan = plans.find((item) => item.name === planName);
  if (!plan) throw new Error(`no ${planName} plan`);
  await api.call('POST', '/users/add-subscription', { planId: plan.id, currencyId: plan.currencyId, amountPaid: plan.basePrice });
  return plan;
}

/** Scores of a finished assessment: three low areas to focus on, the others higher. */
const SCORES: Record<LifeAreaKey, number> = {
  PERSONAL_DEVELOPMENT: 3,
  PROFESSIONAL_ACTIVITY: 4,
  HEALTH_NUTRITION: 5,
  MONEY_FINANCES: 7,
  SOCIAL_RELATIONSHIPS: 8,
  COUPLE_INTIMACY: 6,
};
const FOCUS: readonly LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'];

export type FocusedUser = SignedIn & { wheel: LifeWheel };

/**
 * Registers a person, signs them in over the API, assesses all six areas with `scores` and saves the focus.
 * `timeZone` is the zone the API computes 'today' in for their calls.
 */
export async function arrangeFocusedUser(
  baseUrl: string,
  scores: Record<LifeAreaKey, number> = SCORES,
  focus: readonly LifeAreaKey[] = FOCUS,
  { timeZone = 'UTC', person }: { timeZone?: string; person?: Person } = {},
): Promise<FocusedUser> {
  const signedIn = await registerAndLogin(baseUrl, timeZone, person);
  const wheel = await chooseFocus(signedIn.api, await assess(signedIn.api, scores), focus);
  return { ...signedIn, wheel };
}

export type PlannedUser = FocusedUser & { project: Project; goals: Goal[] };

/**
 * A user ready to work on actions (dates in UTC): all six areas assessed, the focus saved, an ACTIVE project in
 * the lowest area with a BE and a DO goal.
 */
export async function arrangePlannedUser(baseUrl: string, projectTitle = 'Leer 12 libros'): Promise<PlannedUser> {
  const user = await arrangeFocusedUser(baseUrl);
  const project = await createProject(user.api, areaOf(user.wheel, 'PERSONAL_DEVELOPMENT').id, projectTitle, { expectedScore: 8 });
  const goals = await addGoals(user.api, project, [
    ['BE', 'Ser una persona lectora'],
    ['DO', 'Leer 30 minutos cada día'],
  ]);
  return { ...user, project, goals };
}

/** Cycle 2's answers beside SCORES: personal development's 4th to 6th questions turn YES, health's 5th turns NO. */
const SECOND_CYCLE_SCORES: Record<LifeAreaKey, number> = { ...SCORES, PERSONAL_DEVELOPMENT: 6, PROFESSIONAL_ACTIVITY: 5, HEALTH_NUTRITION: 4, SOCIAL_RELATIONSHIPS: 9 };

/**
 * A person in their second cycle, for the comparison: cycle 1 assessed with SCORES, a project in personal development
 * whose DO goal aims at its 4th question (YES in cycle 2) and 8th (still NO), its one action done and the project
 * completed, which opens the next cycle before day 76; cycle 2 assessed with SECOND_CYCLE_SCORES and the focus saved.
 */
export async function arrangeSecondCycleUser(baseUrl: string, timeZone = 'UTC', person?: Person): Promise<FocusedUser & { cycleIds: { from: string; to: string } }> {
  const user = await arrangeFocusedUser(baseUrl, SCORES, FOCUS, { timeZone, ...(person ? { person } : {}) });
  const { api, wheel } = user;
  const area = areaOf(wheel, 'PERSONAL_DEVELOPMENT');
  const project = await createProject(api, area.id, 'Leer 12 libros', { expectedScore: 6 });
  const { answers } = await api.call<AreaAnswers>('GET', `/assessment/area/${area.areaId}/answers`);
  const targetQuestionIds = [answers[3]?.questionId, answers[7]?.questionId].filter((id): id is string => id !== undefined);
  const goal = await api.call<Goal>('POST', '/goals/add', { projectDetailId: project.detail.id, goalType: 'DO', content: 'Leer 30 minutos cada día', targetQuestionIds });
  const context = await addContext(api, 'casa');
  const action = await addAction(api, { goalId: goal.id, contextId: context.id, title: 'Elegir el primer libro', dueDate: api.today() });
  await api.call('PUT', `/actions/${action.id}/complete`, {});
  await api.call('PUT', `/projects/${project.id}/status`, { status: 'COMPLETED' });
  await api.call('POST', '/lifewheel/start-next-cycle', {});
  const reassessed = await assess(api, SECOND_CYCLE_SCORES);
  const focused = await chooseFocus(api, reassessed, FOCUS);
  const { cycles } = await api.call<CycleList>('GET', '/lifewheel/cycles');
  const [from, to] = cycles;
  if (!from || !to) throw new Error(`expected two cycles, found ${cycles.length}`);
  return { ...user, wheel: focused, cycleIds: { from: from.id, to: to.id } };
}

export type FullUser = FocusedUser & { project: Project; goals: Goal[]; contexts: Context[]; actions: Action[]; plan: Plan };

/**
 * A user with something on every screen: the whole wheel assessed and the focus saved, an ACTIVE project in the
 * lowest area with the minimum goals of each kind, two contexts, four actions (one completed, one due today,
 * one due in three days, one later, one with a budget) and an ANNUAL subscription. `timeZone` is the zone the
 * API computes 'today' in for these calls: a browser in a later zone sees the action due today as overdue.
 */
export async function arrangeFullUser(baseUrl: string, timeZone = 'UTC'): Promise<FullUser> {
  const focused = await arrangeFocusedUser(baseUrl, SCORES, FOCUS, { timeZone });
  const { api, wheel } = focused;
  const project = await createProject(api, areaOf(wheel, 'PERSONAL_DEVELOPMENT').id, 'Leer 12 libros', {
    description: 'Un libro al mes para crecer cada día.',
    expectedScore: 7,
    months: 4,
  });
  await createProject(api, areaOf(wheel, 'PROFESSIONAL_ACTIVITY').id, 'Certificación profesional', {
    description: 'Preparar y aprobar el examen.',
    expectedScore: 8,
    months: 4,
  });
  const goals = await addGoals(api, project, [
    ['BE', 'Ser una persona lectora'],
    ['BE', 'Ser constante'],
    ['BE', 'Ser curiosa'],
    ['DO', 'Leer 30 minutos cada día'],
    ['DO', 'Apuntar una idea por capítulo'],
    ['DO', 'Visitar la biblioteca cada semana'],
    ['HAVE', 'Una estantería con 12 libros leídos'],
  ]);
  const [beGoal, , , doGoal, , , haveGoal] = goals as [Goal, Goal, Goal, Goal, Goal, Goal, Goal];
  const contexts = [await addContext(api, 'casa'), await addContext(api, 'biblioteca')];
  const [home, library] = contexts as [Context, Context];
  const dueIn = (days: number) => addDays(api.today(), days);
  const actions = [
    await addAction(api, { goalId: doGoal.id, contextId: home.id, title: 'Elegir el libro del mes', description: 'Una novela y un ensayo.', dueDate: dueIn(0), energy: 'LOW', timeEstimate: 15 }),
    await addAction(api, { goalId: doGoal.id, contextId: library.id, title: 'Sacar el carné de la biblioteca', dueDate: dueIn(3), energy: 'MEDIUM', timeEstimate: 30 }),
    await addAction(api, { goalId: haveGoal.id, contextId: home.id, title: 'Comprar una estantería', description: 'De madera, para el salón.', dueDate: dueIn(20), energy: 'HIGH', timeEstimate: 90, baseCapital: 120 }),
    await addAction(api, { goalId: beGoal.id, contextId: home.id, title: 'Escribir por qué quiero leer más', dueDate: dueIn(1), energy: 'LOW', timeEstimate: 20 }),
  ];
  const done = await completeAction(api, actions[3]!.id);
  actions[3] = done;
  const plan = await subscribe(api, 'ANNUAL');
  return { ...focused, wheel: await wheelOf(api), project, goals, contexts, actions, plan };
}
