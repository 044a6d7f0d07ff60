import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { addCalendarMonths, addDays, localDate, zonedStartOfDay } from '../../domain/rules/dates';
import type { Action } from '../../domain/schemas/actions';
import type { Analytics } from '../../domain/schemas/analytics';
import type { CycleComparison, CycleList } from '../../domain/schemas/cycles';
import type { Goal } from '../../domain/schemas/goals';
import type { Project } from '../../domain/schemas/projects';
import type { PulseState } from '../../domain/schemas/pulse';
import type { AreaAnswers, LifeWheel } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createContextDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';
import { areaOf, assessAllAreas, CYCLE_ONE, saveFocus } from '../support/wheel';

// The day-45 pulse (issue 41, item 5). The focus is saved at 19:00 UTC on 2026-01-10: still Jan 10 (14:00) in New York,
// already Jan 11 (00:30) in Kolkata (+05:30). Day 40 is Feb 18 in New York and Feb 19 in Kolkata; day 50 Feb 28 and
// Mar 1. The tests move the app's clock, never sleep.
const START = '2026-01-10T19:00:00.000Z';
const clock = testClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const api = (user: TestUser, lang: 'es' | 'en' = 'es') => apiAs(t, tokenAt(t, user), { lang });
/** Noon of a calendar date in a zone. */
const noonOn = (date: string, timeZone: string) => new Date(zonedStartOfDay(date, timeZone).getTime() + 12 * 3_600_000).toISOString();

type Plan = {
  user: TestUser;
  /** Question ids of the answered sets in order: PD answered YES to the first 2, HN to the first 4. */
  q: Record<'PD' | 'HN', string[]>;
  project: (key: LifeAreaKey) => Promise<Project>;
  goal: (project: Project, targetQuestionIds?: string[]) => Promise<Goal>;
  action: (goal: Goal, targetQuestionIds?: string[]) => Promise<Action>;
};

/** A person in `timeZone` whose cycle 1 started at START (CYCLE_ONE: PD 2, HN 4, SR 5 in focus). */
async function person(timeZone: string): Promise<Plan> {
  clock.moveTo(START);
  const user = await createUserDirect(t);
  await t.app.deps.db.profile.update({ where: { userId: user.id }, data: { timeZone } });
  await assessAllAreas(t, tokenAt(t, user), CYCLE_ONE.scores);
  await saveFocus(t, tokenAt(t, user), CYCLE_ONE.focus);
  const contextId = await createContextDirect(t, user.id);
  const wheel = (await api(user).get('/lifewheel/me')).body as LifeWheel;
  const ids = async (key: LifeAreaKey) =>
    ((await api(user).get(`/assessment/area/${areaOf(wheel, key).areaId}/answers`)).body as AreaAnswers).answers.map((answer) => answer.questionId);
  const today = localDate(clock.now(), timeZone);
  return {
    user,
    q: { PD: await ids('PERSONAL_DEVELOPMENT'), HN: await ids('HEALTH_NUTRITION') },
    async project(key) {
      const startDate = addDays(today, 1);
      const response = await api(user).post('/projects/from-lifewheel-area', {
        lifeWheelAreaId: areaOf(wheel, key).id,
        title: `Proyecto ${key}`,
        description: 'Con metas apuntadas',
        expectedScore: 9,
        startDate,
        endDate: addCalendarMonths(startDate, 3),
      });
      expect(response.status).toBe(201);
      return response.body as Project;
    },
    async goal(project, targetQuestionIds) {
      const response = await api(user).post('/goals/add', { projectDetailId: project.detail.id, goalType: 'BE', content: 'Meta', targetQuestionIds });
      expect(response.status).toBe(201);
      return response.body as Goal;
    },
    async action(goal, targetQuestionIds) {
      const response = await api(user).post('/actions/add', { goalId: goal.id, contextId, title: 'Acción', dueDate: addDays(today, 10), targetQuestionIds });
      expect(response.status).toBe(201);
      return response.body as Action;
    },
  };
}

/** PD: a goal aimed at q3 and q4 with two actions; HN: a goal with one action aimed at q5 and one aimed at nothing. */
async function plannedPerson(timeZone: string) {
  const plan = await person(timeZone);
  const pd = await plan.project('PERSONAL_DEVELOPMENT');
  const pdGoal = await plan.goal(pd, [plan.q.PD[2]!, plan.q.PD[3]!]);
  const pdActions = [await plan.action(pdGoal), await plan.action(pdGoal)];
  const hn = await plan.project('HEALTH_NUTRITION');
  const hnGoal = await plan.goal(hn);
  const hnActions = [await plan.action(hnGoal, [plan.q.HN[4]!]), await plan.action(hnGoal)];
  return { ...plan, pd, hn, pdActions, hnActions };
}

const pulseOf = async (user: TestUser, lang: 'es' | 'en' = 'es') => {
  const response = await api(user, lang).get('/lifewheel/pulse');
  expect(response.status).toBe(200);
  return response.body as PulseState;
};
const pulseRows = (userId: string) => t.app.deps.db.pulse.count({ where: { cycle: { lifeWheel: { userId } } } });

describe('the pulse window (days 40 to 50 in the zone of record)', () => {
  it('opens on day 40 and closes after day 50 of each person’s zone, at the same instants', async () => {
    const ny = await plannedPerson(NEW_YORK);
    const kolkata = await plannedPerson(KOLKATA);
    const at = async (instant: string) => {
      clock.moveTo(instant);
      const [a, b] = [await pulseOf(ny.user), await pulseOf(kolkata.user)];
      return { ny: [a.day, a.offered], kolkata: [b.day, b.offered] };
    };
    expect((await pulseOf(ny.user)).window).toEqual({ opensOn: '2026-02-18', closesOn: '2026-02-28', open: false });
    expect((await pulseOf(kolkata.user)).window).toEqual({ opensOn: '2026-02-19', closesOn: '2026-03-01', open: false });
    // Day 39 at noon in each zone.
    expect((await at(noonOn('2026-02-17', NEW_YORK))).ny).toEqual([39, false]);
    expect((await at(noonOn('2026-02-18', KOLKATA))).kolkata).toEqual([39, false]);
    // 17:00 UTC on Feb 18: noon of day 40 in New York, 22:30 of day 39 in Kolkata.
    expect(await at('2026-02-18T17:00:00.000Z')).toEqual({ ny: [40, true], kolkata: [39, false] });
    expect(await at('2026-02-18T18:30:00.000Z')).toEqual({ ny: [40, true], kolkata: [40, true] });
    // Day 50 and 51: 12:00 UTC on Mar 1 is day 51 (07:00) in New York and still day 50 (17:30) in Kolkata.
    expect((await at(noonOn('2026-02-28', NEW_YORK))).ny).toEqual([50, true]);
    expect(await at('2026-03-01T12:00:00.000Z')).toEqual({ ny: [51, false], kolkata: [50, true] });
    expect((await at(noonOn('2026-03-02', KOLKATA))).kolkata).toEqual([51, false]);
  });

  it('refuses a pulse outside the window with a translated 409, and stores nothing', async () => {
    const plan = await plannedPerson(NEW_YORK);
    const answers = (await pulseOf(plan.user)).questions.map((question) => ({ questionId: question.questionId, value: false }));
    expect(answers).toHaveLength(3);
    clock.moveTo(noonOn('2026-02-17', NEW_YORK));
    const early = await api(plan.user).post('/lifewheel/pulse', { answers });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'PULSE_WINDOW_CLOSED' });
    expect(early.body.message).toContain('días 40 a 50');
    clock.moveTo(noonOn('2026-03-01', NEW_YORK));
    const late = await api(plan.user, 'en').post('/lifewheel/pulse', { answers });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The day-45 pulse can be taken from .*2026.* to .*2026/);
    expect(await pulseRows(plan.user.id)).toBe(0);
  });
});

describe('taking the pulse', () => {
  it('asks only the targeted NO answers, with their area and the execution of the actions aimed at them', async () => {
    const plan = await plannedPerson(KOLKATA);
    clock.moveTo(noonOn('2026-02-23', KOLKATA));
    const state = await pulseOf(plan.user);
    expect(state).toMatchObject({ day: 44, offered: true, result: null });
    expect(state.questions.map((question) => [question.area.key, question.questionId, question.actionsAimed, question.answer])).toEqual([
      ['PERSONAL_DEVELOPMENT', plan.q.PD[2], 2, null],
      ['PERSONAL_DEVELOPMENT', plan.q.PD[3], 2, null],
      ['HEALTH_NUTRITION', plan.q.HN[4], 1, null],
    ]);
    expect(state.questions[0]!.area).toMatchObject({ color: expect.stringMatching(/^#/), emoji: expect.any(String), name: expect.any(String) });
    const en = await pulseOf(plan.user, 'en');
    expect(en.questions[0]!.text).not.toBe(state.questions[0]!.text);
  });

  it('refuses partial, foreign and repeated answers with a translated 422 and stores nothing; a foreign cycle is 404', async () => {
    const plan = await plannedPerson(NEW_YORK);
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    const ids = (await pulseOf(plan.user)).questions.map((question) => question.questionId);
    const send = (questionIds: string[], lang: 'es' | 'en' = 'es') => api(plan.user, lang).post('/lifewheel/pulse', { answers: questionIds.map((questionId) => ({ questionId, value: true })) });

    const partial = await send(ids.slice(0, 2));
    expect([partial.status, partial.body.code, partial.body.message]).toEqual([422, 'PULSE_ANSWERS_INCOMPLETE', 'Responde todas las preguntas del pulso: llevas 2 de 3']);
    // A YES answer of the area, a question of an area not aimed at, and an id of no question.
    for (const foreign of [plan.q.PD[0]!, plan.q.HN[0]!, randomUUID()]) {
      const refused = await send([...ids, foreign], 'en');
      expect([refused.status, refused.body.code]).toEqual([422, 'PULSE_QUESTION_NOT_TARGETED']);
      expect(refused.body.message).toBe('The pulse only asks about the answers your goals and actions aim at in this cycle');
    }
    expect((await send([...ids, ids[0]!])).body.code).toBe('ANSWERS_DUPLICATE');
    expect((await api(plan.user).post('/lifewheel/pulse', { answers: [] })).status).toBe(400);
    expect(await pulseRows(plan.user.id)).toBe(0);

    const other = await person(NEW_YORK);
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    const otherCycle = (await pulseOf(other.user)).cycleId;
    expect((await api(plan.user).get('/lifewheel/pulse', { cycleId: otherCycle })).status).toBe(404);
    expect((await api(plan.user).get('/lifewheel/pulse', { cycleId: randomUUID() })).status).toBe(404);
  });

  it('stores the answers beside the cycle, never changing its answers or scores; a retake replaces them (REST and tRPC)', async () => {
    const plan = await plannedPerson(NEW_YORK);
    const wheelBefore = (await api(plan.user).get('/lifewheel/me')).body as LifeWheel;
    const answersBefore = await t.app.deps.db.answer.findMany({ where: { lifeWheelArea: { lifeWheelId: wheelBefore.id } }, orderBy: { id: 'asc' } });
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    const ids = (await pulseOf(plan.user)).questions.map((question) => question.questionId);

    const taken = await api(plan.user).post('/lifewheel/pulse', { answers: ids.map((questionId, index) => ({ questionId, value: index === 0 })) });
    expect(taken.status).toBe(200);
    const state = taken.body as PulseState;
    expect(state.result).toMatchObject({ takenAt: clock.now().toISOString(), nowYes: 1, stillNo: 2 });
    expect(state.questions.map((question) => question.outcome)).toEqual(['NOW_YES', 'STILL_NO', 'STILL_NO']);

    const wheelAfter = (await api(plan.user).get('/lifewheel/me')).body as LifeWheel;
    expect(wheelAfter.lifeAreas.map((area) => area.score)).toEqual(wheelBefore.lifeAreas.map((area) => area.score));
    expect(wheelAfter.globalScore).toBe(wheelBefore.globalScore);
    expect(await t.app.deps.db.answer.findMany({ where: { lifeWheelArea: { lifeWheelId: wheelBefore.id } }, orderBy: { id: 'asc' } })).toEqual(answersBefore);

    clock.moveDays(2);
    const retake = await t.trpc('cycles.submitPulse', { answers: ids.map((questionId) => ({ questionId, value: true })) }, { token: tokenAt(t, plan.user), lang: 'en' });
    expect(retake.status).toBe(200);
    expect((retake.data as PulseState).result).toMatchObject({ takenAt: clock.now().toISOString(), nowYes: 3, stillNo: 0 });
    expect(await pulseRows(plan.user.id)).toBe(1);
    expect(await t.app.deps.db.pulseAnswer.count({ where: { pulse: { cycle: { lifeWheel: { userId: plan.user.id } } } } })).toBe(3);

    // After the window the result stays readable; the pulse goes with the account.
    clock.moveDays(10);
    expect(await pulseOf(plan.user)).toMatchObject({ offered: false, result: { nowYes: 3 } });
    await t.app.deps.db.user.delete({ where: { id: plan.user.id } });
    expect(await t.app.deps.db.pulse.count({ where: { cycleId: state.cycleId } })).toBe(0);
  });

  it('is not offered when nothing is aimed at', async () => {
    const plan = await person(NEW_YORK);
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    expect(await pulseOf(plan.user)).toMatchObject({ day: 45, offered: false, questions: [], window: { open: true } });
    const refused = await api(plan.user).post('/lifewheel/pulse', { answers: [{ questionId: plan.q.PD[2]!, value: true }] });
    expect([refused.status, refused.body.code]).toEqual([409, 'PULSE_NOTHING_TARGETED']);
  });
});

describe('the result', () => {
  it('flags a project whose aimed actions are at least 85% done while none of its questions moved', async () => {
    const plan = await plannedPerson(KOLKATA);
    // PD: both actions done (100%), its two questions still NO. HN: its aimed action done too, but its question moved.
    for (const action of [...plan.pdActions, plan.hnActions[0]!]) expect((await api(plan.user).put(`/actions/${action.id}/complete`)).status).toBe(200);
    clock.moveTo(noonOn('2026-02-24', KOLKATA));
    const answers = [
      { questionId: plan.q.PD[2]!, value: false },
      { questionId: plan.q.PD[3]!, value: false },
      { questionId: plan.q.HN[4]!, value: true },
    ];
    expect((await api(plan.user).post('/lifewheel/pulse', { answers })).status).toBe(200);

    const es = await pulseOf(plan.user);
    expect(es.result!.projects).toEqual([
      {
        projectId: plan.pd.id,
        title: plan.pd.title,
        areaKey: 'PERSONAL_DEVELOPMENT',
        questionIds: [plan.q.PD[2], plan.q.PD[3]],
        actionsAimed: 2,
        actionsDone: 2,
        executionPercent: 100,
        questionsMoved: 0,
        flagged: true,
        suggestion: 'Tu ejecución es alta pero nada ha cambiado todavía: revisa si estas acciones son las adecuadas',
      },
      // Only the HN action aimed at something counts: 1 of 1.
      expect.objectContaining({ projectId: plan.hn.id, actionsAimed: 1, actionsDone: 1, questionsMoved: 1, flagged: false, suggestion: null }),
    ]);
    expect(es.questions.map((question) => [question.actionsDone, question.actionsAimed, question.outcome])).toEqual([
      [2, 2, 'STILL_NO'],
      [2, 2, 'STILL_NO'],
      [1, 1, 'NOW_YES'],
    ]);
    const en = await pulseOf(plan.user, 'en');
    expect(en.result!.projects[0]!.suggestion).toBe('Your execution is high but nothing has changed yet: check whether these actions are the right ones');
  });

  it('does not flag a project below 85%', async () => {
    const plan = await plannedPerson(NEW_YORK);
    expect((await api(plan.user).put(`/actions/${plan.pdActions[0]!.id}/complete`)).status).toBe(200);
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    const ids = (await pulseOf(plan.user)).questions.map((question) => question.questionId);
    const state = (await api(plan.user).post('/lifewheel/pulse', { answers: ids.map((questionId) => ({ questionId, value: false })) })).body as PulseState;
    expect(state.result!.projects.map((project) => [project.executionPercent, project.flagged])).toEqual([
      [50, false],
      [0, false],
    ]);
  });
});

describe('the comparison at re-assessment', () => {
  it('shows the pulse beside the prediction and the new answer of each targeted question', async () => {
    const plan = await plannedPerson(NEW_YORK);
    clock.moveTo(noonOn('2026-02-23', NEW_YORK));
    const answers = [
      { questionId: plan.q.PD[2]!, value: true },
      { questionId: plan.q.PD[3]!, value: false },
      { questionId: plan.q.HN[4]!, value: false },
    ];
    const taken = (await api(plan.user).post('/lifewheel/pulse', { answers })).body as PulseState;
    clock.moveTo(noonOn('2026-04-01', NEW_YORK));
    expect((await api(plan.user).post('/lifewheel/start-next-cycle')).status).toBe(200);
    await assessAllAreas(t, tokenAt(t, plan.user), CYCLE_ONE.scores);
    const cycles = (await api(plan.user).get('/lifewheel/cycles')).body as CycleList;
    const [first, second] = cycles.cycles;
    const compared = await api(plan.user).get('/lifewheel/compare', { from: first!.id, to: second!.id });
    expect(compared.status).toBe(200);
    const comparison = compared.body as CycleComparison;
    expect(comparison.pulseTakenAt).toBe(taken.result!.takenAt);
    const pulseOfQuestion = (key: LifeAreaKey, questionId: string) =>
      comparison.areas.find((area) => area.key === key)!.questions.find((question) => question.questionId === questionId)!;
    expect(pulseOfQuestion('PERSONAL_DEVELOPMENT', plan.q.PD[2]!)).toMatchObject({ targeted: true, before: false, pulse: true, after: false });
    expect(pulseOfQuestion('PERSONAL_DEVELOPMENT', plan.q.PD[3]!)).toMatchObject({ targeted: true, pulse: false });
    expect(pulseOfQuestion('PERSONAL_DEVELOPMENT', plan.q.PD[0]!)).toMatchObject({ targeted: false, pulse: null });
    expect(first!.pulse).toEqual({ takenAt: taken.result!.takenAt, asked: 3, nowYes: 1 });
    expect(second!.pulse).toBeNull();
    // Analytics (a paid plan's) carries the same summary per cycle.
    const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] };
    const monthly = plans.plans.find((plan) => plan.name === 'MONTHLY')!;
    expect((await api(plan.user).post('/users/add-subscription', { planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice })).status).toBe(201);
    const analytics = (await api(plan.user).get('/analytics/me')).body as Analytics;
    expect(analytics.cycles.map((cycle) => cycle.pulse)).toEqual([first!.pulse, null]);
    // The closed cycle's pulse stays readable in the history, its window closed.
    expect((await api(plan.user).get('/lifewheel/pulse', { cycleId: first!.id })).body).toMatchObject({
      day: null,
      offered: false,
      window: { open: false },
      result: { nowYes: 1, stillNo: 2 },
    });
    // The new cycle has no pulse yet.
    expect((await api(plan.user).get('/lifewheel/compare', { from: second!.id, to: first!.id })).body).toMatchObject({ pulseTakenAt: null });
  });
});
