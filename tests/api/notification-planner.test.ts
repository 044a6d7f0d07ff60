import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDueNotifications } from '../../server/services/notification-jobs';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { createPlanUser, type PlanUser } from '../support/plan-state';

// The planner reads only the people whose next-due instant has come (Profile.notifyDueAt), and every change of what
// that instant depends on (the settings, the zone, the cycle) makes the next pass compute it again.
const clock = testClock('2026-12-02T00:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t?.close());

const plan = () => planDueNotifications(t.app.deps, clock.now());
const dueAt = async (userId: string) => (await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId }, select: { notifyDueAt: true } })).notifyDueAt?.toISOString() ?? null;

async function personIn(timeZone: string): Promise<PlanUser> {
  const someone = await createPlanUser(t);
  await t.app.deps.db.profile.update({ where: { userId: someone.user.id }, data: { timeZone, weeklyDigest: false, reassessInvitation: false } });
  return someone;
}

describe('the notification planner', () => {
  it('reads no profile at an hour when nobody is due, and only the people due when their hour comes', async () => {
    const kolkata = await Promise.all([personIn('Asia/Kolkata'), personIn('Asia/Kolkata'), personIn('Asia/Kolkata')]);
    const madrid = await Promise.all([personIn('Europe/Madrid'), personIn('Europe/Madrid')]);
    // New people are due at once: the first pass computes their instants and owes nothing yet (05:30 and 01:00 there).
    expect(await plan()).toEqual({ profiles: 5, planned: 0 });
    expect(await dueAt(kolkata[0].user.id)).toBe('2026-12-02T02:30:00.000Z');
    expect(await dueAt(madrid[0].user.id)).toBe('2026-12-02T07:00:00.000Z');

    let statements = 0;
    const stop = t.database.onQuery(() => (statements += 1));
    clock.moveTo('2026-12-02T01:00:00.000Z');
    expect(await plan()).toEqual({ profiles: 0, planned: 0 });
    stop();
    // One read of the people due (in its transaction): nothing else when nobody is.
    expect(statements).toBeLessThanOrEqual(3);

    clock.moveTo('2026-12-02T02:30:00.000Z');
    expect(await plan()).toEqual({ profiles: 3, planned: 3 });
    clock.moveTo('2026-12-02T02:31:00.000Z');
    expect(await plan()).toEqual({ profiles: 0, planned: 0 });
    clock.moveTo('2026-12-02T07:05:00.000Z');
    expect(await plan()).toEqual({ profiles: 2, planned: 2 });
    expect(await dueAt(kolkata[1].user.id)).toBe('2026-12-03T02:30:00.000Z');
    expect(await dueAt(madrid[1].user.id)).toBe('2026-12-03T07:00:00.000Z');
    // A pass late in the day (the servers were down at the hour) plans the day's mails then, as before.
    clock.moveTo('2026-12-03T12:00:00.000Z');
    expect(await plan()).toEqual({ profiles: 5, planned: 5 });
    await t.app.deps.db.profile.updateMany({ data: { dueReminders: false } });
  });

  it('computes the instant again after every change of the settings, the zone or the cycle', async () => {
    clock.moveTo('2026-12-04T00:05:00.000Z');
    const someone = await personIn('Europe/Madrid');
    const put = (body: object) => t.http.put('/api/v1/users/notifications').set('authorization', `Bearer ${tokenAt(t, someone.user)}`).send(body);
    await plan();
    expect(await dueAt(someone.user.id)).toBe('2026-12-04T07:00:00.000Z');

    expect((await put({ notifyHour: 20 })).status).toBe(200);
    expect(await dueAt(someone.user.id)).toBe('1970-01-01T00:00:00.000Z');
    expect(await plan()).toMatchObject({ profiles: 1 });
    expect(await dueAt(someone.user.id)).toBe('2026-12-04T19:00:00.000Z');

    // Adelaide is UTC+10:30 in December: its 20:00 of 2026-12-04 is 09:30 UTC.
    expect((await put({ timeZone: 'Australia/Adelaide' })).status).toBe(200);
    await plan();
    expect(await dueAt(someone.user.id)).toBe('2026-12-04T09:30:00.000Z');

    // Nothing switched on: nothing to look at until a setting changes.
    expect((await put({ dueReminders: false })).status).toBe(200);
    await plan();
    expect(await dueAt(someone.user.id)).toBeNull();
    expect((await put({ weeklyDigest: true })).status).toBe(200);
    await plan();
    // The next Monday, 2026-12-07, 20:00 in Adelaide.
    expect(await dueAt(someone.user.id)).toBe('2026-12-07T09:30:00.000Z');

    // A cycle whose focus was chosen: the invitation on day 76 (2027-02-16 there) is all there is to look at.
    await t.app.deps.db.lifeWheel.update({ where: { userId: someone.user.id }, data: { focusSelectedAt: null } });
    expect((await put({ weeklyDigest: false, reassessInvitation: true })).status).toBe(200);
    await plan();
    expect(await dueAt(someone.user.id)).toBeNull();
    await t.app.deps.db.lifeWheel.update({ where: { userId: someone.user.id }, data: { focusSelectedAt: new Date('2026-12-03T00:00:00.000Z') } });
    expect(await dueAt(someone.user.id)).toBe('1970-01-01T00:00:00.000Z');
    await plan();
    expect(await dueAt(someone.user.id)).toBe('2027-02-16T09:30:00.000Z');
  });
});

describe("the notification planner on a server's first start", () => {
  it('records the mails owed on a database the server has just created and migrated (PGlite learns its types then)', async () => {
    const fresh = await createTestApp({}, { clock: clock.now, firstStart: true });
    try {
      clock.moveTo('2026-12-02T00:00:00.000Z');
      const someone = await createPlanUser(fresh);
      await fresh.app.deps.db.profile.update({ where: { userId: someone.user.id }, data: { timeZone: 'Europe/Madrid', weeklyDigest: false, reassessInvitation: false } });
      expect(await planDueNotifications(fresh.app.deps, clock.now())).toEqual({ profiles: 1, planned: 0 });
      clock.moveTo('2026-12-02T07:05:00.000Z');
      expect(await planDueNotifications(fresh.app.deps, clock.now())).toEqual({ profiles: 1, planned: 1 });
      expect(await fresh.app.deps.db.notificationJob.findMany({ where: { userId: someone.user.id }, select: { kind: true, period: true } })).toEqual([{ kind: 'DUE_REMINDER', period: '2026-12-02' }]);
    } finally {
      await fresh.close();
    }
  });
});
