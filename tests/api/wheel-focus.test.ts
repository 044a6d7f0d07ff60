import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { areaOf, assessAllAreas, assessAreas, getWheel, saveFocus } from '../support/wheel';
import { createUserDirect, type TestUser } from '../support/users';

let t: TestApp;
let areaIds: Record<LifeAreaKey, string>;
beforeAll(async () => {
  t = await createTestApp();
  const areas = await t.app.deps.db.lifeArea.findMany({ select: { id: true, key: true } });
  areaIds = Object.fromEntries(areas.map((area) => [area.key, area.id])) as Record<LifeAreaKey, string>;
});
afterAll(async () => t.close());

type Scores = Record<LifeAreaKey, number>;
// PD 2, HN 4, SR 5 are the three lowest; CI is finished.
const CLEAR: Scores = { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 7, HEALTH_NUTRITION: 4, MONEY_FINANCES: 9, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 10 };
// MF 2 and PD 3 are fixed; PA, HN and SR tie at 5 for the last slot.
const TIED: Scores = { PERSONAL_DEVELOPMENT: 3, PROFESSIONAL_ACTIVITY: 5, HEALTH_NUTRITION: 5, MONEY_FINANCES: 2, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 8 };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const addAreas = (token: string, body: unknown, lang = '') =>
  t.http.post(`/api/v1/lifewheel/add-lifewheel-areas${lang ? `?lang=${lang}` : ''}`).set(auth(token)).send(body as object);
const pick = (...keys: LifeAreaKey[]) => ({ areaIds: keys.map((key) => ({ areaId: areaIds[key] })) });
const unlock = (token: string, ids: string[], lang = '') =>
  t.http.post(`/api/v1/lifewheel/unlock-areas${lang ? `?lang=${lang}` : ''}`).set(auth(token)).send({ lifeWheelAreaIds: ids });

async function assessedUser(scores: Scores): Promise<TestUser> {
  const user = await createUserDirect(t);
  await assessAllAreas(t, user.token, scores);
  return user;
}

async function storedRows(user: TestUser) {
  return t.app.deps.db.lifeWheelArea.findMany({
    where: { lifeWheel: { userId: user.id } },
    select: { id: true, score: true, isBlocked: true, isFocus: true, lifeArea: { select: { key: true } } },
    orderBy: { lifeArea: { order: 'asc' } },
  });
}

describe('POST /lifewheel/add-lifewheel-areas', () => {
  it('saves the three lowest areas, opens the assessed areas below 10 and marks the wheel answered', async () => {
    const user = await assessedUser(CLEAR);
    const other = await assessedUser(CLEAR);
    const otherWheel = await getWheel(t, other.token);
    // userId, lifeWheelId and score come from the client and are ignored, even when they name someone else.
    const response = await addAreas(user.token, {
      userId: other.id,
      lifeWheelId: otherWheel.id,
      areaIds: [
        { areaId: areaIds.SOCIAL_RELATIONSHIPS, score: 0 },
        { areaId: areaIds.PERSONAL_DEVELOPMENT, score: 10 },
        { areaId: areaIds.HEALTH_NUTRITION },
      ],
    });
    expect(response.status).toBe(200);
    const wheel = response.body as LifeWheel;
    expect(wheel.isAnswered).toBe(true);
    expect(wheel.focusSelectedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(wheel.lifeAreasSelected).toEqual([
      { areaId: areaIds.PERSONAL_DEVELOPMENT, lifeWheelAreaId: areaOf(wheel, 'PERSONAL_DEVELOPMENT').id, score: 2 },
      { areaId: areaIds.HEALTH_NUTRITION, lifeWheelAreaId: areaOf(wheel, 'HEALTH_NUTRITION').id, score: 4 },
      { areaId: areaIds.SOCIAL_RELATIONSHIPS, lifeWheelAreaId: areaOf(wheel, 'SOCIAL_RELATIONSHIPS').id, score: 5 },
    ]);
    expect(wheel.lifeAreas.map((area) => [area.key, area.isFocus, area.isBlocked])).toEqual([
      ['PERSONAL_DEVELOPMENT', true, false],
      ['PROFESSIONAL_ACTIVITY', false, false],
      ['HEALTH_NUTRITION', true, false],
      ['MONEY_FINANCES', false, false],
      ['SOCIAL_RELATIONSHIPS', true, false],
      ['COUPLE_INTIMACY', false, true],
    ]);
    expect((await storedRows(user)).map((row) => [row.isFocus, row.isBlocked])).toEqual(wheel.lifeAreas.map((area) => [area.isFocus, area.isBlocked]));
    expect(await getWheel(t, user.token)).toEqual(wheel);
    expect(await getWheel(t, other.token)).toEqual(otherWheel);
  });

  it('is idempotent for the same areas and refuses another set with 409, changing nothing', async () => {
    const user = await assessedUser(CLEAR);
    const saved = await saveFocus(t, user.token, ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS']);
    const same = await addAreas(user.token, pick('HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS', 'PERSONAL_DEVELOPMENT'));
    expect(same.status).toBe(200);
    expect(same.body).toEqual(saved);
    const different = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'PROFESSIONAL_ACTIVITY'));
    expect(different.status).toBe(409);
    expect(different.body).toMatchObject({ code: 'FOCUS_ALREADY_SAVED', message: 'Ya guardaste tus áreas de enfoque para este ciclo' });
    const trpc = await t.trpc('lifewheel.addAreas', pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION'), { token: user.token, lang: 'en' });
    expect(trpc.error?.data).toMatchObject({ appCode: 'FOCUS_ALREADY_SAVED', httpStatus: 409 });
    expect(trpc.error?.message).toBe('You have already saved your focus areas for this cycle');
    expect(await getWheel(t, user.token)).toEqual(saved);
  });

  it('needs every area assessed first (422), whether or not the wheel was marked answered', async () => {
    const user = await createUserDirect(t);
    await assessAreas(t, user.token, { PERSONAL_DEVELOPMENT: 1, PROFESSIONAL_ACTIVITY: 2, HEALTH_NUTRITION: 3 });
    const response = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'AREAS_NOT_ALL_ASSESSED', message: 'Primero evalúa las seis áreas: llevas 3 de 6' });
    expect((await getWheel(t, user.token)).focusSelectedAt).toBeNull();

    const complete = await assessedUser(CLEAR);
    expect((await getWheel(t, complete.token)).isAnswered).toBe(false);
    expect((await addAreas(complete.token, pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'))).status).toBe(200);
  });

  describe('the lowest-score rule', () => {
    let user: TestUser;
    let before: LifeWheel;
    beforeAll(async () => {
      user = await assessedUser(CLEAR);
      before = await getWheel(t, user.token);
    });

    const refusals: [string, () => unknown, number, string][] = [
      ['two areas', () => pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION'), 422, 'FOCUS_SELECT_EXACTLY_3'],
      ['four areas', () => pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS', 'PROFESSIONAL_ACTIVITY'), 422, 'FOCUS_SELECT_EXACTLY_3'],
      ['a repeated area', () => pick('PERSONAL_DEVELOPMENT', 'PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION'), 422, 'FOCUS_DUPLICATE_AREAS'],
      ['a finished area', () => pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'COUPLE_INTIMACY'), 422, 'FOCUS_AREA_NOT_ELIGIBLE'],
      ['a higher area over a lower one', () => pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'MONEY_FINANCES'), 422, 'FOCUS_NOT_LOWEST'],
      ['an unknown area', () => ({ areaIds: [{ areaId: randomUUID() }, { areaId: areaIds.PERSONAL_DEVELOPMENT }, { areaId: areaIds.HEALTH_NUTRITION }] }), 404, 'NOT_FOUND'],
      ['a malformed area id', () => ({ areaIds: [{ areaId: 'x' }] }), 400, 'VALIDATION_ERROR'],
      ['no areas', () => ({ areaIds: [] }), 400, 'VALIDATION_ERROR'],
      ['no list', () => ({}), 400, 'VALIDATION_ERROR'],
      ['more areas than the wheel has', () => ({ areaIds: Array.from({ length: 7 }, () => ({ areaId: randomUUID() })) }), 400, 'VALIDATION_ERROR'],
    ];

    it.each(refusals)('refuses %s: %i %s, changing nothing', async (_name, body, status, code) => {
      const response = await addAreas(user.token, body());
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
      expect(await getWheel(t, user.token)).toEqual(before);
    });

    it('explains the refusal with the areas and their scores, in the request language', async () => {
      const notLowest = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'MONEY_FINANCES'));
      expect(notLowest.body.message).toBe(
        'Elige tus áreas con menor puntuación: Dinero y Finanzas (9) puntúa más que Relaciones Sociales (5), que dejaste fuera',
      );
      const english = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'MONEY_FINANCES'), 'en');
      expect(english.body.message).toBe(
        'Choose your lowest-scoring areas: Money and Finances (9) scores higher than Social Relationships (5), which you left out',
      );
      const finished = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'COUPLE_INTIMACY'));
      expect(finished.body.message).toBe('Pareja e Intimidad no puede ser un área de enfoque: solo cuentan las áreas evaluadas con menos de 10');
      const count = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT'), 'en');
      expect(count.body.message).toBe('Please select exactly 3 areas');
      const empty = await addAreas(user.token, { areaIds: [] });
      expect(empty.body.issues).toMatchObject([{ path: 'areaIds', code: 'FOCUS_AREAS_REQUIRED' }]);
    });
  });

  it('lets the user choose among areas tied at the boundary, and keeps the lower ones fixed', async () => {
    for (const tied of ['PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'] as const) {
      const user = await assessedUser(TIED);
      const wheel = await saveFocus(t, user.token, ['MONEY_FINANCES', 'PERSONAL_DEVELOPMENT', tied]);
      expect(wheel.lifeAreasSelected.map((area) => area.areaId).sort()).toEqual([areaIds.MONEY_FINANCES, areaIds.PERSONAL_DEVELOPMENT, areaIds[tied]].sort());
    }
    const user = await assessedUser(TIED);
    const withoutFixed = await addAreas(user.token, pick('PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'));
    expect(withoutFixed.status).toBe(422);
    expect(withoutFixed.body).toMatchObject({ code: 'FOCUS_NOT_LOWEST' });
    expect(withoutFixed.body.message).toContain('Dinero y Finanzas (2)');
  });

  it('asks for every area below 10 when fewer than three remain, and refuses when none does', async () => {
    const scores: Scores = { PERSONAL_DEVELOPMENT: 10, PROFESSIONAL_ACTIVITY: 10, HEALTH_NUTRITION: 7, MONEY_FINANCES: 10, SOCIAL_RELATIONSHIPS: 10, COUPLE_INTIMACY: 3 };
    const user = await assessedUser(scores);
    const one = await addAreas(user.token, pick('COUPLE_INTIMACY'));
    expect(one.status).toBe(422);
    expect(one.body).toMatchObject({ code: 'FOCUS_SELECT_ALL_ELIGIBLE', message: 'Solo 2 de tus áreas tienen menos de 10: selecciónalas todas' });
    const both = await addAreas(user.token, pick('COUPLE_INTIMACY', 'HEALTH_NUTRITION'));
    expect(both.status).toBe(200);
    expect((both.body as LifeWheel).lifeAreas.map((area) => area.isBlocked)).toEqual([true, true, false, true, true, false]);

    const perfect = await assessedUser({ PERSONAL_DEVELOPMENT: 10, PROFESSIONAL_ACTIVITY: 10, HEALTH_NUTRITION: 10, MONEY_FINANCES: 10, SOCIAL_RELATIONSHIPS: 10, COUPLE_INTIMACY: 10 });
    const none = await addAreas(perfect.token, pick('COUPLE_INTIMACY'));
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('FOCUS_NO_ELIGIBLE_AREAS');
  });

  it('of two concurrent different selections, one is saved and the other answers 409', async () => {
    const user = await assessedUser(TIED);
    const [first, second] = await Promise.all([
      addAreas(user.token, pick('MONEY_FINANCES', 'PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY')),
      addAreas(user.token, pick('MONEY_FINANCES', 'PERSONAL_DEVELOPMENT', 'SOCIAL_RELATIONSHIPS')),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await storedRows(user);
    expect(rows.filter((row) => row.isFocus)).toHaveLength(3);
    const winner = (first.status === 200 ? first : second).body as LifeWheel;
    expect(await getWheel(t, user.token)).toEqual(winner);
  });

  it('works over tRPC', async () => {
    const user = await assessedUser(CLEAR);
    const refused = await t.trpc('lifewheel.addAreas', pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'MONEY_FINANCES'), { token: user.token });
    expect(refused.error?.data).toMatchObject({ appCode: 'FOCUS_NOT_LOWEST', httpStatus: 422 });
    const saved = await t.trpc('lifewheel.addAreas', pick('PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'), { token: user.token });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual(await getWheel(t, user.token));
  });
});

describe('POST /lifewheel/unlock-areas', () => {
  it('refuses before the focus selection is saved, naming the areas, and changes nothing', async () => {
    const user = await assessedUser(CLEAR);
    const wheel = await getWheel(t, user.token);
    const response = await unlock(user.token, [areaOf(wheel, 'PROFESSIONAL_ACTIVITY').id, areaOf(wheel, 'COUPLE_INTIMACY').id]);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'AREAS_CANNOT_UNLOCK',
      message: 'Estas áreas no se pueden desbloquear: Actividad Profesional, Pareja e Intimidad',
      issues: [
        { path: 'lifeWheelAreaIds.0', code: 'UNLOCK_FOCUS_NOT_SAVED', message: 'Actividad Profesional: primero guarda tus áreas de enfoque' },
        { path: 'lifeWheelAreaIds.1', code: 'UNLOCK_AREA_FINISHED', message: 'Pareja e Intimidad: ya tiene 10 y está completa' },
      ],
    });
    expect(await getWheel(t, user.token)).toEqual(wheel);
  });

  it('refuses unassessed areas', async () => {
    const user = await createUserDirect(t);
    const wheel = await assessAreas(t, user.token, { HEALTH_NUTRITION: 3 });
    const response = await unlock(user.token, [areaOf(wheel, 'MONEY_FINANCES').id], 'en');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('These areas cannot be unlocked: Money and Finances');
    expect(response.body.issues).toEqual([{ path: 'lifeWheelAreaIds.0', code: 'UNLOCK_AREA_NOT_ASSESSED', message: 'Money and Finances: not assessed yet' }]);
  });

  it('after the focus selection, unblocks the areas the rules allow; one refused area refuses the whole request', async () => {
    const user = await assessedUser(CLEAR);
    const wheel = await saveFocus(t, user.token, ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS']);
    const professional = areaOf(wheel, 'PROFESSIONAL_ACTIVITY').id;
    const money = areaOf(wheel, 'MONEY_FINANCES').id;
    // A row left blocked by an older client: unlock-areas is how such a client opens it.
    await t.app.deps.db.lifeWheelArea.updateMany({ where: { id: { in: [professional, money] } }, data: { isBlocked: true } });

    const mixed = await unlock(user.token, [professional, areaOf(wheel, 'COUPLE_INTIMACY').id]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.issues).toMatchObject([{ path: 'lifeWheelAreaIds.1', code: 'UNLOCK_AREA_FINISHED' }]);
    expect(areaOf(await getWheel(t, user.token), 'PROFESSIONAL_ACTIVITY').isBlocked).toBe(true);

    const allowed = await unlock(user.token, [professional, money, professional]);
    expect(allowed.status).toBe(200);
    const after = allowed.body as LifeWheel;
    expect(after.lifeAreas.map((area) => area.isBlocked)).toEqual([false, false, false, false, false, true]);
    expect(after.lifeAreasSelected).toEqual(wheel.lifeAreasSelected);
    const again = await unlock(user.token, [professional]);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(after);
  });

  it("answers 404 for another user's area or an unknown id, changing nothing on either wheel", async () => {
    const owner = await assessedUser(CLEAR);
    const intruder = await assessedUser(CLEAR);
    const ownerWheel = await saveFocus(t, owner.token, ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS']);
    const intruderWheel = await saveFocus(t, intruder.token, ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS']);
    const ownersRow = areaOf(ownerWheel, 'PROFESSIONAL_ACTIVITY').id;
    await t.app.deps.db.lifeWheelArea.update({ where: { id: ownersRow }, data: { isBlocked: true } });
    const ownerBefore = await getWheel(t, owner.token);

    const foreign = await unlock(intruder.token, [ownersRow]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const mixed = await unlock(intruder.token, [areaOf(intruderWheel, 'MONEY_FINANCES').id, ownersRow]);
    expect(mixed.status).toBe(404);
    const unknown = await unlock(intruder.token, [randomUUID()]);
    expect(unknown.status).toBe(404);
    const trpc = await t.trpc('lifewheel.unlockAreas', { lifeWheelAreaIds: [ownersRow] }, { token: intruder.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'NOT_FOUND', httpStatus: 404 });

    expect(await getWheel(t, owner.token)).toEqual(ownerBefore);
    expect(await getWheel(t, intruder.token)).toEqual(intruderWheel);
  });

  it('validates the list and works over tRPC', async () => {
    const user = await assessedUser(CLEAR);
    const wheel = await saveFocus(t, user.token, ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS']);
    const empty = await unlock(user.token, []);
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toMatchObject([{ path: 'lifeWheelAreaIds', code: 'UNLOCK_AREAS_REQUIRED' }]);
    const tooMany = await unlock(user.token, Array.from({ length: 7 }, () => randomUUID()));
    expect(tooMany.status).toBe(400);
    const malformed = await unlock(user.token, ['nope']);
    expect(malformed.body.issues).toMatchObject([{ path: 'lifeWheelAreaIds.0', code: 'INVALID_ID' }]);
    const trpc = await t.trpc('lifewheel.unlockAreas', { lifeWheelAreaIds: [areaOf(wheel, 'MONEY_FINANCES').id] }, { token: user.token });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(wheel);
    const refused = await t.trpc('lifewheel.unlockAreas', { lifeWheelAreaIds: [areaOf(wheel, 'COUPLE_INTIMACY').id] }, { token: user.token });
    expect(refused.error?.data).toMatchObject({ appCode: 'AREAS_CANNOT_UNLOCK', httpStatus: 422 });
  });
});
