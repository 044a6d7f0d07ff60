import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// The mail composer reads a series' owed occurrences as the lists do: computed, never stored (issue 35, item 1).
const clock = testClock('2026-11-25T12:00:00.000Z');
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

describe('the mails of a person with a recurring action', () => {
  it("remind of the day's occurrence weeks later without storing it or any missed one", async () => {
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone: 'UTC', language: 'es' } });
    await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date('2026-11-02T09:00:00Z') } });
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-31' });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    const added = await apiAs(t, tokenAt(t, plan.user)).post('/actions/add', { goalId, contextId: plan.contextId, title: 'Estirar 10 minutos', dueDate: '2026-11-25', repeat: { everyDays: 1, until: '2027-01-31' } });
    expect(added.status).toBe(201);
    // Wednesday 2026-12-16, 08:00 UTC: three weeks later, the reminder's hour.
    clock.moveTo('2026-12-16T08:00:00Z');
    await runNotifications(t.app.deps);
    const reminder = smtp.received.find(addressedTo(plan.user.email));
    expect(reminder?.text).toContain('Estirar 10 minutos');
    expect(await db.action.count({ where: { userId: plan.user.id } })).toBe(1);
  });
});
