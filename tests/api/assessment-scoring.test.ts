import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { AreaQuestions } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { getWheel } from '../support/wheel';
import { createUserDirect } from '../support/users';

// This file shortens question sets in its own database, so the server's scaling and rounding of scores can be
// seen through the API (the real bank has 10 questions in every set).
let t: TestApp;
let areaIds: Record<LifeAreaKey, string>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const areas = await db.lifeArea.findMany({ select: { id: true, key: true } });
  areaIds = Object.fromEntries(areas.map((area) => [area.key, area.id])) as Record<LifeAreaKey, string>;
  await db.question.deleteMany({ where: { lifeAreaId: areaIds.HEALTH_NUTRITION, order: 10 } });
  await db.question.deleteMany({ where: { lifeAreaId: areaIds.MONEY_FINANCES, order: { gt: 4 } } });
  await db.question.deleteMany({ where: { lifeAreaId: areaIds.COUPLE_INTIMACY, haveMoreQuestions: true, order: { gt: 8 } } });
});
afterAll(async () => t.close());

async function answer(token: string, key: LifeAreaKey, yes: number, set = false) {
  const questions = await t.http.get(`/api/v1/assessment/area/${areaIds[key]}`).set('authorization', `Bearer ${token}`);
  const ofSet = (questions.body as AreaQuestions).questions.filter((question) => question.haveMoreQuestions === set);
  const response = await t.http
    .post('/api/v1/answers/submit-area')
    .set('authorization', `Bearer ${token}`)
    .send({ areaId: areaIds[key], answers: ofSet.map((question, index) => ({ questionId: question.id, value: index < yes })) });
  return { size: ofSet.length, status: response.status, score: (response.body as { score: number }).score };
}

describe('scores scale to 0..10 and round', () => {
  it('7 of 9 scores 8', async () => {
    const user = await createUserDirect(t);
    expect(await answer(user.token, 'HEALTH_NUTRITION', 7)).toEqual({ size: 9, status: 200, score: 8 });
  });

  it('1 of 4 scores 3 (a half rounds up); 4 of 4 scores 10', async () => {
    const low = await createUserDirect(t);
    expect(await answer(low.token, 'MONEY_FINANCES', 1)).toEqual({ size: 4, status: 200, score: 3 });
    const full = await createUserDirect(t);
    expect(await answer(full.token, 'MONEY_FINANCES', 4)).toEqual({ size: 4, status: 200, score: 10 });
  });

  it('scores each couple set on its own size', async () => {
    const single = await createUserDirect(t);
    expect(await answer(single.token, 'COUPLE_INTIMACY', 5, true)).toEqual({ size: 8, status: 200, score: 6 });
    const married = await createUserDirect(t);
    expect(await answer(married.token, 'COUPLE_INTIMACY', 5, false)).toEqual({ size: 10, status: 200, score: 5 });
  });

  it('averages the assessed areas into the global score, to one decimal', async () => {
    const user = await createUserDirect(t);
    expect((await getWheel(t, user.token)).globalScore).toBeNull();
    await answer(user.token, 'HEALTH_NUTRITION', 7);
    await answer(user.token, 'MONEY_FINANCES', 1);
    expect((await getWheel(t, user.token)).globalScore).toBe(5.5);
    await answer(user.token, 'PERSONAL_DEVELOPMENT', 6);
    const wheel = await getWheel(t, user.token);
    expect(wheel.lifeAreas.map((area) => area.score)).toEqual([6, null, 8, 3, null, null]);
    expect(wheel.globalScore).toBe(5.7);
  });
});
