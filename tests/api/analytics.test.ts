import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import type { ActionList, ActionPage } from '../../domain/schemas/actions';
import type { Analytics } from '../../domain/schemas/analytics';
import { openCycle } from '../../server/services/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { createUserDirect } from '../support/users';

// Wednesday 2026-11-25, noon UTC; the cycle started Monday 2026-11-02 (UTC and Europe/Madrid alike).
const clock = testClock('2026-11-25T12:00:00.000Z');
const CYCLE_STARTED = new Date('2026-11-02T09:00:00.000Z');
let t: TestApp;
let planIds: Record<string, { id: string; currencyId: string; basePrice: number }>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const list = (await t.http.get('/api/v1/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] };
  planIds = Object.fromEntries(list.plans.map((plan) => [plan.name, plan]));
});
afterAll(async () => t.close());

async function subscribe(plan: PlanUser, name = 'MONTHLY'): Promise<void> {
  const { id, currencyId, basePrice } = planIds[name]!;
  const response = await apiAs(t, plan.user.token).post('/users/add-subscription', { planId: id, currencyId, amountPaid: basePrice });
  expect(response.status).toBe(201);
}

/** A user whose wheel's cycle started on CYCLE_STARTED. */
async function startedUser(): Promise<PlanUser> {
  const plan = await createPlanUser(t);
  await t.app.deps.db.lifeWheel.update({ where: { id: plan.wheel.lifeWheelId }, data: { focusSelectedAt: CYCLE_STARTED } });
  return plan;
}

type Row = { dueDate: string; baseCapitalCents?: number; currency?: 'USD' | 'EUR'; completedAt?: string; actualCostCents?: number };

async function addRows(plan: PlanUser, goalId: string, rows: Row[]): Promise<void> {
  const db = t.app.deps.db;
  const currencies = new Map((await db.currency.findMany({ select: { id: true, code: true } })).map((row) => [row.code, row.id]));
  await db.action.createMany({
    data: rows.map((row, index) => ({
      userId: plan.user.id,
      goalId,
      contextId: plan.contextId,
      currencyId: currencies.get(row.currency ?? 'USD')!,
      title: `Acción ${index + 1}`,
      dueDate: dateToUtc(row.dueDate),
      baseCapitalCents: row.baseCapitalCents ?? 0,
      completed: row.completedAt !== undefined,
      completedAt: row.completedAt ? new Date(row.completedAt) : null,
      actualCostCents: row.actualCostCents ?? null,
      createdAt: new Date('2026-11-01T10:00:00.000Z'),
    })),
  });
}

/** Two projects of the current cycle: B (created first, nothing in it) and A with two goals and five actions. */
async function fixture(plan: PlanUser) {
  const db = t.app.deps.db;
  const b = await createProjectDirect(t, plan.user.id, plan.wheel.area('HEALTH_NUTRITION').id, { startDate: '2026-11-10', endDate: '2027-02-10' });
  await db.project.update({ where: { id: b.projectId }, data: { createdAt: new Date('2026-10-30T10:00:00.000Z') } });
  const a = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-30' });
  await db.project.update({ where: { id: a.projectId }, data: { createdAt: new Date('2026-11-01T10:00:00.000Z') } });
  const doGoal = await createGoalDirect(t, plan.user.id, a.projectDetailId, 'DO');
  const beGoal = await createGoalDirect(t, plan.user.id, a.projectDetailId, 'BE');
  await db.goal.update({ where: { id: beGoal }, data: { createdAt: new Date('2099-01-01T00:00:00.000Z') } });
  await addRows(plan, doGoal, [
    { dueDate: '2026-11-04', baseCapitalCents: 10_000, completedAt: '2026-11-04T10:00:00.000Z', actualCostCents: 8_050 },
    { dueDate: '2026-11-10', baseCapitalCents: 5_000, completedAt: '2026-11-12T10:00:00.000Z', actualCostCents: 2_025 },
    // Completed after its week ended: a completion on the 25th, not done in its week.
    { dueDate: '2026-11-18', currency: 'EUR', completedAt: '2026-11-25T08:00:00.000Z', actualCostCents: 1_000 },
    { dueDate: '2026-11-26', baseCapitalCents: 3_000, currency: 'EUR' },
  ]);
  // 23:30 UTC on the 24th is already the 25th in Madrid.
  await addRows(plan, beGoal, [{ dueDate: '2026-11-24', completedAt: '2026-11-24T23:30:00.000Z' }]);
  return { a: a.projectId, b: b.projectId, doGoal, beGoal };
}

async function analyticsOf(plan: PlanUser, timeZone = 'UTC'): Promise<Analytics> {
  const response = await apiAs(t, plan.user.token, { timeZone }).get('/analytics/me');
  expect(response.status).toBe(200);
  return response.body as Analytics;
}

describe('GET /analytics/me: the figures', () => {
  it('answers scores, weeks, completions, projects and budgets a fixture knows (cents summed, currencies kept apart)', async () => {
    const plan = await startedUser();
    await subscribe(plan);
    const ids = await fixture(plan);
    const result = await analyticsOf(plan);
    const cycleId = result.currentCycleId;
    expect(result.today).toBe('2026-11-25');
    expect(result.targetPercent).toBe(85);
    expect(result.cycles).toHaveLength(1);
    expect(result.cycles[0]).toMatchObject({ id: cycleId, number: 1, status: 'ACTIVE', startedOn: '2026-11-02', endsOn: '2027-01-31', globalScore: 6.2 });
    expect(result.cycles[0]!.areas.map((area) => [area.key, area.score, area.isFocus])).toEqual([
      ['PERSONAL_DEVELOPMENT', 3, true],
      ['PROFESSIONAL_ACTIVITY', 4, true],
      ['HEALTH_NUTRITION', 5, true],
      ['MONEY_FINANCES', 7, false],
      ['SOCIAL_RELATIONSHIPS', 8, false],
      ['COUPLE_INTIMACY', 10, false],
    ]);
    expect(result.weeks).toEqual([
      { weekStart: '2026-11-02', due: 1, done: 1, score: 100, provisional: false },
      { weekStart: '2026-11-09', due: 1, done: 1, score: 100, provisional: false },
      { weekStart: '2026-11-16', due: 1, done: 0, score: 0, provisional: false },
      { weekStart: '2026-11-23', due: 2, done: 1, score: 50, provisional: true },
    ]);
    expect(result.completions).toHaveLength(24);
    expect(result.completions[0]).toEqual({ date: '2026-11-02', completed: 0 });
    expect(result.completions.filter((day) => day.completed > 0)).toEqual([
      { date: '2026-11-04', completed: 1 },
      { date: '2026-11-12', completed: 1 },
      { date: '2026-11-24', completed: 1 },
      { date: '2026-11-25', completed: 1 },
    ]);
    const usd = { currencyCode: 'USD', planned: 150, spent: 100.75 };
    const eur = { currencyCode: 'EUR', planned: 30, spent: 10 };
    expect(result.projects.map((project) => project.id)).toEqual([ids.b, ids.a]);
    expect(result.projects[0]).toMatchObject({ cycleId, actionsPlanned: 0, actionsDone: 0, progressPercentage: 0, timeElapsedPercentage: 16, daysLeft: 77, goals: [], budgets: [] });
    expect(result.projects[1]).toEqual({
      id: ids.a,
      cycleId,
      title: 'Proyecto directo',
      status: 'ACTIVE',
      areaId: plan.wheel.area('PERSONAL_DEVELOPMENT').lifeAreaId,
      areaKey: 'PERSONAL_DEVELOPMENT',
      startDate: '2026-11-01',
      endDate: '2027-01-30',
      progressPercentage: 80,
      timeElapsedPercentage: 26,
      actionsDone: 4,
      actionsPlanned: 5,
      daysLeft: 66,
      expectedScore: 9,
      predictedScore: null,
      goals: [
        { id: ids.doGoal, goalType: 'DO', content: 'Meta DO', actionsDone: 3, actionsPlanned: 4, budgets: [eur, usd] },
        { id: ids.beGoal, goalType: 'BE', content: 'Meta BE', actionsDone: 1, actionsPlanned: 1, budgets: [] },
      ],
      budgets: [eur, usd],
    });
    expect(result.budgets).toEqual([eur, usd]);

    // Days are the caller's: in Madrid the 23:30 UTC completion falls on the 25th.
    const madrid = await analyticsOf(plan, 'Europe/Madrid');
    expect(madrid.completions.filter((day) => day.completed > 0).map((day) => [day.date, day.completed])).toEqual([
      ['2026-11-04', 1],
      ['2026-11-12', 1],
      ['2026-11-25', 2],
    ]);

    const trpc = await t.trpc('analytics.me', undefined, { token: plan.user.token, query: true });
    expect(trpc.status).toBe(200);
    expect((trpc.data as Analytics).budgets).toEqual([eur, usd]);
  });
});

describe('GET /analytics/me: paid plans only', () => {
  it('BASICO answers 403 PLAN_LIMIT (REST and tRPC); subscribing opens it at once; a lapsed plan closes it again', async () => {
    const plan = await startedUser();
    const refused = await apiAs(t, plan.user.token, { lang: 'en' }).get('/analytics/me');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_LIMIT');
    expect(refused.body.message).toBe('You have reached the limit of your BASICO plan: analytics and progress reports (maximum 0). Upgrade your plan to continue.');
    // The documented details travel as fields, so a client can tell which limit it met without reading the text.
    expect(refused.body).toMatchObject({ limit: 'ANALYTICS', plan: 'BASICO', max: 0, limitName: 'analytics and progress reports' });
    const trpc = await t.trpc('analytics.me', undefined, { token: plan.user.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'PLAN_LIMIT', httpStatus: 403, limit: 'ANALYTICS', plan: 'BASICO', max: 0, limitName: 'analítica e informes de progreso' });

    await subscribe(plan);
    expect((await apiAs(t, plan.user.token).get('/analytics/me')).status).toBe(200);

    const renewal = await t.app.deps.db.userSubscription.findUniqueOrThrow({ where: { userId: plan.user.id }, select: { renewalDate: true } });
    const start = clock.now().toISOString();
    clock.moveTo(new Date(renewal.renewalDate.getTime() + 60_000).toISOString());
    try {
      const token = tokenAt(t, plan.user);
      const lapsed = await t.http.get('/api/v1/analytics/me').set('authorization', `Bearer ${token}`);
      expect([lapsed.status, lapsed.body.code]).toEqual([403, 'PLAN_LIMIT']);
      expect(lapsed.body.message).toContain('BASICO');
    } finally {
      clock.moveTo(start);
    }
  });
});

describe('actualCost of an action', () => {
  async function pendingAction(plan: PlanUser): Promise<string> {
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-30' });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    await addRows(plan, goalId, [{ dueDate: '2026-12-01', baseCapitalCents: 2_000, currency: 'EUR' }]);
    return (await t.app.deps.db.action.findFirstOrThrow({ where: { goalId }, select: { id: true } })).id;
  }
  const costOf = async (id: string) => (await t.app.deps.db.action.findUniqueOrThrow({ where: { id }, select: { actualCostCents: true } })).actualCostCents;

  it('completing without a body still only completes; with { actualCost } it records it, and again replaces it', async () => {
    const plan = await startedUser();
    const id = await pendingAction(plan);
    const api = apiAs(t, plan.user.token);
    const plain = await t.http.put(`/api/v1/actions/${id}/complete`).set('authorization', `Bearer ${plan.user.token}`);
    expect([plain.status, plain.body.completed, plain.body.actualCost]).toEqual([200, true, null]);
    const costed = await api.put(`/actions/${id}/complete`, { actualCost: 12.34 });
    expect([costed.status, costed.body.actualCost, costed.body.completedAt]).toEqual([200, 12.34, plain.body.completedAt]);
    expect(await costOf(id)).toBe(1234);
    const trpc = await t.trpc('actions.complete', { id, actualCost: 0.1 }, { token: plan.user.token });
    expect((trpc.data as { actualCost: number }).actualCost).toBe(0.1);
    const again = await api.put(`/actions/${id}/complete`);
    expect(again.body.actualCost).toBe(0.1);

    const page = (await api.get('/actions/me', { limit: '10' })).body as ActionPage;
    expect(page.items.find((item) => item.id === id)?.actualCost).toBe(0.1);
    const list = (await api.get('/actions/me')).body as ActionList;
    expect(list.actions.find((item) => item.id === id)?.actualCost).toBe(0.1);
  });

  it('rejects a negative cost, 3 decimals and too large with translated 400s, changing nothing', async () => {
    const plan = await startedUser();
    const id = await pendingAction(plan);
    const api = apiAs(t, plan.user.token);
    const cases: [unknown, string, string][] = [
      [-0.01, 'ACTION_ACTUAL_COST_INVALID', 'El coste real debe ser un número mayor o igual a 0'],
      [1.234, 'ACTION_ACTUAL_COST_DECIMALS', 'El coste real admite como máximo 2 decimales'],
      [10_000_000.01, 'ACTION_ACTUAL_COST_TOO_LARGE', 'El coste real no puede superar 10.000.000,00'],
      ['5', 'ACTION_ACTUAL_COST_INVALID', 'El coste real debe ser un número mayor o igual a 0'],
    ];
    for (const [actualCost, code, message] of cases) {
      const response = await api.put(`/actions/${id}/complete`, { actualCost });
      expect([response.status, response.body.issues?.[0]?.code, response.body.issues?.[0]?.message], code).toEqual([400, code, message]);
    }
    const action = await t.app.deps.db.action.findUniqueOrThrow({ where: { id }, select: { completed: true, actualCostCents: true } });
    expect(action).toEqual({ completed: false, actualCostCents: null });
    await api.put(`/actions/${id}/complete`);
    const patched = await api.patch(`/actions/${id}`, { actualCost: 1.234 });
    expect([patched.status, patched.body.issues?.[0]?.code]).toEqual([400, 'ACTION_ACTUAL_COST_DECIMALS']);
  });

  it('PATCH sets or clears it on a completed action only (409 otherwise); reopening clears it', async () => {
    const plan = await startedUser();
    const id = await pendingAction(plan);
    const api = apiAs(t, plan.user.token, { lang: 'en' });
    const early = await api.patch(`/actions/${id}`, { actualCost: 5 });
    expect([early.status, early.body.code, early.body.message]).toEqual([409, 'ACTION_ACTUAL_COST_NOT_COMPLETED', 'Only a completed action has an actual cost: complete it first']);
    expect(await costOf(id)).toBeNull();
    await api.put(`/actions/${id}/complete`);
    expect((await api.patch(`/actions/${id}`, { actualCost: 7.5 })).body.actualCost).toBe(7.5);
    expect((await api.patch(`/actions/${id}`, { actualCost: null })).body.actualCost).toBeNull();
    await api.patch(`/actions/${id}`, { actualCost: 3 });
    const reopened = await api.patch(`/actions/${id}/toggle`);
    expect([reopened.body.completed, reopened.body.actualCost]).toEqual([false, null]);
    expect(await costOf(id)).toBeNull();
  });

  it("another user's action answers 404 to complete with a cost and to PATCH, and is untouched", async () => {
    const owner = await startedUser();
    const id = await pendingAction(owner);
    const stranger = await createUserDirect(t);
    const complete = await t.http.put(`/api/v1/actions/${id}/complete`).set('authorization', `Bearer ${stranger.token}`).send({ actualCost: 5 });
    const patch = await t.http.patch(`/api/v1/actions/${id}`).set('authorization', `Bearer ${stranger.token}`).send({ actualCost: 5 });
    expect([complete.status, patch.status]).toEqual([404, 404]);
    expect(await t.app.deps.db.action.findUniqueOrThrow({ where: { id }, select: { completed: true, actualCostCents: true } })).toEqual({ completed: false, actualCostCents: null });
  });
});

describe('GET /analytics/me reads in a fixed number of queries', () => {
  async function countQueries(plan: PlanUser): Promise<number> {
    let count = 0;
    const stop = t.database.onQuery(() => {
      count += 1;
    });
    try {
      expect((await apiAs(t, plan.user.token).get('/analytics/me')).status).toBe(200);
    } finally {
      stop();
    }
    return count;
  }

  it('the same count for 10 actions in one cycle and for 2,000 actions over 3 cycles', async () => {
    const plan = await startedUser();
    await subscribe(plan);
    await fixture(plan);
    const { doGoal } = await fixture(plan);
    const one = await countQueries(plan);

    // Cycles 1 and 2 closed, 3 running since 2026-11-16; projects in each; 1,990 more actions, some completed with costs.
    const db = t.app.deps.db;
    const wheelId = plan.wheel.lifeWheelId;
    await db.cycle.update({ where: { lifeWheelId_number: { lifeWheelId: wheelId, number: 1 } }, data: { status: 'CLOSED', closedAt: new Date('2026-11-09T09:00:00.000Z'), focusSelectedAt: new Date('2026-08-01T09:00:00.000Z') } });
    await openCycle(db, wheelId, 2);
    await db.cycle.update({ where: { lifeWheelId_number: { lifeWheelId: wheelId, number: 2 } }, data: { status: 'CLOSED', closedAt: new Date('2026-11-16T09:00:00.000Z'), focusSelectedAt: new Date('2026-11-09T09:00:00.000Z') } });
    await openCycle(db, wheelId, 3);
    await db.lifeWheel.update({ where: { id: wheelId }, data: { focusSelectedAt: new Date('2026-11-16T09:00:00.000Z') } });
    const laterArea = await db.lifeWheelArea.findFirstOrThrow({ where: { lifeWheelId: wheelId, cycleNumber: 3 }, select: { id: true } });
    const later = await createProjectDirect(t, plan.user.id, laterArea.id, { startDate: '2026-11-16', endDate: '2027-02-16' });
    const laterGoal = await createGoalDirect(t, plan.user.id, later.projectDetailId, 'HAVE');
    const many = (goalId: string, count: number, offset: number): Row[] =>
      Array.from({ length: count }, (_, index) => ({
        dueDate: `2026-${index % 2 === 0 ? '09' : '11'}-${String(1 + ((index + offset) % 28)).padStart(2, '0')}`,
        baseCapitalCents: 100 + index,
        currency: index % 3 === 0 ? 'EUR' : 'USD',
        ...(index % 2 === 0 ? { completedAt: `2026-11-${String(1 + (index % 24)).padStart(2, '0')}T10:00:00.000Z`, actualCostCents: index } : {}),
      }));
    await addRows(plan, doGoal, many(doGoal, 995, 0));
    await addRows(plan, laterGoal, many(laterGoal, 995, 7));
    const result = await analyticsOf(plan);
    expect(result.cycles.map((cycle) => cycle.status)).toEqual(['CLOSED', 'CLOSED', 'ACTIVE']);
    expect(result.projects.reduce((sum, project) => sum + project.actionsPlanned, 0)).toBe(2_000);
    expect(result.projects[0]!.id).toBe(later.projectId);
    expect(await countQueries(plan)).toBe(one);
  });
});
