import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/rules/dates';
import { buildApp } from '../../server/app';
import { testEnv, type TestApp } from '../support/app';
import { createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { startPushService, type TestPushService, type TestSubscription } from '../support/push-service';
import { serverProcessEnv, startProcessPair, type ProcessPair } from '../support/server-process';

// Push deliveries ride on the notification jobs and leased claims (docs/decisions/2026-12-01-web-push.md): two server
// processes on one PostgreSQL, each running the notification pass every 100 ms, push each reminder and invitation to
// each device once, to a push service that decrypts every message.

const DAY_MS = 86_400_000;
/** A zone where it is about noon now, so "today" cannot change while the test runs. */
const noonOffset = 12 - new Date().getUTCHours();
const ZONE = noonOffset === 0 ? 'UTC' : `Etc/GMT${noonOffset > 0 ? '-' : '+'}${Math.abs(noonOffset)}`;
const PEOPLE = 8;
const DEVICES = 2;

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('push reminders from two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let pair: ProcessPair;
  let push: TestPushService;
  let t: TestApp;

  beforeAll(async () => {
    push = await startPushService();
    // Outside production, so that the push service on 127.0.0.1 may be reached (production refuses loopback addresses).
    pair = await startProcessPair(adminUrl!, { NODE_ENV: 'development', NOTIFICATIONS_INTERVAL_MS: '100' });
    // The test's own in-process app on the same database writes the people (it runs no worker: only main.ts starts one).
    const app = await buildApp({ env: testEnv({ DATABASE_URL: pair.database.url, APP_URL: 'https://prospera.example' }) });
    await app.ready();
    t = { app, database: app.database, http: supertest(app.server), trpc: () => Promise.reject(new Error('not used')), close: () => app.close() };
  }, 200_000);

  afterAll(async () => {
    await pair?.stop();
    await t?.close();
    await push?.close();
  }, 60_000);

  /** A person with an action due today and, every other one, on day 80 of the cycle; both kinds by push, on `DEVICES` devices. */
  async function person(index: number): Promise<{ invited: boolean; devices: TestSubscription[] }> {
    const db = t.app.deps.db;
    const today = localDate(new Date(), ZONE);
    const plan = await createPlanUser(t);
    const invited = index % 2 === 0;
    await db.profile.update({
      where: { userId: plan.user.id },
      data: { timeZone: ZONE, notifyHour: 0, weeklyDigest: false, language: 'es', dueRemindersChannel: 'PUSH', reassessInvitationChannel: 'PUSH' },
    });
    // Each device subscribes through one of the two processes, as browsers behind a load balancer would.
    const devices: TestSubscription[] = [];
    for (const server of [pair.a, pair.b].slice(0, DEVICES)) {
      const subscription = push.subscribe();
      const answer = await fetch(`${server.baseUrl}/api/v1/users/notifications/devices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${plan.user.token}` },
        body: JSON.stringify({ ...subscription, label: `Dispositivo ${devices.length + 1}` }),
      });
      expect(answer.status).toBe(200);
      devices.push(subscription);
    }
    // Then the cycle's day and the action due today: only now is anything owed, so every device is there to get it.
    await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date(Date.now() - (invited ? 79 : 10) * DAY_MS) } });
    const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: today });
    const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
    await db.action.create({ data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: plan.user.currencyId, title: `Acción ${index}`, dueDate: new Date(`${today}T00:00:00Z`) } });
    return { invited, devices };
  }

  it('pushes each notification to each device once, whichever process plans, claims or sends it', async () => {
    const people = await Promise.all(Array.from({ length: PEOPLE }, (_, index) => person(index)));
    const expected = people.reduce((sum, someone) => sum + someone.devices.length * (someone.invited ? 2 : 1), 0);
    const db = t.app.deps.db;
    // Waits for the passes to plan and send everything: every push row SENT.
    await expect.poll(async () => [await db.pushDelivery.count({ where: { status: 'SENT' } }), await db.pushDelivery.count()], { timeout: 60_000, interval: 100 }).toEqual([expected, expected]);
    expect(push.received).toHaveLength(expected);
    expect(push.received.every((message) => message.status === 201 && message.error === null)).toBe(true);
    // Each claim adds an attempt: a push claimed twice would show 2.
    expect((await db.pushDelivery.findMany({ select: { attempts: true } })).every((row) => row.attempts === 1)).toBe(true);
    const { VAPID_PUBLIC_KEY } = serverProcessEnv(pair.database);
    expect(push.received.every((message) => message.vapid?.key === VAPID_PUBLIC_KEY)).toBe(true);
    for (const someone of people) {
      for (const device of someone.devices) {
        const payloads = push.payloadsOf(device.endpoint) as { title: string; url: string; lang: string; tag: string }[];
        expect(payloads.map((payload) => payload.url).sort()).toEqual(someone.invited ? ['/actions?lang=es', '/dashboard?lang=es'] : ['/actions?lang=es']);
        expect(new Set(payloads.map((payload) => payload.tag)).size).toBe(payloads.length);
        expect(payloads.every((payload) => payload.lang === 'es')).toBe(true);
        expect(payloads.find((payload) => payload.url.startsWith('/actions'))?.title).toBe('Hoy vence 1 acción en Prospera');
      }
    }
    expect([...pair.a.errorLines(), ...pair.b.errorLines()]).toEqual([]);
  }, 120_000);
});
