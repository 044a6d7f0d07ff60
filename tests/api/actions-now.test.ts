import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToUtc } from '../../domain/rules/dates';
import type { Action, ActionList, ActionsNow } from '../../domain/schemas/actions';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

const now = new Date('2026-11-25T12:00:00.000Z');
const TODAY = '2026-11-25';
let t: TestApp;
let plan: PlanUser;
let work: string;
const areaOrderOfProject = new Map<string, number>();

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  plan = await createPlanUser(t);
  work = await createContextDirect(t, plan.user.id, '@trabajo');
  const db = t.app.deps.db;
  const currencies = await db.currency.findMany({ where: { code: { in: ['USD', 'EUR', 'MXN'] } }, select: { id: true } });
  const projects = [
    { key: 'PERSONAL_DEVELOPMENT', status: 'ACTIVE', order: 1 },
    { key: 'HEALTH_NUTRITION', status: 'ACTIVE', order: 3 },
    { key: 'PROFESSIONAL_ACTIVITY', status: 'ACTIVE', order: 2 },
    { key: 'HEALTH_NUTRITION', status: 'SOMEDAY', order: 3 },
  ] as const;
  const goals: string[] = [];
  for (const project of projects) {
    const created = await createProjectDirect(t, plan.user.id, plan.wheel.area(project.key).id, { status: project.status, startDate: '2026-09-01', endDate: '2027-03-01' });
    const order = (await db.lifeArea.findFirstOrThrow({ where: { key: project.key }, select: { order: true } })).order;
    areaOrderOfProject.set(created.projectId, order);
    goals.push(await createGoalDirect(t, plan.user.id, created.projectDetailId, 'DO'));
  }
  const next = random(20_261_125);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  await db.action.createMany({
    data: Array.from({ length: 500 }, (_, index) => {
      const completed = next() < 0.3;
      return {
        userId: plan.user.id,
        goalId: pick(goals),
        contextId: pick([plan.contextId, work]),
        currencyId: pick(currencies).id,
        title: `Acción ${index}`,
        energy: pick(['LOW', 'MEDIUM', 'HIGH'] as const),
        timeEstimate: pick([5, 15, 30, 45, 60, 120, 240]),
        baseCapitalCents: pick([0, 0, 500, 1999, 2000, 2001, 10_000]),
        dueDate: dateToUtc(addDays(TODAY, Math.floor(next() * 60) - 20)),
        completed,
        completedAt: completed ? now : null,
        createdAt: new Date('2026-09-01T10:00:00.000Z'),
      };
    }),
  });
});
afterAll(async () => t.close());

const RANK = { LOW: 1, MEDIUM: 2, HIGH: 3 } as const;
type Question = { contextId?: string; energy?: 'LOW' | 'MEDIUM' | 'HIGH'; minutes?: number; budget?: number };

/** The rule written out again by brute force over the whole list: what /actions/now must answer. */
function bruteForce(all: Action[], question: Question): string[] {
  const fits = all.filter(
    (action) =>
      !action.completed &&
      action.project.status === 'ACTIVE' &&
      (question.contextId === undefined || action.contextId === question.contextId) &&
      (question.energy === undefined || RANK[action.energy] <= RANK[question.energy]) &&
      (question.minutes === undefined || action.timeEstimate <= question.minutes) &&
      (question.budget === undefined || action.budget.baseCapital <= question.budget),
  );
  const key = (action: Action) => [action.dueDate < TODAY ? 0 : 1, action.dueDate, areaOrderOfProject.get(action.projectId) ?? 99, action.id];
  return fits
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      for (let index = 0; index < ka.length; index += 1) {
        const [x, y] = [ka[index] as string | number, kb[index] as string | number];
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    })
    .map((action) => action.id);
}

const query = (question: Question): Record<string, string> =>
  Object.fromEntries(Object.entries(question).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));

describe('GET /actions/now', () => {
  it('answers exactly the brute-force filter over 500 generated actions, in its order', async () => {
    const api = apiAs(t, plan.user.token);
    const all = ((await api.get('/actions/me')).body as ActionList).actions;
    // The list leaves out the pending actions of the parked (SOMEDAY) project; /actions/now must answer from the same.
    const parked = await t.app.deps.db.action.count({ where: { userId: plan.user.id, completed: false, goal: { projectDetail: { project: { status: 'SOMEDAY' } } } } });
    expect(parked).toBeGreaterThan(0);
    expect(all).toHaveLength(500 - parked);
    const questions: Question[] = [
      {},
      { contextId: plan.contextId },
      { contextId: work, energy: 'LOW' },
      { energy: 'MEDIUM', minutes: 30 },
      { minutes: 45, budget: 20 },
      { budget: 0 },
      { contextId: plan.contextId, energy: 'HIGH', minutes: 120, budget: 19.99 },
      { energy: 'LOW', minutes: 5, budget: 0 },
    ];
    for (const question of questions) {
      const response = await api.get('/actions/now', query(question));
      expect(response.status).toBe(200);
      const ids = (response.body as ActionsNow).actions.map((action) => action.id);
      expect(ids).toEqual(bruteForce(all, question));
    }
    // The questions do filter: the broad one finds more than the narrow ones, and overdue comes first.
    const broad = bruteForce(all, {});
    expect(broad.length).toBeGreaterThan(bruteForce(all, { energy: 'LOW', minutes: 5, budget: 0 }).length);
    const first = all.find((action) => action.id === broad[0]);
    expect(first?.isOverdue).toBe(true);
  });

  it('is the same over tRPC', async () => {
    const rest = (await apiAs(t, plan.user.token).get('/actions/now', { energy: 'LOW', minutes: '30' })).body as ActionsNow;
    const trpc = await t.trpc('actions.now', { energy: 'LOW', minutes: 30 }, { token: plan.user.token, query: true });
    expect(trpc.status).toBe(200);
    expect((trpc.data as ActionsNow).actions.map((action) => action.id)).toEqual(rest.actions.map((action) => action.id));
  });

  it("refuses another user's context with 404 and bad answers with a translated 400", async () => {
    const other = await createPlanUser(t);
    const foreign = await apiAs(t, other.user.token).get('/actions/now', { contextId: plan.contextId });
    expect(foreign.status).toBe(404);
    const cases: [Record<string, string>, string, string][] = [
      [{ energy: 'HUGE' }, 'Energía', 'energy'],
      [{ minutes: '0' }, 'minutos', 'minutes'],
      [{ minutes: '2.5' }, 'minutos', 'minutes'],
      [{ budget: '-1' }, 'presupuesto', 'budget'],
      [{ budget: '1.234' }, 'presupuesto', 'budget'],
      [{ contextId: 'not-an-id' }, 'identificador', 'id'],
    ];
    for (const [params, es, en] of cases) {
      const spanish = await apiAs(t, plan.user.token).get('/actions/now', params);
      expect(spanish.status).toBe(400);
      expect((spanish.body as { message: string }).message.toLowerCase()).toContain(es.toLowerCase());
      const english = await apiAs(t, plan.user.token, { lang: 'en' }).get('/actions/now', params);
      expect((english.body as { message: string }).message.toLowerCase()).toContain(en);
    }
  });

  it('says why nothing fits: no actions, all done, none in the chosen context, or none within the energy and time', async () => {
    const person = await createPlanUser(t);
    const api = apiAs(t, person.user.token);
    const elsewhere = await createContextDirect(t, person.user.id, '@recados');
    const reasonOf = async (question: Record<string, string> = {}) => {
      const response = await api.get('/actions/now', question);
      expect(response.status).toBe(200);
      return response.body as ActionsNow;
    };
    expect(await reasonOf()).toEqual({ actions: [], nextCursor: null, emptyReason: 'NO_ACTIONS' });
    // A parked project's pending action is not one to do now.
    const parked = await createProjectDirect(t, person.user.id, person.wheel.area('HEALTH_NUTRITION').id, { status: 'SOMEDAY', startDate: '2026-09-01', endDate: '2027-03-01' });
    await createActionsDirect(t, { userId: person.user.id, goalId: await createGoalDirect(t, person.user.id, parked.projectDetailId), contextId: person.contextId, count: 1, dueDate: TODAY });
    expect((await reasonOf()).emptyReason).toBe('NO_ACTIONS');
    // One pending action in @casa: MEDIUM energy, 30 minutes.
    const active = await createProjectDirect(t, person.user.id, person.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-09-01', endDate: '2027-03-01' });
    await createActionsDirect(t, { userId: person.user.id, goalId: await createGoalDirect(t, person.user.id, active.projectDetailId), contextId: person.contextId, count: 1, dueDate: TODAY });
    const fits = await reasonOf();
    expect(fits.actions).toHaveLength(1);
    expect(fits.emptyReason).toBeNull();
    expect((await reasonOf({ energy: 'LOW' })).emptyReason).toBe('FIT');
    expect((await reasonOf({ contextId: person.contextId, minutes: '15' })).emptyReason).toBe('FIT');
    expect((await reasonOf({ contextId: elsewhere })).emptyReason).toBe('CONTEXT');
    expect((await reasonOf({ contextId: elsewhere, energy: 'LOW' })).emptyReason).toBe('CONTEXT');
    const trpc = await t.trpc('actions.now', { contextId: elsewhere }, { token: person.user.token, query: true });
    expect(trpc.data).toEqual({ actions: [], nextCursor: null, emptyReason: 'CONTEXT' });
    await t.app.deps.db.action.updateMany({ where: { goal: { projectDetailId: active.projectDetailId } }, data: { completed: true, completedAt: now } });
    expect(await reasonOf()).toEqual({ actions: [], nextCursor: null, emptyReason: 'ALL_DONE' });
    expect((await reasonOf({ contextId: elsewhere })).emptyReason).toBe('ALL_DONE');
  });
});
