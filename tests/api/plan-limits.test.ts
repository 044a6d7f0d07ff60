import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import type { MySubscription, Plan } from '../../domain/schemas/subscriptions';
import type { ProjectStatus } from '../../server/generated/prisma/client';
import { statusOfKind } from '../../server/http/errors';
import { assertWithinPlanLimit, effectivePlan, type PlanLimit } from '../../server/services/plan-limits';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, type TestUser } from '../support/users';

let t: TestApp;
let plans: Record<Plan['name'], Plan>;

beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.http.get('/api/v1/subscription/all')).body as { plans: Plan[] };
  plans = Object.fromEntries(list.plans.map((plan) => [plan.name, plan])) as Record<Plan['name'], Plan>;
});
afterAll(async () => t.close());

type LimitContext = Parameters<typeof assertWithinPlanLimit>[0];

function contextOf(user: TestUser, overrides: Partial<LimitContext> = {}): LimitContext {
  return { db: t.app.deps.db, lang: 'es', now: new Date(), timeZone: 'UTC', user: { id: user.id }, ...overrides };
}

/** The error the limit check throws, or null when one more is allowed. */
async function refusal(ctx: LimitContext, limit: PlanLimit): Promise<AppError | null> {
  try {
    await assertWithinPlanLimit(ctx, limit);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** A user with one parked (SOMEDAY) project holding a goal, and a context: what actions hang from. */
async function userWithPlanningRows(): Promise<{ user: TestUser; goalId: string; contextId: string; lifeWheelAreaId: string }> {
  const user = await createUserDirect(t);
  const db = t.app.deps.db;
  const area = await db.lifeWheelArea.findFirstOrThrow({ where: { lifeWheel: { userId: user.id } }, select: { id: true } });
  const project = await db.project.create({
    data: {
      userId: user.id,
      lifeWheelAreaId: area.id,
      title: 'Parked project',
      description: '',
      status: 'SOMEDAY',
      expectedScore: 8,
      detail: { create: { startDate: new Date('2030-01-01'), endDate: new Date('2030-04-01') } },
    },
    select: { detail: { select: { id: true } } },
  });
  const goal = await db.goal.create({ data: { userId: user.id, projectDetailId: project.detail!.id, goalType: 'DO', content: 'Move more' } });
  const context = await db.context.create({ data: { userId: user.id, name: '@casa', normalizedName: '@casa' } });
  return { user, goalId: goal.id, contextId: context.id, lifeWheelAreaId: area.id };
}

async function addProjects(owner: { user: TestUser; lifeWheelAreaId: string }, count: number, status: ProjectStatus = 'ACTIVE') {
  await t.app.deps.db.project.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      userId: owner.user.id,
      lifeWheelAreaId: owner.lifeWheelAreaId,
      title: `${status} ${index}`,
      description: '',
      status,
      expectedScore: 8,
    })),
  });
}

async function addActions(owner: { user: TestUser; goalId: string; contextId: string }, count: number, createdAt?: Date) {
  await t.app.deps.db.action.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      userId: owner.user.id,
      goalId: owner.goalId,
      contextId: owner.contextId,
      currencyId: owner.user.currencyId,
      title: `Action ${index}`,
      dueDate: new Date('2030-01-01'),
      ...(createdAt ? { createdAt } : {}),
    })),
  });
}

async function subscribe(user: TestUser, name: Plan['name']) {
  const response = await t.http
    .post('/api/v1/users/add-subscription')
    .set('authorization', `Bearer ${user.token}`)
    .send({ planId: plans[name].id, currencyId: plans[name].currencyId, amountPaid: plans[name].basePrice });
  expect(response.status).toBe(201);
}

async function expire(user: TestUser) {
  await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: new Date(Date.now() - 60_000) } });
}

describe('BASICO (no subscription)', () => {
  it('allows 3 active projects and refuses the 4th with 403 PLAN_LIMIT naming the limit', async () => {
    const owner = await userWithPlanningRows();
    const ctx = contextOf(owner.user);
    expect(await refusal(ctx, 'ACTIVE_PROJECTS')).toBeNull();
    await addProjects(owner, 2);
    expect(await refusal(ctx, 'ACTIVE_PROJECTS')).toBeNull();
    await addProjects(owner, 1);
    const error = await refusal(ctx, 'ACTIVE_PROJECTS');
    expect(error?.code).toBe('PLAN_LIMIT');
    expect(statusOfKind[error!.kind]).toBe(403);
    expect(error?.params).toMatchObject({ limit: 'ACTIVE_PROJECTS', plan: 'BASICO', max: 3, limitName: 'proyectos activos' });
    expect(translate('PLAN_LIMIT', 'es', error!.params)).toBe(
      'Has alcanzado el límite de tu plan BASICO: proyectos activos (máximo 3). Mejora tu plan para continuar.',
    );
    const en = await refusal(contextOf(owner.user, { lang: 'en' }), 'ACTIVE_PROJECTS');
    expect(translate('PLAN_LIMIT', 'en', en!.params)).toBe(
      'You have reached the limit of your BASICO plan: active projects (maximum 3). Upgrade your plan to continue.',
    );
  });

  it('counts only ACTIVE projects: parked, completed and cancelled ones leave room', async () => {
    const owner = await userWithPlanningRows();
    await addProjects(owner, 2);
    await addProjects(owner, 2, 'SOMEDAY');
    await addProjects(owner, 2, 'COMPLETED');
    await addProjects(owner, 2, 'CANCELLED');
    expect(await refusal(contextOf(owner.user), 'ACTIVE_PROJECTS')).toBeNull();
  });

  it('allows 30 new actions a month and refuses the 31st', async () => {
    const owner = await userWithPlanningRows();
    const ctx = contextOf(owner.user);
    await addActions(owner, 29);
    expect(await refusal(ctx, 'ACTIONS_PER_MONTH')).toBeNull();
    await addActions(owner, 1);
    const error = await refusal(ctx, 'ACTIONS_PER_MONTH');
    expect(error?.code).toBe('PLAN_LIMIT');
    expect(error?.params).toMatchObject({ limit: 'ACTIONS_PER_MONTH', plan: 'BASICO', max: 30, limitName: 'acciones nuevas este mes' });
  });

  it("counts from the start of the calendar month in the user's time zone", async () => {
    const owner = await userWithPlanningRows();
    // 03:00 UTC on 1 March is still 28 February in New York.
    const now = new Date('2025-03-01T03:00:00Z');
    await addActions(owner, 30, new Date('2025-02-15T12:00:00Z'));
    expect(await refusal(contextOf(owner.user, { now, timeZone: 'UTC' }), 'ACTIONS_PER_MONTH')).toBeNull();
    expect((await refusal(contextOf(owner.user, { now, timeZone: 'America/New_York' }), 'ACTIONS_PER_MONTH'))?.code).toBe('PLAN_LIMIT');
  });

  it('last month does not count towards this month', async () => {
    const owner = await userWithPlanningRows();
    const startOfMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    await addActions(owner, 40, new Date(startOfMonth.getTime() - 60_000));
    await addActions(owner, 29);
    expect(await refusal(contextOf(owner.user), 'ACTIONS_PER_MONTH')).toBeNull();
  });
});

describe('paid plans', () => {
  it('allow 6 active projects: the 4th and 6th are fine, the 7th is refused', async () => {
    const owner = await userWithPlanningRows();
    await subscribe(owner.user, 'MONTHLY');
    const ctx = contextOf(owner.user);
    await addProjects(owner, 3);
    expect(await refusal(ctx, 'ACTIVE_PROJECTS')).toBeNull();
    await addProjects(owner, 2);
    expect(await refusal(ctx, 'ACTIVE_PROJECTS')).toBeNull();
    await addProjects(owner, 1);
    expect((await refusal(ctx, 'ACTIVE_PROJECTS'))?.params).toMatchObject({ limit: 'ACTIVE_PROJECTS', plan: 'MONTHLY', max: 6 });
  });

  it('allow any number of new actions', async () => {
    const owner = await userWithPlanningRows();
    await subscribe(owner.user, 'ANNUAL');
    await addActions(owner, 120);
    expect(await refusal(contextOf(owner.user), 'ACTIONS_PER_MONTH')).toBeNull();
  });

  it('a cancelled subscription keeps its plan until the renewal date', async () => {
    const owner = await userWithPlanningRows();
    await subscribe(owner.user, 'QUARTERLY');
    const cancelled = await t.http.post('/api/v1/subscription/cancel').set('authorization', `Bearer ${owner.user.token}`).send({});
    expect(cancelled.status).toBe(200);
    await addProjects(owner, 3);
    await addActions(owner, 30);
    const ctx = contextOf(owner.user);
    expect(await refusal(ctx, 'ACTIVE_PROJECTS')).toBeNull();
    expect(await refusal(ctx, 'ACTIONS_PER_MONTH')).toBeNull();
    expect((await effectivePlan(ctx)).name).toBe('QUARTERLY');
  });

  it('an expired subscription falls back to BASICO', async () => {
    const owner = await userWithPlanningRows();
    await subscribe(owner.user, 'MONTHLY');
    await expire(owner.user);
    await addProjects(owner, 3);
    await addActions(owner, 30);
    const ctx = contextOf(owner.user);
    expect((await refusal(ctx, 'ACTIVE_PROJECTS'))?.params).toMatchObject({ plan: 'BASICO', max: 3 });
    expect((await refusal(ctx, 'ACTIONS_PER_MONTH'))?.params).toMatchObject({ plan: 'BASICO', max: 30 });
    expect((await effectivePlan(ctx)).name).toBe('BASICO');
  });
});

describe('analytics', () => {
  async function analyticsOf(user: TestUser) {
    const rest = (await t.http.get('/api/v1/users/my-subscription').set('authorization', `Bearer ${user.token}`)).body as MySubscription;
    const trpc = (await t.trpc('subscription.mine', undefined, { token: user.token, query: true })).data as MySubscription;
    expect(trpc.currentPlan).toEqual(rest.currentPlan);
    return rest.currentPlan.features.analytics;
  }

  it('the plan in force tells the client whether analytics are available', async () => {
    const user = await createUserDirect(t);
    expect(await analyticsOf(user)).toBe(false);
    await subscribe(user, 'SEMESTER');
    expect(await analyticsOf(user)).toBe(true);
    await t.http.post('/api/v1/subscription/cancel').set('authorization', `Bearer ${user.token}`).send({});
    expect(await analyticsOf(user)).toBe(true);
    await expire(user);
    expect(await analyticsOf(user)).toBe(false);
  });
});
