// The second cycle keeps the person's work (issue 37 item 1): what the focus dialog carries by default, what stays
// behind parked as SOMEDAY with its open actions out of the lists, and bringing a parked project back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { ActionList } from '../../domain/schemas/actions';
import type { LifeWheel } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { areaOf, assessAllAreas, CYCLE_ONE, CYCLE_TWO, saveFocus } from '../support/wheel';
import { apiAs, createActionsDirect, createContextDirect, createGoalDirect, createProjectDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

// "now" is the app's clock: the tests move it, never sleep.
const clock = testClock('2026-01-10T15:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const api = (user: TestUser, lang: 'es' | 'en' = 'en') => apiAs(t, tokenAt(t, user), { lang });
const me = async (user: TestUser) => (await api(user).get('/lifewheel/me')).body as LifeWheel;
const listed = async (user: TestUser) => ((await api(user).get('/actions/me')).body as ActionList).actions;
const projectOf = async (user: TestUser, id: string) => ((await api(user).get('/projects/me')).body as { projects: Project[] }).projects.find((project) => project.id === id);

/** A project of cycle 1 in `key` with 3 pending actions (overdue by cycle 2) and 1 completed one. */
async function projectWithActions(user: TestUser, wheel: LifeWheel, key: LifeAreaKey, contextId: string): Promise<string> {
  const { projectId, projectDetailId } = await createProjectDirect(t, user.id, areaOf(wheel, key).id, { startDate: '2026-01-11', endDate: '2026-06-11' });
  const goalId = await createGoalDirect(t, user.id, projectDetailId, 'DO');
  await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 3, dueDate: '2026-02-01' });
  await createActionsDirect(t, { userId: user.id, goalId, contextId, count: 1, dueDate: '2026-01-20', completed: true });
  return projectId;
}

/**
 * Cycle 1 (focus: personal development, health, social) with a project in each of those areas; day 81 opens cycle 2
 * and assesses it (focus: personal development, professional activity, health). The social project's area is not
 * chosen again.
 */
async function secondCycleUser() {
  clock.moveTo('2026-01-10T15:00:00.000Z');
  const user = await createUserDirect(t);
  await assessAllAreas(t, tokenAt(t, user), CYCLE_ONE.scores);
  const first = await saveFocus(t, tokenAt(t, user), CYCLE_ONE.focus);
  const contextId = await createContextDirect(t, user.id);
  const ids = {
    health: await projectWithActions(user, first, 'HEALTH_NUTRITION', contextId),
    growth: await projectWithActions(user, first, 'PERSONAL_DEVELOPMENT', contextId),
    social: await projectWithActions(user, first, 'SOCIAL_RELATIONSHIPS', contextId),
  };
  clock.moveDays(80);
  expect((await api(user).post('/lifewheel/start-next-cycle')).status).toBe(200);
  await assessAllAreas(t, tokenAt(t, user), CYCLE_TWO.scores);
  return { user, first, ids };
}

async function saveSecondFocus(user: TestUser, carryProjectIds: string[]) {
  const wheel = await me(user);
  return api(user).post('/lifewheel/add-lifewheel-areas', { areaIds: CYCLE_TWO.focus.map((key) => ({ areaId: areaOf(wheel, key).areaId })), carryProjectIds });
}

const projectIdsOf = (actions: ActionList['actions']) => [...new Set(actions.map((action) => action.projectId))].sort();

describe('the focus selection of cycle 2', () => {
  it("carries what the dialog ticks by default (every ACTIVE project of an area chosen again), each with its open actions", async () => {
    const { user, ids } = await secondCycleUser();
    const saved = await saveSecondFocus(user, [ids.health, ids.growth]);
    expect(saved.status).toBe(200);
    const second = saved.body as LifeWheel;
    for (const [id, key] of [[ids.health, 'HEALTH_NUTRITION'], [ids.growth, 'PERSONAL_DEVELOPMENT']] as const) {
      expect(await projectOf(user, id)).toMatchObject({ status: 'ACTIVE', lifeWheelAreaId: areaOf(second, key).id });
    }
    const actions = await listed(user);
    expect(projectIdsOf(actions.filter((action) => !action.completed))).toEqual([ids.health, ids.growth].sort());
    expect(actions.filter((action) => action.isOverdue)).toHaveLength(6);
  });

  it('parks an unticked project and one whose area is not chosen as SOMEDAY; their open actions leave the list, their done ones stay', async () => {
    const { user, ids } = await secondCycleUser();
    expect((await saveSecondFocus(user, [ids.health])).status).toBe(200);
    expect((await projectOf(user, ids.growth))?.status).toBe('SOMEDAY');
    expect((await projectOf(user, ids.social))?.status).toBe('SOMEDAY');
    const actions = await listed(user);
    expect(projectIdsOf(actions.filter((action) => !action.completed))).toEqual([ids.health]);
    expect(actions.filter((action) => action.isOverdue)).toHaveLength(3);
    expect(projectIdsOf(actions.filter((action) => action.completed))).toEqual([ids.health, ids.growth, ids.social].sort());
    // The project's own list, by its goal or by the project, leaves them out too: they come back with the project.
    expect(((await api(user).get('/actions/me', { projectId: ids.social })).body as ActionList).actions.every((action) => action.completed)).toBe(true);
  });

  it('leaves the open actions of a parked project out of the calendar feed', async () => {
    const { user, ids } = await secondCycleUser();
    expect((await saveSecondFocus(user, [ids.health])).status).toBe(200);
    const url = new URL((await api(user).post('/users/calendar-feed')).body.url as string);
    const feed = await t.http.get(url.pathname);
    expect(feed.status).toBe(200);
    // The feed also holds the cycle's own dates; the actions are the events named after them.
    expect(feed.text.match(/SUMMARY:Acción/g)).toHaveLength(3);
  });
});

describe('POST /projects/{id}/bring-back', () => {
  it('brings a parked project into the current cycle, in an area not chosen again too, with its open actions', async () => {
    const { user, ids } = await secondCycleUser();
    expect((await saveSecondFocus(user, [ids.health])).status).toBe(200);
    const before = await t.app.deps.db.action.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    const back = await api(user).post(`/projects/${ids.social}/bring-back`);
    expect(back.status).toBe(200);
    const second = await me(user);
    expect(back.body).toMatchObject({ id: ids.social, status: 'ACTIVE', lifeWheelAreaId: areaOf(second, 'SOCIAL_RELATIONSHIPS').id, detail: { totalActions: 4, completedActions: 1 } });
    expect(areaOf(second, 'SOCIAL_RELATIONSHIPS')).toMatchObject({ isFocus: false });
    expect(projectIdsOf((await listed(user)).filter((action) => !action.completed))).toEqual([ids.health, ids.social].sort());
    // The actions themselves are not touched: they come back as they were.
    expect(await t.app.deps.db.action.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } })).toEqual(before);
    // Once back it is no longer parked: a second call is refused and changes nothing.
    const again = await api(user, 'es').post(`/projects/${ids.social}/bring-back`);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'PROJECT_NOT_PARKED', 'Solo puedes traer a este ciclo un proyecto de «Algún día» de un ciclo cerrado']);
  });

  it('is the tRPC mutation projects.bringBack too', async () => {
    const { user, ids } = await secondCycleUser();
    expect((await saveSecondFocus(user, [])).status).toBe(200);
    const result = await t.trpc('projects.bringBack', { id: ids.growth }, { token: tokenAt(t, user) });
    expect(result.status).toBe(200);
    expect((await projectOf(user, ids.growth))?.status).toBe('ACTIVE');
  });

  it("answers 404 for another person's project or an unknown one, and a translated 400 for a malformed id", async () => {
    const { user, ids } = await secondCycleUser();
    expect((await saveSecondFocus(user, [])).status).toBe(200);
    const stranger = await createUserDirect(t);
    const foreign = await api(stranger).post(`/projects/${ids.social}/bring-back`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await api(user).post('/projects/00000000-0000-4000-8000-000000000000/bring-back')).status).toBe(404);
    const malformed = await api(user, 'es').post('/projects/not-an-id/bring-back');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    expect(malformed.body.message).not.toMatch(/invalid|expected/i);
    expect((await projectOf(user, ids.social))?.status).toBe('SOMEDAY');
  });

  it('refuses before the new focus selection, an ACTIVE project, and a full area (409/422, nothing changes)', async () => {
    const { user, ids } = await secondCycleUser();
    // Cycle 2 assessed but its focus not saved yet: the dialog carries projects; nothing is parked yet anyway.
    await t.app.deps.db.project.update({ where: { id: ids.social }, data: { status: 'SOMEDAY' } });
    const early = await api(user).post(`/projects/${ids.social}/bring-back`);
    expect([early.status, early.body.code]).toEqual([409, 'CYCLE_NOT_STARTED']);
    expect((await saveSecondFocus(user, [ids.health])).status).toBe(200);
    const active = await api(user).post(`/projects/${ids.health}/bring-back`);
    expect([active.status, active.body.code, active.body.message]).toEqual([409, 'PROJECT_NOT_PARKED', 'Only a Someday project of a closed cycle can be brought into this cycle']);
    // Two projects already in the current cycle's personal-development area: the old one stays parked.
    const second = await me(user);
    await createProjectDirect(t, user.id, areaOf(second, 'PERSONAL_DEVELOPMENT').id, { startDate: '2026-04-02', endDate: '2026-07-02' });
    await createProjectDirect(t, user.id, areaOf(second, 'PERSONAL_DEVELOPMENT').id, { startDate: '2026-04-02', endDate: '2026-07-02' });
    const full = await api(user, 'es').post(`/projects/${ids.growth}/bring-back`);
    expect([full.status, full.body.code, full.body.message]).toEqual([422, 'AREA_PROJECT_LIMIT', 'Esta área ya tiene 2 proyectos (los cancelados no cuentan)']);
    expect((await projectOf(user, ids.growth))?.status).toBe('SOMEDAY');
  });
});
