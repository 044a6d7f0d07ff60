import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToUtc } from '../../domain/rules/dates';
import { compareNow, fitsNow, type NowQuestion } from '../../domain/rules/now';
import type { Action, ActionList, ActionsNow } from '../../domain/schemas/actions';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// "Now" a page at a time (issue 38): following nextCursor walks exactly the whole answer, in its order, with the
// missed actions, the occurrences of a series computed and not stored, and a parked project beside them.
const clock = testClock('2026-11-20T10:00:00.000Z');
const TODAY = '2026-11-25';
let t: TestApp;
let plan: PlanUser;
const areaOrderOfProject = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  plan = await createPlanUser(t);
  const work = await createContextDirect(t, plan.user.id, '@trabajo');
  const db = t.app.deps.db;
  const goals: string[] = [];
  for (const [key, status] of [['PERSONAL_DEVELOPMENT', 'ACTIVE'], ['MONEY_FINANCES', 'ACTIVE'], ['HEALTH_NUTRITION', 'SOMEDAY']] as const) {
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area(key).id, { status, startDate: '2026-10-01', endDate: '2027-02-01' });
    areaOrderOfProject.set(project.projectId, (await db.lifeArea.findFirstOrThrow({ where: { key }, select: { order: true } })).order);
    goals.push(await createGoalDirect(t, plan.user.id, project.projectDetailId, 'DO'));
  }
  // A series started five days before today: the days it missed are shown, computed, beside the stored actions.
  const series = await apiAs(t, tokenAt(t, plan.user)).post('/actions/add', {
    goalId: goals[0], contextId: plan.contextId, title: 'Correr', dueDate: '2026-11-20', energy: 'LOW', timeEstimate: 15, repeat: { everyDays: 1, until: '2026-12-31' },
  });
  expect(series.status).toBe(201);
  const currencies = await db.currency.findMany({ where: { code: { in: ['USD', 'EUR'] } }, select: { id: true } });
  await db.action.createMany({
    data: Array.from({ length: 240 }, (_, index) => {
      const completed = index % 4 === 0;
      const dueDate = addDays(TODAY, (index * 7) % 40 - 20);
      return {
        userId: plan.user.id,
        goalId: goals[index % goals.length]!,
        contextId: index % 3 === 0 ? work : plan.contextId,
        currencyId: currencies[index % 2]!.id,
        title: `Acción ${index}`,
        energy: (['LOW', 'MEDIUM', 'HIGH'] as const)[index % 3]!,
        timeEstimate: [15, 30, 60, 120][index % 4]!,
        baseCapitalCents: [0, 1500, 2500][index % 3]!,
        dueDate: dateToUtc(dueDate),
        completed,
        completedAt: completed ? clock.now() : null,
        // Some past-due ones were settled as not done in a review: missed, not overdue.
        missedAt: !completed && dueDate < TODAY && index % 5 === 0 ? clock.now() : null,
        createdAt: new Date('2026-10-01T10:00:00.000Z'),
      };
    }),
  });
  clock.moveTo(`${TODAY}T10:00:00.000Z`);
}, 180_000);
afterAll(async () => t.close());

const api = () => apiAs(t, tokenAt(t, plan.user));
const query = (question: NowQuestion): Record<string, string> =>
  Object.fromEntries(Object.entries(question).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]));

/** Every page of a question, following nextCursor. */
async function walk(question: NowQuestion, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await api().get('/actions/now', { ...query(question), limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    const page = response.body as ActionsNow;
    expect(page.actions.length).toBeLessThanOrEqual(limit);
    ids.push(...page.actions.map((action) => action.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

describe('GET /actions/now a page at a time', () => {
  const questions: NowQuestion[] = [{}, { energy: 'MEDIUM' }, { minutes: 30, budget: 20 }, { energy: 'LOW', minutes: 15 }];

  it('answers without limit every action that fits, in the rule order over the whole list, nextCursor null', async () => {
    const all = ((await api().get('/actions/me')).body as ActionList).actions;
    expect(all.some((action) => action.isMissed && action.seriesId)).toBe(true);
    expect(all.some((action) => action.isMissed && !action.seriesId)).toBe(true);
    for (const question of questions) {
      const whole = (await api().get('/actions/now', query(question))).body as ActionsNow;
      const expected = all
        .filter((action: Action) => fitsNow(action, question))
        .map((action) => ({ id: action.id, isOverdue: action.isOverdue, dueDate: action.dueDate, areaOrder: areaOrderOfProject.get(action.projectId) ?? 99 }))
        .sort(compareNow)
        .map((entry) => entry.id);
      expect(whole.actions.map((action) => action.id)).toEqual(expected);
      expect(whole.nextCursor).toBeNull();
    }
  });

  it('walks the same answer page by page for any limit, each action once', async () => {
    for (const question of questions) {
      const whole = ((await api().get('/actions/now', query(question))).body as ActionsNow).actions.map((action) => action.id);
      expect(whole.length).toBeGreaterThan(3);
      // One action a page for the narrowest question only: the machine is shared.
      for (const limit of question.minutes === 15 ? [1, 7, 50] : [7, 50]) {
        const paged = await walk(question, limit);
        expect(paged.ids).toEqual(whole);
        expect(paged.pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      }
    }
  }, 180_000);

  it('pages by 50 with a cursor alone, and is the same over tRPC', async () => {
    const first = (await api().get('/actions/now', { limit: '3' })).body as ActionsNow;
    const rest = (await api().get('/actions/now', { cursor: first.nextCursor! })).body as ActionsNow;
    expect(rest.actions).toHaveLength(50);
    const trpc = await t.trpc('actions.now', { limit: 3, cursor: first.nextCursor }, { token: tokenAt(t, plan.user), query: true });
    expect(trpc.status).toBe(200);
    const whole = ((await api().get('/actions/now')).body as ActionsNow).actions.map((action) => action.id);
    expect((trpc.data as ActionsNow).actions.map((action) => action.id)).toEqual(whole.slice(3, 6));
  });

  it('refuses a bad limit or cursor with a translated 400 naming it', async () => {
    const cases: Record<string, string>[] = [{ limit: '0' }, { limit: '201' }, { limit: 'x' }, { cursor: 'not-a-cursor' }, { cursor: btoa('3|2026-11-25|1|00000000-0000-4000-8000-000000000000') }];
    for (const params of cases) {
      const spanish = await api().get('/actions/now', params);
      expect(spanish.status).toBe(400);
      expect(JSON.stringify(spanish.body)).toContain(Object.keys(params)[0]);
      const english = await apiAs(t, tokenAt(t, plan.user), { lang: 'en' }).get('/actions/now', params);
      expect(english.status).toBe(400);
      expect((english.body as { message: string }).message).not.toBe((spanish.body as { message: string }).message);
    }
  });
  it('GET /actions/me?pending=true lists the pending actions only, whole or a page at a time (what the weekly review reads)', async () => {
    const all = ((await api().get('/actions/me')).body as ActionList).actions;
    const pending = all.filter((action) => !action.completed);
    expect(pending.length).toBeLessThan(all.length);
    const whole = (await api().get('/actions/me', { pending: 'true' })).body as ActionList;
    expect(whole.actions.map((action) => action.id)).toEqual(pending.map((action) => action.id));
    expect(whole.completedActions).toBe(0);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await api().get('/actions/me', { pending: 'true', limit: '60', ...(cursor ? { cursor } : {}) })).body as { items: { id: string }[]; nextCursor: string | null; pendingActions: number };
      expect(page.pendingActions).toBe(pending.length);
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(pending.map((action) => action.id));
    expect((await api().get('/actions/me', { pending: 'yes' })).status).toBe(400);
  });
});
