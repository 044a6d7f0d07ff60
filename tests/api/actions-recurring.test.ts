import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import type { Action, ActionList, ActionSeries } from '../../domain/schemas/actions';
import type { Weeks } from '../../domain/schemas/weekly';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// The clock: tests move it, never sleep. Wednesday 2026-11-25 in UTC; the project runs to 2026-12-31.
const clock = testClock('2026-11-25T14:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const tokenOf = (plan: PlanUser) => tokenAt(t, plan.user);
const api = (plan: PlanUser, lang: 'es' | 'en' = 'es') => apiAs(t, tokenOf(plan), { lang });

type Setup = { plan: PlanUser; goalId: string };
async function setup(): Promise<Setup> {
  clock.moveTo('2026-11-25T14:00:00.000Z');
  const plan = await createPlanUser(t);
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2026-12-31' });
  return { plan, goalId: await createGoalDirect(t, plan.user.id, projectDetailId, 'DO') };
}

async function addRecurring(s: Setup, repeat: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Action> {
  const response = await api(s.plan).post('/actions/add', { goalId: s.goalId, contextId: s.plan.contextId, title: 'Correr', dueDate: '2026-11-25', repeat, ...extra });
  expect(response.status).toBe(201);
  return response.body as Action;
}

const seriesOf = async (s: Setup, id: string) => {
  const response = await api(s.plan).get(`/actions/series/${id}`);
  expect(response.status).toBe(200);
  return response.body as ActionSeries;
};
const datesOf = (series: ActionSeries) => series.occurrences.map((o) => `${o.dueDate}${o.completed ? '✓' : ''}`);
const complete = async (s: Setup, id: string) => expect((await api(s.plan).put(`/actions/${id}/complete`)).status).toBe(200);
const pendingOf = (series: ActionSeries) => series.occurrences.filter((o) => !o.completed);

describe('recurring actions', () => {
  it('creates a series every N days whose next occurrence appears once, when the current one is completed', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 2, until: '2026-12-10' });
    expect(first.seriesId).toEqual(expect.any(String));
    const seriesId = first.seriesId ?? '';
    expect(await seriesOf(s, seriesId)).toMatchObject({ everyDays: 2, weekdays: [], until: '2026-12-10', stopped: false, title: 'Correr' });
    // One open occurrence ahead at most: reading the list creates nothing more.
    const list = (await api(s.plan).get('/actions/me')).body as ActionList;
    expect(list.actions.map((a) => [a.dueDate, a.seriesId])).toEqual([['2026-11-25', seriesId]]);

    await complete(s, first.id);
    await complete(s, first.id);
    await api(s.plan).patch(`/actions/${first.id}/toggle`).expect(200);
    await api(s.plan).patch(`/actions/${first.id}/toggle`).expect(200);
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25✓', '2026-11-27']);
    // The compact page names the series too.
    const page = (await api(s.plan).get('/actions/me', { limit: '10' })).body as { items: { seriesId?: string }[] };
    expect(page.items.map((item) => item.seriesId)).toEqual([seriesId, seriesId]);
  });

  it('creates the missed occurrences when their dates pass, keeping one pending ahead', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 2, until: '2026-12-10' });
    clock.moveTo('2026-11-30T09:00:00.000Z');
    const list = (await api(s.plan).get('/actions/me')).body as ActionList;
    // Missed, not overdue: the series rolls forward (issue 37); they still count as not done in their weeks.
    expect(list.actions.map((a) => [a.dueDate, a.isOverdue, a.isMissed])).toEqual([
      ['2026-11-25', false, true],
      ['2026-11-27', false, true],
      ['2026-11-29', false, true],
      ['2026-12-01', false, false],
    ]);
    expect(list.actions.every((a) => a.seriesId === first.seriesId)).toBe(true);
    expect((await api(s.plan).get('/actions/now')).body.actions).toHaveLength(4);
    expect(datesOf(await seriesOf(s, first.seriesId ?? ''))).toHaveLength(4);
  });

  it('repeats on chosen weekdays and ends at until', async () => {
    const s = await setup();
    // Asked for Wednesday 2026-11-25, it starts on the first chosen weekday (issue 37), Friday 2026-11-27, then
    // Mondays and Fridays until Friday 2026-12-04.
    const first = await addRecurring(s, { weekdays: [5, 1], until: '2026-12-04' });
    expect(first.dueDate).toBe('2026-11-27');
    const seriesId = first.seriesId ?? '';
    expect((await seriesOf(s, seriesId)).weekdays).toEqual([1, 5]);
    for (let round = 0; round < 3; round += 1) {
      const [pending] = pendingOf(await seriesOf(s, seriesId));
      await complete(s, pending?.id ?? '');
    }
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-27✓', '2026-11-30✓', '2026-12-04✓']);
  });

  it('refuses until before the first date or after the project end, and bad rules, writing nothing', async () => {
    const s = await setup();
    const add = (repeat: unknown, lang: 'es' | 'en' = 'es') =>
      api(s.plan, lang).post('/actions/add', { goalId: s.goalId, contextId: s.plan.contextId, title: 'Correr', dueDate: '2026-11-25', repeat });
    const late = await add({ everyDays: 1, until: '2027-01-01' }, 'en');
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'SERIES_UNTIL_OUT_OF_RANGE', message: 'Repeat until: from 2026-11-25 to 2026-12-31' });
    const early = await add({ everyDays: 1, until: '2026-11-24' });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('SERIES_UNTIL_OUT_OF_RANGE');
    for (const repeat of [{ until: '2026-12-01' }, { everyDays: 2, weekdays: [1], until: '2026-12-01' }, { everyDays: 0, until: '2026-12-01' }, { everyDays: 366, until: '2026-12-01' }, { weekdays: [], until: '2026-12-01' }, { weekdays: [1, 1], until: '2026-12-01' }, { weekdays: [8], until: '2026-12-01' }, { everyDays: 2 }]) {
      const response = await add(repeat);
      expect(response.status, JSON.stringify(repeat)).toBe(400);
    }
    const rule = await add({ until: '2026-12-01' }, 'en');
    expect(rule.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Repeat: every 1 to 365 days or weekdays (1 to 7), until a date' });
    expect(await t.app.deps.db.action.count({ where: { userId: s.plan.user.id } })).toBe(0);
    expect(await t.app.deps.db.actionSeries.count({ where: { userId: s.plan.user.id } })).toBe(0);
  });

  it('creates the next occurrence exactly once under 10 concurrent completions', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' });
    const token = tokenOf(s.plan);
    const responses = await Promise.all(Array.from({ length: 10 }, () => apiAs(t, token).put(`/actions/${first.id}/complete`)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(datesOf(await seriesOf(s, first.seriesId ?? ''))).toEqual(['2026-11-25✓', '2026-11-26']);
    expect(((await api(s.plan).get('/actions/me')).body as ActionList).actions.map((a) => a.dueDate)).toEqual(['2026-11-25', '2026-11-26']);
    // Completing the next one, not stored until then, stores it once under 10 concurrent completions too.
    const [next] = pendingOf(await seriesOf(s, first.seriesId ?? ''));
    const again = await Promise.all(Array.from({ length: 10 }, () => apiAs(t, token).put(`/actions/${next?.id ?? ''}/complete`)));
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(again.every((r) => (r.body as Action).id === next?.id)).toBe(true);
    expect(datesOf(await seriesOf(s, first.seriesId ?? ''))).toEqual(['2026-11-25✓', '2026-11-26✓', '2026-11-27']);
    expect(await t.app.deps.db.action.count({ where: { userId: s.plan.user.id } })).toBe(2);
  });

  it('edits the series and its pending occurrences, never the completed ones', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' }, { baseCapital: 10 });
    const seriesId = first.seriesId ?? '';
    await complete(s, first.id);
    const edited = await api(s.plan).patch(`/actions/series/${seriesId}`, { title: 'Nadar', energy: 'HIGH', baseCapital: 20, everyDays: 3, until: '2026-12-20' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Nadar', energy: 'HIGH', baseCapital: 20, everyDays: 3, until: '2026-12-20' });
    const titles = async () => ((await api(s.plan).get('/actions/me')).body as ActionList).actions.map((a) => [a.dueDate, a.title, a.energy, a.budget.baseCapital]);
    expect(await titles()).toEqual([
      ['2026-11-25', 'Correr', 'MEDIUM', 10],
      ['2026-11-26', 'Nadar', 'HIGH', 20],
    ]);
    const pending = pendingOf(await seriesOf(s, seriesId));
    await complete(s, pending[0]?.id ?? '');
    expect((await titles())[2]).toEqual(['2026-11-29', 'Nadar', 'HIGH', 20]);
    // until stays within the latest occurrence and the project's end.
    expect((await api(s.plan).patch(`/actions/series/${seriesId}`, { until: '2027-01-05' })).body.code).toBe('SERIES_UNTIL_OUT_OF_RANGE');
    expect((await api(s.plan).patch(`/actions/series/${seriesId}`, { until: '2026-11-28' })).body.code).toBe('SERIES_UNTIL_OUT_OF_RANGE');
    expect((await api(s.plan).patch(`/actions/series/${seriesId}`, { everyDays: 2, weekdays: [1] })).status).toBe(400);
  });

  it('stops a series: no more occurrences, the existing ones stay', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' });
    const seriesId = first.seriesId ?? '';
    const stopped = await api(s.plan).post(`/actions/series/${seriesId}/stop`);
    expect(stopped.status).toBe(200);
    expect((stopped.body as ActionSeries).stopped).toBe(true);
    await complete(s, first.id);
    clock.moveTo('2026-12-05T09:00:00.000Z');
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25✓']);
    expect((await api(s.plan).post(`/actions/series/${seriesId}/stop`)).status).toBe(200);
  });

  it("counts each occurrence against the plan's monthly actions: at the limit the series waits", async () => {
    const s = await setup();
    const currency = await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    await t.app.deps.db.action.createMany({
      data: Array.from({ length: 29 }, (_, index) => ({
        userId: s.plan.user.id,
        goalId: s.goalId,
        contextId: s.plan.contextId,
        currencyId: currency.id,
        title: `Acción ${index}`,
        dueDate: dateToUtc('2026-12-20'),
        createdAt: clock.now(),
      })),
    });
    const first = await addRecurring(s, { everyDays: 2, until: '2026-12-10' });
    const seriesId = first.seriesId ?? '';
    await complete(s, first.id);
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25✓']);
    // A new month: the series catches up.
    clock.moveTo('2026-12-01T09:00:00.000Z');
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25✓', '2026-11-27', '2026-11-29', '2026-12-01']);
  });

  it('answers 404 for series that are not the caller’s', async () => {
    const s = await setup();
    const intruder = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' });
    const seriesId = first.seriesId ?? '';
    expect((await api(intruder.plan).get(`/actions/series/${seriesId}`)).status).toBe(404);
    expect((await api(intruder.plan).patch(`/actions/series/${seriesId}`, { title: 'Mío' })).status).toBe(404);
    expect((await api(intruder.plan).post(`/actions/series/${seriesId}/stop`)).status).toBe(404);
    expect((await api(s.plan).get('/actions/series/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api(s.plan).patch(`/actions/series/${seriesId}`, { contextId: intruder.plan.contextId })).status).toBe(404);
    expect(await seriesOf(s, seriesId)).toMatchObject({ title: 'Correr', stopped: false });
  });

  it('lets the database refuse a series with both rules, neither, or a last date past until', async () => {
    const s = await setup();
    const currency = await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    const row = { userId: s.plan.user.id, goalId: s.goalId, contextId: s.plan.contextId, currencyId: currency.id, title: 'Correr', until: dateToUtc('2026-12-10'), lastDate: dateToUtc('2026-11-25') };
    await expect(t.app.deps.db.actionSeries.create({ data: { ...row, everyDays: 2, weekdays: [1] } })).rejects.toThrow();
    await expect(t.app.deps.db.actionSeries.create({ data: { ...row, weekdays: [] } })).rejects.toThrow();
    await expect(t.app.deps.db.actionSeries.create({ data: { ...row, weekdays: [0] } })).rejects.toThrow();
    await expect(t.app.deps.db.actionSeries.create({ data: { ...row, everyDays: 1, weekdays: [], lastDate: dateToUtc('2026-12-11') } })).rejects.toThrow();
    await t.app.deps.db.actionSeries.create({ data: { ...row, everyDays: 1, weekdays: [] } });
  });

  it('counts occurrences in the weekly execution score, missed ones as due', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-11-29' });
    await complete(s, first.id);
    clock.moveTo('2026-11-30T09:00:00.000Z');
    const weeks = (await api(s.plan).get('/weeks/me', { weeks: '1' })).body as Weeks;
    expect(weeks.weeks[0]).toMatchObject({ weekStart: '2026-11-23', due: 5, done: 1, score: 20 });
    expect(weeks.weeks[1]).toMatchObject({ weekStart: '2026-11-30', due: 0 });
  });
  it('shows each occurrence not stored with one stable id, which the writes store it under or skip', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' });
    const seriesId = first.seriesId ?? '';
    clock.moveTo('2026-11-28T09:00:00.000Z');
    const listed = async () => ((await api(s.plan).get('/actions/me')).body as ActionList).actions.filter((a) => a.seriesId === seriesId);
    const before = await listed();
    expect(before.map((a) => a.dueDate)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect((await listed()).map((a) => a.id)).toEqual(before.map((a) => a.id));
    const [, missed, deleted, today] = before;
    // Editing one stores it under the id shown, with the change.
    const edited = await api(s.plan).patch(`/actions/${missed?.id ?? ''}`, { title: 'Correr 5 km' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: missed?.id, dueDate: '2026-11-26', title: 'Correr 5 km', seriesId });
    // Deleting one not stored skips its date: it never comes back, and nothing is stored for it.
    expect((await api(s.plan).delete(`/actions/${deleted?.id ?? ''}`)).status).toBe(200);
    expect((await api(s.plan).delete(`/actions/${deleted?.id ?? ''}`)).status).toBe(404);
    // Moving a stored one to another date leaves its date skipped too.
    expect((await api(s.plan).patch(`/actions/${missed?.id ?? ''}`, { dueDate: '2026-11-30' })).status).toBe(200);
    expect((await listed()).map((a) => [a.dueDate, a.id])).toEqual([
      ['2026-11-25', first.id],
      ['2026-11-28', today?.id],
      ['2026-11-30', missed?.id],
    ]);
    expect(await t.app.deps.db.action.count({ where: { seriesId } })).toBe(2);
    // Completing today's stores it; the next date is owed from the rule, the moved one does not change it.
    await complete(s, today?.id ?? '');
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25', '2026-11-28✓', '2026-11-29', '2026-11-30']);
    // An id of nothing (or of another date of no series) answers 404 and stores nothing.
    for (const id of ['00000000-0000-4000-8000-000000000000', `${seriesId.slice(0, 24)}000000000000`]) {
      expect((await api(s.plan).put(`/actions/${id}/complete`)).status).toBe(404);
      expect((await api(s.plan).patch(`/actions/${id}/toggle`)).status).toBe(404);
    }
    expect(await t.app.deps.db.action.count({ where: { seriesId } })).toBe(3);
  });

  it('lets the weekly review settle occurrences not stored yet, and refuses without storing them', async () => {
    const s = await setup();
    const first = await addRecurring(s, { everyDays: 1, until: '2026-12-10' });
    const seriesId = first.seriesId ?? '';
    clock.moveTo('2026-11-28T09:00:00.000Z'); // Saturday: the week of 2026-11-23 may be reviewed
    const [, late1, late2, today] = ((await api(s.plan).get('/actions/me')).body as ActionList).actions;
    const review = (overdue: object[]) => api(s.plan).post('/reviews/add', { weekStart: '2026-11-23', rating: 3, wins: '', obstacles: '', changes: '', overdue, nextWeek: [] });
    const refused = await review([{ actionId: today?.id, resolution: 'COMPLETE' }]);
    expect(refused.body.code).toBe('REVIEW_ACTION_NOT_OVERDUE');
    expect(await t.app.deps.db.action.count({ where: { seriesId } })).toBe(1);
    const settled = await review([
      { actionId: late1?.id, resolution: 'COMPLETE' },
      { actionId: late2?.id, resolution: 'DELETE' },
    ]);
    expect(settled.status).toBe(201);
    expect(datesOf(await seriesOf(s, seriesId))).toEqual(['2026-11-25', '2026-11-26✓', '2026-11-28']);
  });
});
