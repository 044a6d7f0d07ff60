import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createPlanUser, type PlanUser } from '../support/plan-state';

// Saturday 2026-11-28 12:00 UTC: already Sunday 29 at 02:00 in Kiritimati (+14), still Saturday 28 at 01:00 in
// Pago Pago (-11). The focus was saved then, so the cycle's day 1 is the 29th or the 28th depending on the zone.
const clock = testClock('2026-11-28T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://prospera.example' }, { clock: clock.now });
});
afterAll(async () => t.close());

async function personIn(timeZone: string | null): Promise<PlanUser> {
  const plan = await createPlanUser(t);
  await t.app.deps.db.profile.update({ where: { userId: plan.user.id }, data: { timeZone } });
  await t.app.deps.db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: clock.now() } });
  return plan;
}

const cycleStart = async (plan: PlanUser, header: string) => ((await apiAs(t, tokenAt(t, plan.user), { timeZone: header }).get('/lifewheel/me')).body as LifeWheel).cycle.startedOn;

describe('the zone of record (Profile.timeZone)', () => {
  it('dates of a signed-in request follow the stored zone, not the X-Time-Zone of the device (REST and tRPC)', async () => {
    const plan = await personIn('Pacific/Kiritimati');
    expect(await cycleStart(plan, 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(await cycleStart(plan, 'Pacific/Pago_Pago')).toBe('2026-11-29');
    const trpc = await t.trpc('lifewheel.me', undefined, { token: tokenAt(t, plan.user), query: true });
    expect((trpc.data as LifeWheel).cycle.startedOn).toBe('2026-11-29');
    // Only the person moves it.
    const saved = await apiAs(t, tokenAt(t, plan.user), { timeZone: 'Pacific/Pago_Pago' }).put('/users/notifications', { timeZone: 'Pacific/Pago_Pago' });
    expect(saved.status).toBe(200);
    expect(await cycleStart(plan, 'Pacific/Kiritimati')).toBe('2026-11-28');
  });

  it("while none is stored, the request's X-Time-Zone stands in", async () => {
    const plan = await personIn(null);
    expect(await cycleStart(plan, 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(await cycleStart(plan, 'Pacific/Pago_Pago')).toBe('2026-11-28');
  });

  it("the calendar feed follows the zone of record, and creating one stores the request's zone when none is", async () => {
    const plan = await personIn(null);
    const feed = (await apiAs(t, tokenAt(t, plan.user), { timeZone: 'Pacific/Kiritimati' }).post('/users/calendar-feed')).body as { url: string };
    expect((await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId: plan.user.id }, select: { timeZone: true } })).timeZone).toBe('Pacific/Kiritimati');
    const cycleEnd = async () => {
      const ics = await t.http.get(new URL(feed.url).pathname);
      const events = new ICAL.Component(ICAL.parse(ics.text) as unknown[]).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      return events.find((event) => event.uid.startsWith('cycle-'))!.startDate.toString();
    };
    expect(await cycleEnd()).toBe('2027-02-26');
    await t.app.deps.db.profile.update({ where: { userId: plan.user.id }, data: { timeZone: 'Pacific/Pago_Pago' } });
    expect(await cycleEnd()).toBe('2027-02-25');
  });
});
