import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../domain/rules/dates';
import { addCalendarMonths } from '../../domain/rules/dates';
import { createTestApp, type TestApp } from '../support/app';
import {
  apiAs,
  createActionsDirect,
  createContextDirect,
  createGoalDirect,
  createPlanUser,
  createProjectDirect,
  todayIn,
  type PlanUser,
} from '../support/plan-state';

let t: TestApp;
let stranger: PlanUser & { goalId: string; projectId: string };
beforeAll(async () => {
  t = await createTestApp();
  const plan = await createPlanUser(t);
  const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
  stranger = { ...plan, projectId: project.projectId, goalId: await createGoalDirect(t, plan.user.id, project.projectDetailId) };
});
afterAll(async () => t.close());

/** A user with an ACTIVE project (starting tomorrow, ending 3 months later), one BE goal and one context. */
async function setup() {
  const plan = await createPlanUser(t);
  const startDate = addDays(todayIn(), 1);
  const endDate = addCalendarMonths(startDate, 3);
  const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate, endDate });
  const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId);
  return { ...plan, ...project, goalId, endDate, api: apiAs(t, plan.user.token), en: apiAs(t, plan.user.token, { lang: 'en' }) };
}

const actionCount = (userId: string) => t.app.deps.db.action.count({ where: { userId } });

describe('POST /actions/add', () => {
  it('creates an action with the defaults of SPEC.md and answers the full action', async () => {
    const s = await setup();
    const today = todayIn();
    const response = await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: '  Comprar zapatillas ', dueDate: today });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      goalId: s.goalId,
      projectId: s.projectId,
      contextId: s.contextId,
      contextName: '@casa',
      title: 'Comprar zapatillas',
      description: '',
      energy: 'MEDIUM',
      timeEstimate: 30,
      dueDate: today,
      completed: false,
      completedAt: null,
      createdAt: expect.any(String),
      isOverdue: false,
      isMissed: false,
      daysUntilDue: 0,
      isDueSoon: true,
      goal: { id: s.goalId, goalType: 'BE', content: 'Meta BE' },
      project: { id: s.projectId, title: 'Proyecto directo', status: 'ACTIVE' },
      budget: { baseCapital: 0, totalCapital: 0, monthlyBudget: 0, dailyBudget: 0, oneOff: true, currencyCode: 'USD', currencySymbol: '$' },
      actualCost: null,
      targetQuestionIds: [],
      seriesId: null,
      version: 1,
    });
  });

  it('takes every field, and a due date sent as midnight UTC', async () => {
    const s = await setup();
    const dueDate = addDays(todayIn(), 20);
    const response = await s.api.post('/actions/add', {
      goalId: s.goalId,
      contextId: s.contextId,
      title: 'Ahorrar',
      description: 'Para el curso',
      energy: 'HIGH',
      timeEstimate: 90,
      dueDate: `${dueDate}T00:00:00.000Z`,
      baseCapital: 200.5,
      currencyCode: 'EUR',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      description: 'Para el curso',
      energy: 'HIGH',
      timeEstimate: 90,
      dueDate,
      daysUntilDue: 20,
      isDueSoon: false,
      budget: { baseCapital: 200.5, totalCapital: 200.5, currencyCode: 'EUR', currencySymbol: '€' },
    });
    const trpc = await t.trpc('actions.add', { goalId: s.goalId, contextId: s.contextId, title: 'Por tRPC', dueDate }, { token: s.user.token });
    expect(trpc.data).toMatchObject({ title: 'Por tRPC', energy: 'MEDIUM', timeEstimate: 30 });
  });

  it('validates title, energy, time estimate, budget and currency; nothing is written', async () => {
    const s = await setup();
    const base = { goalId: s.goalId, contextId: s.contextId, title: 'Título', dueDate: todayIn() };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'ACTION_TITLE_REQUIRED'],
      [{ title: undefined }, 'ACTION_TITLE_REQUIRED'],
      [{ title: 'x'.repeat(121) }, 'ACTION_TITLE_TOO_LONG'],
      [{ energy: 'EXTREME' }, 'ACTION_ENERGY_INVALID'],
      [{ timeEstimate: 0 }, 'ACTION_TIME_ESTIMATE_INVALID'],
      [{ timeEstimate: 1.5 }, 'ACTION_TIME_ESTIMATE_INVALID'],
      [{ baseCapital: -0.01 }, 'ACTION_BASE_CAPITAL_INVALID'],
      [{ baseCapital: 1.234 }, 'ACTION_BASE_CAPITAL_DECIMALS'],
      [{ baseCapital: 10_000_000.01 }, 'ACTION_BASE_CAPITAL_TOO_LARGE'],
      [{ currencyCode: 'JPY' }, 'ACTION_CURRENCY_INVALID'],
      [{ dueDate: undefined }, 'ACTION_DUE_DATE_REQUIRED'],
      [{ dueDate: '' }, 'ACTION_DUE_DATE_REQUIRED'],
      [{ dueDate: '2026-13-01' }, 'INVALID_DATE'],
      [{ contextId: undefined }, 'ACTION_CONTEXT_REQUIRED'],
      [{ goalId: '' }, 'ACTION_GOAL_REQUIRED'],
      [{ goalId: 'x' }, 'INVALID_ID'],
    ];
    for (const [override, code] of cases) {
      const response = await s.en.post('/actions/add', { ...base, ...override });
      expect(response.status, code).toBe(400);
      expect(response.body.issues[0].code, code).toBe(code);
    }
    const trpc = await t.trpc('actions.add', { ...base, title: '' }, { token: s.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'VALIDATION_ERROR', httpStatus: 400 });
    expect(await actionCount(s.user.id)).toBe(0);
    const largest = await s.api.post('/actions/add', { ...base, baseCapital: 10_000_000, timeEstimate: 1 });
    expect(largest.status).toBe(201);
    expect(largest.body.budget.baseCapital).toBe(10_000_000);
  });

  it("takes due dates from today (the user's) to the project's end date", async () => {
    const s = await setup();
    const today = todayIn();
    const post = (dueDate: string) => s.en.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate });
    const yesterday = await post(addDays(today, -1));
    expect(yesterday.status).toBe(422);
    expect(yesterday.body).toMatchObject({ code: 'DUE_DATE_TOO_EARLY', message: `The due date must be today or later (${today})` });
    const late = await post(addDays(s.endDate, 1));
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'DUE_DATE_AFTER_PROJECT_END', message: `The due date cannot be after the project's end date (${s.endDate})` });
    expect(await actionCount(s.user.id)).toBe(0);
    expect((await post(s.endDate)).status).toBe(201);
    const trpc = await t.trpc('actions.add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: addDays(today, -1) }, { token: s.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'DUE_DATE_TOO_EARLY', httpStatus: 422 });
  });

  it('adds only to ACTIVE projects', async () => {
    const s = await setup();
    for (const status of ['SOMEDAY', 'CANCELLED', 'COMPLETED'] as const) {
      await t.app.deps.db.project.update({ where: { id: s.projectId }, data: { status } });
      const response = await s.en.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: todayIn() });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'PROJECT_NOT_ACTIVE', message: 'Actions can only be added to active projects' });
    }
    expect(await actionCount(s.user.id)).toBe(0);
  });

  it("needs the caller's own, active context and goal (404 for another user's)", async () => {
    const s = await setup();
    const inactive = await createContextDirect(t, s.user.id, '@viejo', false);
    const base = { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: todayIn() };
    const off = await s.api.post('/actions/add', { ...base, contextId: inactive });
    expect([off.status, off.body.code]).toEqual([422, 'ACTION_CONTEXT_INACTIVE']);
    const foreignContext = await s.api.post('/actions/add', { ...base, contextId: stranger.contextId });
    expect([foreignContext.status, foreignContext.body.code]).toEqual([404, 'NOT_FOUND']);
    const foreignGoal = await s.api.post('/actions/add', { ...base, goalId: stranger.goalId });
    expect([foreignGoal.status, foreignGoal.body.code]).toEqual([404, 'NOT_FOUND']);
    const trpc = await t.trpc('actions.add', { ...base, goalId: stranger.goalId }, { token: s.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
    expect(await actionCount(s.user.id)).toBe(0);
    expect(await actionCount(stranger.user.id)).toBe(0);
  });
});

describe('plan limit: new actions per month (BASICO allows 30)', () => {
  it('refuses the 31st action of the month with 403 PLAN_LIMIT and writes nothing', async () => {
    const s = await setup();
    const body = { goalId: s.goalId, contextId: s.contextId, title: 'Una más', dueDate: todayIn() };
    for (let n = 1; n <= 30; n += 1) expect((await s.api.post('/actions/add', body)).status).toBe(201);
    const refused = await s.en.post('/actions/add', body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT', limit: 'ACTIONS_PER_MONTH', plan: 'BASICO', max: 30, limitName: 'new actions this month' });
    const trpc = await t.trpc('actions.add', body, { token: s.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'PLAN_LIMIT', httpStatus: 403, limit: 'ACTIONS_PER_MONTH', plan: 'BASICO', max: 30 });
    expect(await actionCount(s.user.id)).toBe(30);
  });
});

describe('GET /actions/me', () => {
  it('lists the caller\'s actions soonest first, with counters, and filters by goal, project or context', async () => {
    const s = await setup();
    const other = await createProjectDirect(t, s.user.id, s.wheel.area('PROFESSIONAL_ACTIVITY').id);
    const otherGoal = await createGoalDirect(t, s.user.id, other.projectDetailId, 'DO');
    const otherContext = await createContextDirect(t, s.user.id, '@oficina');
    const today = todayIn();
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.contextId, count: 2, dueDate: addDays(today, 5) });
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.contextId, count: 1, dueDate: addDays(today, -3) });
    await createActionsDirect(t, { userId: s.user.id, goalId: otherGoal, contextId: otherContext, count: 1, dueDate: addDays(today, 1), completed: true });
    await createActionsDirect(t, { userId: stranger.user.id, goalId: stranger.goalId, contextId: stranger.contextId, count: 1 });

    const all = await s.api.get('/actions/me');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalActions: 4, completedActions: 1, pendingActions: 3, overdueActions: 1 });
    expect((all.body.actions as { daysUntilDue: number }[]).map((a) => a.daysUntilDue)).toEqual([-3, 1, 5, 5]);
    expect(all.body.actions[0]).toMatchObject({ isOverdue: true, isDueSoon: false });
    expect(all.body.actions[1]).toMatchObject({ completed: true, isOverdue: false, isDueSoon: false, project: { id: other.projectId } });

    const byGoal = await s.api.get('/actions/me', { goalId: s.goalId });
    expect(byGoal.body).toMatchObject({ totalActions: 3, completedActions: 0, pendingActions: 3, overdueActions: 1 });
    const byProject = await s.api.get('/actions/me', { projectId: other.projectId });
    expect(byProject.body).toMatchObject({ totalActions: 1, completedActions: 1, pendingActions: 0, overdueActions: 0 });
    const byContext = await s.api.get('/actions/me', { contextId: otherContext });
    expect((byContext.body.actions as { contextName: string }[]).map((a) => a.contextName)).toEqual(['@oficina']);
    const trpc = await t.trpc('actions.me', { goalId: s.goalId }, { token: s.user.token, query: true });
    expect(trpc.data).toEqual(byGoal.body);
  });

  it("answers 404 when a filter names another user's row", async () => {
    const s = await setup();
    const filters: Record<string, string>[] = [{ goalId: stranger.goalId }, { projectId: stranger.projectId }, { contextId: stranger.contextId }];
    for (const query of filters) {
      const response = await s.api.get('/actions/me', query);
      expect(response.status).toBe(404);
    }
    const trpc = await t.trpc('actions.me', { contextId: stranger.contextId }, { token: s.user.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
  });

  it("computes overdue and days until due in the reader's time zone", async () => {
    const s = await setup();
    const behind = apiAs(t, s.user.token, { timeZone: 'Pacific/Pago_Pago' });
    const ahead = apiAs(t, s.user.token, { timeZone: 'Pacific/Kiritimati' });
    const dueDate = todayIn('Pacific/Pago_Pago');
    expect((await behind.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'Hoy allí', dueDate })).status).toBe(201);
    const there = await behind.get('/actions/me');
    expect(there.body.actions[0]).toMatchObject({ isOverdue: false, daysUntilDue: 0, isDueSoon: true });
    expect(there.body.overdueActions).toBe(0);
    // Kiritimati's today is one or two days after Pago Pago's.
    const here = await ahead.get('/actions/me');
    expect(here.body.actions[0]).toMatchObject({ isOverdue: true, isDueSoon: false, daysUntilDue: daysBetween(todayIn('Pacific/Kiritimati'), dueDate) });
    expect(here.body.actions[0].daysUntilDue).toBeLessThan(0);
    expect(here.body.overdueActions).toBe(1);
  });
});

describe('PATCH /actions/{id}', () => {
  async function withAction() {
    const s = await setup();
    const created = await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'Original', dueDate: addDays(todayIn(), 3) });
    return { ...s, actionId: created.body.id as string };
  }

  it('changes only the given fields', async () => {
    const s = await withAction();
    const response = await s.api.patch(`/actions/${s.actionId}`, { title: ' Nuevo ', energy: 'LOW', baseCapital: 10, currencyCode: 'GBP' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Nuevo',
      energy: 'LOW',
      timeEstimate: 30,
      dueDate: addDays(todayIn(), 3),
      budget: { baseCapital: 10, totalCapital: 10, currencyCode: 'GBP', currencySymbol: '£' },
    });
    const trpc = await t.trpc('actions.update', { id: s.actionId, description: 'Con detalle', timeEstimate: 45 }, { token: s.user.token });
    expect(trpc.data).toMatchObject({ title: 'Nuevo', description: 'Con detalle', timeEstimate: 45 });
    const trpcError = await t.trpc('actions.update', { id: s.actionId, timeEstimate: 0 }, { token: s.user.token });
    expect(trpcError.error?.data.issues?.[0]).toMatchObject({ code: 'ACTION_TIME_ESTIMATE_INVALID' });
  });

  it('applies the creation rules to a new goal, context or due date', async () => {
    const s = await withAction();
    const someday = await createProjectDirect(t, s.user.id, s.wheel.area('PROFESSIONAL_ACTIVITY').id, { status: 'SOMEDAY' });
    const somedayGoal = await createGoalDirect(t, s.user.id, someday.projectDetailId);
    const inactive = await createContextDirect(t, s.user.id, '@cerrado', false);
    const patch = (body: object) => s.api.patch(`/actions/${s.actionId}`, body);
    expect((await patch({ goalId: somedayGoal })).body.code).toBe('PROJECT_NOT_ACTIVE');
    expect((await patch({ goalId: stranger.goalId })).status).toBe(404);
    expect((await patch({ contextId: inactive })).body.code).toBe('ACTION_CONTEXT_INACTIVE');
    expect((await patch({ contextId: stranger.contextId })).status).toBe(404);
    expect((await patch({ dueDate: addDays(todayIn(), -1) })).body.code).toBe('DUE_DATE_TOO_EARLY');
    expect((await patch({ dueDate: addDays(s.endDate, 1) })).body.code).toBe('DUE_DATE_AFTER_PROJECT_END');
    expect((await patch({ title: '' })).body.issues[0].code).toBe('ACTION_TITLE_REQUIRED');

    // Moving to a goal whose project ends before the current due date needs a new due date.
    const shortProject = await createProjectDirect(t, s.user.id, s.wheel.area('HEALTH_NUTRITION').id, {
      startDate: addDays(todayIn(), -100),
      endDate: addDays(todayIn(), 1),
    });
    const shortGoal = await createGoalDirect(t, s.user.id, shortProject.projectDetailId, 'DO');
    expect((await patch({ goalId: shortGoal })).body.code).toBe('DUE_DATE_AFTER_PROJECT_END');
    const moved = await patch({ goalId: shortGoal, dueDate: addDays(todayIn(), 1) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ goalId: shortGoal, projectId: shortProject.projectId, goal: { goalType: 'DO' } });
    const stored = await t.app.deps.db.action.findUniqueOrThrow({ where: { id: s.actionId }, select: { title: true, contextId: true } });
    expect(stored).toEqual({ title: 'Original', contextId: s.contextId });
  });

  it('edits completed actions too', async () => {
    const s = await withAction();
    await s.api.put(`/actions/${s.actionId}/complete`);
    const response = await s.api.patch(`/actions/${s.actionId}`, { title: 'Corregido' });
    expect(response.body).toMatchObject({ title: 'Corregido', completed: true });
  });

  it("answers 404 for another user's action and changes nothing", async () => {
    await createActionsDirect(t, { userId: stranger.user.id, goalId: stranger.goalId, contextId: stranger.contextId, count: 1 });
    const foreign = await t.app.deps.db.action.findFirstOrThrow({ where: { userId: stranger.user.id }, select: { id: true, title: true, completed: true } });
    const s = await setup();
    expect((await s.api.patch(`/actions/${foreign.id}`, { title: 'Mía' })).status).toBe(404);
    expect((await s.api.patch(`/actions/${foreign.id}/toggle`)).status).toBe(404);
    expect((await s.api.put(`/actions/${foreign.id}/complete`)).status).toBe(404);
    expect((await s.api.delete(`/actions/${foreign.id}`)).status).toBe(404);
    for (const name of ['actions.update', 'actions.toggle', 'actions.complete', 'actions.delete']) {
      const trpc = await t.trpc(name, { id: foreign.id, title: 'Mía' }, { token: s.user.token });
      expect(trpc.error?.data, name).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
    }
    expect(await t.app.deps.db.action.findUniqueOrThrow({ where: { id: foreign.id }, select: { id: true, title: true, completed: true } })).toEqual(foreign);
  });
});

describe('toggle and complete', () => {
  it('toggle flips completed and sets or clears completedAt; complete is idempotent', async () => {
    const s = await setup();
    const created = await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: todayIn() });
    const id = created.body.id as string;
    const on = await s.api.patch(`/actions/${id}/toggle`);
    expect(on.body).toMatchObject({ completed: true, isDueSoon: false, completedAt: expect.any(String) });
    const off = await s.api.patch(`/actions/${id}/toggle`);
    expect(off.body).toMatchObject({ completed: false, completedAt: null, isDueSoon: true });
    const trpcToggle = await t.trpc('actions.toggle', { id }, { token: s.user.token });
    expect(trpcToggle.data).toMatchObject({ completed: true });
    await s.api.patch(`/actions/${id}/toggle`);

    const first = await s.api.put(`/actions/${id}/complete`);
    expect(first.status).toBe(200);
    expect(first.body.completed).toBe(true);
    const second = await s.api.put(`/actions/${id}/complete`);
    expect(second.body.completedAt).toBe(first.body.completedAt);
    const trpcComplete = await t.trpc('actions.complete', { id }, { token: s.user.token });
    expect(trpcComplete.data).toMatchObject({ completed: true, completedAt: first.body.completedAt });
  });
});

describe('budgets', () => {
  // Issue 37: goals and projects used to add their actions' per-day and per-month shares, each over its own
  // period (three 0.01 actions due tomorrow added 0.03 a day); now they spread the summed capital over one window,
  // from the earliest creation to the latest due date, so per day x days is the total.
  it("spread each action's capital per month and day, and spread each currency's sum over one window in goals and projects", async () => {
    const s = await setup();
    const today = todayIn();
    const add = (body: object) => s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'Presupuesto', ...body });
    const twoMonths = addCalendarMonths(today, 2);
    const oneMonth = addCalendarMonths(today, 1);
    const big = await add({ dueDate: twoMonths, baseCapital: 1000 });
    const dailyBig = Math.round(100_000 / daysBetween(today, twoMonths));
    expect(big.body.budget).toEqual({
      baseCapital: 1000,
      totalCapital: 1000,
      monthlyBudget: 500,
      dailyBudget: dailyBig / 100,
      oneOff: false,
      currencyCode: 'USD',
      currencySymbol: '$',
    });
    // 0.01 over one day: a one-off budget of 0.01 a day and a month.
    for (let n = 0; n < 3; n += 1) await add({ dueDate: addDays(today, 1), baseCapital: 0.01 });
    const euros = await add({ dueDate: oneMonth, baseCapital: 300, currencyCode: 'EUR' });
    const dailyEuros = Math.round(30_000 / daysBetween(today, oneMonth));
    expect(euros.body.budget).toMatchObject({ monthlyBudget: 300, dailyBudget: dailyEuros / 100, oneOff: true, currencySymbol: '€' });
    const dailyDollars = Math.round(100_003 / daysBetween(today, twoMonths));

    const [goal] = (await s.api.get('/goals/me', { projectId: s.projectId })).body.goals;
    expect(goal).toMatchObject({
      totalActions: 5,
      totalMonthlyBudget: 500.02,
      totalDailyBudget: dailyDollars / 100,
      currencySymbol: '$',
      budgets: [
        { currencyCode: 'USD', currencySymbol: '$', totalCapital: 1000.03, monthlyBudget: 500.02, dailyBudget: dailyDollars / 100 },
        { currencyCode: 'EUR', currencySymbol: '€', totalCapital: 300, monthlyBudget: 300, dailyBudget: dailyEuros / 100 },
      ],
    });
    const [project] = (await s.api.get('/projects/me')).body.projects;
    expect(project.budget).toEqual({
      dailyIncomeTarget: dailyDollars / 100,
      monthlyIncomeTarget: 500.02,
      currencySymbol: '$',
      byCurrency: [
        { currencyCode: 'USD', currencySymbol: '$', dailyIncomeTarget: dailyDollars / 100, monthlyIncomeTarget: 500.02, totalCapital: 1000.03 },
        { currencyCode: 'EUR', currencySymbol: '€', dailyIncomeTarget: dailyEuros / 100, monthlyIncomeTarget: 300, totalCapital: 300 },
      ],
    });
  });

  it("shows the first currency when none of the actions is in the user's", async () => {
    const s = await setup();
    await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: todayIn(), baseCapital: 12, currencyCode: 'MXN' });
    const [project] = (await s.api.get('/projects/me')).body.projects;
    expect(project.budget).toMatchObject({ currencySymbol: 'MX$', monthlyIncomeTarget: 12, dailyIncomeTarget: 12 });
  });
});

describe('DELETE /actions/{id}', () => {
  it("updates the goal's progress, the project's totals and the counters", async () => {
    const s = await setup();
    const add = async (baseCapital: number) =>
      (await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'T', dueDate: todayIn(), baseCapital })).body.id as string;
    const done = await add(30);
    const pendingA = await add(20);
    await add(10);
    await s.api.put(`/actions/${done}/complete`);
    const snapshot = async () => {
      const [goal] = (await s.api.get('/goals/me')).body.goals;
      const [project] = (await s.api.get('/projects/me')).body.projects;
      const actions = (await s.api.get('/actions/me')).body;
      return {
        goal: [goal.progress, goal.totalActions, goal.completedActions, goal.totalMonthlyBudget],
        project: [project.detail.totalActions, project.detail.completedActions, project.detail.progressPercentage, project.budget.monthlyIncomeTarget],
        counters: [actions.totalActions, actions.completedActions, actions.pendingActions, actions.overdueActions],
      };
    };
    expect(await snapshot()).toEqual({ goal: [33, 3, 1, 60], project: [3, 1, 33, 60], counters: [3, 1, 2, 0] });

    const deleted = await s.en.delete(`/actions/${done}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, id: done, message: 'Action deleted' });
    expect(await snapshot()).toEqual({ goal: [0, 2, 0, 30], project: [2, 0, 0, 30], counters: [2, 0, 2, 0] });

    const trpc = await t.trpc('actions.delete', { id: pendingA }, { token: s.user.token });
    expect(trpc.data).toEqual({ success: true, id: pendingA, message: 'Acción eliminada' });
    expect(await snapshot()).toEqual({ goal: [0, 1, 0, 10], project: [1, 0, 0, 10], counters: [1, 0, 1, 0] });
    expect((await s.api.delete(`/actions/${pendingA}`)).status).toBe(404);
  });
});
