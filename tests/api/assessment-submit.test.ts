import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import { createTestApp, type TestApp } from '../support/app';
import { getWheel } from '../support/wheel';
import { createUserDirect, type TestUser } from '../support/users';

let t: TestApp;
let areaIds: Record<LifeAreaKey, string>;
let questionIds: Record<LifeAreaKey, { standard: string[]; single: string[] }>;
beforeAll(async () => {
  t = await createTestApp();
  const areas = await t.app.deps.db.lifeArea.findMany({
    select: { id: true, key: true, questions: { select: { id: true, haveMoreQuestions: true }, orderBy: { order: 'asc' } } },
  });
  areaIds = Object.fromEntries(areas.map((area) => [area.key, area.id])) as Record<LifeAreaKey, string>;
  questionIds = Object.fromEntries(
    areas.map((area) => [
      area.key,
      {
        standard: area.questions.filter((question) => !question.haveMoreQuestions).map((question) => question.id),
        single: area.questions.filter((question) => question.haveMoreQuestions).map((question) => question.id),
      },
    ]),
  ) as typeof questionIds;
});
afterAll(async () => t.close());

const answersOf = (ids: readonly string[], yes: number) => ids.map((questionId, index) => ({ questionId, value: index < yes }));
const submit = (token: string, body: unknown, lang = '') =>
  t.http.post(`/api/v1/answers/submit-area${lang ? `?lang=${lang}` : ''}`).set('authorization', `Bearer ${token}`).send(body as object);

/** The stored state of a user's area row and its answers. */
async function stored(user: TestUser, key: LifeAreaKey) {
  const row = await t.app.deps.db.lifeWheelArea.findFirstOrThrow({
    where: { lifeWheel: { userId: user.id }, lifeAreaId: areaIds[key] },
    select: { id: true, score: true, isArchived: true, isBlocked: true, answeredSet: true, assessedAt: true, answers: { select: { questionId: true, value: true } } },
  });
  return row;
}

describe('POST /answers/submit-area', () => {
  it('scores a complete set, archives the area and stores the answers', async () => {
    const user = await createUserDirect(t);
    const response = await submit(user.token, { areaId: areaIds.HEALTH_NUTRITION, answers: answersOf(questionIds.HEALTH_NUTRITION.standard, 6) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Respuestas guardadas', score: 6 });
    const row = await stored(user, 'HEALTH_NUTRITION');
    expect(row).toMatchObject({ score: 6, isArchived: true, isBlocked: true, answeredSet: false });
    expect(row.assessedAt).toBeInstanceOf(Date);
    expect(row.answers).toHaveLength(10);
    expect(row.answers.filter((answer) => answer.value)).toHaveLength(6);
    const wheel = await getWheel(t, user.token);
    expect(wheel.lifeAreas.find((area) => area.key === 'HEALTH_NUTRITION')).toMatchObject({ score: 6, isArchived: true, isBlocked: true });
    expect(wheel.globalScore).toBe(6);
  });

  it('answers in the request language', async () => {
    const user = await createUserDirect(t);
    const response = await submit(user.token, { areaId: areaIds.MONEY_FINANCES, answers: answersOf(questionIds.MONEY_FINANCES.standard, 0) }, 'en');
    expect(response.body).toEqual({ success: true, message: 'Answers saved', score: 0 });
  });

  it('accepts either couple-and-intimacy set and records which one was answered', async () => {
    const single = await createUserDirect(t);
    const asSingle = await submit(single.token, { areaId: areaIds.COUPLE_INTIMACY, answers: answersOf(questionIds.COUPLE_INTIMACY.single, 9) });
    expect(asSingle.body.score).toBe(9);
    expect(await stored(single, 'COUPLE_INTIMACY')).toMatchObject({ score: 9, answeredSet: true });

    const married = await createUserDirect(t);
    const asMarried = await submit(married.token, { areaId: areaIds.COUPLE_INTIMACY, answers: answersOf(questionIds.COUPLE_INTIMACY.standard, 10) });
    expect(asMarried.body.score).toBe(10);
    expect(await stored(married, 'COUPLE_INTIMACY')).toMatchObject({ score: 10, answeredSet: false });
    const wheel = await getWheel(t, married.token);
    expect(wheel.lifeAreas.find((area) => area.key === 'COUPLE_INTIMACY')).toMatchObject({ score: 10, answeredSet: false, isBlocked: true });
  });

  it('answers 409 to a second submission and changes nothing', async () => {
    const user = await createUserDirect(t);
    await submit(user.token, { areaId: areaIds.PERSONAL_DEVELOPMENT, answers: answersOf(questionIds.PERSONAL_DEVELOPMENT.standard, 3) });
    const before = await stored(user, 'PERSONAL_DEVELOPMENT');
    const again = await submit(user.token, { areaId: areaIds.PERSONAL_DEVELOPMENT, answers: answersOf(questionIds.PERSONAL_DEVELOPMENT.standard, 10) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AREA_ALREADY_ASSESSED');
    expect(await stored(user, 'PERSONAL_DEVELOPMENT')).toEqual(before);
    const trpc = await t.trpc('answers.submitArea', { areaId: areaIds.PERSONAL_DEVELOPMENT, answers: answersOf(questionIds.PERSONAL_DEVELOPMENT.standard, 10) }, { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'AREA_ALREADY_ASSESSED', httpStatus: 409 });
  });

  it('works over tRPC with the same result', async () => {
    const user = await createUserDirect(t);
    const ok = await t.trpc('answers.submitArea', { areaId: areaIds.SOCIAL_RELATIONSHIPS, answers: answersOf(questionIds.SOCIAL_RELATIONSHIPS.standard, 8) }, { token: user.token, lang: 'en' });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ success: true, message: 'Answers saved', score: 8 });
    const incomplete = await t.trpc('answers.submitArea', { areaId: areaIds.HEALTH_NUTRITION, answers: answersOf(questionIds.HEALTH_NUTRITION.standard, 8).slice(1) }, { token: user.token });
    expect(incomplete.error?.data).toMatchObject({ appCode: 'ANSWERS_INCOMPLETE', httpStatus: 422 });
    expect(incomplete.error?.message).toBe('Responde todas las preguntas: llevas 9 de 10');
  });
});

describe('refusals: each leaves the area unanswered', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUserDirect(t);
  });

  const standard = () => questionIds.COUPLE_INTIMACY.standard;
  const single = () => questionIds.COUPLE_INTIMACY.single;
  const cases: [string, () => unknown, number, string][] = [
    ['an incomplete set', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: answersOf(standard(), 5).slice(0, 9) }), 422, 'ANSWERS_INCOMPLETE'],
    ['a duplicated question', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: standard()[0], value: false }] }), 422, 'ANSWERS_DUPLICATE'],
    ['a complete set plus a duplicate', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5), { questionId: standard()[3], value: true }] }), 422, 'ANSWERS_DUPLICATE'],
    ['a question of another area', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: questionIds.HEALTH_NUTRITION.standard[0], value: true }] }), 422, 'ANSWERS_QUESTION_NOT_IN_AREA'],
    ['an unknown question id', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: randomUUID(), value: true }] }), 422, 'ANSWERS_QUESTION_NOT_IN_AREA'],
    ['answers from both couple sets', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 5), ...answersOf(single(), 5).slice(5)] }), 422, 'ANSWERS_MIXED_SETS'],
    ['both couple sets in full', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5), ...answersOf(single(), 5)] }), 422, 'ANSWERS_MIXED_SETS'],
    ['an unknown area', () => ({ areaId: randomUUID(), answers: answersOf(standard(), 5) }), 404, 'NOT_FOUND'],
    ['a malformed area id', () => ({ areaId: 'abc', answers: answersOf(standard(), 5) }), 400, 'VALIDATION_ERROR'],
    ['no answers', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [] }), 400, 'VALIDATION_ERROR'],
    ['a missing answers list', () => ({ areaId: areaIds.COUPLE_INTIMACY }), 400, 'VALIDATION_ERROR'],
    ['a non-boolean value', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: standard()[9], value: 'yes' }] }), 400, 'VALIDATION_ERROR'],
    ['a numeric value', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: standard()[9], value: 1 }] }), 400, 'VALIDATION_ERROR'],
    ['a null value', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: [...answersOf(standard(), 5).slice(0, 9), { questionId: standard()[9], value: null }] }), 400, 'VALIDATION_ERROR'],
    ['too many answers', () => ({ areaId: areaIds.COUPLE_INTIMACY, answers: Array.from({ length: 51 }, () => ({ questionId: randomUUID(), value: true })) }), 400, 'VALIDATION_ERROR'],
  ];

  it.each(cases)('%s answers %i %s', async (_name, body, status, code) => {
    const response = await submit(user.token, body());
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ statusCode: status, code });
    expect(typeof response.body.message).toBe('string');
    expect(await stored(user, 'COUPLE_INTIMACY')).toMatchObject({ score: null, isArchived: false, answeredSet: null, assessedAt: null, answers: [] });
  });

  it('names the rule in the message and the issue code', async () => {
    const incomplete = await submit(user.token, { areaId: areaIds.HEALTH_NUTRITION, answers: answersOf(questionIds.HEALTH_NUTRITION.standard, 5).slice(0, 7) }, 'en');
    expect(incomplete.body.message).toBe('Please answer every question: you have answered 7 of 10');
    const mixed = await submit(user.token, cases[5]![1]());
    expect(mixed.body.message).toBe('Responde solo las preguntas de tu situación: en pareja o sin pareja');
    const notBoolean = await submit(user.token, cases[11]![1]());
    expect(notBoolean.body.issues).toEqual([{ path: 'answers.9.value', code: 'ANSWER_NOT_BOOLEAN', message: 'Cada respuesta es sí o no (true o false)' }]);
    const empty = await submit(user.token, { areaId: areaIds.HEALTH_NUTRITION, answers: [] });
    expect(empty.body.issues).toMatchObject([{ path: 'answers', code: 'ANSWERS_REQUIRED' }]);
  });

  it('answers 401 without a token', async () => {
    const response = await t.http.post('/api/v1/answers/submit-area').send({ areaId: areaIds.HEALTH_NUTRITION, answers: answersOf(questionIds.HEALTH_NUTRITION.standard, 5) });
    expect(response.status).toBe(401);
  });
});

describe('atomic submission', () => {
  it('a failure in the middle of the write leaves the area unanswered', async () => {
    const user = await createUserDirect(t);
    const row = await stored(user, 'MONEY_FINANCES');
    // A stray answer makes the answer insert violate the unique (area row, question) constraint after the
    // area row was already updated in the same transaction.
    const stray = questionIds.MONEY_FINANCES.standard[4]!;
    await t.app.deps.db.answer.create({ data: { lifeWheelAreaId: row.id, questionId: stray, value: false } });
    const failed = await submit(user.token, { areaId: areaIds.MONEY_FINANCES, answers: answersOf(questionIds.MONEY_FINANCES.standard, 7) });
    expect(failed.status).toBe(500);
    expect(await stored(user, 'MONEY_FINANCES')).toMatchObject({ score: null, isArchived: false, answeredSet: null, assessedAt: null, answers: [{ questionId: stray, value: false }] });
    expect((await getWheel(t, user.token)).lifeAreas.find((area) => area.key === 'MONEY_FINANCES')).toMatchObject({ score: null, isArchived: false });

    await t.app.deps.db.answer.deleteMany({ where: { lifeWheelAreaId: row.id } });
    const retried = await submit(user.token, { areaId: areaIds.MONEY_FINANCES, answers: answersOf(questionIds.MONEY_FINANCES.standard, 7) });
    expect(retried.body.score).toBe(7);
  });

  it('two concurrent submissions: one succeeds, the other answers 409 and writes nothing', async () => {
    const user = await createUserDirect(t);
    const [first, second] = await Promise.all([
      submit(user.token, { areaId: areaIds.PROFESSIONAL_ACTIVITY, answers: answersOf(questionIds.PROFESSIONAL_ACTIVITY.standard, 2) }),
      submit(user.token, { areaId: areaIds.PROFESSIONAL_ACTIVITY, answers: answersOf(questionIds.PROFESSIONAL_ACTIVITY.standard, 9) }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const row = await stored(user, 'PROFESSIONAL_ACTIVITY');
    expect(row.score).toBe(winner.body.score);
    expect(row.answers).toHaveLength(10);
    expect(row.answers.filter((answer) => answer.value)).toHaveLength(winner.body.score as number);
  });
});

describe("one user's answers never touch another's wheel", () => {
  it("scores only the caller's area row, and the other user can still answer the same area", async () => {
    const alice = await createUserDirect(t);
    const bob = await createUserDirect(t);
    const bobBefore = await getWheel(t, bob.token);
    await submit(alice.token, { areaId: areaIds.SOCIAL_RELATIONSHIPS, answers: answersOf(questionIds.SOCIAL_RELATIONSHIPS.standard, 10) });
    await submit(alice.token, { areaId: areaIds.HEALTH_NUTRITION, answers: answersOf(questionIds.HEALTH_NUTRITION.standard, 1) });
    expect(await getWheel(t, bob.token)).toEqual(bobBefore);
    expect(await t.app.deps.db.answer.count({ where: { lifeWheelArea: { lifeWheel: { userId: bob.id } } } })).toBe(0);

    const bobSubmit = await submit(bob.token, { areaId: areaIds.SOCIAL_RELATIONSHIPS, answers: answersOf(questionIds.SOCIAL_RELATIONSHIPS.standard, 3) });
    expect(bobSubmit.body.score).toBe(3);
    expect((await stored(alice, 'SOCIAL_RELATIONSHIPS')).score).toBe(10);
    expect((await stored(bob, 'SOCIAL_RELATIONSHIPS')).score).toBe(3);
    expect(await t.app.deps.db.answer.count({ where: { lifeWheelArea: { lifeWheel: { userId: alice.id } } } })).toBe(20);
  });
});
