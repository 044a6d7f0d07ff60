import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, SubscriptionResult } from '../../domain/schemas/subscriptions';
import { buildApp } from '../../server/app';
import type { Reader } from '../../server/database/rows';
import { planLapseWarnings } from '../../server/services/plan-lapse-warnings';
import { runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, testEnv, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createUserDirect, type TestUser } from '../support/users';

// The warning mailed before a paid plan's period ends (issue 37), through the real routes, a real SMTP server and the
// real notification passes, at a clock that only moves forward. Sunday 2026-11-15, 09:30 UTC: 10:30 in Madrid, 03:30
// in Mexico City.
const clock = testClock('2026-11-15T09:30:00.000Z');
const ORIGIN = 'https://prospera.example';
let smtp: TestSmtp;
let t: TestApp;
let plans: Record<Plan['name'], Plan>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ APP_URL: ORIGIN, SMTP_URL: smtp.url }, { clock: clock.now });
  const list = (await t.http.get('/api/v1/subscription/all')).body as { plans: Plan[] };
  plans = Object.fromEntries(list.plans.map((plan) => [plan.name, plan])) as Record<Plan['name'], Plan>;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const bearer = (user: TestUser) => ({ authorization: `Bearer ${tokenAt(t, user)}` });
const purchase = (name: Plan['name']) => ({ planId: plans[name].id, currencyId: plans[name].currencyId, amountPaid: plans[name].basePrice });
const mailsTo = (user: TestUser): ParsedMail[] => smtp.received.filter(addressedTo(user.email));
const run = () => runNotifications(t.app.deps);
const jobsOf = (user: TestUser) => t.app.deps.db.notificationJob.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
/** A date as the person's language writes it in their zone, with Intl: what the mail must say. */
const dateIn = (iso: string, locale: string, timeZone: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));

/** Someone in a zone and language with only the lapse warning on (the digest and reminders off), at their hour. */
async function person(timeZone: string, language: 'es' | 'en', notifyHour = 8): Promise<TestUser> {
  const user = await createUserDirect(t, { firstName: language === 'es' ? 'Lucía' : 'Emma' });
  await t.app.deps.db.profile.update({ where: { userId: user.id }, data: { timeZone, language, notifyHour, weeklyDigest: false, dueReminders: false, reassessInvitation: false } });
  return user;
}

async function subscribe(user: TestUser, name: Plan['name']): Promise<SubscriptionResult> {
  const response = await t.http.post('/api/v1/users/add-subscription').set(bearer(user)).send(purchase(name));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as SubscriptionResult;
}
async function cancel(user: TestUser): Promise<void> {
  expect((await t.http.post('/api/v1/subscription/cancel').set(bearer(user)).send({})).status).toBe(200);
}
async function changePlan(user: TestUser, subscriptionId: string, name: Plan['name']): Promise<SubscriptionResult> {
  const response = await t.http.put('/api/v1/users/update-subscription').set(bearer(user)).send({ id: subscriptionId, ...purchase(name) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SubscriptionResult;
}

describe('the warning before a paid plan ends', () => {
  let madrid: TestUser;
  let mexico: TestUser;
  let tokyo: TestUser;
  let renewer: TestUser;
  let renewerSubscription: string;
  let late: TestUser;
  let lateSubscription: string;
  let quiet: TestUser;
  let free: TestUser;

  beforeAll(async () => {
    // Monthly plans bought now end on 15 December at the same local time: 09:30 UTC.
    madrid = await person('Europe/Madrid', 'es');
    expect((await subscribe(madrid, 'MONTHLY')).subscription.renewalDate).toBe('2026-12-15T09:30:00.000Z');
    await cancel(madrid);
    mexico = await person('America/Mexico_City', 'es');
    await subscribe(mexico, 'MONTHLY');
    renewer = await person('Europe/Madrid', 'es');
    renewerSubscription = (await subscribe(renewer, 'MONTHLY')).subscription.id;
    await cancel(renewer);
    late = await person('Europe/Madrid', 'es', 20);
    lateSubscription = (await subscribe(late, 'MONTHLY')).subscription.id;
    await cancel(late);
    quiet = await person('Europe/Madrid', 'es');
    await subscribe(quiet, 'MONTHLY');
    await cancel(quiet);
    const off = await t.http.put('/api/v1/users/notifications').set(bearer(quiet)).send({ planLapseWarning: false });
    expect(off.body).toMatchObject({ planLapseWarning: false });
    // A free plan never lapses: even a row of it with an end date (no route makes one) is never warned of.
    free = await person('Europe/Madrid', 'es');
    const basico = await t.app.deps.db.subscriptionPlan.findUniqueOrThrow({ where: { name: 'BASICO' } });
    const usd = await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'USD' } });
    await t.app.deps.db.userSubscription.create({
      data: { userId: free.id, planId: basico.id, currencyId: usd.id, paymentMethod: 'manual', autoRenew: false, startDate: clock.now(), renewalDate: new Date('2026-12-12T09:30:00Z') },
    });
    // 20:00 UTC is already 16 November, 05:00, in Tokyo: the plan ends on 16 December there (15 December in UTC).
    clock.moveTo('2026-11-15T20:00:00Z');
    tokyo = await person('Asia/Tokyo', 'en', 9);
    expect((await subscribe(tokyo, 'MONTHLY')).subscription.renewalDate).toBe('2026-12-15T20:00:00.000Z');
    await cancel(tokyo);
  });

  it('owes nothing before the 7th local day ahead, and a renewal before then moves the period', async () => {
    clock.moveTo('2026-12-01T10:00:00Z');
    expect((await changePlan(renewer, renewerSubscription, 'QUARTERLY')).subscription.renewalDate).toBe('2027-03-01T10:00:00.000Z');
    await run();
    clock.moveTo('2026-12-08T06:59:00Z');
    await run();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a cancelled plan\'s warning once at the person\'s hour in Madrid, in Spanish, across passes and instances', async () => {
    clock.moveTo('2026-12-08T07:00:00Z');
    const other = await buildApp({ env: testEnv({ APP_URL: ORIGIN, SMTP_URL: smtp.url }), database: t.database, clock: clock.now });
    await Promise.all([run(), runNotifications(other.deps), run(), runNotifications(other.deps)]);
    await run();
    await other.close();
    expect(mailsTo(madrid)).toHaveLength(1);
    for (const someone of [mexico, renewer, late, quiet, free, tokyo]) expect(mailsTo(someone), someone.email).toHaveLength(0);

    const [mail] = mailsTo(madrid);
    const date = dateIn('2026-12-15T09:30:00Z', 'es-ES', 'Europe/Madrid');
    expect(date).toBe('15 de diciembre de 2026');
    expect(mail!.subject).toBe(`Tu plan Mensual de Prospera termina el ${date}`);
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.text).toContain(`Cancelaste la renovación de tu plan Mensual: sigue activo hasta el ${date}, y ese día termina.`);
    expect(mail!.text).toContain('vuelves al plan gratuito Básico. Conservas todos tus datos');
    expect(mail!.text).toContain('hasta 3 proyectos activos');
    expect(mail!.text).toContain('30 acciones nuevas al mes');
    expect(mail!.text).toContain(`Ver los planes: ${ORIGIN}/subscription?lang=es`);
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/unsubscribe\\?token=[\\w.-]+&lang=es`));
    expect(String(mail!.html)).toContain('<html lang="es">');
    expect(String(mail!.html)).toContain('>PROSPERA</p>');
    expect(mail!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(`${ORIGIN}/api/v1/notifications/unsubscribe/`);
    expect((await jobsOf(madrid)).map((job) => [job.kind, job.period, job.status, job.attempts])).toEqual([['PLAN_LAPSE_WARNING', '2026-12-15T09:30:00.000Z', 'SENT', 1]]);

    // Planning reads only the paid periods ending within 8 days whose warning is on and not yet planned: not Madrid's
    // (planned), the one switched off, the free one, or the renewed one; the others' hour has not come yet.
    const read: string[] = [];
    const reading: Reader = async (query) => {
      const rows = await t.app.deps.read(query);
      read.push(...rows.map((row) => (row as { userId: string }).userId));
      return rows;
    };
    expect(await planLapseWarnings({ db: t.app.deps.db, read: reading }, clock.now())).toBe(0);
    expect(read.sort()).toEqual([mexico.id, late.id, tokyo.id].sort());
  });

  it('warns a plan left to renew too, since nothing renews it by itself', async () => {
    // 08:00 in Mexico City is 14:00 UTC.
    clock.moveTo('2026-12-08T13:59:00Z');
    await run();
    expect(mailsTo(mexico)).toHaveLength(0);
    clock.moveTo('2026-12-08T14:00:00Z');
    await run();
    expect(mailsTo(mexico)).toHaveLength(1);
    const [mail] = mailsTo(mexico);
    expect(mail!.text).toContain(
      'Tu plan Mensual termina el 15 de diciembre de 2026. Los pagos en Prospera son manuales: nada se cobra ni se renueva solo',
    );
  });

  it('sends nothing when the person buys a new period after the warning was planned and before it is sent', async () => {
    // 20:00 in Madrid: the warning is planned, then the person switches plan before a pass sends it.
    clock.moveTo('2026-12-08T19:00:00Z');
    expect(await planLapseWarnings(t.app.deps, clock.now())).toBe(1);
    await changePlan(late, lateSubscription, 'ANNUAL');
    await run();
    expect(mailsTo(late)).toHaveLength(0);
    expect((await jobsOf(late)).map((job) => job.status)).toEqual(['SKIPPED']);
  });

  it('sends in English on the local day in Tokyo, with the date of Tokyo, and its unsubscribe link turns it off', async () => {
    // 09:00 on 9 December in Tokyo is 00:00 UTC.
    clock.moveTo('2026-12-08T23:59:00Z');
    await run();
    expect(mailsTo(tokyo)).toHaveLength(0);
    clock.moveTo('2026-12-09T00:00:00Z');
    await run();
    await run();
    expect(mailsTo(tokyo)).toHaveLength(1);
    const [mail] = mailsTo(tokyo);
    const date = dateIn('2026-12-15T20:00:00Z', 'en-US', 'Asia/Tokyo');
    expect(date).toBe('December 16, 2026');
    expect(mail!.subject).toBe(`Your Prospera Monthly plan ends on ${date}`);
    expect(mail!.text).toContain('Hi Emma,');
    expect(mail!.text).toContain(`You cancelled the renewal of your Monthly plan: it stays active until ${date}, and ends that day.`);
    expect(mail!.text).toContain('From that day you are back on the free Basic plan. You keep all your data');
    expect(mail!.text).toContain(`See the plans: ${ORIGIN}/subscription?lang=en`);
    expect(String(mail!.html)).toContain('<html lang="en">');

    const token = new RegExp(`${ORIGIN}/unsubscribe\\?token=([\\w.-]+)&lang=en`).exec(mail!.text ?? '')![1]!;
    const off = await t.http.post('/api/v1/notifications/unsubscribe').set('accept-language', 'en').send({ token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ kind: 'PLAN_LAPSE_WARNING', enabled: false, message: 'You will no longer receive the warning before your paid plan ends' });
    expect((await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId: tokyo.id } })).planLapseWarning).toBe(false);
  });

  it('sends nothing more for those periods, and warns once again of the next period bought', async () => {
    clock.moveTo('2026-12-14T12:00:00Z');
    await run();
    clock.moveTo('2026-12-16T12:00:00Z');
    await run();
    const counts = [madrid, mexico, tokyo, renewer, late, quiet, free].map((someone) => mailsTo(someone).length);
    expect(counts).toEqual([1, 1, 1, 0, 0, 0, 0]);
    // The renewer's quarter ends on 1 March at 11:00 in Madrid: warned on 22 February from 08:00 there (07:00 UTC).
    clock.moveTo('2027-02-22T06:59:00Z');
    await run();
    expect(mailsTo(renewer)).toHaveLength(0);
    clock.moveTo('2027-02-22T07:00:00Z');
    await run();
    await run();
    expect(mailsTo(renewer)).toHaveLength(1);
    expect(mailsTo(renewer)[0]!.subject).toBe('Tu plan Trimestral de Prospera termina el 1 de marzo de 2027');
  });
});
