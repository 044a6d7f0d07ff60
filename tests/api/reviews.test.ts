import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc, utcToDate } from '../../domain/rules/dates';
import type { Review, ReviewList } from '../../domain/schemas/weekly';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// The clock: tests move it, never sleep. The current week (UTC) is Monday 2026-11-23 to Sunday 2026-11-29.
const clock = testClock('2026-11-27T14:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const tokenOf = (plan: PlanUser) => tokenAt(t, plan.user);
const api = (plan: PlanUser, lang: 'es' | 'en' = 'es', timeZone = 'UTC') => apiAs(t, tokenOf(plan), { lang, timeZone });
const review = (weekStart: string, extra: Record<string, unknown> = {}) => ({ weekStart, wins: 'Leí 3 libros', obstacles: 'Poco sueño', changes: 'Dormir antes', rating: 4, ...extra });

/** Actions written directly with past due dates (the API refuses those), in a project ending 2026-12-31. */
async function actionsDue(plan: PlanUser, dueDates: string[]): Promise<string[]> {
  const db = t.app.deps.db;
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-10-01', endDate: '2026-12-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
  const ids: string[] = [];
  for (const [index, dueDate] of dueDates.entries()) {
    const created = await db.action.create({
      data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title: `Acción ${index + 1}`, dueDate: dateToUtc(dueDate), createdAt: new Date('2026-10-01T10:00:00Z') },
      select: { id: true },
    });
    ids.push(created.id);
  }
  return ids;
}

const actionState = async (id: string) => {
  const row = await t.app.deps.db.action.findUnique({ where: { id }, select: { completed: true, dueDate: true } });
  return row ? { completed: row.completed, dueDate: utcToDate(row.dueDate) } : null;
};

describe('POST /reviews/add', () => {
  it('opens a week from its Friday, once; ended weeks any time; never a future week or a day that is not Monday', async () => {
    const plan = await createPlanUser(t);
    clock.moveTo('2026-11-26T14:00:00.000Z'); // Thursday
    const early = await api(plan).post('/reviews/add', review('2026-11-23'));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'REVIEW_TOO_EARLY' });
    expect(early.body.message).toContain('27 de noviembre de 2026');
    expect((await api(plan, 'en').post('/reviews/add', review('2026-11-23'))).body.message).toContain('November 27, 2026');
    clock.moveTo('2026-11-27T14:00:00.000Z'); // Friday
    const created = await api(plan).post('/reviews/add', review('2026-11-23'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29', rating: 4, wins: 'Leí 3 libros', editableUntil: '2026-12-04T14:00:00.000Z' });
    const again = await api(plan).post('/reviews/add', review('2026-11-23', { rating: 2 }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_EXISTS' });
    expect((await api(plan).post('/reviews/add', review('2026-11-02'))).status).toBe(201);
    expect((await api(plan).post('/reviews/add', review('2026-11-30'))).body).toMatchObject({ code: 'REVIEW_TOO_EARLY' });
    const tuesday = await api(plan).post('/reviews/add', review('2026-11-24'));
    expect(tuesday.status).toBe(422);
    expect(tuesday.body).toMatchObject({ code: 'REVIEW_WEEK_NOT_MONDAY' });
    const list = (await api(plan).get('/reviews/me')).body as ReviewList;
    expect(list.reviews.map((entry) => [entry.weekStart, entry.rating])).toEqual([['2026-11-23', 4], ['2026-11-02', 4]]);
  });

  it("counts the Friday in the caller's time zone", async () => {
    const plan = await createPlanUser(t);
    // Thursday 23:30 in UTC is already Friday in Madrid.
    clock.moveTo('2026-11-26T23:30:00.000Z');
    expect((await api(plan, 'es', 'UTC').post('/reviews/add', review('2026-11-23'))).status).toBe(409);
    expect((await api(plan, 'es', 'Europe/Madrid').post('/reviews/add', review('2026-11-23'))).status).toBe(201);
  });

  it('refuses bad texts and ratings with translated messages, writing nothing', async () => {
    const plan = await createPlanUser(t);
    clock.moveTo('2026-11-27T14:00:00.000Z');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 6 }, 'del 1 al 5', 'from 1 to 5'],
      [{ rating: 2.5 }, 'del 1 al 5', 'from 1 to 5'],
      [{ wins: 'x'.repeat(1001) }, '1000 caracteres', '1000 characters'],
      [{ overdue: [{ actionId: '00000000-0000-4000-8000-000000000001', resolution: 'LATER' }] }, 'reprograma', 'rescheduled'],
    ];
    for (const [change, es, en] of cases) {
      const spanish = await api(plan).post('/reviews/add', review('2026-11-23', change));
      expect(spanish.status).toBe(400);
      expect(spanish.body.message).toContain(es);
      expect((await api(plan, 'en').post('/reviews/add', review('2026-11-23', change))).body.message).toContain(en);
    }
    expect(((await api(plan).get('/reviews/me')).body as ReviewList).reviews).toEqual([]);
  });

  it('settles the overdue actions and plans the coming week in the same step', async () => {
    const plan = await createPlanUser(t);
    clock.moveTo('2026-11-27T14:00:00.000Z');
    const [late1, late2, late3, pending] = await actionsDue(plan, ['2026-11-20', '2026-11-24', '2026-11-25', '2026-12-20']);
    const response = await api(plan).post('/reviews/add', review('2026-11-23', {
      overdue: [
        { actionId: late1, resolution: 'RESCHEDULE', dueDate: '2026-12-10' },
        { actionId: late2, resolution: 'COMPLETE' },
        { actionId: late3, resolution: 'DELETE' },
      ],
      nextWeek: [{ actionId: pending, dueDate: '2026-12-02' }],
    }));
    expect(response.status).toBe(201);
    expect(await actionState(late1!)).toEqual({ completed: false, dueDate: '2026-12-10' });
    expect(await actionState(late2!)).toEqual({ completed: true, dueDate: '2026-11-24' });
    expect(await actionState(late3!)).toBeNull();
    expect(await actionState(pending!)).toEqual({ completed: false, dueDate: '2026-12-02' });
  });

  it('changes nothing when any decision is refused: outside the project, not overdue, outside the coming week, foreign', async () => {
    const plan = await createPlanUser(t);
    const other = await createPlanUser(t);
    clock.moveTo('2026-11-27T14:00:00.000Z');
    const [late1, late2, pending] = await actionsDue(plan, ['2026-11-20', '2026-11-24', '2026-12-20']);
    const [foreign] = await actionsDue(other, ['2026-11-20']);
    const complete2 = { actionId: late2, resolution: 'COMPLETE' };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ overdue: [complete2, { actionId: late1, resolution: 'RESCHEDULE', dueDate: '2027-01-05' }] }, 422, 'DUE_DATE_AFTER_PROJECT_END'],
      [{ overdue: [complete2, { actionId: late1, resolution: 'RESCHEDULE', dueDate: '2026-11-26' }] }, 422, 'DUE_DATE_TOO_EARLY'],
      [{ overdue: [complete2, { actionId: pending, resolution: 'COMPLETE' }] }, 409, 'REVIEW_ACTION_NOT_OVERDUE'],
      [{ overdue: [complete2], nextWeek: [{ actionId: pending, dueDate: '2026-12-07' }] }, 422, 'REVIEW_PLAN_OUTSIDE_WEEK'],
      [{ overdue: [complete2], nextWeek: [{ actionId: late2, dueDate: '2026-12-01' }] }, 422, 'REVIEW_DUPLICATE_ACTION'],
      [{ overdue: [complete2, { actionId: foreign, resolution: 'DELETE' }] }, 404, 'NOT_FOUND'],
    ];
    for (const [change, status, code] of refusals) {
      const response = await api(plan).post('/reviews/add', review('2026-11-23', change));
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ code });
    }
    expect(await actionState(late1!)).toEqual({ completed: false, dueDate: '2026-11-20' });
    expect(await actionState(late2!)).toEqual({ completed: false, dueDate: '2026-11-24' });
    expect(await actionState(pending!)).toEqual({ completed: false, dueDate: '2026-12-20' });
    expect(await actionState(foreign!)).toEqual({ completed: false, dueDate: '2026-11-20' });
    expect(((await api(plan).get('/reviews/me')).body as ReviewList).reviews).toEqual([]);
  });
});

describe('PATCH /reviews/{id} and tRPC', () => {
  it('edits for 7 days, then refuses; another user gets 404', async () => {
    const plan = await createPlanUser(t);
    const other = await createPlanUser(t);
    clock.moveTo('2026-11-27T14:00:00.000Z');
    const trpc = await t.trpc('reviews.add', review('2026-11-23'), { token: tokenOf(plan) });
    expect(trpc.status).toBe(200);
    const id = (trpc.data as Review).id;
    clock.moveTo('2026-12-04T13:59:00.000Z');
    const edited = await api(plan).patch(`/reviews/${id}`, { rating: 5, changes: 'Menos pantallas' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 5, changes: 'Menos pantallas', wins: 'Leí 3 libros' });
    expect((await api(other).patch(`/reviews/${id}`, { rating: 1 })).status).toBe(404);
    clock.moveTo('2026-12-04T14:00:00.000Z');
    const locked = await api(plan).patch(`/reviews/${id}`, { rating: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'REVIEW_LOCKED' });
    expect(((await api(other).get('/reviews/me')).body as ReviewList).reviews).toEqual([]);
  });
});
