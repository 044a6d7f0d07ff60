import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../server/database/migrate';
import { addDays } from '../../domain/rules/dates';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, todayIn } from '../support/plan-state';

// Context.actionsCount is kept by triggers on "Action" (migration *_context_actions_count): the contexts list reads
// it, so it must equal the real count after every kind of write, cascades and bulk statements included.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A user with an ACTIVE project (from tomorrow, for 3 months), one goal and two contexts. */
async function setup() {
  const plan = await createPlanUser(t);
  const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
  const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId);
  const otherContextId = await createContextDirect(t, plan.user.id, '@oficina');
  return { ...plan, goalId, dueDate: addDays(todayIn(), 8), otherContextId, api: apiAs(t, plan.user.token) };
}

/** What GET /users/my-contexts says of each context, and what counting the actions says. */
async function countsOf(s: Awaited<ReturnType<typeof setup>>) {
  const response = await s.api.get('/users/my-contexts');
  expect(response.status).toBe(200);
  const listed = Object.fromEntries((response.body.contexts as { id: string; actionsCount: number; canDelete: boolean }[]).map((context) => [context.id, context.actionsCount]));
  const rows = await t.app.deps.db.action.groupBy({ by: ['contextId'], where: { userId: s.user.id }, _count: { _all: true } });
  const counted = Object.fromEntries([s.contextId, s.otherContextId].map((id) => [id, rows.find((row) => row.contextId === id)?._count._all ?? 0]));
  return { listed, counted };
}

async function expectCounts(s: Awaited<ReturnType<typeof setup>>, home: number, office: number) {
  const { listed, counted } = await countsOf(s);
  expect(counted).toEqual({ [s.contextId]: home, [s.otherContextId]: office });
  expect(listed).toEqual(counted);
}

describe('the actions count of each context', () => {
  it('follows adding, moving, completing, deleting and bulk statements', async () => {
    const s = await setup();
    await expectCounts(s, 0, 0);
    const added = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: `Acción ${i}`, dueDate: s.dueDate });
      expect(response.status).toBe(201);
      added.push(response.body.id as string);
    }
    await expectCounts(s, 3, 0);

    // A move changes two contexts; other updates change none.
    expect((await s.api.patch(`/actions/${added[0]}`, { contextId: s.otherContextId })).status).toBe(200);
    await expectCounts(s, 2, 1);
    expect((await s.api.patch(`/actions/${added[0]}`, { title: 'Otro título' })).status).toBe(200);
    expect((await s.api.put(`/actions/${added[1]}/complete`)).status).toBe(200);
    expect((await s.api.patch(`/actions/${added[1]}/toggle`)).status).toBe(200);
    await expectCounts(s, 2, 1);

    expect((await s.api.delete(`/actions/${added[2]}`)).status).toBe(200);
    await expectCounts(s, 1, 1);

    // Many rows in one statement, in both contexts, then a delete of rows of both.
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.contextId, count: 5 });
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.otherContextId, count: 4 });
    await expectCounts(s, 6, 5);
    await t.app.deps.db.action.updateMany({ where: { userId: s.user.id, contextId: s.contextId }, data: { contextId: s.otherContextId } });
    await expectCounts(s, 0, 11);
    await t.app.deps.db.action.deleteMany({ where: { userId: s.user.id, title: { startsWith: 'Acción' } } });
    await expectCounts(s, 0, 1);

    // With no action left a context can be deleted, as canDelete says.
    const { body } = await s.api.get('/users/my-contexts');
    expect((body.contexts as { id: string }[]).find((context) => context.id === s.contextId)).toMatchObject({ actionsCount: 0, canDelete: true });
    expect((await s.api.delete(`/users/delete-context/${s.contextId}`)).status).toBe(200);
  });

  it('counts the occurrences a recurring action stores', async () => {
    const s = await setup();
    const first = await s.api.post('/actions/add', { goalId: s.goalId, contextId: s.contextId, title: 'Correr', dueDate: s.dueDate, repeat: { everyDays: 2, until: addDays(s.dueDate, 30) } });
    expect(first.status).toBe(201);
    await expectCounts(s, 1, 0);
    expect((await s.api.put(`/actions/${first.body.id}/complete`)).status).toBe(200);
    // The next occurrence is computed by the reads, not stored: completing it stores it.
    await expectCounts(s, 1, 0);
    const series = await s.api.get(`/actions/series/${first.body.seriesId}`);
    const next = (series.body as { occurrences: { id: string; completed: boolean }[] }).occurrences.find((occurrence) => !occurrence.completed);
    expect((await s.api.put(`/actions/${next?.id ?? ''}/complete`)).status).toBe(200);
    await expectCounts(s, 2, 0);
  });

  it("deleting a user removes its contexts and actions and leaves another user's counts as they were", async () => {
    const [gone, kept] = [await setup(), await setup()];
    for (const s of [gone, kept]) await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.contextId, count: 3 });
    await t.app.deps.db.user.delete({ where: { id: gone.user.id } });
    expect(await t.app.deps.db.context.count({ where: { userId: gone.user.id } })).toBe(0);
    await expectCounts(kept, 3, 0);
  });

  it('the migration counts the actions that already exist', async () => {
    const migrations = readMigrations();
    const index = migrations.findIndex((migration) => migration.name.endsWith('_context_actions_count'));
    expect(index).toBeGreaterThan(0);
    const s = await setup();
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.contextId, count: 4 });
    await createActionsDirect(t, { userId: s.user.id, goalId: s.goalId, contextId: s.otherContextId, count: 2 });
    // The migrations run in a schema of their own inside one transaction that is rolled back; the user's contexts
    // and actions (with their user and the currencies) are copied into it as they were before the migration (replica
    // mode: goals and projects are left out).
    await t.database.sql.withLock(async (db) => {
      await db.exec('BEGIN; CREATE SCHEMA "actions_count_test"; SET LOCAL search_path TO "actions_count_test";');
      try {
        for (const migration of migrations.slice(0, index)) await db.exec(migration.sql);
        await db.exec(`SET LOCAL session_replication_role = replica;
          INSERT INTO "Currency" (id, code, symbol, "order") SELECT id, code, symbol, "order" FROM public."Currency";
          INSERT INTO "User" (id, email, "currencyId", "termsAcceptedAt", "updatedAt")
            SELECT id, email, "currencyId", "termsAcceptedAt", "updatedAt" FROM public."User" WHERE id = '${s.user.id}';
          INSERT INTO "Context" (id, "userId", name, "normalizedName", active, "createdAt")
            SELECT id, "userId", name, "normalizedName", active, "createdAt" FROM public."Context" WHERE "userId" = '${s.user.id}';
          INSERT INTO "Action" (id, "userId", "goalId", "contextId", "currencyId", title, "dueDate", "updatedAt")
            SELECT id, "userId", "goalId", "contextId", "currencyId", title, "dueDate", "updatedAt" FROM public."Action" WHERE "userId" = '${s.user.id}';
          SET LOCAL session_replication_role = origin;`);
        await db.exec(migrations[index]!.sql);
        const rows = await db.query<{ id: string; actionsCount: number }>('SELECT id::text, "actionsCount" FROM "Context" ORDER BY name');
        expect(Object.fromEntries(rows.map((row) => [row.id, row.actionsCount]))).toEqual({ [s.contextId]: 4, [s.otherContextId]: 2 });
        // And the triggers it creates keep counting there.
        await db.exec(`DELETE FROM "Action" WHERE "contextId" = '${s.contextId}'`);
        const [after] = await db.query<{ actionsCount: number }>(`SELECT "actionsCount" FROM "Context" WHERE id = '${s.contextId}'`);
        expect(after?.actionsCount).toBe(0);
      } finally {
        await db.exec('ROLLBACK');
      }
    });
  });
});
