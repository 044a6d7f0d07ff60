import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToUtc } from '../../domain/rules/dates';
import { MAX_RUNNING_SERIES, MISSED_DAYS_SHOWN } from '../../domain/rules/series-occurrences';
import type { ActionList, ActionPage, ActionsNow } from '../../domain/schemas/actions';
import type { Analytics } from '../../domain/schemas/analytics';
import type { Weeks } from '../../domain/schemas/weekly';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';

// The reproduction of issue 35 item 1, functional (the timings are scripts/bench/series-away.ts's): the most series a
// person may run, every one daily, then 95 days away. The reads answer what the series owe, computed, and store nothing.
const START = '2026-11-25';
const clock = testClock(`${START}T12:00:00.000Z`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

describe('a person back after 95 days with the most series there may be', () => {
  it('reads the lists, what to do now, the weeks and analytics from what the series owe, writing nothing', async () => {
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    await db.lifeWheel.update({ where: { id: plan.wheel.lifeWheelId }, data: { focusSelectedAt: new Date('2026-11-02T09:00:00.000Z') } });
    const { plans } = (await t.http.get('/api/v1/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] };
    const annual = plans.find((row) => row.name === 'ANNUAL')!;
    const subscribed = await apiAs(t, tokenAt(t, plan.user)).post('/users/add-subscription', { planId: annual.id, currencyId: annual.currencyId, amountPaid: annual.basePrice });
    expect(subscribed.status).toBe(201);
    const { projectId, projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-04-30' });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    const template = { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, baseCapitalCents: 100 };
    const series = await db.actionSeries.createManyAndReturn({
      data: Array.from({ length: MAX_RUNNING_SERIES }, (_, index) => ({ ...template, title: `Serie ${index}`, everyDays: 1, weekdays: [], until: dateToUtc('2027-04-30'), lastDate: dateToUtc(START) })),
      select: { id: true, title: true },
    });
    await db.action.createMany({ data: series.map((row) => ({ ...template, title: row.title, seriesId: row.id, dueDate: dateToUtc(START) })) });
    // One more is refused while these run, in both languages.
    const add = (lang: 'es' | 'en') =>
      apiAs(t, tokenAt(t, plan.user), { lang }).post('/actions/add', { goalId, contextId: plan.contextId, title: 'Una más', dueDate: START, repeat: { everyDays: 1, until: '2027-01-31' } });
    const refused = await add('es');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'SERIES_LIMIT', max: MAX_RUNNING_SERIES, message: `Puedes tener ${MAX_RUNNING_SERIES} acciones recurrentes en curso como máximo: detén una para crear otra` });
    expect((await add('en')).body.message).toBe(`You can have at most ${MAX_RUNNING_SERIES} recurring actions running: stop one to add another`);

    clock.moveDays(95);
    const today = addDays(START, 95);
    const api = apiAs(t, tokenAt(t, plan.user));
    const shownPerSeries = 1 + MISSED_DAYS_SHOWN + 1; // the stored first, the missed days shown, today's

    const list = await api.get('/actions/me');
    expect(list.status).toBe(200);
    const actions = (list.body as ActionList).actions;
    expect(actions).toHaveLength(MAX_RUNNING_SERIES * shownPerSeries);
    expect(list.body).toMatchObject({ totalActions: MAX_RUNNING_SERIES * shownPerSeries, completedActions: 0, overdueActions: 0 });
    // Missed occurrences are settled as missed: not done in their weeks, never overdue (issue 37).
    expect(actions.filter((action) => action.isMissed)).toHaveLength(MAX_RUNNING_SERIES * (shownPerSeries - 1));
    expect(new Set(actions.map((action) => action.id)).size).toBe(actions.length);
    expect(actions.filter((action) => action.seriesId === series[0]!.id).map((action) => action.dueDate)).toEqual([
      START,
      ...Array.from({ length: MISSED_DAYS_SHOWN + 1 }, (_, index) => addDays(today, index - MISSED_DAYS_SHOWN)),
    ]);
    const page = (await api.get('/actions/me', { limit: '200' })).body as ActionPage;
    expect(page.items).toHaveLength(200);
    expect(page.totalActions).toBe(MAX_RUNNING_SERIES * shownPerSeries);

    const now = await api.get('/actions/now');
    expect(now.status).toBe(200);
    expect((now.body as ActionsNow).actions).toHaveLength(MAX_RUNNING_SERIES * shownPerSeries);

    const weeks = await api.get('/weeks/me');
    expect(weeks.status).toBe(200);
    // Every week of the 95 days had each series due every day, and nothing done; the current one up to today.
    const ended = (weeks.body as Weeks).weeks.slice(0, -1);
    expect(ended.every((week) => week.due === 7 * MAX_RUNNING_SERIES && week.done === 0 && week.score === 0)).toBe(true);

    const analytics = await api.get('/analytics/me');
    expect(analytics.status).toBe(200);
    const project = (analytics.body as Analytics).projects.find((row) => row.id === projectId);
    expect(project).toMatchObject({ actionsDone: 0, actionsPlanned: MAX_RUNNING_SERIES * 96, progressPercentage: 0 });
    expect(project?.budgets[0]).toMatchObject({ currencyCode: 'USD', planned: MAX_RUNNING_SERIES * 96 });

    expect(await db.action.count({ where: { userId: plan.user.id } })).toBe(MAX_RUNNING_SERIES);
  });
});
