// Every limit that is checked by counting rows (2 open projects per area, the plan's active projects and monthly
// actions, 3 goals per type, the contexts per user) holds when one user sends many requests at once: on
// PostgreSQL they run on separate connections, and without serialisation each would count before the others insert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { addDays } from '../../domain/rules/dates';
import { MAX_CONTEXTS_PER_USER } from '../../domain/schemas/accounts';
import type { PaymentProvider } from '../../server/infra/payments';
import { addSubscription, updateSubscription } from '../../server/services/subscriptions';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect } from '../support/users';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, projectPayload, todayIn } from '../support/plan-state';

const BURST = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Sends the same kind of request BURST times at once; returns the statuses and the codes of the refusals. */
async function burst(send: (index: number) => PromiseLike<{ status: number; body: unknown }>, count = BURST) {
  const replies = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses = replies.map((reply) => reply.status);
  const codes = new Set(replies.filter((reply) => reply.status >= 400).map((reply) => (reply.body as { code?: string }).code));
  return { created: statuses.filter((status) => status === 201 || status === 200).length, statuses, codes };
}

describe('limits under simultaneous requests', () => {
  it('a focus area takes 2 open projects, however many arrive at once', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const area = wheel.area('PERSONAL_DEVELOPMENT');
    const result = await burst((index) => api.post('/projects/from-lifewheel-area', projectPayload(area.id, { title: `Proyecto ${index}` })));
    expect(result.created).toBe(2);
    expect([...result.codes]).toEqual(['AREA_PROJECT_LIMIT']);
    expect(await t.app.deps.db.project.count({ where: { lifeWheelAreaId: area.id } })).toBe(2);
  });

  it("the free plan's 3 active projects hold across areas", async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const areas = [wheel.area('PERSONAL_DEVELOPMENT'), wheel.area('PROFESSIONAL_ACTIVITY'), wheel.area('HEALTH_NUTRITION')];
    const result = await burst((index) => api.post('/projects/from-lifewheel-area', projectPayload(areas[index % 3]!.id, { title: `Proyecto ${index}` })));
    expect(result.created).toBe(3);
    expect(result.codes.has('PLAN_LIMIT')).toBe(true);
    expect(await t.app.deps.db.project.count({ where: { userId: user.id, status: 'ACTIVE' } })).toBe(3);
  });

  it('parked projects brought back to ACTIVE at once stop at the plan limit', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const [first, second, third] = [wheel.area('PERSONAL_DEVELOPMENT'), wheel.area('PROFESSIONAL_ACTIVITY'), wheel.area('HEALTH_NUTRITION')];
    await createProjectDirect(t, user.id, first.id);
    await createProjectDirect(t, user.id, second.id);
    // Four parked projects, each within its area's 2: only the plan's third active slot is left.
    const parked = await Promise.all([first, second, third, third].map((area) => createProjectDirect(t, user.id, area.id, { status: 'SOMEDAY' })));
    const result = await burst((index) => api.put(`/projects/${parked[index]!.projectId}/status`, { status: 'ACTIVE' }), parked.length);
    expect(result.created).toBe(1);
    expect([...result.codes]).toEqual(['PLAN_LIMIT']);
    expect(await t.app.deps.db.project.count({ where: { userId: user.id, status: 'ACTIVE' } })).toBe(3);
  });

  it('a project takes 3 goals of a type, however many arrive at once', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const { projectDetailId } = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
    const result = await burst((index) => api.post('/goals/add', { projectDetailId, goalType: 'BE', content: `Ser ${index}` }));
    expect(result.created).toBe(3);
    expect([...result.codes]).toEqual(['GOAL_TYPE_LIMIT']);
    expect(await t.app.deps.db.goal.count({ where: { projectDetailId, goalType: 'BE' } })).toBe(3);
  });

  it("the free plan's 30 actions a month hold when the last ones arrive together", async () => {
    const { user, wheel, contextId } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const { projectDetailId } = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
    const goalId = await createGoalDirect(t, user.id, projectDetailId, 'DO');
    await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 28 });
    const dueDate = addDays(todayIn(), 5);
    const result = await burst((index) => api.post('/actions/add', { goalId, contextId, title: `Paso ${index}`, dueDate }));
    expect(result.created).toBe(2);
    expect([...result.codes]).toEqual(['PLAN_LIMIT']);
    expect(await t.app.deps.db.action.count({ where: { userId: user.id } })).toBe(30);
  });

  it('a project being completed and an action moving into it never leave a completed project with a pending action', async () => {
    const { user, wheel, contextId } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const db = t.app.deps.db;
    for (let round = 0; round < 10; round += 1) {
      const target = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
      const source = await createProjectDirect(t, user.id, wheel.area('PROFESSIONAL_ACTIVITY').id);
      const targetGoal = await createGoalDirect(t, user.id, target.projectDetailId, 'DO');
      const sourceGoal = await createGoalDirect(t, user.id, source.projectDetailId, 'DO');
      await createActionsDirect(t, { userId: user.id, goalId: targetGoal, contextId, count: 1, completed: true });
      await createActionsDirect(t, { userId: user.id, goalId: sourceGoal, contextId, count: 1 });
      const moving = await db.action.findFirstOrThrow({ where: { goalId: sourceGoal }, select: { id: true } });

      const [completion, move] = await Promise.all([
        api.put(`/projects/${target.projectId}/status`, { status: 'COMPLETED' }),
        api.patch(`/actions/${moving.id}`, { goalId: targetGoal }),
      ]);
      expect([completion.status, move.status].filter((status) => status === 200)).toHaveLength(1);
      const project = await db.project.findUniqueOrThrow({ where: { id: target.projectId }, select: { status: true } });
      const pending = await db.action.count({ where: { goalId: targetGoal, completed: false } });
      expect(project.status === 'COMPLETED' ? pending : 0).toBe(0);
      await db.project.updateMany({ where: { id: { in: [target.projectId, source.projectId] } }, data: { status: 'CANCELLED' } });
    }
  });

  it('the contexts per user hold when the last ones arrive together', async () => {
    const { user } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const existing = await t.app.deps.db.context.count({ where: { userId: user.id } });
    const missing = MAX_CONTEXTS_PER_USER - existing - 1;
    await t.app.deps.db.context.createMany({
      data: Array.from({ length: missing }, (_, index) => ({ userId: user.id, name: `@lugar${index}`, normalizedName: `@lugar${index}` })),
    });
    const result = await burst((index) => api.post('/users/add-context', { name: `@nuevo${index}` }));
    expect(result.created).toBe(1);
    expect([...result.codes]).toEqual(['CONTEXT_LIMIT']);
    expect(await t.app.deps.db.context.count({ where: { userId: user.id } })).toBe(MAX_CONTEXTS_PER_USER);
  });
});

describe('purchases under simultaneous requests', () => {
  /** A provider that counts its charges, as a real one would bill them. */
  function countingProvider(): PaymentProvider & { charges: number } {
    const provider = {
      charges: 0,
      async charge() {
        provider.charges += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { method: 'manual', reference: `test-${provider.charges}` };
      },
    };
    return provider;
  }

  async function purchaseOf(planName: 'MONTHLY' | 'ANNUAL') {
    const db = t.app.deps.db;
    const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { name: planName } });
    const usd = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    return { planId: plan.id, currencyId: usd.id, amountPaid: plan.basePriceCents / 100 };
  }

  function contextOf(userId: string) {
    return { db: t.app.deps.db, read: t.app.deps.read, lang: 'es' as const, now: new Date(), timeZone: 'UTC', user: { id: userId } };
  }

  /** How many calls succeeded, and the codes of the others. */
  function outcome(results: PromiseSettledResult<unknown>[]) {
    const codes = results.flatMap((result) => (result.status === 'rejected' ? [result.reason instanceof AppError ? result.reason.code : String(result.reason)] : []));
    return { succeeded: results.filter((result) => result.status === 'fulfilled').length, codes: [...new Set(codes)] };
  }

  it('subscribing several times at once charges once', async () => {
    const user = await createUserDirect(t);
    const provider = countingProvider();
    const input = await purchaseOf('MONTHLY');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => addSubscription(contextOf(user.id), input, provider)));
    expect(outcome(results)).toEqual({ succeeded: 1, codes: ['SUBSCRIPTION_EXISTS'] });
    expect(provider.charges).toBe(1);
    expect(await t.app.deps.db.subscriptionPayment.count({ where: { subscription: { userId: user.id } } })).toBe(1);
  });

  it('changing to the same plan several times at once charges once', async () => {
    const user = await createUserDirect(t);
    const subscribed = await addSubscription(contextOf(user.id), await purchaseOf('MONTHLY'), countingProvider());
    const provider = countingProvider();
    const input = { ...(await purchaseOf('ANNUAL')), id: subscribed.subscription.id };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => updateSubscription(contextOf(user.id), input, provider)));
    expect(outcome(results)).toEqual({ succeeded: 1, codes: ['PLAN_ALREADY_ACTIVE'] });
    expect(provider.charges).toBe(1);
    expect(await t.app.deps.db.subscriptionPayment.count({ where: { subscription: { userId: user.id } } })).toBe(2);
  });
});
