import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// The Monday digest scores last week as the weekly score does: a series' occurrences that were owed and never stored
// count as due and not done (docs/decisions/2026-11-28-series-occurrences-computed.md).
const clock = testClock('2026-11-16T12:00:00.000Z');
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

async function personWithDailySeries(timeZone: string, language: 'es' | 'en', title: string) {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone, language, dueReminders: false } });
  await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date('2026-11-02T09:00:00Z') } });
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const api = apiAs(t, tokenAt(t, plan.user));
  const added = await api.post('/actions/add', { goalId, contextId: plan.contextId, title, dueDate: '2026-11-16', repeat: { everyDays: 1, until: '2027-01-31' } });
  expect(added.status).toBe(201);
  return { plan, api, firstId: (added.body as { id: string }).id };
}

function digestTo(email: string) {
  return smtp.received.find((mail) => addressedTo(email)(mail) && /semana|week/i.test(mail.subject ?? ''));
}

describe("the Monday digest's score of last week", () => {
  it('counts the occurrences a daily series owed and nobody stored, in the person’s zone and language', async () => {
    const madrid = await personWithDailySeries('Europe/Madrid', 'es', 'Leer 20 páginas');
    const kolkata = await personWithDailySeries('Asia/Kolkata', 'en', 'Read 20 pages');
    // Monday's occurrence done on its day; Tuesday to Sunday (six computed occurrences) never touched.
    for (const person of [madrid, kolkata]) expect((await person.api.put(`/actions/${person.firstId}/complete`, {})).status).toBe(200);
    expect(await t.app.deps.db.action.count({ where: { userId: { in: [madrid.plan.user.id, kolkata.plan.user.id] } } })).toBe(2);

    // Monday 2026-11-23 at 08:00 in each zone: Kolkata (UTC+5:30) first, then Madrid (UTC+1).
    clock.moveTo('2026-11-23T02:30:00Z');
    await runNotifications(t.app.deps);
    expect(digestTo(kolkata.plan.user.email)?.text).toMatch(/Last week you completed 14\s?% \(1 of 7 actions\)/);
    expect(digestTo(madrid.plan.user.email)).toBeUndefined();

    clock.moveTo('2026-11-23T07:00:00Z');
    await runNotifications(t.app.deps);
    expect(digestTo(madrid.plan.user.email)?.text).toMatch(/La semana pasada cumpliste el 14\s?% \(1 de 7 acciones\)/);
    // The score is read, never written: the computed occurrences are still not stored.
    expect(await t.app.deps.db.action.count({ where: { userId: { in: [madrid.plan.user.id, kolkata.plan.user.id] } } })).toBe(2);
  });
});
