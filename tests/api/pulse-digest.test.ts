import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock } from '../support/clock';
import { addressedTo } from '../support/mail-recipients';
import { createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// The Monday digest invites to the day-45 pulse while it is open and not taken (issue 41, item 5). Monday 2026-11-30,
// 07:00 UTC is 08:00 in Madrid, the digest's hour: day 45 of a cycle started on 2026-10-17, day 30 of one started on
// 2026-11-01.
const clock = testClock('2026-11-30T07:00:00.000Z');
const ORIGIN = 'https://prospera.example';
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ APP_URL: ORIGIN, SMTP_URL: smtp.url }, { clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A person in Madrid whose cycle started at `startedAt`, with a goal aimed at one NO answer of personal development. */
async function person(startedAt: string, options: { pulseTaken?: boolean } = {}) {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone: 'Europe/Madrid', language: 'es', dueReminders: false } });
  await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date(startedAt) } });
  const area = plan.wheel.area('PERSONAL_DEVELOPMENT');
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, area.id, { startDate: '2026-10-18', endDate: '2027-01-17' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const question = await db.question.findFirstOrThrow({ where: { lifeAreaId: area.lifeAreaId, haveMoreQuestions: false }, orderBy: { order: 'asc' }, select: { id: true } });
  await db.answer.create({ data: { lifeWheelAreaId: area.id, questionId: question.id, value: false } });
  await db.goalTarget.create({ data: { goalId, lifeWheelAreaId: area.id, questionId: question.id } });
  if (options.pulseTaken) {
    const cycle = await db.cycle.findFirstOrThrow({ where: { lifeWheel: { userId: plan.user.id }, status: 'ACTIVE' }, select: { id: true } });
    await db.pulse.create({ data: { cycleId: cycle.id, takenAt: clock.now(), answers: { create: [{ questionId: question.id, value: false }] } } });
  }
  return plan.user.email;
}

const digestTo = (email: string): ParsedMail | undefined => smtp.received.filter(addressedTo(email))[0];

describe('the digest and the day-45 pulse', () => {
  it('invites on a Monday inside the window, with the link; not before it, nor once it is taken', async () => {
    const inWindow = await person('2026-10-17T09:00:00Z');
    const early = await person('2026-11-01T09:00:00Z');
    const taken = await person('2026-10-17T09:00:00Z', { pulseTaken: true });
    await runNotifications(t.app.deps);
    const invited = digestTo(inWindow);
    expect(invited?.subject).toContain('día 45 de 90');
    expect(invited!.text).toContain('responde el pulso del día 45 (1 pregunta, menos de 2 minutos)');
    expect(invited!.text).toContain('Puedes hacerlo hasta el 5 de diciembre de 2026.');
    expect(invited!.html).toContain(`${ORIGIN}/pulse`);
    for (const email of [early, taken]) {
      expect(digestTo(email)?.subject).toMatch(/día \d+ de 90/);
      expect(digestTo(email)!.text).not.toContain('pulso');
    }
  });
});
