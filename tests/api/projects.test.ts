import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/dates';
import { addCalendarMonths } from '../../domain/rules/dates';
import { maxEndDate, minEndDate } from '../../domain/rules/projects';
import { createTestApp, type TestApp } from '../support/app';
import {
  apiAs,
  arrangeWheel,
  createActionsDirect,
  createGoalDirect,
  createPlanUser,
  createProjectDirect,
  projectPayload,
  todayIn,
  type PlanUser,
} from '../support/plan-state';
import { createUserDirect } from '../support/users';

let t: TestApp;
let owner: PlanUser;
let stranger: PlanUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createPlanUser(t);
  stranger = await createPlanUser(t);
});
afterAll(async () => t.close());

const projectCount = (userId: string) => t.app.deps.db.project.count({ where: { userId } });

describe('POST /projects/from-lifewheel-area', () => {
  it('creates an ACTIVE project with its detail in a focus area', async () => {
    const { user, wheel } = await createPlanUser(t);
    const area = wheel.area('PERSONAL_DEVELOPMENT');
    const payload = projectPayload(area.id, { title: '  Leer 12 libros  ' });
    const response = await apiAs(t, user.token).post('/projects/from-lifewheel-area', payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: 'Leer 12 libros',
      description: payload.description,
      status: 'ACTIVE',
      lifeWheelAreaId: area.id,
      areaId: area.lifeAreaId,
      areaKey: 'PERSONAL_DEVELOPMENT',
      expectedScore: 8,
      version: 1,
      predictedScore: null,
      createdAt: expect.any(String),
      budget: { dailyIncomeTarget: 0, monthlyIncomeTarget: 0, currencySymbol: '$', byCurrency: [] },
      detail: {
        id: expect.any(String),
        status: 'PLANNING',
        startDate: payload.startDate,
        endDate: payload.endDate,
        totalActions: 0,
        completedActions: 0,
        progressPercentage: 0,
      },
    });
    const row = await t.app.deps.db.project.findUniqueOrThrow({ where: { id: response.body.id }, select: { userId: true, detail: { select: { id: true } } } });
    expect(row).toEqual({ userId: user.id, detail: { id: response.body.detail.id } });
  });

  it('creates over tRPC with the same shape', async () => {
    const { user, wheel } = await createPlanUser(t);
    const result = await t.trpc('projects.fromLifewheelArea', projectPayload(wheel.area('HEALTH_NUTRITION').id), { token: user.token });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ status: 'ACTIVE', areaKey: 'HEALTH_NUTRITION', detail: { status: 'PLANNING', totalActions: 0 } });
  });

  it('requires title and description, and an integer expected score 1..10; nothing is written', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token, { lang: 'en' });
    const areaId = wheel.area('PERSONAL_DEVELOPMENT').id;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'PROJECT_TITLE_REQUIRED'],
      [{ title: '   ' }, 'PROJECT_TITLE_REQUIRED'],
      [{ title: 'x'.repeat(121) }, 'PROJECT_TITLE_TOO_LONG'],
      [{ description: '  ' }, 'PROJECT_DESCRIPTION_REQUIRED'],
      [{ description: undefined }, 'PROJECT_DESCRIPTION_REQUIRED'],
      [{ expectedScore: 0 }, 'EXPECTED_SCORE_INVALID'],
      [{ expectedScore: 11 }, 'EXPECTED_SCORE_INVALID'],
      [{ expectedScore: 7.5 }, 'EXPECTED_SCORE_INVALID'],
      [{ expectedScore: '8' }, 'EXPECTED_SCORE_INVALID'],
      [{ startDate: '2026-02-30' }, 'INVALID_DATE'],
      [{ lifeWheelAreaId: 'not-a-uuid' }, 'INVALID_ID'],
    ];
    for (const [override, code] of cases) {
      const response = await api.post('/projects/from-lifewheel-area', projectPayload(areaId, override));
      expect(response.status, code).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.issues[0].code).toBe(code);
    }
    const missingTitle = await api.post('/projects/from-lifewheel-area', projectPayload(areaId, { title: '' }));
    expect(missingTitle.body.message).toBe('The title is required');
    expect(await projectCount(user.id)).toBe(0);
  });

  it("wants the expected score above the area's current score", async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token, { lang: 'en' });
    const area = wheel.area('HEALTH_NUTRITION');
    const same = await api.post('/projects/from-lifewheel-area', projectPayload(area.id, { expectedScore: 5 }));
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'EXPECTED_SCORE_NOT_ABOVE_CURRENT', message: "The expected score must be higher than the area's current score (5)" });
    const above = await api.post('/projects/from-lifewheel-area', projectPayload(area.id, { expectedScore: 6 }));
    expect(above.status).toBe(201);
  });

  it('starts tomorrow or later in the time zone the client sends', async () => {
    const { user, wheel } = await createPlanUser(t);
    const areaId = wheel.area('PERSONAL_DEVELOPMENT').id;
    const today = todayIn();
    const startToday = await apiAs(t, user.token, { lang: 'en' }).post(
      '/projects/from-lifewheel-area',
      projectPayload(areaId, { startDate: today, endDate: addCalendarMonths(today, 3) }),
    );
    expect(startToday.status).toBe(422);
    expect(startToday.body).toMatchObject({ code: 'START_DATE_TOO_EARLY', message: `The start date must be tomorrow or later (${addDays(today, 1)})` });
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11): Pago Pago's tomorrow is too early there.
    const start = addDays(todayIn('Pacific/Pago_Pago'), 1);
    const payload = projectPayload(areaId, { startDate: start, endDate: addCalendarMonths(start, 3) });
    const ahead = await apiAs(t, user.token, { timeZone: 'Pacific/Kiritimati' }).post('/projects/from-lifewheel-area', payload);
    expect(ahead.status).toBe(422);
    expect(ahead.body.code).toBe('START_DATE_TOO_EARLY');
    const behind = await apiAs(t, user.token, { timeZone: 'Pacific/Pago_Pago' }).post('/projects/from-lifewheel-area', payload);
    expect(behind.status).toBe(201);
  });

  it('ends 3 to 6 calendar months after the start, with the messages of SPEC.md', async () => {
    const { user, wheel } = await createPlanUser(t);
    const areaId = wheel.area('PROFESSIONAL_ACTIVITY').id;
    const startDate = addDays(todayIn(), 1);
    const post = (endDate: string, lang: 'es' | 'en' = 'en') =>
      apiAs(t, user.token, { lang }).post('/projects/from-lifewheel-area', projectPayload(areaId, { startDate, endDate }));
    const short = await post(addDays(minEndDate(startDate), -1));
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', code: 'DATE_ERROR_MIN', message: 'The project must last a minimum of 3 months' });
    expect((await post(addDays(minEndDate(startDate), -1), 'es')).body.message).toBe('El proyecto debe durar un mínimo de 3 meses');
    const long = await post(addDays(maxEndDate(startDate), 1));
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'DATE_ERROR_MAX', message: 'The project must last a maximum of 6 months' });
    expect((await post(addDays(maxEndDate(startDate), 1), 'es')).body.message).toBe('El proyecto debe durar un máximo de 6 meses');
    expect(await projectCount(user.id)).toBe(0);
    expect((await post(maxEndDate(startDate))).status).toBe(201);
    expect((await post(minEndDate(startDate))).status).toBe(201);
  });

  it('refuses with DATE_ERROR_MIN over tRPC too', async () => {
    const { user, wheel } = await createPlanUser(t);
    const startDate = addDays(todayIn(), 1);
    const result = await t.trpc(
      'projects.fromLifewheelArea',
      projectPayload(wheel.area('PROFESSIONAL_ACTIVITY').id, { startDate, endDate: addDays(startDate, 60) }),
      { token: user.token, lang: 'en' },
    );
    expect(result.error?.data).toMatchObject({ appCode: 'DATE_ERROR_MIN', httpStatus: 422 });
    expect(result.error?.message).toBe('The project must last a minimum of 3 months');
  });
});

describe('project eligibility', () => {
  it('needs the whole wheel assessed', async () => {
    const user = await createUserDirect(t);
    const wheel = await arrangeWheel(t, user.id, { scores: { SOCIAL_RELATIONSHIPS: null } });
    const response = await apiAs(t, user.token).post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ASSESSMENT_INCOMPLETE');
  });

  it('needs the focus selection saved', async () => {
    const user = await createUserDirect(t);
    const wheel = await arrangeWheel(t, user.id, { focus: null });
    const response = await apiAs(t, user.token).post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('FOCUS_NOT_SELECTED');
  });

  it('refuses finished, non-focus and blocked areas, each with its code', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const finished = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('COUPLE_INTIMACY').id, { expectedScore: 10 }));
    expect([finished.status, finished.body.code]).toEqual([422, 'AREA_FINISHED']);
    const notFocus = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('MONEY_FINANCES').id, { expectedScore: 9 }));
    expect([notFocus.status, notFocus.body.code]).toEqual([422, 'AREA_NOT_FOCUS']);
    const blockedArea = wheel.area('HEALTH_NUTRITION');
    await t.app.deps.db.lifeWheelArea.update({ where: { id: blockedArea.id }, data: { isBlocked: true } });
    const blocked = await api.post('/projects/from-lifewheel-area', projectPayload(blockedArea.id));
    expect([blocked.status, blocked.body.code]).toEqual([422, 'AREA_BLOCKED']);
    const trpc = await t.trpc('projects.fromLifewheelArea', projectPayload(wheel.area('MONEY_FINANCES').id, { expectedScore: 9 }), { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'AREA_NOT_FOCUS', httpStatus: 422 });
    expect(await projectCount(user.id)).toBe(0);
  });

  it('allows 2 projects per area that are not cancelled', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token, { lang: 'en' });
    const areaId = wheel.area('PERSONAL_DEVELOPMENT').id;
    const first = await api.post('/projects/from-lifewheel-area', projectPayload(areaId));
    expect((await api.post('/projects/from-lifewheel-area', projectPayload(areaId))).status).toBe(201);
    const third = await api.post('/projects/from-lifewheel-area', projectPayload(areaId));
    expect(third.status).toBe(422);
    expect(third.body).toMatchObject({ code: 'AREA_PROJECT_LIMIT', message: 'This area already has 2 projects (cancelled ones do not count)' });
    expect((await api.put(`/projects/${first.body.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    expect((await api.post('/projects/from-lifewheel-area', projectPayload(areaId))).status).toBe(201);
    // The cancelled one cannot come back while the area holds 2 others.
    const revived = await api.put(`/projects/${first.body.id}/status`, { status: 'SOMEDAY' });
    expect([revived.status, revived.body.code]).toEqual([422, 'AREA_PROJECT_LIMIT']);
    expect(await projectCount(user.id)).toBe(3);
  });

  it("answers 404 for another user's area or a missing one, writing nothing", async () => {
    const foreign = await apiAs(t, owner.user.token).post('/projects/from-lifewheel-area', projectPayload(stranger.wheel.area('PERSONAL_DEVELOPMENT').id));
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    const missing = await apiAs(t, owner.user.token).post('/projects/from-lifewheel-area', projectPayload('7d3c1c9e-0000-4000-8000-000000000000'));
    expect(missing.status).toBe(404);
    expect(await projectCount(owner.user.id)).toBe(0);
    expect(await projectCount(stranger.user.id)).toBe(0);
  });
});

describe('GET /projects/me and /projects/by-area', () => {
  it("lists only the caller's projects, newest first, and one area's on request", async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const a = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id, { title: 'A' }));
    const b = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('PROFESSIONAL_ACTIVITY').id, { title: 'B' }));
    await apiAs(t, stranger.user.token).post('/projects/from-lifewheel-area', projectPayload(stranger.wheel.area('PERSONAL_DEVELOPMENT').id));
    const me = await api.get('/projects/me');
    expect(me.status).toBe(200);
    expect((me.body.projects as { id: string }[]).map((p) => p.id)).toEqual([b.body.id, a.body.id]);
    const byArea = await api.get('/projects/by-area', { area: wheel.area('PERSONAL_DEVELOPMENT').id });
    expect(byArea.status).toBe(200);
    expect(byArea.body.projects).toEqual([a.body]);
    const trpcMe = await t.trpc('projects.me', undefined, { token: user.token, query: true });
    expect(trpcMe.data).toEqual(me.body);
    const trpcByArea = await t.trpc('projects.byArea', { area: wheel.area('PERSONAL_DEVELOPMENT').id }, { token: user.token, query: true });
    expect(trpcByArea.data).toEqual(byArea.body);
  });

  it("answers 404 for another user's area, and 400 without one", async () => {
    const api = apiAs(t, owner.user.token);
    const foreign = await api.get('/projects/by-area', { area: stranger.wheel.area('PERSONAL_DEVELOPMENT').id });
    expect(foreign.status).toBe(404);
    const trpc = await t.trpc('projects.byArea', { area: stranger.wheel.area('PERSONAL_DEVELOPMENT').id }, { token: owner.user.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
    expect((await api.get('/projects/by-area')).status).toBe(400);
  });

  it('derives the detail status: IN_PROGRESS from the start date', async () => {
    const { user, wheel } = await createPlanUser(t);
    const today = todayIn();
    await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: today });
    await createProjectDirect(t, user.id, wheel.area('PROFESSIONAL_ACTIVITY').id, { startDate: addDays(today, -20) });
    const me = await apiAs(t, user.token).get('/projects/me');
    expect((me.body.projects as { detail: { status: string } }[]).map((p) => p.detail.status)).toEqual(['IN_PROGRESS', 'IN_PROGRESS']);
  });

  it('requires authentication', async () => {
    expect((await t.http.get('/api/v1/projects/me')).status).toBe(401);
    const trpc = await t.trpc('projects.me', undefined, { query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'UNAUTHENTICATED', httpStatus: 401 });
  });
});

describe('PUT /projects/{id}/status', () => {
  it('moves between any of the four statuses and answers the project', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token);
    const created = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id));
    for (const status of ['SOMEDAY', 'CANCELLED', 'ACTIVE', 'ACTIVE']) {
      const response = await api.put(`/projects/${created.body.id}/status`, { status });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: created.body.id, status });
    }
    const trpc = await t.trpc('projects.setStatus', { id: created.body.id, status: 'SOMEDAY' }, { token: user.token });
    expect(trpc.data).toMatchObject({ id: created.body.id, status: 'SOMEDAY' });
    const invalid = await api.put(`/projects/${created.body.id}/status`, { status: 'DONE' });
    expect([invalid.status, invalid.body.issues[0].code]).toEqual([400, 'PROJECT_STATUS_INVALID']);
  });

  it('completes only with at least one action and all of them completed', async () => {
    const { user, wheel, contextId } = await createPlanUser(t);
    const en = apiAs(t, user.token, { lang: 'en' });
    const es = apiAs(t, user.token, { lang: 'es' });
    const { projectId, projectDetailId } = await createProjectDirect(t, user.id, wheel.area('PERSONAL_DEVELOPMENT').id);
    const none = await en.put(`/projects/${projectId}/status`, { status: 'COMPLETED' });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      code: 'PROJECT_NO_ACTIONS',
      message: 'Cannot complete project: You need to create at least one action and complete it before marking the project as completed.',
    });
    expect((await es.put(`/projects/${projectId}/status`, { status: 'COMPLETED' })).body.message).toBe(
      'No se puede completar el proyecto: necesitas crear al menos una acción y completarla antes de marcar el proyecto como completado.',
    );
    const goalId = await createGoalDirect(t, user.id, projectDetailId);
    await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 1, completed: true });
    await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 1 });
    const pending = await en.put(`/projects/${projectId}/status`, { status: 'COMPLETED' });
    expect(pending.status).toBe(422);
    expect(pending.body).toMatchObject({
      code: 'PROJECT_PENDING_ACTIONS',
      message: 'Cannot complete project: 1 of 2 actions completed. Please complete all actions first.',
    });
    expect((await es.put(`/projects/${projectId}/status`, { status: 'COMPLETED' })).body.message).toBe(
      'No se puede completar el proyecto: 1 de 2 acciones completadas. Completa todas las acciones primero.',
    );
    const trpc = await t.trpc('projects.setStatus', { id: projectId, status: 'COMPLETED' }, { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'PROJECT_PENDING_ACTIONS', httpStatus: 422 });
    expect((await t.app.deps.db.project.findUniqueOrThrow({ where: { id: projectId } })).status).toBe('ACTIVE');

    await t.app.deps.db.action.updateMany({ where: { goalId }, data: { completed: true, completedAt: new Date() } });
    const done = await en.put(`/projects/${projectId}/status`, { status: 'COMPLETED' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'COMPLETED', detail: { status: 'COMPLETED', totalActions: 2, completedActions: 2, progressPercentage: 100 } });
  });

  it("answers 404 for another user's project and leaves it as it was", async () => {
    const { projectId } = await createProjectDirect(t, stranger.user.id, stranger.wheel.area('HEALTH_NUTRITION').id);
    const response = await apiAs(t, owner.user.token).put(`/projects/${projectId}/status`, { status: 'CANCELLED' });
    expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await t.app.deps.db.project.findUniqueOrThrow({ where: { id: projectId } })).status).toBe('ACTIVE');
  });
});

describe('plan limit: active projects (BASICO allows 3)', () => {
  it('refuses the 4th active project, by creation or by status change, writing nothing', async () => {
    const { user, wheel } = await createPlanUser(t);
    const api = apiAs(t, user.token, { lang: 'en' });
    const areas = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'] as const;
    const ids: string[] = [];
    for (const key of areas) {
      const response = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area(key).id));
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    const fourth = await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id));
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('PLAN_LIMIT');
    expect(await projectCount(user.id)).toBe(3);

    expect((await api.put(`/projects/${ids[0]}/status`, { status: 'SOMEDAY' })).status).toBe(200);
    expect((await api.post('/projects/from-lifewheel-area', projectPayload(wheel.area('PERSONAL_DEVELOPMENT').id))).status).toBe(201);
    const reactivated = await api.put(`/projects/${ids[0]}/status`, { status: 'ACTIVE' });
    expect([reactivated.status, reactivated.body.code]).toEqual([403, 'PLAN_LIMIT']);
    expect((await t.app.deps.db.project.findUniqueOrThrow({ where: { id: ids[0] } })).status).toBe('SOMEDAY');
    const trpc = await t.trpc('projects.setStatus', { id: ids[0], status: 'ACTIVE' }, { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'PLAN_LIMIT', httpStatus: 403 });
    // A project already ACTIVE stays ACTIVE without counting again.
    expect((await api.put(`/projects/${ids[1]}/status`, { status: 'ACTIVE' })).status).toBe(200);
  });
});
