import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/dates';
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
let plan: PlanUser;
beforeAll(async () => {
  t = await createTestApp();
  plan = await createPlanUser(t);
});
afterAll(async () => t.close());

async function countQueries(request: () => PromiseLike<{ status: number }>): Promise<number> {
  let count = 0;
  const stop = t.database.onQuery(() => {
    count += 1;
  });
  try {
    expect((await request()).status).toBe(200);
  } finally {
    stop();
  }
  return count;
}

describe('list reads cost a fixed number of queries (no N+1)', () => {
  it('GET /actions/me, /projects/me and /goals/me: the same count for 1 action and for 200', async () => {
    const api = apiAs(t, plan.user.token);
    const reads = {
      actions: () => api.get('/actions/me'),
      projects: () => api.get('/projects/me'),
      goals: () => api.get('/goals/me'),
    };
    const userId = plan.user.id;
    const first = await createProjectDirect(t, userId, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
    const firstGoal = await createGoalDirect(t, userId, first.projectDetailId);
    await createActionsDirect(t, { userId, goalId: firstGoal, contextId: plan.contextId, count: 1, baseCapitalCents: 1000 });
    const one = {
      actions: await countQueries(reads.actions),
      projects: await countQueries(reads.projects),
      goals: await countQueries(reads.goals),
    };

    // 199 more actions over more projects, goals, contexts and currencies, some completed and some overdue.
    const secondContext = await createContextDirect(t, userId, '@oficina');
    const today = todayIn();
    let remaining = 199;
    for (const key of ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] as const) {
      const { projectDetailId } = await createProjectDirect(t, userId, plan.wheel.area(key).id);
      for (const goalType of ['BE', 'DO', 'HAVE'] as const) {
        const goalId = await createGoalDirect(t, userId, projectDetailId, goalType);
        const count = Math.min(remaining, 23);
        remaining -= count;
        await createActionsDirect(t, {
          userId,
          goalId,
          contextId: goalType === 'DO' ? secondContext : plan.contextId,
          count,
          dueDate: addDays(today, goalType === 'HAVE' ? -2 : 15),
          completed: goalType === 'BE',
          baseCapitalCents: 12_345,
          currencyCode: goalType === 'DO' ? 'EUR' : 'USD',
        });
      }
    }
    expect(remaining).toBe(0);
    const listed = await api.get('/actions/me');
    expect(listed.body.totalActions).toBe(200);
    const many = {
      actions: await countQueries(reads.actions),
      projects: await countQueries(reads.projects),
      goals: await countQueries(reads.goals),
    };
    expect(many).toEqual(one);
    expect(Math.max(many.actions, many.projects, many.goals)).toBeLessThanOrEqual(10);
  });
});
