import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import { replanDueReminders, runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// A due reminder is planned at the person's hour and skipped when nothing is due then; an action that becomes due that
// day later (added, or moved onto it) is reminded at the next pass, until the day ends in the person's zone.
const clock = testClock('2026-12-02T00:00:00.000Z');
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

const run = () => runNotifications(t.app.deps);
const mailsTo = (email: string): ParsedMail[] => smtp.received.filter(addressedTo(email));
const reminderOf = async (userId: string, period: string) =>
  t.app.deps.db.notificationJob.findUnique({ where: { userId_kind_period: { userId, kind: 'DUE_REMINDER', period } }, select: { status: true } });

/** A new account in a zone (reminders at 08:00, the default), with a project and a goal to hang actions on, and its REST calls. */
async function newAccount(timeZone: string) {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone, language: 'es', weeklyDigest: false, reassessInvitation: false } });
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const api = () => apiAs(t, tokenAt(t, plan.user), { timeZone });
  return {
    id: plan.user.id,
    email: plan.user.email,
    async add(title: string, dueDate: string): Promise<string> {
      const response = await api().post('/actions/add', { goalId, contextId: plan.contextId, title, dueDate });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (response.body as { id: string }).id;
    },
    async move(id: string, dueDate: string): Promise<void> {
      const response = await api().patch(`/actions/${id}`, { dueDate });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
    /** An action written straight into the table, for dates the API no longer takes (the past). */
    async addDirect(title: string, dueDate: string): Promise<void> {
      const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
      await db.action.create({ data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title, dueDate: dateToUtc(dueDate) } });
    },
  };
}

// Asia/Kolkata is UTC+05:30 all year; America/Mexico_City is UTC-06:00 (no DST since 2022). The clock only moves forward.
describe.each([
  { zone: 'Asia/Kolkata', day: '2026-12-02', afterHour: '2026-12-02T10:00:00Z', lastMinute: '2026-12-02T18:29:00Z', midnight: '2026-12-02T18:30:00Z' },
  { zone: 'America/Mexico_City', day: '2026-12-03', afterHour: '2026-12-03T20:00:00Z', lastMinute: '2026-12-04T05:59:00Z', midnight: '2026-12-04T06:00:00Z' },
])('a due reminder in $zone', ({ zone, day, afterHour, lastMinute, midnight }) => {
  it('is planned again for an action added after the hour by a new account that had nothing due, and sent once', async () => {
    clock.moveTo(afterHour);
    const person = await newAccount(zone);
    await run();
    expect(await reminderOf(person.id, day)).toEqual({ status: 'SKIPPED' });
    expect(mailsTo(person.email)).toHaveLength(0);

    await person.add('Preparar la reunión', day);
    await run();
    expect(mailsTo(person.email)).toHaveLength(1);
    expect(mailsTo(person.email)[0]!.text).toContain('Preparar la reunión');
    expect(await reminderOf(person.id, day)).toEqual({ status: 'SENT' });
    await person.add('Comprar pan', day);
    await run();
    expect(mailsTo(person.email)).toHaveLength(1);
  });

  it("is planned again for an action moved onto the day in its last minute, and not after the day's end in the zone", async () => {
    clock.moveTo(lastMinute);
    const moved = await newAccount(zone);
    const late = await newAccount(zone);
    const off = await newAccount(zone);
    await t.app.deps.db.profile.update({ where: { userId: off.id }, data: { dueReminders: false } });
    const tomorrow = await moved.add('Llamar al banco', '2027-01-10');
    await run();
    expect(await reminderOf(moved.id, day)).toEqual({ status: 'SKIPPED' });
    expect(await reminderOf(late.id, day)).toEqual({ status: 'SKIPPED' });

    await moved.move(tomorrow, day);
    await off.add('Sin recordatorios', day);
    await run();
    expect(mailsTo(moved.email)).toHaveLength(1);
    expect(mailsTo(moved.email)[0]!.text).toContain('Llamar al banco');
    expect(mailsTo(off.email)).toHaveLength(0);

    // Midnight in the zone: the day is over, its action is now overdue, and the reminder of that day stays skipped.
    clock.moveTo(midnight);
    await late.addDirect('Demasiado tarde', day);
    expect(await replanDueReminders(t.app.deps, clock.now())).toBe(0);
    await run();
    expect(await reminderOf(late.id, day)).toEqual({ status: 'SKIPPED' });
    expect(mailsTo(late.email)).toHaveLength(0);
  });
});
