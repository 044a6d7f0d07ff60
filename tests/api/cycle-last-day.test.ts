import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import type { Analytics } from '../../domain/schemas/analytics';
import type { CycleList } from '../../domain/schemas/cycles';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { getBytes, readPdf } from '../support/pdf';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// A cycle whose day 1 is Saturday 2026-11-28 in Madrid: day 90 is 2027-02-25, and 2027-02-26 is the first day after it.
const ZONE = 'Europe/Madrid';
const clock = testClock('2026-11-28T11:00:00.000Z');
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ APP_URL: 'https://prospera.example', SMTP_URL: smtp.url }, { clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("day 90 is the cycle's last day in every output", () => {
  it('the API fields, the calendar feed, the progress report and the mails agree on 2027-02-25', async () => {
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone: ZONE, language: 'es' } });
    await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date('2026-11-28T09:00:00Z') } });
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-28', endDate: '2027-03-31' });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    await db.action.create({ data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title: 'Entrenar', dueDate: dateToUtc('2027-03-01') } });
    const api = apiAs(t, tokenAt(t, plan.user), { timeZone: ZONE });
    const monthly = ((await api.get('/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] }).plans.find((p) => p.name === 'MONTHLY')!;
    expect((await api.post('/users/add-subscription', { planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice })).status).toBe(201);

    // The API: lastDay beside endsOn (the first day after the cycle, kept as it was).
    const wheel = (await api.get('/lifewheel/me')).body as LifeWheel;
    expect(wheel.cycle).toMatchObject({ startedOn: '2026-11-28', lastDay: '2027-02-25', endsOn: '2027-02-26', day: 1, daysLeft: 90 });
    const cycles = (await api.get('/lifewheel/cycles')).body as CycleList;
    expect(cycles.cycles[0]).toMatchObject({ startedOn: '2026-11-28', lastDay: '2027-02-25', endsOn: '2027-02-26' });
    const analytics = (await api.get('/analytics/me')).body as Analytics;
    expect(analytics.cycles[0]).toMatchObject({ startedOn: '2026-11-28', lastDay: '2027-02-25', endsOn: '2027-02-26' });

    // The calendar feed: the end of the cycle is an all-day event on day 90 alone.
    const feed = (await api.post('/users/calendar-feed')).body as { url: string };
    const ics = await t.http.get(new URL(feed.url).pathname);
    const end = new ICAL.Component(ICAL.parse(ics.text) as unknown[])
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.uid.startsWith('cycle-'))!;
    expect([end.startDate.toString(), end.endDate.toString(), end.startDate.isDate]).toEqual(['2027-02-25', '2027-02-26', true]);

    // The progress report (and the history card, from the same lastDay): first day to day 90.
    const report = await getBytes(t, '/api/v1/reports/progress/ES', { authorization: `Bearer ${tokenAt(t, plan.user)}`, 'x-time-zone': ZONE });
    const { text } = await readPdf(report.body as Buffer);
    expect(text).toContain('28 nov 2026 – 25 feb 2027');
    expect(text).not.toContain('26 feb 2027');

    // The mails: on day 90 (2027-02-25, 09:00 in Madrid) the invitation says day 90 of 90 with that one day left; the
    // next Monday's digest (2027-03-01) says the cycle has ended, still on day 90.
    clock.moveTo('2027-02-25T08:00:00.000Z');
    await runNotifications(t.app.deps);
    clock.moveTo('2027-03-01T08:00:00.000Z');
    await runNotifications(t.app.deps);
    const texts = smtp.received.filter(addressedTo(plan.user.email)).map((mail) => mail.text ?? '');
    expect(texts.filter((body) => body.includes('Día 90 de 90 de tu ciclo 1; queda 1 día.'))).toHaveLength(1);
    expect(texts.filter((body) => body.includes('Día 90 de 90 de tu ciclo 1: el ciclo ha terminado.'))).toHaveLength(1);
    expect(texts.some((body) => body.includes('Día 91'))).toBe(false);
  });
});
