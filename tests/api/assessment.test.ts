import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { AreaQuestions } from '../../domain/schemas/wheel';
import { questionSeeds } from '../../prisma/seed/questions';
import { createTestApp, type TestApp } from '../support/app';
import { assessAreas } from '../support/wheel';
import { createUserDirect, type TestUser } from '../support/users';

let t: TestApp;
let user: TestUser;
let areaIds: Record<LifeAreaKey, string>;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUserDirect(t);
  const areas = await t.app.deps.db.lifeArea.findMany({ select: { id: true, key: true } });
  areaIds = Object.fromEntries(areas.map((area) => [area.key, area.id])) as Record<LifeAreaKey, string>;
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string, token: string, headers: Record<string, string> = {}) => t.http.get(`/api/v1${path}`).set({ ...auth(token), ...headers });
const seedsOf = (key: LifeAreaKey) => questionSeeds.filter((seed) => seed.areaKey === key);

describe('GET /assessment/area/{id}', () => {
  it("answers an area's 10 questions with their tips, in Spanish by default", async () => {
    const response = await get(`/assessment/area/${areaIds.HEALTH_NUTRITION}`, user.token);
    expect(response.status).toBe(200);
    const body = response.body as AreaQuestions;
    expect(body.area).toMatchObject({ id: areaIds.HEALTH_NUTRITION, key: 'HEALTH_NUTRITION', name: 'Salud y Nutrición', order: 3 });
    expect(body.questions).toHaveLength(10);
    expect(body.questions.map((question) => question.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.questions.every((question) => !question.haveMoreQuestions)).toBe(true);
    expect(body.questions.map((question) => [question.text, question.tip])).toEqual(seedsOf('HEALTH_NUTRITION').map((seed) => [seed.es.text, seed.es.tip]));
  });

  it('answers both couple-and-intimacy sets, the in-a-relationship set first', async () => {
    const response = await get(`/assessment/area/${areaIds.COUPLE_INTIMACY}`, user.token);
    const { area, questions } = response.body as AreaQuestions;
    expect(area.name).toBe('Pareja e Intimidad');
    expect(questions).toHaveLength(20);
    expect(questions.map((question) => question.haveMoreQuestions)).toEqual([...Array<boolean>(10).fill(false), ...Array<boolean>(10).fill(true)]);
    expect(questions.map((question) => question.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(questions.map((question) => question.id)).size).toBe(20);
  });

  it('negotiates the language: ?lang=, Accept-Language, Spanish otherwise', async () => {
    const english = seedsOf('MONEY_FINANCES').map((seed) => seed.en.text);
    const spanish = seedsOf('MONEY_FINANCES').map((seed) => seed.es.text);
    const path = `/assessment/area/${areaIds.MONEY_FINANCES}`;
    const texts = (body: unknown) => (body as AreaQuestions).questions.map((question) => question.text);

    const byQuery = await get(`${path}?lang=en`, user.token);
    expect(byQuery.body.area.name).toBe('Money and Finances');
    expect(texts(byQuery.body)).toEqual(english);
    expect((byQuery.body as AreaQuestions).questions[0]?.tip).toBe(seedsOf('MONEY_FINANCES')[0]?.en.tip);

    const byHeader = await get(path, user.token, { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' });
    expect(texts(byHeader.body)).toEqual(english);

    const preferred = await get(path, user.token, { 'accept-language': 'fr-FR, es;q=0.4, en;q=0.8' });
    expect(texts(preferred.body)).toEqual(english);

    const queryWins = await get(`${path}?lang=es`, user.token, { 'accept-language': 'en' });
    expect(texts(queryWins.body)).toEqual(spanish);

    const unknown = await get(path, user.token, { 'accept-language': 'fr-FR' });
    expect(unknown.body.area.name).toBe('Dinero y Finanzas');
    expect(texts(unknown.body)).toEqual(spanish);

    const trpc = await t.trpc('assessment.area', { id: areaIds.MONEY_FINANCES }, { token: user.token, query: true, lang: 'en' });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(byQuery.body);
  });

  it('answers 404 for an unknown area, 400 for a malformed id and 401 without a token', async () => {
    const unknown = await get(`/assessment/area/${randomUUID()}`, user.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const malformed = await get('/assessment/area/not-a-uuid', user.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'id', code: 'INVALID_ID' }] });
    const anonymous = await t.http.get(`/api/v1/assessment/area/${areaIds.HEALTH_NUTRITION}`);
    expect(anonymous.status).toBe(401);
    const trpc = await t.trpc('assessment.area', { id: randomUUID() }, { token: user.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });
  });

  it('answers 409 AREA_ALREADY_ASSESSED once the area is assessed, in the request language', async () => {
    const assessed = await createUserDirect(t);
    await assessAreas(t, assessed.token, { SOCIAL_RELATIONSHIPS: 4 });
    const es = await get(`/assessment/area/${areaIds.SOCIAL_RELATIONSHIPS}`, assessed.token);
    expect(es.status).toBe(409);
    expect(es.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'AREA_ALREADY_ASSESSED',
      message: 'Ya evaluaste esta área y tus respuestas son definitivas',
    });
    const en = await get(`/assessment/area/${areaIds.SOCIAL_RELATIONSHIPS}?lang=en`, assessed.token);
    expect(en.body.message).toBe('You have already assessed this area and your answers are final');
    const trpc = await t.trpc('assessment.area', { id: areaIds.SOCIAL_RELATIONSHIPS }, { token: assessed.token, query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'AREA_ALREADY_ASSESSED', httpStatus: 409 });
    // Someone else's assessment does not close the area for this user.
    expect((await get(`/assessment/area/${areaIds.SOCIAL_RELATIONSHIPS}`, user.token)).status).toBe(200);
  });
});
