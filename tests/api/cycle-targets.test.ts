import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { addCalendarMonths, addDays, localDate } from '../../domain/rules/dates';
import type { Action, ActionPage } from '../../domain/schemas/actions';
import type { CycleComparison, CycleList } from '../../domain/schemas/cycles';
import type { Goal } from '../../domain/schemas/goals';
import type { AreaAnswers, LifeWheel } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { areaOf, assessAllAreas, assessAreas, CYCLE_ONE, CYCLE_TWO, saveFocus } from '../support/wheel';
import { apiAs, createContextDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

// Goals and actions aimed at the NO answers they are meant to flip (issue 19, item 4). "now" is the app's clock:
// the tests move it to reach the re-assessment, never sleep.
const clock = testClock('2026-01-10T15:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

type Scores = Record<LifeAreaKey, number>;
const { scores: FIRST, focus: FIRST_FOCUS } = CYCLE_ONE;
const { scores: SECOND, focus: SECOND_FOCUS } = CYCLE_TWO;

const tokenOf = (user: TestUser) => tokenAt(t, user);
const api = (user: TestUser, lang: 'es' | 'en' = 'es') => apiAs(t, tokenOf(user), { lang });
const today = () => localDate(clock.now(), 'UTC');
const me = async (user: TestUser) => (await api(user).get('/lifewheel/me')).body as LifeWheel;

/** The caller's answers of an area (GET /assessment/area/{id}/answers). */
async function answersOf(user: TestUser, key: LifeAreaKey, lang: 'es' | 'en' = 'es'): Promise<AreaAnswers> {
  const response = await api(user, lang).get(`/assessment/area/${areaOf(await me(user), key).areaId}/answers`);
  expect(response.status).toBe(200);
  return response.body as AreaAnswers;
}

type Planner = {
  user: TestUser;
  contextId: string;
  /** Question ids of the area's answered set, in order (q[0] is the first question). */
  q: Record<'PD' | 'HN' | 'SR', string[]>;
  project: (key: LifeAreaKey) => Promise<Project>;
  goal: (project: Project, targetQuestionIds?: string[], goalType?: 'BE' | 'DO' | 'HAVE') => Promise<Goal>;
  action: (goal: Goal, targetQuestionIds?: string[]) => Promise<Action>;
};

/** A user whose cycle 1 started now, with one active context. */
async function planner(scores: Scores = FIRST): Promise<Planner> {
  const user = await createUserDirect(t);
  await assessAllAreas(t, tokenOf(user), scores);
  await saveFocus(t, tokenOf(user), FIRST_FOCUS);
  const contextId = await createContextDirect(t, user.id);
  const ids = async (key: LifeAreaKey) => (await answersOf(user, key)).answers.map((answer) => answer.questionId);
  return {
    user,
    contextId,
    q: { PD: await ids('PERSONAL_DEVELOPMENT'), HN: await ids('HEALTH_NUTRITION'), SR: await ids('SOCIAL_RELATIONSHIPS') },
    async project(key) {
      const startDate = addDays(today(), 1);
      const response = await api(user).post('/projects/from-lifewheel-area', {
        lifeWheelAreaId: areaOf(await me(user), key).id,
        title: `Proyecto ${key}`,
        description: 'Con metas apuntadas',
        expectedScore: 9,
        startDate,
        endDate: addCalendarMonths(startDate, 3),
      });
      expect(response.status).toBe(201);
      return response.body as Project;
    },
    async goal(project, targetQuestionIds, goalType = 'BE') {
      const response = await api(user).post('/goals/add', { projectDetailId: project.detail.id, goalType, content: 'Meta', targetQuestionIds });
      expect(response.status).toBe(201);
      return response.body as Goal;
    },
    async action(goal, targetQuestionIds) {
      const response = await api(user).post('/actions/add', { goalId: goal.id, contextId, title: 'Acción', dueDate: addDays(today(), 10), targetQuestionIds });
      expect(response.status).toBe(201);
      return response.body as Action;
    },
  };
}

const goalCount = (userId: string) => t.app.deps.db.goal.count({ where: { userId } });
const actionCount = (userId: string) => t.app.deps.db.action.count({ where: { userId } });

describe('GET /assessment/area/{id}/answers', () => {
  it("lists the caller's answers of the current cycle in set order and the request's language", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const { user } = await planner();
    const wheel = await me(user);
    const es = await answersOf(user, 'PERSONAL_DEVELOPMENT', 'es');
    const en = await answersOf(user, 'PERSONAL_DEVELOPMENT', 'en');
    expect(es).toMatchObject({
      area: { key: 'PERSONAL_DEVELOPMENT', id: areaOf(wheel, 'PERSONAL_DEVELOPMENT').areaId },
      cycleId: wheel.cycle.id,
      lifeWheelAreaId: areaOf(wheel, 'PERSONAL_DEVELOPMENT').id,
      score: 2,
    });
    expect(es.answers.map((answer) => [answer.order, answer.value])).toEqual(Array.from({ length: 10 }, (_, index) => [index + 1, index < 2]));
    const bank = await t.app.deps.db.question.findUniqueOrThrow({ where: { id: es.answers[3]!.questionId } });
    expect([es.answers[3]!.text, en.answers[3]!.text]).toEqual([bank.textEs, bank.textEn]);
    expect(en.area.name).not.toBe(es.area.name);
    expect(en.answers.map((answer) => answer.questionId)).toEqual(es.answers.map((answer) => answer.questionId));
  });

  it('answers an area not assessed yet with no score and no answers, another user only their own, an unknown area 404', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const fresh = await createUserDirect(t);
    await assessAreas(t, tokenOf(fresh), { PERSONAL_DEVELOPMENT: 8 });
    const unassessed = await answersOf(fresh, 'HEALTH_NUTRITION');
    expect(unassessed).toMatchObject({ score: null, answers: [] });
    const own = await answersOf(fresh, 'PERSONAL_DEVELOPMENT');
    expect([own.score, own.answers.filter((answer) => answer.value).length]).toEqual([8, 8]);

    const { user } = await planner();
    const theirs = await answersOf(user, 'PERSONAL_DEVELOPMENT');
    expect(theirs.lifeWheelAreaId).not.toBe(own.lifeWheelAreaId);
    expect(theirs.score).toBe(2);
    expect((await api(user).get(`/assessment/area/${randomUUID()}/answers`)).status).toBe(404);
    expect((await api(user).get('/assessment/area/nope/answers')).status).toBe(400);
    // The questions route next to it is unchanged: an assessed area answers 409 there.
    expect((await api(user).get(`/assessment/area/${theirs.area.id}`)).status).toBe(409);

    const trpc = await t.trpc('assessment.answers', { id: theirs.area.id }, { token: tokenOf(user), query: true, lang: 'en' });
    expect(trpc.status).toBe(200);
    expect((trpc.data as AreaAnswers).answers.map((answer) => answer.questionId)).toEqual(theirs.answers.map((answer) => answer.questionId));
  });
});

describe('targetQuestionIds on goals', () => {
  it("refuses YES answers, other areas' questions and unknown ids with 422, too many and non-lists with 400; nothing is saved", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const project = await p.project('PERSONAL_DEVELOPMENT');
    const before = await goalCount(p.user.id);
    const add = (targetQuestionIds: unknown) =>
      api(p.user, 'en').post('/goals/add', { projectDetailId: project.detail.id, goalType: 'BE', content: 'Meta', targetQuestionIds });
    for (const ids of [[p.q.PD[0]], [p.q.PD[5], p.q.HN[9]], [randomUUID()]]) {
      const refused = await add(ids);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'TARGET_QUESTION_NOT_ALLOWED',
        message: "You can only aim at questions of the project's area that you answered NO in the current cycle",
      });
    }
    const tooMany = await add(Array.from({ length: 11 }, () => randomUUID()));
    expect([tooMany.status, tooMany.body.issues[0].code]).toEqual([400, 'TARGET_QUESTIONS_TOO_MANY']);
    const notList = await add('nope');
    expect([notList.status, notList.body.issues[0].code]).toEqual([400, 'TARGET_QUESTIONS_INVALID']);
    expect(await goalCount(p.user.id)).toBe(before);
  });

  it('saves NO answers of the area and answers them in set order and language; PATCH replaces, keeps or clears them (REST and tRPC)', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const project = await p.project('PERSONAL_DEVELOPMENT');
    // Repeated ids count once.
    const goal = await p.goal(project, [p.q.PD[5]!, p.q.PD[3]!, p.q.PD[5]!]);
    const texts = await answersOf(p.user, 'PERSONAL_DEVELOPMENT', 'en');
    expect(goal.targets.map((target) => [target.questionId, target.order])).toEqual([[p.q.PD[3], 4], [p.q.PD[5], 6]]);
    const listed = (await api(p.user, 'en').get('/goals/me', { projectId: project.id })).body.goals as Goal[];
    expect(listed[0]!.targets.map((target) => target.text)).toEqual([texts.answers[3]!.text, texts.answers[5]!.text]);

    const patch = (body: object) => api(p.user).patch(`/goals/${goal.id}`, body);
    expect(((await patch({ targetQuestionIds: [p.q.PD[7]] })).body as Goal).targets.map((target) => target.questionId)).toEqual([p.q.PD[7]]);
    const contentOnly = (await patch({ content: 'Leer más' })).body as Goal;
    expect([contentOnly.content, contentOnly.targets.map((target) => target.questionId)]).toEqual(['Leer más', [p.q.PD[7]]]);
    const refused = await patch({ content: 'Otra', targetQuestionIds: [p.q.PD[1]] });
    expect([refused.status, refused.body.code]).toEqual([422, 'TARGET_QUESTION_NOT_ALLOWED']);
    const unchanged = (await api(p.user).get('/goals/me', { projectId: project.id })).body.goals[0] as Goal;
    expect([unchanged.content, unchanged.targets.map((target) => target.questionId)]).toEqual(['Leer más', [p.q.PD[7]]]);
    expect(((await patch({ targetQuestionIds: [] })).body as Goal).targets).toEqual([]);
    const empty = await patch({});
    expect([empty.status, empty.body.issues[0].code]).toEqual([400, 'GOAL_CONTENT_REQUIRED']);

    const trpc = await t.trpc('goals.add', { projectDetailId: project.detail.id, goalType: 'DO', content: 'Por tRPC', targetQuestionIds: [p.q.PD[9]] }, { token: tokenOf(p.user) });
    expect((trpc.data as Goal).targets.map((target) => target.questionId)).toEqual([p.q.PD[9]]);
    const trpcUpdate = await t.trpc('goals.update', { id: (trpc.data as Goal).id, targetQuestionIds: [p.q.PD[2], p.q.PD[8]] }, { token: tokenOf(p.user) });
    expect((trpcUpdate.data as Goal).targets.map((target) => target.questionId)).toEqual([p.q.PD[2], p.q.PD[8]]);
  });

  it("answers 404 for another user's goal or project and changes nothing", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const owner = await planner();
    const project = await owner.project('PERSONAL_DEVELOPMENT');
    const goal = await owner.goal(project, [owner.q.PD[4]!]);
    const intruder = await planner();
    expect((await api(intruder.user).patch(`/goals/${goal.id}`, { targetQuestionIds: [] })).status).toBe(404);
    const add = await api(intruder.user).post('/goals/add', { projectDetailId: project.detail.id, goalType: 'DO', content: 'X', targetQuestionIds: [intruder.q.PD[4]] });
    expect(add.status).toBe(404);
    const kept = (await api(owner.user).get('/goals/me', { projectId: project.id })).body.goals as Goal[];
    expect(kept.map((item) => item.targets.map((target) => target.questionId))).toEqual([[owner.q.PD[4]]]);
  });
});

describe('targetQuestionIds on actions', () => {
  it('saves, lists, replaces and clears them; refuses what goals refuse; foreign ids 404 (REST and tRPC)', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const goal = await p.goal(await p.project('HEALTH_NUTRITION'));
    const aimed = await p.action(goal, [p.q.HN[8]!, p.q.HN[4]!]);
    expect(aimed.targetQuestionIds).toEqual([p.q.HN[4], p.q.HN[8]]);
    const plain = await p.action(goal);
    expect(plain.targetQuestionIds).toEqual([]);

    const before = await actionCount(p.user.id);
    const add = (targetQuestionIds: unknown) =>
      api(p.user).post('/actions/add', { goalId: goal.id, contextId: p.contextId, title: 'No', dueDate: addDays(today(), 3), targetQuestionIds });
    for (const ids of [[p.q.HN[0]], [p.q.PD[5]], [randomUUID()]]) expect((await add(ids)).body.code).toBe('TARGET_QUESTION_NOT_ALLOWED');
    expect((await add(Array.from({ length: 11 }, () => randomUUID()))).status).toBe(400);
    expect(await actionCount(p.user.id)).toBe(before);

    const page = (await api(p.user).get('/actions/me', { limit: '10' })).body as ActionPage;
    const itemOf = (id: string) => page.items.find((item) => item.id === id)!;
    expect(itemOf(aimed.id).targetQuestionIds).toEqual([p.q.HN[4], p.q.HN[8]]);
    expect('targetQuestionIds' in itemOf(plain.id)).toBe(false);
    const whole = (await api(p.user).get('/actions/me')).body.actions as Action[];
    expect(whole.find((action) => action.id === aimed.id)!.targetQuestionIds).toEqual([p.q.HN[4], p.q.HN[8]]);

    const patch = (body: object) => api(p.user).patch(`/actions/${aimed.id}`, body);
    expect(((await patch({ targetQuestionIds: [p.q.HN[6]] })).body as Action).targetQuestionIds).toEqual([p.q.HN[6]]);
    expect(((await patch({ title: 'Renombrada' })).body as Action).targetQuestionIds).toEqual([p.q.HN[6]]);
    const refused = await patch({ title: 'No', targetQuestionIds: [p.q.HN[1]] });
    expect([refused.status, refused.body.code]).toEqual([422, 'TARGET_QUESTION_NOT_ALLOWED']);
    expect((await t.app.deps.db.action.findUniqueOrThrow({ where: { id: aimed.id } })).title).toBe('Renombrada');
    expect(((await patch({ targetQuestionIds: [] })).body as Action).targetQuestionIds).toEqual([]);

    // Moving the action to another area's goal keeps its targets only where they are NOs there too.
    await patch({ targetQuestionIds: [p.q.HN[6]] });
    const pdGoal = await p.goal(await p.project('PERSONAL_DEVELOPMENT'));
    const moved = await patch({ goalId: pdGoal.id });
    expect([moved.status, moved.body.code]).toEqual([422, 'TARGET_QUESTION_NOT_ALLOWED']);
    const movedWithNew = await patch({ goalId: pdGoal.id, targetQuestionIds: [p.q.PD[6]] });
    expect((movedWithNew.body as Action).targetQuestionIds).toEqual([p.q.PD[6]]);

    const intruder = await planner();
    expect((await api(intruder.user).patch(`/actions/${aimed.id}`, { targetQuestionIds: [] })).status).toBe(404);
    expect((await t.app.deps.db.actionTarget.count({ where: { actionId: aimed.id } }))).toBe(1);

    const trpc = await t.trpc('actions.add', { goalId: goal.id, contextId: p.contextId, title: 'tRPC', dueDate: addDays(today(), 4), targetQuestionIds: [p.q.HN[9]] }, { token: tokenOf(p.user) });
    expect((trpc.data as Action).targetQuestionIds).toEqual([p.q.HN[9]]);
    const trpcUpdate = await t.trpc('actions.update', { id: (trpc.data as Action).id, targetQuestionIds: [] }, { token: tokenOf(p.user) });
    expect((trpcUpdate.data as Action).targetQuestionIds).toEqual([]);
  });
});

describe('predictedScore', () => {
  it("is the area's score with every NO its goals and actions aim at as YES, null when none is aimed at", async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const pd = await p.project('PERSONAL_DEVELOPMENT');
    expect(pd.predictedScore).toBeNull();
    const goal = await p.goal(pd, [p.q.PD[2]!, p.q.PD[3]!]);
    await p.action(goal, [p.q.PD[3]!, p.q.PD[4]!]);
    const hn = await p.project('HEALTH_NUTRITION');
    await p.goal(hn);
    const projects = (await api(p.user).get('/projects/me')).body.projects as Project[];
    // PD: 2 YES + q2, q3, q4 = 5. HN: nothing aimed at.
    expect(projects.map((project) => [project.areaKey, project.expectedScore, project.predictedScore])).toEqual([
      ['HEALTH_NUTRITION', 9, null],
      ['PERSONAL_DEVELOPMENT', 9, 5],
    ]);
    const byArea = (await api(p.user).get('/projects/by-area', { area: pd.lifeWheelAreaId })).body.projects as Project[];
    expect(byArea.map((project) => project.predictedScore)).toEqual([5]);
    const status = await api(p.user).put(`/projects/${pd.id}/status`, { status: 'SOMEDAY' });
    expect((status.body as Project).predictedScore).toBe(5);
  });
});

describe('targets across cycles', () => {
  /**
   * Cycle 1 of a user: PD goal G1 aims at q2, q3; its actions A1 (done) and A2 (own target q5, open). PD goal G2 aims
   * at q7; its action A3 (own target q4, done). HN goal aims at q4 and q8 with no actions. Then 76 days pass and the
   * user starts cycle 2.
   */
  async function plannedCycle() {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const pd = await p.project('PERSONAL_DEVELOPMENT');
    const g1 = await p.goal(pd, [p.q.PD[2]!, p.q.PD[3]!]);
    const a1 = await p.action(g1);
    await p.action(g1, [p.q.PD[5]!]);
    const g2 = await p.goal(pd, [p.q.PD[7]!], 'DO');
    const a3 = await p.action(g2, [p.q.PD[4]!]);
    for (const action of [a1, a3]) expect((await api(p.user).put(`/actions/${action.id}/complete`)).status).toBe(200);
    const hn = await p.project('HEALTH_NUTRITION');
    await p.goal(hn, [p.q.HN[4]!, p.q.HN[8]!]);
    clock.moveDays(75);
    expect((await api(p.user).post('/lifewheel/start-next-cycle')).status).toBe(200);
    return { ...p, pd, g1, hn };
  }

  it("refuses targets on a closed cycle's project with 409 CYCLE_CLOSED, changing nothing", async () => {
    const p = await plannedCycle();
    const add = await api(p.user).post('/goals/add', { projectDetailId: p.pd.detail.id, goalType: 'HAVE', content: 'Tarde', targetQuestionIds: [p.q.PD[9]] });
    expect([add.status, add.body.code]).toEqual([409, 'CYCLE_CLOSED']);
    const patch = await api(p.user).patch(`/goals/${p.g1.id}`, { targetQuestionIds: [] });
    expect([patch.status, patch.body.code]).toEqual([409, 'CYCLE_CLOSED']);
    expect(await t.app.deps.db.goalTarget.count({ where: { goalId: p.g1.id } })).toBe(2);
    // The new cycle is not assessed yet: its answers are empty, so nothing can be aimed at there.
    expect((await answersOf(p.user, 'PERSONAL_DEVELOPMENT')).answers).toEqual([]);
  });

  it('compares per targeted question (flipped, actions aimed and done), per area predicted vs actual, and the plan accuracy', async () => {
    const p = await plannedCycle();
    const cycles = async () => (await api(p.user).get('/lifewheel/cycles')).body as CycleList;
    expect((await cycles()).cycles.map((cycle) => cycle.planAccuracy)).toEqual([null, null]);
    expect((await cycles()).planAccuracy).toEqual({ targeted: 0, flipped: 0, percent: null });

    // Only PD re-assessed so far: HN's targets wait for their answers.
    await assessAreas(t, tokenOf(p.user), { PERSONAL_DEVELOPMENT: SECOND.PERSONAL_DEVELOPMENT });
    expect((await cycles()).cycles[0]!.planAccuracy).toEqual({ targeted: 5, flipped: 4, percent: 80 });

    const { PERSONAL_DEVELOPMENT: _done, ...rest } = SECOND;
    await assessAreas(t, tokenOf(p.user), rest);
    await saveFocus(t, tokenOf(p.user), SECOND_FOCUS);
    const list = await cycles();
    expect(list.cycles.map((cycle) => cycle.planAccuracy)).toEqual([{ targeted: 7, flipped: 5, percent: 71.4 }, null]);
    expect(list.planAccuracy).toEqual({ targeted: 7, flipped: 5, percent: 71.4 });

    const [from, to] = list.cycles;
    const response = await api(p.user, 'en').get('/lifewheel/compare', { from: from!.id, to: to!.id });
    expect(response.status).toBe(200);
    const comparison = response.body as CycleComparison;
    expect(comparison.planAccuracy).toEqual({ targeted: 7, flipped: 5, percent: 71.4 });
    const area = (key: LifeAreaKey) => comparison.areas.find((item) => item.key === key)!;
    const row = (question: CycleComparison['areas'][number]['questions'][number]) => [
      question.before,
      question.after,
      question.targeted,
      question.flipped,
      question.actionsAimed,
      question.actionsDone,
    ];
    // PD before: q0, q1 YES; after: q0..q5 YES.
    expect(area('PERSONAL_DEVELOPMENT').questions.map(row)).toEqual([
      [true, true, false, null, 0, 0],
      [true, true, false, null, 0, 0],
      [false, true, true, true, 2, 1], // q2: G1 -> A1 (done), A2
      [false, true, true, true, 2, 1], // q3: G1 -> A1 (done), A2
      [false, true, true, true, 1, 1], // q4: A3 (done)
      [false, true, true, true, 1, 0], // q5: A2
      [false, false, false, null, 0, 0],
      [false, false, true, false, 1, 1], // q7: G2 -> A3 (done)
      [false, false, false, null, 0, 0],
      [false, false, false, null, 0, 0],
    ]);
    // Predicted: 2 YES + 5 aimed at = 7; actual 6.
    expect([area('PERSONAL_DEVELOPMENT').before, area('PERSONAL_DEVELOPMENT').predicted, area('PERSONAL_DEVELOPMENT').after]).toEqual([2, 7, 6]);
    // HN before q0..q3 YES: q4 and q8 aimed at, q4 flipped; no actions.
    expect([area('HEALTH_NUTRITION').before, area('HEALTH_NUTRITION').predicted, area('HEALTH_NUTRITION').after]).toEqual([4, 6, 6]);
    expect(area('HEALTH_NUTRITION').questions.filter((question) => question.targeted).map(row)).toEqual([
      [false, true, true, true, 0, 0],
      [false, false, true, false, 0, 0],
    ]);
    expect(area('SOCIAL_RELATIONSHIPS').predicted).toBeNull();
    expect(area('SOCIAL_RELATIONSHIPS').questions.every((question) => !question.targeted && question.flipped === null)).toBe(true);

    // The other way round, the "from" cycle (2) aimed at nothing.
    const reverse = (await api(p.user).get('/lifewheel/compare', { from: to!.id, to: from!.id })).body as CycleComparison;
    expect(reverse.planAccuracy).toEqual({ targeted: 0, flipped: 0, percent: null });
    expect(reverse.areas.every((item) => item.predicted === null)).toBe(true);
  });

  it("keeps a carried project's targets with the cycle they were set in; in the new cycle it aims afresh", async () => {
    const p = await plannedCycle();
    await assessAllAreas(t, tokenOf(p.user), SECOND);
    const wheel = await me(p.user);
    const focus = await api(p.user).post('/lifewheel/add-lifewheel-areas', {
      areaIds: SECOND_FOCUS.map((key) => ({ areaId: areaOf(wheel, key).areaId })),
      carryProjectIds: [p.pd.id],
    });
    expect(focus.status).toBe(200);
    const carried = ((await api(p.user).get('/projects/me')).body as { projects: Project[] }).projects.find((project) => project.id === p.pd.id)!;
    expect(carried.lifeWheelAreaId).toBe(areaOf(focus.body as LifeWheel, 'PERSONAL_DEVELOPMENT').id);
    // In cycle 2 nothing is aimed at yet: PD answers q0..q5 YES now.
    expect(carried.predictedScore).toBeNull();
    const goals = ((await api(p.user).get('/goals/me', { projectId: p.pd.id })).body as { goals: Goal[] }).goals;
    expect(goals.every((goal) => goal.targets.length === 0)).toBe(true);
    const aimed = await api(p.user).patch(`/goals/${p.g1.id}`, { targetQuestionIds: [p.q.PD[6]] });
    expect(aimed.status).toBe(200);
    expect((aimed.body as Goal).targets.map((target) => target.questionId)).toEqual([p.q.PD[6]]);
    expect(((await api(p.user).get('/projects/me')).body as { projects: Project[] }).projects.find((project) => project.id === p.pd.id)!.predictedScore).toBe(7);

    // Cycle 1's comparison still holds its plan: the targets set there, with the same actions.
    const [from, to] = ((await api(p.user).get('/lifewheel/cycles')).body as CycleList).cycles;
    const comparison = (await api(p.user).get('/lifewheel/compare', { from: from!.id, to: to!.id })).body as CycleComparison;
    const pd = comparison.areas.find((item) => item.key === 'PERSONAL_DEVELOPMENT')!;
    expect([pd.before, pd.predicted, pd.after]).toEqual([2, 7, 6]);
    expect(pd.questions.filter((question) => question.targeted).map((question) => [question.order, question.flipped, question.actionsAimed, question.actionsDone])).toEqual([
      [3, true, 2, 1],
      [4, true, 2, 1],
      [5, true, 1, 1],
      [6, true, 1, 0],
      [8, false, 1, 1],
    ]);
    expect(comparison.planAccuracy).toEqual({ targeted: 7, flipped: 5, percent: 71.4 });
  });

  it('reads the history and the comparison of 4 planned cycles in as many queries as of 1', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const single = await planner();
    const long = await planner();
    for (let cycle = 1; cycle <= 4; cycle += 1) {
      const q = (await answersOf(long.user, 'PERSONAL_DEVELOPMENT')).answers.filter((answer) => !answer.value).map((answer) => answer.questionId);
      const goal = await long.goal(await long.project('PERSONAL_DEVELOPMENT'), [q[0]!]);
      await long.action(goal, [q[1]!]);
      if (cycle === 4) break;
      clock.moveDays(80);
      expect((await api(long.user).post('/lifewheel/start-next-cycle')).status).toBe(200);
      await assessAllAreas(t, tokenOf(long.user), cycle % 2 === 1 ? SECOND : FIRST);
      await saveFocus(t, tokenOf(long.user), cycle % 2 === 1 ? SECOND_FOCUS : FIRST_FOCUS);
    }
    const count = async (user: TestUser, path: string, query: Record<string, string> = {}) => {
      let queries = 0;
      const stop = t.database.onQuery(() => {
        queries += 1;
      });
      const response = await api(user).get(path, query);
      stop();
      expect(response.status).toBe(200);
      return { queries, body: response.body as unknown };
    };
    const one = await count(single.user, '/lifewheel/cycles');
    const four = await count(long.user, '/lifewheel/cycles');
    expect(four.queries).toBe(one.queries);
    const history = four.body as CycleList;
    // Each cycle aimed at two NOs of PD; PD goes 2 -> 6 -> 2 -> 6: the first NOs flip only on the way up.
    expect(history.cycles.map((cycle) => cycle.planAccuracy?.flipped ?? null)).toEqual([2, 0, 2, null]);
    expect(history.planAccuracy).toEqual({ targeted: 6, flipped: 4, percent: 66.7 });

    const singleCycle = (await me(single.user)).cycle.id;
    const compareOne = await count(single.user, '/lifewheel/compare', { from: singleCycle, to: singleCycle });
    const compareFour = await count(long.user, '/lifewheel/compare', { from: history.cycles[0]!.id, to: history.cycles[3]!.id });
    expect(compareFour.queries).toBe(compareOne.queries);
  });

  it('reads projects, goals and actions with targets in as many queries as without', async () => {
    clock.moveTo('2026-01-10T15:00:00.000Z');
    const p = await planner();
    const reads = ['/projects/me', '/goals/me', '/actions/me'];
    const counts = async () => {
      const result: number[] = [];
      for (const path of reads) {
        let queries = 0;
        const stop = t.database.onQuery(() => {
          queries += 1;
        });
        expect((await api(p.user).get(path)).status).toBe(200);
        stop();
        result.push(queries);
      }
      return result;
    };
    const goal = await p.goal(await p.project('PERSONAL_DEVELOPMENT'));
    await p.action(goal);
    const without = await counts();
    for (const key of ['HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'] as const) {
      const ids = key === 'HEALTH_NUTRITION' ? p.q.HN.slice(4) : p.q.SR.slice(5);
      const project = await p.project(key);
      for (const goalType of ['BE', 'DO'] as const) {
        const aimed = await p.goal(project, ids.slice(0, 3), goalType);
        for (const id of ids) await p.action(aimed, [id]);
      }
    }
    expect(await counts()).toEqual(without);
  });
});
