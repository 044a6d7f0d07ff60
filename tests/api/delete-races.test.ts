import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/dates';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, todayIn } from '../support/plan-state';

// Deleting a goal or a context at the moment actions are added with it: the delete and the adds take turns under
// the user's lock, so either the delete wins (it answers 200, every add 404) or an add lands first (the delete
// answers 409, the adds 201). Never a 500 from a foreign key, on PostgreSQL's concurrent connections too.

const ROUNDS = 8;
const ADDS_PER_ROUND = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A user with an ACTIVE project, one goal in it and one context. */
async function arrange() {
  const plan = await createPlanUser(t);
  const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
  const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId);
  return { userId: plan.user.id, goalId, contextId: plan.contextId, api: apiAs(t, plan.user.token) };
}

type Round = { deleted: number; added: number[]; remaining: { target: boolean; actions: number } };

function expectOneOutcome(rounds: Round[]): void {
  const outcomes = rounds.map(({ deleted, added, remaining }) => {
    if (deleted === 200) return { deleted, added: added.every((status) => status === 404), remaining: { target: remaining.target, actions: remaining.actions } };
    return { deleted, added: added.every((status) => status === 201), remaining: { target: remaining.target, actions: remaining.actions } };
  });
  for (const outcome of outcomes) {
    expect([
      { deleted: 200, added: true, remaining: { target: false, actions: 0 } },
      { deleted: 409, added: true, remaining: { target: true, actions: ADDS_PER_ROUND } },
    ]).toContainEqual(outcome);
  }
}

describe('DELETE racing POST /actions/add', () => {
  it(`DELETE /goals/{id} with ${ADDS_PER_ROUND} adds naming the goal: 404 or 409, never 500 (${ROUNDS} rounds)`, async () => {
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const s = await arrange();
      const dueDate = addDays(todayIn(), 5);
      const add = () => s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'En carrera', dueDate }).then((r) => r.status);
      const firstAdds = Array.from({ length: 2 }, add);
      const deleting = s.api.delete(`/goals/${s.goalId}`).then((r) => r.status);
      const [deleted, added] = await Promise.all([deleting, Promise.all([...firstAdds, ...Array.from({ length: ADDS_PER_ROUND - 2 }, add)])]);
      const db = t.app.deps.db;
      rounds.push({
        deleted,
        added,
        remaining: { target: (await db.goal.count({ where: { id: s.goalId } })) === 1, actions: await db.action.count({ where: { goalId: s.goalId } }) },
      });
    }
    expectOneOutcome(rounds);
  });

  it(`DELETE /users/delete-context/{id} with ${ADDS_PER_ROUND} adds using the context: 404 or 409, never 500 (${ROUNDS} rounds)`, async () => {
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const s = await arrange();
      const contextId = await createContextDirect(t, s.userId, `@carrera${round}`);
      const dueDate = addDays(todayIn(), 5);
      const add = () => s.api.post('/actions/add', { goalId: s.goalId, contextId, title: 'En carrera', dueDate }).then((r) => r.status);
      const firstAdds = Array.from({ length: 2 }, add);
      const deleting = s.api.delete(`/users/delete-context/${contextId}`).then((r) => r.status);
      const [deleted, added] = await Promise.all([deleting, Promise.all([...firstAdds, ...Array.from({ length: ADDS_PER_ROUND - 2 }, add)])]);
      const db = t.app.deps.db;
      rounds.push({
        deleted,
        added,
        remaining: { target: (await db.context.count({ where: { id: contextId } })) === 1, actions: await db.action.count({ where: { contextId } }) },
      });
    }
    expectOneOutcome(rounds);
  });
});
