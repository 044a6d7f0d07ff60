import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday } from '../../domain/rules/recurrence';
import type { Action, ActionList, ActionPage } from '../../domain/schemas/actions';
import type { Weeks } from '../../domain/schemas/weekly';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// Issue 37 item 2: a gap of eleven weeks is forgiven. A Mon/Wed/Fri series asked for on a Saturday starts on the
// Monday; eleven weeks later its missed dates are settled as missed (not done in their weeks, never overdue) and the
// next one is due; the one-off actions left behind are settled in one step. The clock moves, nothing sleeps.
const clock = testClock('2026-11-28T10:00:00.000Z'); // Saturday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

type Setup = { plan: PlanUser; goalId: string; seriesId: string; foreignId: string };

async function setup(): Promise<Setup> {
  clock.moveTo('2026-11-28T10:00:00.000Z');
  const plan = await createPlanUser(t);
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-04-30' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const first = await apiAs(t, tokenAt(t, plan.user)).post('/actions/add', {
    goalId,
    contextId: plan.contextId,
    title: 'Correr',
    dueDate: '2026-11-28',
    repeat: { weekdays: [1, 3, 5], until: '2027-04-30' },
  });
  expect(first.status).toBe(201);
  // Asked for a Saturday, it starts on its first chosen weekday.
  expect((first.body as Action).dueDate).toBe('2026-11-30');
  expect(isoWeekday((first.body as Action).dueDate)).toBe(1);
  await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 24, dueDate: '2026-12-02' });
  const other = await createPlanUser(t);
  const { projectDetailId: otherDetail } = await createProjectDirect(t, other.user.id, other.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-04-30' });
  const otherGoal = await createGoalDirect(t, other.user.id, otherDetail, 'DO');
  await createActionsDirect(t, { userId: other.user.id, goalId: otherGoal, contextId: other.contextId, count: 1, dueDate: '2026-12-02' });
  const foreign = await t.app.deps.db.action.findFirstOrThrow({ where: { userId: other.user.id }, select: { id: true } });
  clock.moveDays(77); // eleven weeks: Saturday 2027-02-13
  return { plan, goalId, seriesId: (first.body as Action).seriesId ?? '', foreignId: foreign.id };
}

const api = (s: Setup, lang: 'es' | 'en' = 'es') => apiAs(t, tokenAt(t, s.plan.user), { lang });
const list = async (s: Setup) => (await api(s).get('/actions/me')).body as ActionList;
const weekOf = (weeks: Weeks, monday: string) => weeks.weeks.find((week) => week.weekStart === monday);

describe('a gap of eleven weeks with a weekday series', () => {
  it('rolls the series forward: missed dates are not overdue, count as not done in their weeks, the next one is due', async () => {
    const s = await setup();
    const before = await list(s);
    const series = before.actions.filter((action) => action.seriesId === s.seriesId);
    // The stored first, the missed dates of the last week shown (Mon 8, Wed 10, Fri 12) and the next one (Mon 15).
    expect(series.map((action) => [action.dueDate, action.isOverdue, action.isMissed])).toEqual([
      ['2026-11-30', false, true],
      ['2027-02-08', false, true],
      ['2027-02-10', false, true],
      ['2027-02-12', false, true],
      ['2027-02-15', false, false],
    ]);
    expect(before.overdueActions).toBe(24);
    const page = (await api(s).get('/actions/me', { limit: '5' })).body as ActionPage;
    expect(page.overdueActions).toBe(24);
    const weeks = (await api(s).get('/weeks/me', { weeks: '12' })).body as Weeks;
    expect(weekOf(weeks, '2026-11-30')).toMatchObject({ due: 27, done: 0, score: 0 });
    expect(weekOf(weeks, '2027-01-11')).toMatchObject({ due: 3, done: 0, score: 0 });
    expect(weekOf(weeks, '2027-02-08')).toMatchObject({ due: 3, done: 0, score: 0 });
  });

  it('settles the actions left behind in one step, refusing bad input, foreign ids and pending ones without changing anything', async () => {
    const s = await setup();
    const before = await list(s);
    const overdue = before.actions.filter((action) => action.isOverdue).map((action) => action.id);
    const [missedShown, next] = before.actions.filter((action) => action.seriesId === s.seriesId).slice(-2);
    const settle = (body: object, lang: 'es' | 'en' = 'es') => api(s, lang).post('/reviews/settle', body);

    for (const body of [{ actionIds: [], resolution: 'MISSED' }, { actionIds: overdue, resolution: 'RESCHEDULE' }, { actionIds: [overdue[0], overdue[0]], resolution: 'MISSED' }, { actionIds: overdue, resolution: 'LATER' }]) {
      expect((await settle(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const tooMany = await settle({ actionIds: Array.from({ length: 201 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`), resolution: 'MISSED' }, 'en');
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Give from 1 to 200 different actions' });
    const foreign = await settle({ actionIds: [...overdue, s.foreignId], resolution: 'MISSED' });
    expect(foreign.status).toBe(404);
    const pending = await settle({ actionIds: [...overdue, next?.id], resolution: 'MISSED' }, 'en');
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ code: 'SETTLE_ACTION_NOT_PAST_DUE', message: 'These actions are not past due or are already completed: "Correr"' });
    const late = await settle({ actionIds: overdue, resolution: 'RESCHEDULE', dueDate: '2027-05-01' });
    expect(late.body.code).toBe('DUE_DATE_AFTER_PROJECT_END');
    expect((await list(s)).overdueActions).toBe(24);
    expect(await t.app.deps.db.action.count({ where: { seriesId: s.seriesId } })).toBe(1);

    // Half marked as not done, with a shown missed occurrence (stored as it is settled); half moved to Sunday.
    const marked = await settle({ actionIds: [...overdue.slice(0, 12), missedShown?.id], resolution: 'MISSED' });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ settled: 13 });
    expect((await list(s)).overdueActions).toBe(12);
    const moved = await settle({ actionIds: overdue.slice(12), resolution: 'RESCHEDULE', dueDate: '2027-02-14' });
    expect(moved.body).toEqual({ settled: 12 });

    const after = await list(s);
    expect(after.overdueActions).toBe(0);
    expect(after.actions.filter((action) => overdue.slice(0, 12).includes(action.id)).every((action) => action.isMissed && !action.completed)).toBe(true);
    expect(after.actions.filter((action) => action.dueDate === '2027-02-14')).toHaveLength(12);
    expect(await t.app.deps.db.action.count({ where: { seriesId: s.seriesId } })).toBe(2);
    const page = (await api(s).get('/actions/me', { limit: '200' })).body as ActionPage;
    expect(page.overdueActions).toBe(0);
    expect(page.items.filter((item) => item.missed)).toHaveLength(13);
    // The marked ones still count as not done in the week they were due; the moved ones count in their new week.
    const weeks = (await api(s).get('/weeks/me', { weeks: '12' })).body as Weeks;
    expect(weekOf(weeks, '2026-11-30')).toMatchObject({ due: 15, done: 0 });
    expect(weekOf(weeks, '2027-02-08')).toMatchObject({ due: 15, done: 0 });
  });
});
