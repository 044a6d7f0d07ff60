// Puts a user into the state the measured endpoints need, through the public REST API.
import { randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;

export class Api {
  token = '';
  constructor(readonly base: string) {}

  async call<T = Json>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
    return data;
  }
}

export type BenchUser = { api: Api; email: string; password: string; goalId: string; contextId: string; dueDate: string };

const localDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A user with an assessed wheel, a focus selection, an annual plan, a project with one goal and one context. */
export async function prepareUser(base: string): Promise<BenchUser> {
  const api = new Api(base);
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'bench-password';
  const phone = `+44 ${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  await api.call('POST', '/users/register', {
    email, password, firstName: 'Bench', lastName: 'Mark', address: 'Loopback 1', phone, acceptTermsAndPolicies: true,
  });
  api.token = (await api.call<{ access_token: string }>('POST', '/auth/login', { email, password })).access_token;

  type Wheel = { lifeAreas: { id: string; areaId: string; key: string; score: number | null }[] };
  const wheel = await api.call<Wheel>('GET', '/lifewheel/me');
  for (const [index, area] of wheel.lifeAreas.entries()) {
    const { questions } = await api.call<{ questions: { id: string; haveMoreQuestions: boolean }[] }>('GET', `/assessment/area/${area.areaId}`);
    const set = questions.filter((question) => !question.haveMoreQuestions);
    const yes = 3 + index;
    await api.call('POST', '/answers/submit-area', {
      areaId: area.areaId,
      answers: set.map((question, position) => ({ questionId: question.id, value: position < yes })),
    });
  }
  const lowest = wheel.lifeAreas.slice(0, 3);
  await api.call('POST', '/lifewheel/add-lifewheel-areas', { areaIds: lowest.map((area) => ({ areaId: area.areaId })) });

  const { plans } = await api.call<{ plans: { id: string; name: string; basePrice: number; currencyId: string }[] }>('GET', '/subscription/all');
  const annual = plans.find((plan) => plan.name === 'ANNUAL')!;
  await api.call('POST', '/users/add-subscription', { planId: annual.id, currencyId: annual.currencyId, amountPaid: annual.basePrice });

  const project = await api.call<{ detail: { id: string; endDate: string } }>('POST', '/projects/from-lifewheel-area', {
    lifeWheelAreaId: lowest[0]!.id, title: 'Bench project', description: 'Measured', expectedScore: 9,
    startDate: localDate(2), endDate: localDate(2 + 120),
  });
  const goal = await api.call<{ id: string }>('POST', '/goals/add', { projectDetailId: project.detail.id, goalType: 'DO', content: 'Measure' });
  const context = await api.call<{ id: string }>('POST', '/users/add-context', { name: `@bench${randomBytes(3).toString('hex')}` });
  return { api, email, password, goalId: goal.id, contextId: context.id, dueDate: localDate(30) };
}

export function actionBody(user: BenchUser): Json {
  return { goalId: user.goalId, contextId: user.contextId, title: 'Bench action', dueDate: user.dueDate, baseCapital: 12.5, currencyCode: 'USD' };
}

/** Adds actions until the user has `total`, a few requests at a time. */
export async function fillActions(user: BenchUser, total: number): Promise<void> {
  const { totalActions } = await user.api.call<{ totalActions: number }>('GET', '/actions/me');
  let missing = total - totalActions;
  const worker = async () => {
    while (missing > 0) {
      missing -= 1;
      await user.api.call('POST', '/actions/add', actionBody(user));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
