import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_AREA_KEYS, lifeAreas } from '../../domain/content/life-areas';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { areaOf, assessAllAreas, assessAreas, getWheel } from '../support/wheel';
import { createUserDirect, registerAndLogin, type TestUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const SPANISH_NAMES = ['Desarrollo Personal', 'Actividad Profesional', 'Salud y Nutrición', 'Dinero y Finanzas', 'Relaciones Sociales', 'Pareja e Intimidad'];
const ENGLISH_NAMES = ['Personal Development', 'Professional Activity', 'Health and Nutrition', 'Money and Finances', 'Social Relationships', 'Couple and Intimacy'];
const SCORES = { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 7, HEALTH_NUTRITION: 4, MONEY_FINANCES: 9, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 10 };

async function addProject(user: TestUser, wheel: LifeWheel, key: (typeof LIFE_AREA_KEYS)[number], title: string, status: 'ACTIVE' | 'SOMEDAY' = 'ACTIVE') {
  return t.app.deps.db.project.create({
    data: { userId: user.id, lifeWheelAreaId: areaOf(wheel, key).id, title, description: 'Descripción', status, expectedScore: 9 },
    select: { id: true },
  });
}

describe('GET /lifewheel/me', () => {
  it('gives a new user six unassessed, blocked areas in wheel order, in Spanish by default', async () => {
    const user = await createUserDirect(t);
    const response = await t.http.get('/api/v1/lifewheel/me').set(auth(user.token));
    expect(response.status).toBe(200);
    const wheel = response.body as LifeWheel;
    expect(wheel).toMatchObject({ globalScore: null, isAnswered: false, isComplete: false, focusSelectedAt: null, lifeAreasSelected: [] });
    expect(wheel.lifeAreas.map((area) => area.key)).toEqual([...LIFE_AREA_KEYS]);
    expect(wheel.lifeAreas.map((area) => area.areaName)).toEqual(SPANISH_NAMES);
    const reference = await t.app.deps.db.lifeArea.findMany({ orderBy: { order: 'asc' }, select: { id: true } });
    expect(wheel.lifeAreas.map((area) => area.areaId)).toEqual(reference.map((area) => area.id));
    wheel.lifeAreas.forEach((area, index) => {
      expect(area).toEqual({
        id: expect.any(String),
        areaId: reference[index]!.id,
        key: LIFE_AREA_KEYS[index],
        areaName: SPANISH_NAMES[index],
        color: lifeAreas[index]!.color,
        emoji: lifeAreas[index]!.emoji,
        order: index + 1,
        score: null,
        isArchived: false,
        isBlocked: true,
        isFocus: false,
        answeredSet: null,
        assessedAt: null,
        projects: [],
      });
    });
    const rows = await t.app.deps.db.lifeWheelArea.findMany({ where: { lifeWheel: { userId: user.id } }, select: { id: true } });
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(wheel.lifeAreas.map((area) => area.id)));
  });

  it('is given at registration', async () => {
    const user = await registerAndLogin(t);
    const wheel = await getWheel(t, user.token);
    expect(wheel.lifeAreas.map((area) => [area.key, area.score, area.isBlocked])).toEqual(LIFE_AREA_KEYS.map((key) => [key, null, true]));
    expect(await t.app.deps.db.lifeWheelArea.count({ where: { lifeWheel: { userId: user.id } } })).toBe(6);
  });

  it('names the areas in the request language', async () => {
    const user = await createUserDirect(t);
    const byQuery = await t.http.get('/api/v1/lifewheel/me?lang=en').set(auth(user.token));
    expect((byQuery.body as LifeWheel).lifeAreas.map((area) => area.areaName)).toEqual(ENGLISH_NAMES);
    const byHeader = await t.http.get('/api/v1/lifewheel/me').set({ ...auth(user.token), 'accept-language': 'en-US,en;q=0.9' });
    expect((byHeader.body as LifeWheel).lifeAreas.map((area) => area.areaName)).toEqual(ENGLISH_NAMES);
    const spanish = await t.http.get('/api/v1/lifewheel/me').set({ ...auth(user.token), 'accept-language': 'es-MX' });
    expect((spanish.body as LifeWheel).lifeAreas.map((area) => area.areaName)).toEqual(SPANISH_NAMES);
    const trpc = await t.trpc('lifewheel.me', undefined, { token: user.token, query: true, lang: 'en' });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(byQuery.body);
  });

  it('shows scores, the global score and the completion as areas are assessed', async () => {
    const user = await createUserDirect(t);
    const partial = await assessAreas(t, user.token, { HEALTH_NUTRITION: 7, MONEY_FINANCES: 8, SOCIAL_RELATIONSHIPS: 8 });
    expect(partial.lifeAreas.map((area) => area.score)).toEqual([null, null, 7, 8, 8, null]);
    expect(partial.lifeAreas.map((area) => area.isArchived)).toEqual([false, false, true, true, true, false]);
    expect(partial.lifeAreas.every((area) => area.isBlocked)).toBe(true);
    expect(partial).toMatchObject({ globalScore: 7.7, isComplete: false, isAnswered: false });
    expect(areaOf(partial, 'HEALTH_NUTRITION').assessedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const full = await assessAreas(t, user.token, { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 7, COUPLE_INTIMACY: 10 });
    expect(full.lifeAreas.map((area) => area.score)).toEqual([2, 7, 7, 8, 8, 10]);
    expect(full).toMatchObject({ globalScore: 7, isComplete: true, isAnswered: false, lifeAreasSelected: [] });
    const other = await createUserDirect(t);
    expect(await assessAllAreas(t, other.token, SCORES)).toMatchObject({ globalScore: 6.2, isComplete: true });
  });

  it("lists each area's projects, and reads the wheel in the same number of queries however many there are", async () => {
    const empty = await createUserDirect(t);
    const busy = await createUserDirect(t);
    const wheel = await getWheel(t, busy.token);
    const first = await addProject(busy, wheel, 'HEALTH_NUTRITION', 'Correr 5 km');
    const second = await addProject(busy, wheel, 'HEALTH_NUTRITION', 'Dormir mejor', 'SOMEDAY');
    const third = await addProject(busy, wheel, 'MONEY_FINANCES', 'Fondo de emergencia');

    const count = async (token: string) => {
      const queries: string[] = [];
      const stop = t.database.onQuery((sql) => queries.push(sql));
      const response = await t.http.get('/api/v1/lifewheel/me').set(auth(token));
      stop();
      expect(response.status).toBe(200);
      return { queries: queries.length, body: response.body as LifeWheel };
    };
    const forEmpty = await count(empty.token);
    const forBusy = await count(busy.token);
    expect(forBusy.queries).toBe(forEmpty.queries);
    expect(forBusy.queries).toBeLessThanOrEqual(6);
    expect(areaOf(forBusy.body, 'HEALTH_NUTRITION').projects).toEqual([
      { id: first.id, title: 'Correr 5 km', status: 'ACTIVE' },
      { id: second.id, title: 'Dormir mejor', status: 'SOMEDAY' },
    ]);
    expect(areaOf(forBusy.body, 'MONEY_FINANCES').projects).toEqual([{ id: third.id, title: 'Fondo de emergencia', status: 'ACTIVE' }]);
    expect(forBusy.body.lifeAreas.filter((area) => area.projects.length === 0)).toHaveLength(4);
    expect(forEmpty.body.lifeAreas.every((area) => area.projects.length === 0)).toBe(true);
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.http.get('/api/v1/lifewheel/me')).status).toBe(401);
    expect((await t.http.get('/api/v1/lifewheel/me').set(auth('not-a-token'))).status).toBe(401);
    const trpc = await t.trpc('lifewheel.me', undefined, { query: true });
    expect(trpc.error?.data).toMatchObject({ appCode: 'UNAUTHENTICATED', httpStatus: 401 });
  });
});

describe('PUT /lifewheel/mark-as-answered', () => {
  it('is refused with 422 until all six areas are assessed, and changes nothing', async () => {
    const user = await createUserDirect(t);
    await assessAreas(t, user.token, { PERSONAL_DEVELOPMENT: 3, HEALTH_NUTRITION: 5, MONEY_FINANCES: 2, SOCIAL_RELATIONSHIPS: 6, COUPLE_INTIMACY: 8 });
    const response = await t.http.put('/api/v1/lifewheel/mark-as-answered').set(auth(user.token)).send({});
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'AREAS_NOT_ALL_ASSESSED', message: 'Primero evalúa las seis áreas: llevas 5 de 6' });
    const english = await t.http.put('/api/v1/lifewheel/mark-as-answered?lang=en').set(auth(user.token));
    expect(english.body.message).toBe('Assess all six areas first: you have assessed 5 of 6');
    const trpc = await t.trpc('lifewheel.markAsAnswered', {}, { token: user.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'AREAS_NOT_ALL_ASSESSED', httpStatus: 422 });
    expect((await getWheel(t, user.token)).isAnswered).toBe(false);
  });

  it('marks a complete wheel as answered, idempotently, over REST and tRPC', async () => {
    const user = await createUserDirect(t);
    await assessAllAreas(t, user.token, SCORES);
    const response = await t.http.put('/api/v1/lifewheel/mark-as-answered').set(auth(user.token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isAnswered: true, isComplete: true, focusSelectedAt: null });
    expect((response.body as LifeWheel).lifeAreas.every((area) => area.isBlocked)).toBe(true);
    const again = await t.http.put('/api/v1/lifewheel/mark-as-answered').set(auth(user.token));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
    const trpc = await t.trpc('lifewheel.markAsAnswered', {}, { token: user.token });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(response.body);
  });

  it("touches only the caller's wheel", async () => {
    const done = await createUserDirect(t);
    const other = await createUserDirect(t);
    await assessAllAreas(t, done.token, SCORES);
    await assessAllAreas(t, other.token, SCORES);
    await t.http.put('/api/v1/lifewheel/mark-as-answered').set(auth(done.token));
    expect((await getWheel(t, other.token)).isAnswered).toBe(false);
  });
});
