import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canContinue } from '../../domain/rules/goals';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

let t: TestApp;
let owner: PlanUser;
let stranger: PlanUser;
let project: { projectId: string; projectDetailId: string };
let strangerProject: { projectId: string; projectDetailId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await createPlanUser(t);
  stranger = await createPlanUser(t);
  project = await createProjectDirect(t, owner.user.id, owner.wheel.area('PERSONAL_DEVELOPMENT').id);
  strangerProject = await createProjectDirect(t, stranger.user.id, stranger.wheel.area('PERSONAL_DEVELOPMENT').id);
});
afterAll(async () => t.close());

const goalCount = (where: { userId?: string; projectDetailId?: string }) => t.app.deps.db.goal.count({ where });

describe('POST /goals/add', () => {
  it('adds a goal with trimmed content and answers it with zero progress and budgets', async () => {
    const { user, wheel } = await createPlanUser(t);
    const { projectId, projectDetailId } = await createProjectDirect(t, user.id, wheel.area('HEALTH_NUTRITION').id);
    const response = await apiAs(t, user.token).post('/goals/add', { projectDetailId, goalType: 'BE', content: '  Ser constante  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectDetailId,
      projectId,
      goalType: 'BE',
      content: 'Ser constante',
      completed: false,
      version: 1,
      progress: 0,
      totalActions: 0,
      completedActions: 0,
      totalMonthlyBudget: 0,
      totalDailyBudget: 0,
      currencySymbol: '$',
      budgets: [],
      createdAt: expect.any(String),
      targets: [],
    });
    const trpc = await t.trpc('goals.add', { projectDetailId, goalType: 'DO', content: 'Correr' }, { token: user.token });
    expect(trpc.data).toMatchObject({ goalType: 'DO', content: 'Correr', projectId });
  });

  it('takes content of 1..120 characters after trim and a valid type', async () => {
    const api = apiAs(t, owner.user.token, { lang: 'en' });
    const { projectDetailId } = project;
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '   ' }, 'GOAL_CONTENT_REQUIRED'],
      [{ content: undefined }, 'GOAL_CONTENT_REQUIRED'],
      [{ content: 'x'.repeat(121) }, 'GOAL_CONTENT_TOO_LONG'],
      [{ goalType: 'MAYBE' }, 'GOAL_TYPE_INVALID'],
      [{ projectDetailId: 'nope' }, 'INVALID_ID'],
    ];
    for (const [override, code] of cases) {
      const response = await api.post('/goals/add', { projectDetailId, goalType: 'HAVE', content: 'Casa', ...override });
      expect(response.status, code).toBe(400);
      expect(response.body.issues[0].code).toBe(code);
    }
    const longest = await api.post('/goals/add', { projectDetailId, goalType: 'HAVE', content: ` ${'y'.repeat(120)} ` });
    expect(longest.status).toBe(201);
    expect(longest.body.content).toHaveLength(120);
    const trpc = await t.trpc('goals.add', { projectDetailId, goalType: 'HAVE', content: '' }, { token: owner.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'VALIDATION_ERROR', httpStatus: 400 });
  });

  it('allows at most 3 goals per type per project (422 beyond)', async () => {
    const { user, wheel } = await createPlanUser(t);
    const { projectDetailId } = await createProjectDirect(t, user.id, wheel.area('PROFESSIONAL_ACTIVITY').id);
    const api = apiAs(t, user.token, { lang: 'en' });
    for (const n of [1, 2, 3]) expect((await api.post('/goals/add', { projectDetailId, goalType: 'DO', content: `Hacer ${n}` })).status).toBe(201);
    const fourth = await api.post('/goals/add', { projectDetailId, goalType: 'DO', content: 'Hacer 4' });
    expect(fourth.status).toBe(422);
    expect(fourth.body).toMatchObject({ code: 'GOAL_TYPE_LIMIT', message: 'This project already has 3 DO goals' });
    const trpc = await t.trpc('goals.add', { projectDetailId, goalType: 'DO', content: 'Hacer 5' }, { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'GOAL_TYPE_LIMIT', httpStatus: 422 });
    expect((await api.post('/goals/add', { projectDetailId, goalType: 'BE', content: 'Ser' })).status).toBe(201);
    expect(await goalCount({ projectDetailId })).toBe(4);
  });

  it('adds to ACTIVE and SOMEDAY projects, not to COMPLETED or CANCELLED ones', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const areaId = wheel.area('HEALTH_NUTRITION').id;
    const someday = await createProjectDirect(t, user.id, areaId, { status: 'SOMEDAY' });
    expect((await api.post('/goals/add', { projectDetailId: someday.projectDetailId, goalType: 'BE', content: 'Ser' })).status).toBe(201);
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      const closed = await createProjectDirect(t, user.id, areaId, { status });
      const response = await api.post('/goals/add', { projectDetailId: closed.projectDetailId, goalType: 'BE', content: 'Ser' });
      expect([response.status, response.body.code]).toEqual([422, 'PROJECT_CLOSED']);
      expect(await goalCount({ projectDetailId: closed.projectDetailId })).toBe(0);
    }
  });

  it("answers 404 for another user's project detail and writes nothing", async () => {
    const response = await apiAs(t, owner.user.token).post('/goals/add', { projectDetailId: strangerProject.projectDetailId, goalType: 'BE', content: 'Ser' });
    expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await goalCount({ projectDetailId: strangerProject.projectDetailId })).toBe(0);
  });
});

describe('GET /goals/me', () => {
  it("lists the caller's goals, or one project's with ?projectId= or ?projectDetailId=", async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const a = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
    const b = await createProjectDirect(t, user.id, wheel.area('PROFESSIONAL_ACTIVITY').id);
    const inA = [await createGoalDirect(t, user.id, a.projectDetailId, 'BE'), await createGoalDirect(t, user.id, a.projectDetailId, 'HAVE')];
    const inB = [await createGoalDirect(t, user.id, b.projectDetailId, 'DO')];
    await createGoalDirect(t, stranger.user.id, strangerProject.projectDetailId);
    const ids = (body: { goals: { id: string }[] }) => body.goals.map((goal) => goal.id).sort();

    const all = await api.get('/goals/me');
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([...inA, ...inB].sort());
    expect(ids((await api.get('/goals/me', { projectId: a.projectId })).body)).toEqual([...inA].sort());
    expect(ids((await api.get('/goals/me', { projectDetailId: b.projectDetailId })).body)).toEqual(inB);
    const trpc = await t.trpc('goals.me', { projectId: a.projectId }, { token: user.token, query: true });
    expect(ids(trpc.data as { goals: { id: string }[] })).toEqual([...inA].sort());
    // The client's 'continue' check works on this list.
    expect(canContinue(all.body.goals)).toBe(false);
  });

  it("answers 404 when the filter names another user's project", async () => {
    const api = apiAs(t, owner.user.token);
    expect((await api.get('/goals/me', { projectId: strangerProject.projectId })).status).toBe(404);
    expect((await api.get('/goals/me', { projectDetailId: strangerProject.projectDetailId })).status).toBe(404);
    const trpc = await t.trpc('goals.me', { projectId: strangerProject.projectId }, { token: owner.user.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
  });

  it("computes progress from the goal's actions", async () => {
    const { user, wheel, contextId } = await createPlanUser(t);
    const { projectDetailId } = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
    const goalId = await createGoalDirect(t, user.id, projectDetailId);
    await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 1, completed: true });
    await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 2 });
    const [goal] = (await apiAs(t, user.token).get('/goals/me')).body.goals;
    expect(goal).toMatchObject({ id: goalId, progress: 33, totalActions: 3, completedActions: 1 });
  });
});

describe('PATCH /goals/{id} and /goals/{id}/toggle', () => {
  it('changes the content, trimmed, under the same rules', async () => {
    const goalId = await createGoalDirect(t, owner.user.id, project.projectDetailId, 'DO');
    const api = apiAs(t, owner.user.token);
    const response = await api.patch(`/goals/${goalId}`, { content: '  Nadar  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: goalId, content: 'Nadar', goalType: 'DO' });
    const blank = await api.patch(`/goals/${goalId}`, { content: ' ' });
    expect([blank.status, blank.body.issues[0].code]).toEqual([400, 'GOAL_CONTENT_REQUIRED']);
    const trpc = await t.trpc('goals.update', { id: goalId, content: 'Bucear' }, { token: owner.user.token });
    expect(trpc.data).toMatchObject({ content: 'Bucear' });
    const trpcError = await t.trpc('goals.update', { id: goalId, content: 'x'.repeat(121) }, { token: owner.user.token });
    expect(trpcError.error?.data.issues?.[0]).toMatchObject({ code: 'GOAL_CONTENT_TOO_LONG' });
  });

  it('flips completed', async () => {
    const goalId = await createGoalDirect(t, owner.user.id, project.projectDetailId, 'HAVE');
    const api = apiAs(t, owner.user.token);
    expect((await api.patch(`/goals/${goalId}/toggle`)).body.completed).toBe(true);
    expect((await api.patch(`/goals/${goalId}/toggle`)).body.completed).toBe(false);
    const trpc = await t.trpc('goals.toggle', { id: goalId }, { token: owner.user.token });
    expect(trpc.data).toMatchObject({ completed: true });
  });

  it("answers 404 for another user's goal and changes nothing", async () => {
    const goalId = await createGoalDirect(t, stranger.user.id, strangerProject.projectDetailId);
    const api = apiAs(t, owner.user.token);
    expect((await api.patch(`/goals/${goalId}`, { content: 'Mío' })).status).toBe(404);
    expect((await api.patch(`/goals/${goalId}/toggle`)).status).toBe(404);
    const trpc = await t.trpc('goals.toggle', { id: goalId }, { token: owner.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
    expect(await t.app.deps.db.goal.findUniqueOrThrow({ where: { id: goalId }, select: { content: true, completed: true } })).toEqual({
      content: 'Meta BE',
      completed: false,
    });
  });
});

describe('DELETE /goals/{id}', () => {
  it('deletes a goal without actions', async () => {
    const goalId = await createGoalDirect(t, owner.user.id, project.projectDetailId);
    const response = await apiAs(t, owner.user.token, { lang: 'en' }).delete(`/goals/${goalId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, id: goalId, message: 'Goal deleted' });
    expect(await t.app.deps.db.goal.count({ where: { id: goalId } })).toBe(0);
    const other = await createGoalDirect(t, owner.user.id, project.projectDetailId);
    const trpc = await t.trpc('goals.delete', { id: other }, { token: owner.user.token });
    expect(trpc.data).toEqual({ success: true, id: other, message: 'Meta eliminada' });
  });

  it('refuses a goal with actions with 409 and keeps everything', async () => {
    const goalId = await createGoalDirect(t, owner.user.id, project.projectDetailId);
    await createActionsDirect(t, { userId: owner.user.id, goalId, contextId: owner.contextId, count: 2 });
    const response = await apiAs(t, owner.user.token, { lang: 'en' }).delete(`/goals/${goalId}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'GOAL_HAS_ACTIONS', message: 'Cannot delete: has 2 associated actions' });
    const trpc = await t.trpc('goals.delete', { id: goalId }, { token: owner.user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'GOAL_HAS_ACTIONS', httpStatus: 409 });
    expect(trpc.error?.message).toBe('No se puede eliminar: tiene 2 acciones asociadas');
    expect(await t.app.deps.db.action.count({ where: { goalId } })).toBe(2);
  });

  it("answers 404 for another user's goal and keeps it", async () => {
    const goalId = await createGoalDirect(t, stranger.user.id, strangerProject.projectDetailId);
    expect((await apiAs(t, owner.user.token).delete(`/goals/${goalId}`)).status).toBe(404);
    expect(await t.app.deps.db.goal.count({ where: { id: goalId } })).toBe(1);
  });
});
