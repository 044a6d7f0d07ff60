import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleComparison, CycleList } from '../../domain/schemas/cycles';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { areaOf, assessAllAreas, CYCLE_ONE, CYCLE_TWO, saveFocus } from '../support/wheel';
import { apiAs, createProjectDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

// "now" is the app's clock: the tests move it, never sleep.
const clock = testClock('2026-01-10T15:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const { scores: FIRST, focus: FIRST_FOCUS } = CYCLE_ONE;
const { scores: SECOND, focus: SECOND_FOCUS } = CYCLE_TWO;

/** A user whose cycle 1 started (focus saved) at the clock's current instant. */
async function startedUser(): Promise<TestUser> {
  const user = await createUserDirect(t);
  await assessAllAreas(t, tokenOf(user), FIRST);
  await saveFocus(t, tokenOf(user), FIRST_FOCUS);
  return user;
}

const tokenOf = (user: TestUser) => tokenAt(t, user);
const api = (user: TestUser, options: { timeZone?: string; lang?: 'es' | 'en' } = {}) => apiAs(t, tokenOf(user), options);
const startNext = (user: TestUser, options: { timeZone?: string; lang?: 'es' | 'en' } = {}) => api(user, options).post('/lifewheel/start-next-cycle');
const me = async (user: TestUser, timeZone = 'UTC') => (await api(user, { timeZone }).get('/lifewheel/me')).body as LifeWheel;
const cyclesOf = async (user: TestUser) => ((await api(user).get('/lifewheel/cycles')).body as CycleList).cycles;

describe('the cycle of GET /lifewheel/me', () => {
  it('is cycle 1 without a calendar until the focus selection is saved, then day 1 of 90', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await createUserDirect(t);
    const before = await me(user);
    expect(before.cycle).toMatchObject({ number: 1, status: 'ACTIVE', startedOn: null, endsOn: null, lastDay: null, day: null, daysLeft: null, canReassess: false });
    await assessAllAreas(t, tokenOf(user), FIRST);
    await saveFocus(t, tokenOf(user), FIRST_FOCUS);
    const after = await me(user);
    expect(after.cycle).toEqual({
      id: before.cycle.id,
      number: 1,
      status: 'ACTIVE',
      startedOn: '2026-01-10',
      endsOn: '2026-04-10',
      lastDay: '2026-04-09',
      day: 1,
      daysLeft: 90,
      reassessFrom: '2026-03-26',
      canReassess: false,
    });
    clock.moveDays(39);
    expect((await me(user)).cycle).toMatchObject({ day: 40, daysLeft: 51 });
  });

  it("counts the days in the caller's time zone (X-Time-Zone)", async () => {
    // 23:30 on Jan 10 in Mexico City is already Jan 11 in Madrid.
    clock.moveTo('2026-01-11T05:30:00.000Z');
    const user = await startedUser();
    expect((await me(user, 'America/Mexico_City')).cycle).toMatchObject({ startedOn: '2026-01-10', endsOn: '2026-04-10', day: 1 });
    expect((await me(user, 'Europe/Madrid')).cycle).toMatchObject({ startedOn: '2026-01-11', endsOn: '2026-04-11', day: 1 });
    clock.moveTo('2026-01-11T06:30:00.000Z'); // past midnight in Mexico City
    expect((await me(user, 'America/Mexico_City')).cycle).toMatchObject({ day: 2, daysLeft: 89 });
    expect((await me(user, 'Europe/Madrid')).cycle).toMatchObject({ day: 1, daysLeft: 90 });
  });
});

describe('POST /lifewheel/start-next-cycle', () => {
  it('is refused before the cycle started, and on day 75 with a message naming the date', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const fresh = await createUserDirect(t);
    const notStarted = await startNext(fresh);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.code).toBe('CYCLE_NOT_STARTED');

    const user = await startedUser();
    const { projectId } = await createProjectDirect(t, user.id, areaOf(await me(user), 'HEALTH_NUTRITION').id);
    clock.moveDays(74);
    expect((await me(user)).cycle).toMatchObject({ day: 75, canReassess: false });
    const es = await startNext(user, { lang: 'es' });
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({ code: 'CYCLE_TOO_EARLY' });
    expect(es.body.message).toContain('26 de marzo de 2026');
    const en = await startNext(user, { lang: 'en' });
    expect(en.body.message).toContain('March 26, 2026');
    expect(await cyclesOf(user)).toHaveLength(1);
    expect((await t.app.deps.db.project.findUniqueOrThrow({ where: { id: projectId } })).status).toBe('ACTIVE');
  });

  it('on day 76 closes the cycle and opens the next with six unassessed areas; the old projects stay readable', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    const oldWheel = await me(user);
    const oldArea = areaOf(oldWheel, 'HEALTH_NUTRITION');
    const { projectId } = await createProjectDirect(t, user.id, oldArea.id);
    clock.moveDays(75);
    expect((await me(user)).cycle).toMatchObject({ day: 76, canReassess: true });
    const response = await startNext(user);
    expect(response.status).toBe(200);
    const wheel = response.body as LifeWheel;
    expect(wheel.cycle).toMatchObject({ number: 2, status: 'ACTIVE', startedOn: null, canReassess: false });
    expect(wheel.cycle.id).not.toBe(oldWheel.cycle.id);
    expect(wheel).toMatchObject({ isAnswered: false, isComplete: false, focusSelectedAt: null, globalScore: null, lifeAreasSelected: [] });
    expect(wheel.lifeAreas).toHaveLength(6);
    for (const area of wheel.lifeAreas) expect(area).toMatchObject({ score: null, isArchived: false, isBlocked: true, isFocus: false, projects: [] });
    expect(await me(user)).toEqual(wheel);

    const cycles = await cyclesOf(user);
    expect(cycles.map((cycle) => [cycle.number, cycle.status])).toEqual([[1, 'CLOSED'], [2, 'ACTIVE']]);
    expect(cycles[0]).toMatchObject({ startedOn: '2026-01-10', endsOn: '2026-04-10', closedAt: clock.now().toISOString(), globalScore: oldWheel.globalScore });
    expect(cycles[0]!.areas.map((area) => area.score)).toEqual(oldWheel.lifeAreas.map((area) => area.score));
    const listed = await api(user).get('/projects/by-area', { area: oldArea.id });
    expect(listed.status).toBe(200);
    expect((listed.body as { projects: { id: string }[] }).projects.map((project) => project.id)).toEqual([projectId]);
  });

  it('is accepted earlier once every project of the cycle is completed or cancelled', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    const wheel = await me(user);
    await createProjectDirect(t, user.id, areaOf(wheel, 'HEALTH_NUTRITION').id, { status: 'COMPLETED' });
    const { projectId } = await createProjectDirect(t, user.id, areaOf(wheel, 'PERSONAL_DEVELOPMENT').id, { status: 'ACTIVE' });
    clock.moveDays(9);
    expect((await startNext(user)).status).toBe(409);
    await t.app.deps.db.project.update({ where: { id: projectId }, data: { status: 'CANCELLED' } });
    expect((await me(user)).cycle).toMatchObject({ day: 10, canReassess: true });
    const response = await startNext(user);
    expect(response.status).toBe(200);
    expect(response.body.cycle.number).toBe(2);
  });

  it('opens exactly one cycle for 20 concurrent calls', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    clock.moveDays(80);
    const responses = await Promise.all(Array.from({ length: 20 }, () => startNext(user)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(new Set(responses.filter((response) => response.status === 409).map((response) => (response.body as { code: string }).code))).toEqual(new Set(['CYCLE_NOT_STARTED']));
    expect((await cyclesOf(user)).map((cycle) => cycle.status)).toEqual(['CLOSED', 'ACTIVE']);
    expect(await t.app.deps.db.lifeWheelArea.count({ where: { lifeWheel: { userId: user.id } } })).toBe(12);
  });
});

/**
 * A user through cycle 1 (FIRST) into an assessed, focused cycle 2 (SECOND), with the clock 80 days on. `arrange`
 * runs in cycle 1 and returns the projects to carry.
 */
async function twoCycleUser(arrange: (user: TestUser, first: LifeWheel) => Promise<string[]> = async () => []) {
  clock.moveTo('2026-01-10T15:00:00.000Z');
  const user = await startedUser();
  const first = await me(user);
  const carryProjectIds = await arrange(user, first);
  clock.moveDays(80);
  expect((await startNext(user)).status).toBe(200);
  await assessAllAreas(t, tokenOf(user), SECOND);
  const saved = await saveSecondFocus(user, carryProjectIds);
  expect(saved.status).toBe(200);
  return { user, first, second: saved.body as LifeWheel };
}

async function saveSecondFocus(user: TestUser, carryProjectIds: string[]) {
  const ids = Object.fromEntries((await me(user)).lifeAreas.map((area) => [area.key, area.areaId]));
  return api(user, { lang: 'en' }).post('/lifewheel/add-lifewheel-areas', { areaIds: SECOND_FOCUS.map((key) => ({ areaId: ids[key] })), carryProjectIds });
}

describe('closed cycles are read-only', () => {
  it('answers 409 CYCLE_CLOSED to writes on an old cycle and changes nothing', async () => {
    const { user, first } = await twoCycleUser();
    const caller = api(user, { lang: 'en' });
    const before = await t.app.deps.db.lifeWheelArea.findMany({ where: { lifeWheel: { userId: user.id } }, orderBy: { id: 'asc' } });
    const pd = areaOf(first, 'PERSONAL_DEVELOPMENT');
    const submitted = await caller.post('/answers/submit-area', { cycleId: first.cycle.id, areaId: pd.areaId, answers: [{ questionId: randomUUID(), value: true }] });
    expect(submitted.status).toBe(409);
    expect(submitted.body).toMatchObject({ code: 'CYCLE_CLOSED', message: 'This cycle is closed: its answers, focus areas and scores can no longer be changed' });
    const focus = await caller.post('/lifewheel/add-lifewheel-areas', { cycleId: first.cycle.id, areaIds: FIRST_FOCUS.map((key) => ({ areaId: areaOf(first, key).areaId })) });
    expect(focus.status).toBe(409);
    expect(focus.body.code).toBe('CYCLE_CLOSED');
    const unlocked = await caller.post('/lifewheel/unlock-areas', { lifeWheelAreaIds: [pd.id] });
    expect(unlocked.status).toBe(409);
    expect(unlocked.body.code).toBe('CYCLE_CLOSED');
    const project = await caller.post('/projects/from-lifewheel-area', { lifeWheelAreaId: pd.id, title: 'x', description: 'x', expectedScore: 9, startDate: '2026-05-01', endDate: '2026-08-01' });
    expect(project.status).toBe(409);
    expect(project.body.code).toBe('CYCLE_CLOSED');
    const after = await t.app.deps.db.lifeWheelArea.findMany({ where: { lifeWheel: { userId: user.id } }, orderBy: { id: 'asc' } });
    expect(after).toEqual(before);
    expect(await t.app.deps.db.answer.count({ where: { lifeWheelArea: { lifeWheel: { userId: user.id } } } })).toBe(120);
  });

  it("answers 404 for another user's cycle id", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const other = await startedUser();
    const user = await createUserDirect(t);
    const wheel = await me(user);
    const response = await api(user).post('/answers/submit-area', {
      cycleId: (await me(other)).cycle.id,
      areaId: areaOf(wheel, 'PERSONAL_DEVELOPMENT').areaId,
      answers: [{ questionId: randomUUID(), value: true }],
    });
    expect(response.status).toBe(404);
  });
});

describe('carrying projects into the next cycle', () => {
  it('moves the chosen ACTIVE projects whose area is again a focus area; the other ACTIVE ones become SOMEDAY in the old cycle', async () => {
    const ids = { carried: '', left: '', done: '' };
    const { user, first, second } = await twoCycleUser(async (owner, wheel) => {
      ids.carried = (await createProjectDirect(t, owner.id, areaOf(wheel, 'HEALTH_NUTRITION').id)).projectId;
      ids.left = (await createProjectDirect(t, owner.id, areaOf(wheel, 'SOCIAL_RELATIONSHIPS').id)).projectId;
      ids.done = (await createProjectDirect(t, owner.id, areaOf(wheel, 'PERSONAL_DEVELOPMENT').id, { status: 'COMPLETED' })).projectId;
      return [ids.carried];
    });
    const rows = await t.app.deps.db.project.findMany({ where: { userId: user.id }, select: { id: true, status: true, lifeWheelAreaId: true } });
    const row = (id: string) => rows.find((project) => project.id === id);
    expect(row(ids.carried)).toMatchObject({ status: 'ACTIVE', lifeWheelAreaId: areaOf(second, 'HEALTH_NUTRITION').id });
    expect(row(ids.left)).toMatchObject({ status: 'SOMEDAY', lifeWheelAreaId: areaOf(first, 'SOCIAL_RELATIONSHIPS').id });
    expect(row(ids.done)).toMatchObject({ status: 'COMPLETED', lifeWheelAreaId: areaOf(first, 'PERSONAL_DEVELOPMENT').id });
    expect(areaOf(second, 'HEALTH_NUTRITION').projects.map((project) => project.id)).toEqual([ids.carried]);
    const reactivated = await api(user).put(`/projects/${ids.left}/status`, { status: 'ACTIVE' });
    expect(reactivated.status).toBe(409);
    expect((reactivated.body as { code: string }).code).toBe('CYCLE_CLOSED');
  });

  it('refuses, changing nothing, a project whose area is not a focus area again (422) and answers 404 for a foreign one', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    const first = await me(user);
    const { projectId } = await createProjectDirect(t, user.id, areaOf(first, 'SOCIAL_RELATIONSHIPS').id);
    const stranger = await startedUser();
    const foreign = (await createProjectDirect(t, stranger.id, areaOf(await me(stranger), 'HEALTH_NUTRITION').id)).projectId;
    clock.moveDays(80);
    expect((await startNext(user)).status).toBe(200);
    await assessAllAreas(t, tokenOf(user), SECOND);
    const refused = await saveSecondFocus(user, [projectId]);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CYCLE_CARRY_NOT_ALLOWED');
    expect(refused.body.message).toContain('Proyecto directo');
    expect((await saveSecondFocus(user, [foreign])).status).toBe(404);
    expect((await me(user)).focusSelectedAt).toBeNull();
    expect((await t.app.deps.db.project.findUniqueOrThrow({ where: { id: projectId } })).status).toBe('ACTIVE');
  });
});

describe('GET /lifewheel/cycles and /lifewheel/compare', () => {
  it('compares two cycles area by area and answer by answer', async () => {
    const { user, first, second } = await twoCycleUser();
    const response = await api(user, { lang: 'en' }).get('/lifewheel/compare', { from: first.cycle.id, to: second.cycle.id });
    expect(response.status).toBe(200);
    const comparison = response.body as CycleComparison;
    expect(comparison).toMatchObject({
      from: { id: first.cycle.id, number: 1 },
      to: { id: second.cycle.id, number: 2 },
      globalBefore: 6.2,
      globalAfter: 7.2,
      globalDelta: 1,
      globalDeltaPercent: 16.1,
    });
    expect(comparison.areas.map((area) => [area.key, area.before, area.after, area.delta])).toEqual([
      ['PERSONAL_DEVELOPMENT', 2, 6, 4],
      ['PROFESSIONAL_ACTIVITY', 7, 6, -1],
      ['HEALTH_NUTRITION', 4, 6, 2],
      ['MONEY_FINANCES', 9, 9, 0],
      ['SOCIAL_RELATIONSHIPS', 5, 8, 3],
      ['COUPLE_INTIMACY', 10, 8, -2],
    ]);
    for (const area of comparison.areas) {
      const key = area.key;
      // The helper answers the first `score` questions of the set YES and the rest NO.
      expect(area.questions).toHaveLength(10);
      area.questions.forEach((question, index) => {
        expect(question).toMatchObject({ haveMoreQuestions: false, before: index < FIRST[key], after: index < SECOND[key] });
      });
    }
    const pd = comparison.areas[0]!;
    expect(pd.questions.filter((question) => !question.before && question.after)).toHaveLength(4);
  });

  it('lists every cycle with its scores, and reads a history of 4 cycles in as many queries as one of 1', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const single = await startedUser();
    const long = await startedUser();
    for (let cycle = 2; cycle <= 4; cycle += 1) {
      clock.moveDays(80);
      expect((await startNext(long)).status).toBe(200);
      await assessAllAreas(t, tokenOf(long), cycle % 2 === 0 ? SECOND : FIRST);
      await saveFocus(t, tokenOf(long), cycle % 2 === 0 ? SECOND_FOCUS : FIRST_FOCUS);
    }
    const count = async (user: TestUser) => {
      const queries: string[] = [];
      const stop = t.database.onQuery((sql) => queries.push(sql));
      const response = await api(user).get('/lifewheel/cycles');
      stop();
      expect(response.status).toBe(200);
      return { queries: queries.length, cycles: (response.body as CycleList).cycles };
    };
    const one = await count(single);
    const four = await count(long);
    expect(four.queries).toBe(one.queries);
    expect(four.cycles.map((cycle) => [cycle.number, cycle.status, cycle.globalScore])).toEqual([
      [1, 'CLOSED', 6.2],
      [2, 'CLOSED', 7.2],
      [3, 'CLOSED', 6.2],
      [4, 'ACTIVE', 7.2],
    ]);
    expect(four.cycles[1]!.areas.map((area) => [area.key, area.score, area.isFocus])).toEqual([
      ['PERSONAL_DEVELOPMENT', 6, true],
      ['PROFESSIONAL_ACTIVITY', 6, true],
      ['HEALTH_NUTRITION', 6, true],
      ['MONEY_FINANCES', 9, false],
      ['SOCIAL_RELATIONSHIPS', 8, false],
      ['COUPLE_INTIMACY', 8, false],
    ]);
  });

  it("answers 404 when either cycle is another user's or unknown", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    const other = await startedUser();
    const mine = (await me(user)).cycle.id;
    const theirs = (await me(other)).cycle.id;
    const caller = api(user);
    expect((await caller.get('/lifewheel/compare', { from: mine, to: theirs })).status).toBe(404);
    expect((await caller.get('/lifewheel/compare', { from: theirs, to: mine })).status).toBe(404);
    expect((await caller.get('/lifewheel/compare', { from: mine, to: randomUUID() })).status).toBe(404);
    expect((await caller.get('/lifewheel/compare', { from: mine, to: 'nope' })).status).toBe(400);
  });

  it('works over tRPC', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const user = await startedUser();
    const result = await t.trpc('lifewheel.cycles', undefined, { token: tokenOf(user), query: true });
    expect(result.status).toBe(200);
    expect((result.data as CycleList).cycles.map((cycle) => cycle.number)).toEqual([1]);
  });
});
