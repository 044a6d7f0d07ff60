import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { addDays, dateToUtc } from '../../domain/rules/dates';
import { weekStart } from '../../domain/rules/weekly';
import { readerOn, statement, type Reader } from '../../server/database/rows';
import { Prisma } from '../../server/generated/prisma/client';
import { listActions } from '../../server/services/actions';
import { runNotifications } from '../../server/services/notification-jobs';
import { sendPasswordResetMails } from '../../server/services/password-reset-mails';
import { owedByWeek } from '../../server/services/series-occurrences';
import { addContext, listContexts } from '../../server/services/contexts';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';

// The one way SQL answers rows (server/database/rows.ts), on PGlite and on PostgreSQL: the row schemas are checked
// against what each driver really answers.
const TODAY = '2026-11-25';
const clock = testClock(`${TODAY}T12:00:00.000Z`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const checked = statement(
  z.object({ n: z.number().int(), at: z.date(), names: z.array(z.string()), none: z.string().nullable() }),
  Prisma.sql`SELECT 1::int AS n, now() AS at, ARRAY['a', 'b']::text[] AS names, NULL::text AS none`,
);
const misdescribed = statement(z.object({ n: z.string() }), Prisma.sql`SELECT 1::int AS n`);

describe('the typed SQL helper', () => {
  it('answers the rows its schema accepts, through the driver, on the client and inside a transaction', async () => {
    const row = { n: 1, at: expect.any(Date), names: ['a', 'b'], none: null };
    expect(await t.app.deps.read(checked)).toEqual([row]);
    expect(await readerOn(t.app.deps.db)(checked)).toEqual([row]);
    expect(await t.app.deps.db.$transaction((tx) => readerOn(tx)(checked))).toEqual([row]);
  });

  it('refuses a row its schema does not describe, naming the column, whichever way it runs', async () => {
    await expect(t.app.deps.read(misdescribed)).rejects.toThrow(/"n"/);
    await expect(readerOn(t.app.deps.db)(misdescribed)).rejects.toThrow(/"n"/);
  });
});

describe('every statement the services send through it', () => {
  it('answers rows its schema accepts, with the nullable and array columns filled and empty', async () => {
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-02-28' });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    const template = { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title: 'Correr', baseCapitalCents: 250 };
    const series = await db.actionSeries.create({
      data: { ...template, everyDays: 1, weekdays: [], until: dateToUtc('2027-02-28'), lastDate: dateToUtc(addDays(TODAY, -3)) },
      select: { id: true },
    });
    await db.action.createMany({
      data: [
        { ...template, seriesId: series.id, dueDate: dateToUtc(addDays(TODAY, -3)), completed: true, completedAt: clock.now(), actualCostCents: 300 },
        { ...template, title: 'Leer', dueDate: dateToUtc(addDays(TODAY, 5)) },
      ],
    });
    const texts = new Map<string, number>();
    const read: Reader = async (query) => {
      const rows = await t.app.deps.read(query);
      texts.set(query.sql.text, (texts.get(query.sql.text) ?? 0) + rows.length);
      return rows;
    };
    const scope = { db, read, lang: 'en' as const, timeZone: 'UTC', now: clock.now(), user: { id: plan.user.id } };

    expect((await listContexts(scope)).length).toBeGreaterThan(0);
    const whole = await listActions(scope, { cursor: undefined });
    expect('actions' in whole && whole.actions.map((action) => [action.title, action.completed, action.seriesId !== null])).toEqual([
      ['Correr', true, true],
      ['Correr', false, true],
      ['Correr', false, true],
      ['Correr', false, true],
      ['Leer', false, false],
    ]);
    const page = await listActions(scope, { limit: 2, cursor: undefined });
    expect('items' in page && page.totalActions).toBe(5);
    await addContext(scope, '@Ⓐnother');
    expect((await owedByWeek(scope, [weekStart(TODAY)])).length).toBeGreaterThan(0);
    // The contexts, the list (whole and paged), its counters, the series and lower(): each answered rows.
    expect(texts.size).toBe(6);
    expect([...texts.values()].every((rows) => rows > 0)).toBe(true);

    // Inside the user's lock the series are read on the transaction (completing an occurrence stores it first).
    const occurrence = 'actions' in whole ? whole.actions.find((action) => action.dueDate === TODAY)! : null;
    expect((await apiAs(t, tokenAt(t, plan.user)).put(`/actions/${occurrence!.id}/complete`, {})).status).toBe(200);
    // The login's account read (a placeholder hash: refused after its row was read) and the zone of record.
    expect((await t.http.post('/api/v1/auth/login').send({ email: plan.user.email, password: 'not-the-password' })).status).toBe(401);
    expect((await apiAs(t, tokenAt(t, plan.user)).get('/users/my-contexts')).status).toBe(200);
  });

  it('claims queued mails and notification jobs with their rows checked', async () => {
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    const now = clock.now();
    // Written straight in, so no request wakes a pass that would claim them first.
    await db.passwordResetMail.create({ data: { id: randomUUID(), email: plan.user.email, lang: 'en', runAt: now, createdAt: now, updatedAt: now } });
    await db.notificationJob.create({ data: { userId: plan.user.id, kind: 'DUE_REMINDER', period: TODAY, runAt: now, createdAt: now, updatedAt: now } });
    const deps = { ...t.app.deps, clock: () => now };
    expect(await sendPasswordResetMails(deps)).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
    const run = await runNotifications(deps);
    expect(run.sent + run.skipped).toBeGreaterThanOrEqual(1);
    expect(run.failed + run.retried).toBe(0);
  });
});
