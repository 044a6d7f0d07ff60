import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { suggestionsFor } from '../../domain/content/suggestions';
import { addCalendarMonths, addDays, localDate } from '../../domain/rules/dates';
import type { Action } from '../../domain/schemas/actions';
import type { Goal } from '../../domain/schemas/goals';
import type { AreaAnswers, LifeWheel } from '../../domain/schemas/wheel';
import type { Project } from '../../domain/schemas/projects';
import type { AnswerSuggestions } from '../../domain/schemas/suggestions';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { areaOf, assessAllAreas, assessAreas, CYCLE_ONE, saveFocus } from '../support/wheel';
import { apiAs, createContextDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

// GET /assessment/suggestions (issue 37, item 8): the bank's goals and actions for the NO answers of a wheel row.
const clock = testClock('2026-02-02T15:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const tokenOf = (user: TestUser) => tokenAt(t, user);
const api = (user: TestUser, lang: 'es' | 'en' = 'es') => apiAs(t, tokenOf(user), { lang });
const rowOf = async (user: TestUser, key: LifeAreaKey) => areaOf((await api(user).get('/lifewheel/me')).body as LifeWheel, key);
const suggestions = (user: TestUser, lifeWheelAreaId: string, lang: 'es' | 'en' = 'es') => api(user, lang).get('/assessment/suggestions', { lifeWheelAreaId });

/** A user whose six areas are assessed (the first `score` questions YES, the rest NO) with the focus saved. */
async function assessedUser(): Promise<TestUser> {
  const user = await createUserDirect(t);
  await assessAllAreas(t, tokenOf(user), CYCLE_ONE.scores);
  await saveFocus(t, tokenOf(user), CYCLE_ONE.focus);
  return user;
}

describe('GET /assessment/suggestions', () => {
  it("answers the bank's goals and actions for each NO answer of the row, in set order and the request's language", async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const row = await rowOf(user, 'PERSONAL_DEVELOPMENT');
    const answers = (await api(user).get(`/assessment/area/${row.areaId}/answers`)).body as AreaAnswers;
    const noIds = answers.answers.filter((answer) => !answer.value).map((answer) => answer.questionId);

    const es = await suggestions(user, row.id);
    expect(es.status).toBe(200);
    const body = es.body as AnswerSuggestions;
    expect(body).toMatchObject({ lifeWheelAreaId: row.id, areaId: row.areaId, cycleId: answers.cycleId });
    // CYCLE_ONE scores personal development 2: questions 3 to 10 are its NO answers.
    expect(body.questions.map((question) => question.questionId)).toEqual(noIds);
    expect(body.questions.map((question) => question.order)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    for (const question of body.questions) {
      const bank = suggestionsFor({ areaKey: 'PERSONAL_DEVELOPMENT', haveMoreQuestions: false, order: question.order })!;
      expect(question.text).toBe(answers.answers.find((answer) => answer.questionId === question.questionId)!.text);
      expect(question.goals).toEqual([
        ...bank.BE.map((goal) => ({ goalType: 'BE', content: goal.es })),
        ...bank.DO.map((goal) => ({ goalType: 'DO', content: goal.es })),
        ...bank.HAVE.map((goal) => ({ goalType: 'HAVE', content: goal.es })),
      ]);
      expect(question.actions.map((action) => [action.title, action.description, action.energy, action.timeEstimate, action.contextKey])).toEqual(
        bank.actions.map((action) => [action.es.title, action.es.description, action.energy, action.minutes, action.context]),
      );
    }

    const en = (await suggestions(user, row.id, 'en')).body as AnswerSuggestions;
    const third = suggestionsFor({ areaKey: 'PERSONAL_DEVELOPMENT', haveMoreQuestions: false, order: 3 })!;
    expect(en.questions[0]!.goals[0]).toEqual({ goalType: 'BE', content: third.BE[0]!.en });
    expect(en.questions[0]!.actions.map((action) => [action.title, action.contextName])).toEqual(
      third.actions.map((action) => [action.en.title, { HOME: '@home', WORK: '@work', COMPUTER: '@computer', ERRANDS: '@errands' }[action.context]]),
    );
    expect(body.questions[0]!.actions.map((action) => action.contextName)).toEqual(
      third.actions.map((action) => ({ HOME: '@casa', WORK: '@trabajo', COMPUTER: '@computadora', ERRANDS: '@recados' })[action.context]),
    );
    const byQuery = await t.http.get('/api/v1/assessment/suggestions').query({ lifeWheelAreaId: row.id, lang: 'en' }).set('authorization', `Bearer ${tokenOf(user)}`);
    expect(byQuery.body).toEqual(en);
  });

  it("offers a repeat hint as /actions/add's repeat without its end, and nothing for one-off actions", async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const body = (await suggestions(user, (await rowOf(user, 'HEALTH_NUTRITION')).id)).body as AnswerSuggestions;
    // Health and nutrition scores 4: question 5 (a check-up) has no repeat, question 10's rest day repeats on Sundays.
    const checkUp = body.questions.find((question) => question.order === 5)!;
    expect(checkUp.actions.every((action) => !('repeat' in action))).toBe(true);
    const rest = body.questions.find((question) => question.order === 10)!;
    expect(rest.actions[2]!.repeat).toEqual({ weekdays: [7] });
  });

  it('answers the set the person answered for couple and intimacy: the single set after answering it', async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await createUserDirect(t);
    await assessAreas(t, tokenOf(user), { COUPLE_INTIMACY: 7 }, { couple: 'single' });
    const row = await rowOf(user, 'COUPLE_INTIMACY');
    const body = (await suggestions(user, row.id, 'en')).body as AnswerSuggestions;
    expect(body.questions.map((question) => question.order)).toEqual([8, 9, 10]);
    const single = suggestionsFor({ areaKey: 'COUPLE_INTIMACY', haveMoreQuestions: true, order: 8 })!;
    expect(body.questions[0]!.goals.map((goal) => goal.content)).toEqual([...single.BE, ...single.DO, ...single.HAVE].map((goal) => goal.en));
    expect(body.questions[0]!.goals[0]!.content).not.toBe(suggestionsFor({ areaKey: 'COUPLE_INTIMACY', haveMoreQuestions: false, order: 8 })!.BE[0]!.en);
  });

  it('answers no entries for an area not assessed yet, or one answered all YES', async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await createUserDirect(t);
    await assessAreas(t, tokenOf(user), { MONEY_FINANCES: 10 });
    for (const key of ['SOCIAL_RELATIONSHIPS', 'MONEY_FINANCES'] as const) {
      const response = await suggestions(user, (await rowOf(user, key)).id);
      expect([response.status, (response.body as AnswerSuggestions).questions]).toEqual([200, []]);
    }
  });

  it("names the caller's context of each default name, in either language and case, the request's language first", async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const row = await rowOf(user, 'PERSONAL_DEVELOPMENT');
    const contextIds = async (lang: 'es' | 'en') => {
      const body = (await suggestions(user, row.id, lang)).body as AnswerSuggestions;
      return Object.fromEntries(body.questions.flatMap((question) => question.actions.map((action) => [action.contextKey, action.contextId])));
    };
    expect(await contextIds('es')).toEqual({ HOME: null, COMPUTER: null, WORK: null });

    const casa = await createContextDirect(t, user.id, '@Casa');
    const home = await createContextDirect(t, user.id, '@home');
    const computer = await createContextDirect(t, user.id, '@COMPUTER');
    await createContextDirect(t, user.id, '@trabajo en casa');
    expect(await contextIds('es')).toEqual({ HOME: casa, COMPUTER: computer, WORK: null });
    expect(await contextIds('en')).toEqual({ HOME: home, COMPUTER: computer, WORK: null });

    const other = await assessedUser();
    await createContextDirect(t, other.id, '@trabajo');
    expect(await contextIds('es')).toEqual({ HOME: casa, COMPUTER: computer, WORK: null });
  });

  it('gives goals and actions that POST /goals/add and /actions/add take as they are, aimed at their question', async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const row = await rowOf(user, 'SOCIAL_RELATIONSHIPS');
    const home = await createContextDirect(t, user.id, '@casa');
    const startDate = addDays(localDate(clock.now(), 'UTC'), 1);
    const project = (
      await api(user).post('/projects/from-lifewheel-area', {
        lifeWheelAreaId: row.id,
        title: 'Más cerca de mi gente',
        description: 'Amistades y familia',
        expectedScore: 8,
        startDate,
        endDate: addCalendarMonths(startDate, 3),
      })
    ).body as Project;
    const { questions } = (await suggestions(user, row.id)).body as AnswerSuggestions;
    const question = questions.find((item) => item.order === 6)!;

    const goals: Goal[] = [];
    for (const suggestion of question.goals) {
      const added = await api(user).post('/goals/add', { projectDetailId: project.detail.id, ...suggestion, targetQuestionIds: [question.questionId] });
      expect(added.status).toBe(201);
      goals.push(added.body as Goal);
    }
    expect(goals.map((goal) => [goal.goalType, goal.content, goal.targets.map((target) => target.questionId)])).toEqual(
      question.goals.map((goal) => [goal.goalType, goal.content, [question.questionId]]),
    );

    const { contextKey: _key, contextName: _name, contextId, repeat, ...fields } = question.actions.find((action) => action.contextKey !== 'HOME') ?? question.actions[0]!;
    expect(contextId).toBeNull();
    const action = await api(user).post('/actions/add', {
      goalId: goals[0]!.id,
      contextId: home,
      ...fields,
      dueDate: addDays(startDate, 7),
      ...(repeat && { repeat: { ...repeat, until: addDays(startDate, 60) } }),
      targetQuestionIds: [question.questionId],
    });
    expect(action.status).toBe(201);
    expect(action.body as Action).toMatchObject({ ...fields, contextId: home, targetQuestionIds: [question.questionId] });
  });

  it("answers 404 for another user's row or an unknown id, and a translated 400 for a missing or malformed id", async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const owner = await assessedUser();
    const intruder = await assessedUser();
    const theirs = (await rowOf(owner, 'PERSONAL_DEVELOPMENT')).id;
    for (const id of [theirs, randomUUID()]) {
      const refused = await suggestions(intruder, id, 'en');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([404, 'NOT_FOUND', 'Resource not found']);
    }
    expect((await suggestions(intruder, theirs)).body.message).toBe('Recurso no encontrado');

    for (const [query, lang] of [[{ lifeWheelAreaId: 'nope' }, 'es'], [{}, 'en']] as const) {
      const invalid = await api(intruder, lang).get('/assessment/suggestions', query);
      expect([invalid.status, invalid.body.code, invalid.body.issues[0].path]).toEqual([400, 'VALIDATION_ERROR', 'lifeWheelAreaId']);
      expect(invalid.body.issues[0].message).toBe(lang === 'es' ? 'Identificador inválido' : 'Invalid identifier');
    }
    expect((await t.http.get('/api/v1/assessment/suggestions').query({ lifeWheelAreaId: theirs })).status).toBe(401);
  });

  it('answers 409 CYCLE_CLOSED for a row of a closed cycle, and the new cycle\'s row once it is assessed', async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const old = await rowOf(user, 'PERSONAL_DEVELOPMENT');
    clock.moveDays(75);
    expect((await api(user).post('/lifewheel/start-next-cycle')).status).toBe(200);
    const closed = await suggestions(user, old.id, 'en');
    expect([closed.status, closed.body.code]).toEqual([409, 'CYCLE_CLOSED']);
    expect(closed.body.message).toBe('This cycle is closed: its answers, focus areas and scores can no longer be changed');

    await assessAreas(t, tokenOf(user), { PERSONAL_DEVELOPMENT: 9 });
    const current = await rowOf(user, 'PERSONAL_DEVELOPMENT');
    expect(current.id).not.toBe(old.id);
    const body = (await suggestions(user, current.id)).body as AnswerSuggestions;
    expect(body.questions.map((question) => question.order)).toEqual([10]);
  });

  it('is the tRPC query suggestions.forArea too, and is described in the OpenAPI document', async () => {
    clock.moveTo('2026-02-02T15:00:00.000Z');
    const user = await assessedUser();
    const row = await rowOf(user, 'HEALTH_NUTRITION');
    const rest = (await suggestions(user, row.id, 'en')).body as AnswerSuggestions;
    const trpc = await t.trpc('suggestions.forArea', { lifeWheelAreaId: row.id }, { token: tokenOf(user), query: true, lang: 'en' });
    expect([trpc.status, trpc.data]).toEqual([200, rest]);
    const foreign = await t.trpc('suggestions.forArea', { lifeWheelAreaId: randomUUID() }, { token: tokenOf(user), query: true });
    expect(foreign.status).toBe(404);

    const doc = (await t.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-trpc-path': string; parameters: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> }>>;
    };
    const get = doc.paths['/api/v1/assessment/suggestions']?.get;
    expect(get?.['x-trpc-path']).toBe('suggestions.forArea');
    expect(get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'lifeWheelAreaId', in: 'query', required: true })]));
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
  });
});
