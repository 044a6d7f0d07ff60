import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import type { Weeks } from '../../domain/schemas/weekly';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// Wednesday 2026-11-25, noon UTC: the current week is Monday 2026-11-23 to Sunday 2026-11-29.
const now = new Date('2026-11-25T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => t.close());

type Due = { dueDate: string; completedAt?: string };

/** Actions written directly: due dates in the past and completion instants the API cannot produce. */
async function addActions(plan: PlanUser, key: 'PERSONAL_DEVELOPMENT' | 'HEALTH_NUTRITION', items: Due[]): Promise<void> {
  const db = t.app.deps.db;
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area(key).id, { startDate: '2026-09-01', endDate: '2026-12-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
  await db.action.createMany({
    data: items.map((item, index) => ({
      userId: plan.user.id,
      goalId,
      contextId: plan.contextId,
      currencyId: currency.id,
      title: `Acción ${index + 1}`,
      dueDate: dateToUtc(item.dueDate),
      completed: item.completedAt !== undefined,
      completedAt: item.completedAt ? new Date(item.completedAt) : null,
      createdAt: new Date('2026-09-01T10:00:00.000Z'),
    })),
  });
}

const weeksOf = async (plan: PlanUser, query: Record<string, string> = {}, timeZone = 'UTC') => {
  const response = await apiAs(t, plan.user.token, { timeZone }).get('/weeks/me', query);
  expect(response.status).toBe(200);
  return response.body as Weeks;
};

describe('GET /weeks/me', () => {
  it('scores a week with 6 of 7 due actions done at 86%, per area and overall; the current week is provisional', async () => {
    const plan = await createPlanUser(t);
    // Week of 2026-11-16: PD 4 due, 4 done; HN 3 due, 2 done (one done only after the week ended, one never).
    await addActions(plan, 'PERSONAL_DEVELOPMENT', [
      { dueDate: '2026-11-16', completedAt: '2026-11-15T09:00:00.000Z' },
      { dueDate: '2026-11-18', completedAt: '2026-11-18T09:00:00.000Z' },
      { dueDate: '2026-11-20', completedAt: '2026-11-19T09:00:00.000Z' },
      { dueDate: '2026-11-22', completedAt: '2026-11-22T23:59:00.000Z' },
      // The current week: one due, done.
      { dueDate: '2026-11-24', completedAt: '2026-11-24T08:00:00.000Z' },
    ]);
    await addActions(plan, 'HEALTH_NUTRITION', [
      { dueDate: '2026-11-17', completedAt: '2026-11-17T09:00:00.000Z' },
      { dueDate: '2026-11-19', completedAt: '2026-11-21T09:00:00.000Z' },
      { dueDate: '2026-11-21', completedAt: '2026-11-23T09:00:00.000Z' },
      // The current week: one due, not done yet.
      { dueDate: '2026-11-27' },
    ]);
    const body = await weeksOf(plan, { weeks: '2' });
    expect(body.targetPercent).toBe(85);
    expect(body.weeks.map((week) => week.weekStart)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    const [empty, ended, current] = body.weeks;
    expect(empty).toEqual({ weekStart: '2026-11-09', weekEnd: '2026-11-15', provisional: false, due: 0, done: 0, score: null, areas: [] });
    expect(ended).toMatchObject({ weekStart: '2026-11-16', weekEnd: '2026-11-22', provisional: false, due: 7, done: 6, score: 86 });
    expect(ended?.areas.map(({ key, due, done, score }) => ({ key, due, done, score }))).toEqual([
      { key: 'PERSONAL_DEVELOPMENT', due: 4, done: 4, score: 100 },
      { key: 'HEALTH_NUTRITION', due: 3, done: 2, score: 67 },
    ]);
    expect(current).toMatchObject({ provisional: true, due: 2, done: 1, score: 50 });
    expect(body.streak).toBe(1);
  });

  it("draws the week's end in the caller's time zone", async () => {
    const plan = await createPlanUser(t);
    // Due Sunday 2026-11-22, completed Monday 03:00 UTC: still Sunday evening in New York, already Monday in Madrid.
    await addActions(plan, 'PERSONAL_DEVELOPMENT', [{ dueDate: '2026-11-22', completedAt: '2026-11-23T03:00:00.000Z' }]);
    const scoreIn = async (zone: string) => (await weeksOf(plan, { weeks: '1' }, zone)).weeks[0];
    expect(await scoreIn('America/New_York')).toMatchObject({ weekStart: '2026-11-16', due: 1, done: 1, score: 100 });
    expect(await scoreIn('Europe/Madrid')).toMatchObject({ weekStart: '2026-11-16', due: 1, done: 0, score: 0 });
  });

  it('answers 12 past weeks by default, counts nobody else\'s actions, and refuses a bad number of weeks in the caller\'s language', async () => {
    const plan = await createPlanUser(t);
    const other = await createPlanUser(t);
    await addActions(other, 'PERSONAL_DEVELOPMENT', [{ dueDate: '2026-11-24', completedAt: '2026-11-24T08:00:00.000Z' }]);
    const body = await weeksOf(plan);
    expect(body.weeks).toHaveLength(13);
    expect(body.weeks.every((week) => week.due === 0 && week.score === null)).toBe(true);
    expect(body.streak).toBe(0);
    for (const weeks of ['0', '53', 'x', '1.5']) {
      const es = await apiAs(t, plan.user.token).get('/weeks/me', { weeks });
      expect(es.status).toBe(400);
      expect(es.body.message).toContain('entre 1 y 52');
      const en = await apiAs(t, plan.user.token, { lang: 'en' }).get('/weeks/me', { weeks });
      expect(en.body.message).toContain('from 1 to 52');
    }
  });

  it('is the same over tRPC', async () => {
    const plan = await createPlanUser(t);
    await addActions(plan, 'PERSONAL_DEVELOPMENT', [{ dueDate: '2026-11-24' }]);
    const result = await t.trpc('weeks.me', { weeks: 1 }, { token: plan.user.token, query: true });
    expect(result.status).toBe(200);
    expect((result.data as Weeks).weeks.at(-1)).toMatchObject({ weekStart: '2026-11-23', due: 1, done: 0, score: 0, provisional: true });
  });

  it('reads in the same number of queries for 1 week and for 52', async () => {
    const plan = await createPlanUser(t);
    await addActions(plan, 'PERSONAL_DEVELOPMENT', [{ dueDate: '2026-11-24' }, { dueDate: '2026-10-01', completedAt: '2026-10-01T08:00:00.000Z' }]);
    const count = async (weeks: string) => {
      let queries = 0;
      const stop = t.database.onQuery(() => {
        queries += 1;
      });
      try {
        await weeksOf(plan, { weeks });
      } finally {
        stop();
      }
      return queries;
    };
    const one = await count('1');
    expect(one).toBeGreaterThan(0);
    expect(await count('52')).toBe(one);
  });
});
