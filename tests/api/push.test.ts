import type { ParsedMail } from 'mailparser';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import { runNotifications } from '../../server/services/notification-jobs';
import { runPushDeliveries } from '../../server/services/push-deliveries';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { addressedTo } from '../support/mail-recipients';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { decryptPush, startPushService, testDeviceKeys, type TestPushService, type TestSubscription } from '../support/push-service';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// Web Push (issue 40) against a push service started here, which decrypts every message as RFC 8291 says with the keys
// of the subscription it generated. Monday 2026-11-30, 07:00 UTC: 08:00 in Madrid and Lagos. The clock only moves forward.
const clock = testClock('2026-11-30T07:00:00.000Z');
let push: TestPushService;
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  push = await startPushService();
  smtp = await startTestSmtp();
  t = await createTestApp({ APP_URL: 'https://prospera.example', SMTP_URL: smtp.url }, { clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await push?.close();
});

type Person = PlanUser & { api(lang?: 'es' | 'en'): ReturnType<typeof apiAs>; action(title: string, dueDate: string): Promise<void> };

/** A person in a zone and language whose cycle started at `cycleStartedAt`, with a project to hang actions on. */
async function person(timeZone: string, language: 'es' | 'en', cycleStartedAt = '2026-11-02T09:00:00Z'): Promise<Person> {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone, language } });
  await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date(cycleStartedAt) } });
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
  return {
    ...plan,
    api: (lang = language) => apiAs(t, tokenAt(t, plan.user), { lang }),
    async action(title, dueDate) {
      await db.action.create({
        data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title, dueDate: dateToUtc(dueDate), energy: 'HIGH', timeEstimate: 30 },
      });
    },
  };
}

/** Subscribes a new browser of the push service for `someone`, as the client does with PushSubscription.toJSON(). */
async function subscribed(someone: Person, label = 'Firefox en Android'): Promise<TestSubscription & { id: string }> {
  const subscription = push.subscribe();
  const answer = await someone.api().post('/users/notifications/devices', { ...subscription, expirationTime: null, label });
  expect(answer.status).toBe(200);
  return { ...subscription, id: answer.body.id as string };
}

const mailsTo = (email: string): ParsedMail[] => smtp.received.filter(addressedTo(email));
const pass = async () => ({ notifications: await runNotifications(t.app.deps), pushes: await runPushDeliveries(t.app.deps) });

describe("the test push service's decryption", () => {
  it("decrypts web-push's aes128gcm encryption, and refuses a tampered message or the wrong key", () => {
    const device = testDeviceKeys();
    const encrypted = webPush.encrypt(device.p256dh, device.auth.toString('base64url'), '{"title":"Hola ñandú 🌱"}', 'aes128gcm');
    expect(decryptPush(encrypted.cipherText, device.ecdh, device.auth)).toBe('{"title":"Hola ñandú 🌱"}');
    const tampered = Buffer.from(encrypted.cipherText);
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPush(tampered, device.ecdh, device.auth)).toThrow();
    expect(() => decryptPush(encrypted.cipherText, testDeviceKeys().ecdh, device.auth)).toThrow();
  });
});

describe('the devices', () => {
  it('answers the VAPID public key over REST and tRPC, and only to a signed-in caller', async () => {
    const someone = await person('UTC', 'es');
    const rest = await someone.api().get('/users/notifications/push-key');
    expect(rest.status).toBe(200);
    expect(rest.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const trpc = await t.trpc('notifications.pushKey', undefined, { token: tokenAt(t, someone.user), query: true });
    expect(trpc.data).toEqual({ publicKey: rest.body.publicKey });
    expect((await t.http.get('/api/v1/users/notifications/push-key')).status).toBe(401);
  });

  it('subscribes a browser once per endpoint, lists and removes it; another person\'s device is 404', async () => {
    const owner = await person('UTC', 'es');
    const stranger = await person('UTC', 'en');
    const phone = await subscribed(owner);
    // The same browser subscribing again (new keys after a permission reset, a new label) stays one device.
    const again = await owner.api().post('/users/notifications/devices', { ...phone, keys: push.subscribe().keys, label: 'Mi móvil' });
    expect(again.body).toMatchObject({ id: phone.id, label: 'Mi móvil', endpoint: phone.endpoint, lastSuccessAt: null, failureCount: 0 });
    const unnamed = await owner.api('en').post('/users/notifications/devices', push.subscribe());
    expect(unnamed.body.label).toBe('Device without a name');
    const listed = await owner.api().get('/users/notifications/devices');
    const listedIds = (listed.body as { devices: { id: string }[] }).devices.map((device) => device.id);
    expect(listedIds.sort()).toEqual([phone.id, unnamed.body.id as string].sort());
    expect((await t.trpc('notifications.devices', undefined, { token: tokenAt(t, owner.user), query: true })).data).toEqual(listed.body);

    expect((await stranger.api().get('/users/notifications/devices')).body).toEqual({ devices: [] });
    const foreign = await stranger.api().delete(`/users/notifications/devices/${phone.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'PUSH_DEVICE_NOT_FOUND', message: 'Device not found' });
    const removed = await owner.api().delete(`/users/notifications/devices/${phone.id}`);
    expect(removed.body).toEqual({ success: true, message: 'Dispositivo quitado: no recibirá más avisos' });
    expect((await owner.api().delete(`/users/notifications/devices/${phone.id}`)).status).toBe(404);
    expect((await owner.api().get('/users/notifications/devices')).body.devices).toHaveLength(1);
  });

  it('refuses a subscription that is not one, translated, storing nothing', async () => {
    const someone = await person('UTC', 'es');
    const { endpoint, keys } = push.subscribe();
    const notOnTheCurve = `B${'A'.repeat(86)}`;
    const refused = [
      [{ endpoint: 'ftp://push.example/x', keys }, 400, 'PUSH_ENDPOINT_INVALID', 'URL válida'],
      [{ endpoint: 'http://push.example/x', keys }, 422, 'PUSH_ENDPOINT_NOT_HTTPS', 'debe usar https'],
      [{ endpoint }, 400, 'PUSH_KEYS_INVALID', 'claves'],
      [{ endpoint, keys: { ...keys, auth: 'short' } }, 400, 'PUSH_KEYS_INVALID', 'claves'],
      [{ endpoint, keys: { ...keys, p256dh: notOnTheCurve } }, 400, 'PUSH_KEYS_INVALID', 'claves'],
      [{ endpoint, keys, label: '' }, 400, 'PUSH_LABEL_INVALID', 'nombre del dispositivo'],
    ] as const;
    for (const [body, status, code, text] of refused) {
      const answer = await someone.api().post('/users/notifications/devices', body);
      expect(answer.status, code).toBe(status);
      // The schema's refusals list their issues; the service's (a key off the curve, an http host) name the code.
      expect(answer.body.issues?.[0].code ?? answer.body.code).toBe(code);
      expect(answer.body.message).toContain(text);
    }
    expect(await t.app.deps.db.pushSubscription.count({ where: { userId: someone.user.id } })).toBe(0);
  });

  it('keeps a channel per kind in the notification settings, EMAIL until changed, and refuses an unknown one', async () => {
    const someone = await person('UTC', 'es');
    const channels = { dueRemindersChannel: 'EMAIL', weeklyDigestChannel: 'EMAIL', reassessInvitationChannel: 'EMAIL' };
    expect((await someone.api().get('/users/notifications')).body).toMatchObject(channels);
    const bad = await someone.api().put('/users/notifications', { dueRemindersChannel: 'SMS', weeklyDigest: false });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].code).toBe('NOTIFY_CHANNEL_INVALID');
    expect((await someone.api().get('/users/notifications')).body).toMatchObject({ ...channels, weeklyDigest: true });
    const changed = await someone.api().put('/users/notifications', { dueRemindersChannel: 'PUSH', weeklyDigestChannel: 'BOTH' });
    expect(changed.body).toMatchObject({ dueRemindersChannel: 'PUSH', weeklyDigestChannel: 'BOTH', reassessInvitationChannel: 'EMAIL' });
  });
});

describe('the reminders by push', () => {
  it('pushes the reminder and the digest to each device once, in Spanish, retries a 5xx, and mails the digest too (BOTH)', async () => {
    const madrid = await person('Europe/Madrid', 'es');
    await madrid.action('Entrenar 10 km', '2026-11-30');
    await madrid.api().put('/users/notifications', { dueRemindersChannel: 'PUSH', weeklyDigestChannel: 'BOTH' });
    const phone = await subscribed(madrid);
    const laptop = await subscribed(madrid, 'Chrome en Linux');
    push.answerOnce(laptop.endpoint, 503);

    const first = await pass();
    expect(first.pushes).toEqual({ sent: 3, retried: 1, failed: 0, gone: 0 });
    const reminder = { title: 'Hoy vence 1 acción en Prospera', body: 'Entrenar 10 km', url: '/actions?lang=es', lang: 'es', tag: 'DUE_REMINDER:2026-11-30' };
    expect(push.payloadsOf(phone.endpoint)).toEqual(
      expect.arrayContaining([reminder, expect.objectContaining({ title: expect.stringContaining('Tu semana en Prospera'), url: '/review?lang=es', lang: 'es', tag: 'WEEKLY_DIGEST:2026-11-30' })]),
    );
    // Every accepted message came with a TTL, aes128gcm and a VAPID signature by the key the browsers subscribe with.
    const { publicKey } = (await madrid.api().get('/users/notifications/push-key')).body as { publicKey: string };
    for (const accepted of push.received.filter((message) => message.status === 201)) {
      expect(accepted).toMatchObject({ encoding: 'aes128gcm', ttl: '43200', vapid: { key: publicKey, aud: push.origin, sub: 'mailto:no-reply@prospera.local' }, error: null });
    }
    // The digest goes by mail as well (BOTH); the reminder does not (PUSH, with devices).
    expect(mailsTo(madrid.user.email).map((mail) => mail.subject)).toEqual([expect.stringContaining('Tu semana en Prospera')]);

    // The 503 is tried again after a minute, and nothing is sent twice, however many passes run.
    expect((await pass()).pushes).toEqual({ sent: 0, retried: 0, failed: 0, gone: 0 });
    clock.moveTo('2026-11-30T07:01:30Z');
    expect((await pass()).pushes).toEqual({ sent: 1, retried: 0, failed: 0, gone: 0 });
    await pass();
    expect(push.payloadsOf(phone.endpoint)).toHaveLength(2);
    expect(push.payloadsOf(laptop.endpoint)).toHaveLength(2);
    const devices = (await madrid.api().get('/users/notifications/devices')).body.devices as { lastSuccessAt: string; failureCount: number }[];
    expect(devices.map((device) => device.failureCount)).toEqual([0, 0]);
    expect(devices.every((device) => device.lastSuccessAt !== null)).toBe(true);
  });

  it('mails a kind set to PUSH when the person has no device', async () => {
    const lagos = await person('Africa/Lagos', 'en');
    await lagos.action('Book the venue', '2026-11-30');
    await lagos.api().put('/users/notifications', { dueRemindersChannel: 'PUSH', weeklyDigest: false });
    clock.moveTo('2026-11-30T07:02:00Z');
    await pass();
    expect(mailsTo(lagos.user.email).map((mail) => mail.subject)).toEqual(['1 action is due today in Prospera']);
  });

  it('pushes the invitation in English, and removes a device the push service answers 410 or 404', async () => {
    // Day 1 on 2026-09-20 in New York: day 76 is 2026-12-04; 13:00 UTC is 08:00 there.
    const invited = await person('America/New_York', 'en', '2026-09-20T15:00:00Z');
    await invited.api().put('/users/notifications', { dueReminders: false, weeklyDigest: false, reassessInvitationChannel: 'PUSH' });
    const [kept, expired, unknown] = [await subscribed(invited), await subscribed(invited), await subscribed(invited)];
    push.expire(expired.endpoint);
    push.answerOnce(unknown.endpoint, 404);
    clock.moveTo('2026-12-04T13:00:00Z');
    expect((await pass()).pushes).toEqual({ sent: 1, retried: 0, failed: 0, gone: 2 });
    expect(push.payloadsOf(kept.endpoint)).toEqual([
      { title: 'Time to re-assess your life wheel', body: expect.stringContaining('76'), url: '/dashboard?lang=en', lang: 'en', tag: expect.stringMatching(/^REASSESS_INVITATION:/) },
    ]);
    expect(mailsTo(invited.user.email)).toHaveLength(0);
    const left = (await invited.api().get('/users/notifications/devices')).body as { devices: { id: string }[] };
    expect(left.devices.map((device) => device.id)).toEqual([kept.id]);
    expect(await t.app.deps.db.pushDelivery.count({ where: { subscriptionId: { in: [expired.id, unknown.id] } } })).toBe(0);
  });
});
