import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/dates';
import type { ActionsNow } from '../../domain/schemas/actions';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, todayIn, type PlanUser } from '../support/plan-state';

// Issue 38: the reads a heavy person's screens make cost a fixed number of statements, whatever their history.
let t: TestApp;
let plan: PlanUser;
beforeAll(async () => {
  t = await createTestApp();
  plan = await createPlanUser(t);
}, 180_000);
afterAll(async () => t.close());

async function statementsOf(path: string, query: Record<string, string> = {}): Promise<number> {
  let count = 0;
  const stop = t.database.onQuery(() => {
    count += 1;
  });
  try {
    expect((await apiAs(t, plan.user.token).get(path, query)).status).toBe(200);
  } finally {
    stop();
  }
  return count;
}

describe('bounded reads use a fixed number of statements (issue 38)', () => {
  it('GET /actions/now (whole, a page, the next page) and the paged lists: the same count for 1 action and for 600', async () => {
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId);
    await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 1 });
    const cursorOf = async () => ((await apiAs(t, plan.user.token).get('/actions/now', { limit: '1' })).body as ActionsNow).nextCursor;
    const reads = async () => ({
      now: await statementsOf('/actions/now'),
      nowPage: await statementsOf('/actions/now', { limit: '20' }),
      nowNext: await statementsOf('/actions/now', { limit: '20', cursor: (await cursorOf()) ?? '' }),
      list: await statementsOf('/actions/me', { limit: '50' }),
      pending: await statementsOf('/actions/me', { pending: 'true', limit: '200' }),
    });
    await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 1, dueDate: addDays(todayIn(), 20) });
    const few = await reads();

    const { projectDetailId: second } = await createProjectDirect(t, plan.user.id, plan.wheel.area('HEALTH_NUTRITION').id);
    const otherGoal = await createGoalDirect(t, plan.user.id, second, 'DO');
    await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 200, dueDate: addDays(todayIn(), -3) });
    await createActionsDirect(t, { userId: plan.user.id, goalId: otherGoal, contextId: plan.contextId, count: 200, completed: true, dueDate: addDays(todayIn(), -9) });
    await createActionsDirect(t, { userId: plan.user.id, goalId: otherGoal, contextId: plan.contextId, count: 198, dueDate: addDays(todayIn(), 12) });
    const many = await reads();
    expect(many).toEqual(few);
    // A handful each: the session, the candidates in SQL, the series and the projects (the lists: rows, counters, series).
    expect(Math.max(...Object.values(many))).toBeLessThanOrEqual(6);
  }, 180_000);
});
