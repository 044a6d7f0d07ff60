import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import { buildApp } from '../../server/app';
import { planNotifications, runNotifications } from '../../server/services/notification-jobs';
import { createTestApp, testEnv, type TestApp } from '../support/app';
import { testClock } from '../support/clock';
import { createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { addressedTo } from '../support/mail-recipients';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerBody } from '../support/users';

// Monday 2026-11-30, 07:00 UTC: 08:00 in Madrid, 16:00 in Tokyo, 02:00 in Lima. The clock only moves forward here.
const clock = testClock('2026-11-30T07:00:00.000Z');
const ORIGIN = 'https://prospera.example';
/** An unsubscribe token: a JWE in compact form, direct encryption (its key part empty). */
const SEALED = '[\\w-]+\\.\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+';
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

type Person = PlanUser & {
  email: string;
  action(title: string, dueDate: string, options?: { completedAt?: string; contextId?: string }): Promise<string>;
};

/** A person in a zone and language whose cycle started on `cycleStartedOn` (09:00 UTC), with a project to hang actions on. */
async function person(timeZone: string, language: 'es' | 'en', cycleStartedAt = '2026-11-02T09:00:00Z'): Promise<Person> {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone, language, firstName: language === 'es' ? 'Lucía' : 'Emma' } });
  await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date(cycleStartedAt) } });
  const { projectId, projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-11-01', endDate: '2027-01-31' });
  await db.project.update({ where: { id: projectId }, data: { title: 'Correr una maratón' } });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
  return {
    ...plan,
    email: plan.user.email,
    async action(title, dueDate, options = {}) {
      const row = await db.action.create({
        data: {
          userId: plan.user.id,
          goalId,
          contextId: options.contextId ?? plan.contextId,
          currencyId: currency.id,
          title,
          dueDate: dateToUtc(dueDate),
          energy: 'HIGH',
          timeEstimate: 45,
          completed: options.completedAt !== undefined,
          completedAt: options.completedAt ? new Date(options.completedAt) : null,
        },
        select: { id: true },
      });
      return row.id;
    },
  };
}

const mailsTo = (email: string): ParsedMail[] => smtp.received.filter(addressedTo(email));
const header = (mail: ParsedMail, name: string): string | undefined => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
const run = () => runNotifications(t.app.deps);
const jobsOf = (userId: string) => t.app.deps.db.notificationJob.findMany({ where: { userId }, orderBy: [{ period: 'asc' }, { kind: 'asc' }] }); // kinds in their declared order: digest, reminder, invitation

describe('the notification mails, in three time zones at a moved clock', () => {
  let madrid: Person;
  let lima: Person;
  let tokyo: Person;

  beforeAll(async () => {
    madrid = await person('Europe/Madrid', 'es');
    const phone = await createContextDirect(t, madrid.user.id, '@teléfono');
    await madrid.action('Leer <b>20</b> páginas', '2026-11-25', { completedAt: '2026-11-25T18:00:00Z' });
    await madrid.action('Meditar', '2026-11-26');
    await madrid.action('Entrenar 10 km', '2026-11-30');
    await madrid.action('Llamar a mamá', '2026-12-02', { contextId: phone });
    lima = await person('America/Lima', 'es');
    await lima.action('Revisar presupuesto', '2026-11-30');
    tokyo = await person('Asia/Tokyo', 'en');
    await tokyo.action('Book the venue', '2026-11-30');
  });

  it('sends the Monday digest and the day\'s reminder at each person\'s hour, once', async () => {
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(2);
    expect(mailsTo(tokyo.email)).toHaveLength(2);
    expect(mailsTo(lima.email)).toHaveLength(0);

    const digest = mailsTo(madrid.email).find((mail) => mail.text?.includes('Llamar a mamá'));
    const reminder = mailsTo(madrid.email).find((mail) => mail !== digest);
    // The digest: last week's score (1 of 2 done), this week's actions by context, the day of the cycle, the review.
    expect(digest!.subject).toContain('29');
    expect(digest!.text).toContain('50');
    expect(digest!.text).toContain('Entrenar 10 km');
    expect(digest!.text).toContain('Llamar a mamá');
    expect(digest!.text).toContain('@teléfono');
    expect(digest!.text).not.toContain('Meditar');
    // Meditar (Thursday) is overdue: the digest counts it (issue 37).
    expect(digest!.text).toContain('Tienes 1 acción atrasada');
    expect(digest!.text).toContain(`${ORIGIN}/review`);
    expect(digest!.html).not.toContain('<b>20</b>');
    // The reminder: only today's action.
    expect(reminder!.text).toContain('Entrenar 10 km');
    expect(reminder!.text).not.toContain('Llamar a mamá');
    for (const mail of [digest!, reminder!]) {
      expect(header(mail, 'list-unsubscribe')).toMatch(new RegExp(`^<${ORIGIN}/api/v1/notifications/unsubscribe/${SEALED}>$`));
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(new RegExp(`${ORIGIN}/unsubscribe\\?token=${SEALED}`));
    }
    expect(mailsTo(tokyo.email).map((mail) => mail.text ?? '').join('\n')).toContain('Book the venue');
    expect(mailsTo(tokyo.email).every((mail) => String(mail.html).includes('<html lang="en">'))).toBe(true);
    expect(mailsTo(madrid.email).every((mail) => String(mail.html).includes('<html lang="es">'))).toBe(true);

    // Running again, as every instance does every minute, sends nothing more.
    await run();
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(2);
    expect(mailsTo(tokyo.email)).toHaveLength(2);

    // Lima's 08:00 is 13:00 UTC.
    clock.moveTo('2026-11-30T12:59:00Z');
    await run();
    expect(mailsTo(lima.email)).toHaveLength(0);
    clock.moveTo('2026-11-30T13:00:00Z');
    await run();
    expect(mailsTo(lima.email)).toHaveLength(2);
    expect((await jobsOf(madrid.user.id)).map((job) => [job.kind, job.period, job.status, job.attempts])).toEqual([
      ['WEEKLY_DIGEST', '2026-11-30', 'SENT', 1],
      ['DUE_REMINDER', '2026-11-30', 'SENT', 1],
    ]);
  });

  it('sends no reminder on a day with nothing due, and one on the next day that has something', async () => {
    clock.moveTo('2026-12-01T07:00:00Z');
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(2);
    expect((await jobsOf(madrid.user.id)).find((job) => job.period === '2026-12-01')?.status).toBe('SKIPPED');
    clock.moveTo('2026-12-02T07:30:00Z');
    await run();
    const [latest] = mailsTo(madrid.email).slice(-1);
    expect(mailsTo(madrid.email)).toHaveLength(3);
    expect(latest!.text).toContain('Llamar a mamá');
    expect(latest!.text).not.toContain('Entrenar 10 km');
  });

  it('follows the settings: a kind turned off is not planned, a later hour waits', async () => {
    await t.app.deps.db.profile.update({ where: { userId: madrid.user.id }, data: { dueReminders: false, notifyHour: 10 } });
    await madrid.action('Estirar', '2026-12-03');
    clock.moveTo('2026-12-03T08:30:00Z');
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(3);
    await t.app.deps.db.profile.update({ where: { userId: madrid.user.id }, data: { dueReminders: true } });
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(3);
    clock.moveTo('2026-12-03T09:00:00Z');
    await run();
    expect(mailsTo(madrid.email)).toHaveLength(4);
    expect(mailsTo(madrid.email)[3]!.text).toContain('Estirar');
  });
});

describe('the invitation to re-assess', () => {
  it('goes out once, from day 76 of the cycle, in the person\'s language', async () => {
    // Day 1 on 2026-09-20 in New York: day 76 is 2026-12-04; 13:00 UTC is 08:00 there.
    const invited = await person('America/New_York', 'en', '2026-09-20T15:00:00Z');
    await t.app.deps.db.profile.update({ where: { userId: invited.user.id }, data: { dueReminders: false, weeklyDigest: false } });
    clock.moveTo('2026-12-03T23:00:00Z');
    await run();
    expect(mailsTo(invited.email)).toHaveLength(0);
    clock.moveTo('2026-12-04T13:00:00Z');
    await run();
    expect(mailsTo(invited.email)).toHaveLength(1);
    const [mail] = mailsTo(invited.email);
    expect(mail!.text).toContain('76');
    expect(mail!.text).toContain(`${ORIGIN}/dashboard?lang=en`);
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/unsubscribe\\?token=[A-Za-z0-9_.-]+&lang=en`));
    clock.moveTo('2026-12-05T13:00:00Z');
    await run();
    expect(mailsTo(invited.email)).toHaveLength(1);
  });
});

describe('unsubscribing without login', () => {
  /** A person who has just had a reminder, and the mail's two unsubscribe URLs. Not on a Monday, whose digest would list the same action. */
  async function reminded(): Promise<{ someone: Person; oneClick: string; linkToken: string }> {
    const someone = await person('UTC', 'es', '2026-12-01T09:00:00Z');
    const day = clock.now().toISOString().slice(0, 10);
    await someone.action('Pagar la luz', day);
    await t.app.deps.db.profile.update({ where: { userId: someone.user.id }, data: { notifyHour: 0 } });
    await run();
    const mail = mailsTo(someone.email).find((candidate) => candidate.text?.includes('Pagar la luz'));
    expect(mail).toBeDefined();
    const oneClick = /^<([^>]+)>$/.exec(header(mail!, 'list-unsubscribe') ?? '')![1]!;
    const linkToken = new RegExp(`${ORIGIN}/unsubscribe\\?token=([A-Za-z0-9_.-]+)`).exec(mail!.text ?? '')![1]!;
    return { someone, oneClick, linkToken };
  }
  const settingsOf = (userId: string) =>
    t.app.deps.db.profile.findUniqueOrThrow({ where: { userId }, select: { weeklyDigest: true, dueReminders: true, reassessInvitation: true } });

  it('turns that kind off with the one-click POST of RFC 8058, and the next reminder is not sent', async () => {
    clock.moveTo('2026-12-08T10:00:00Z');
    const { someone, oneClick } = await reminded();
    const response = await t.http.post(new URL(oneClick).pathname).type('form').send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ kind: 'DUE_REMINDER', enabled: false, message: 'Ya no recibirás recordatorios de acciones que vencen' });
    expect(await settingsOf(someone.user.id)).toEqual({ weeklyDigest: true, dueReminders: false, reassessInvitation: true });
    // Mail clients also post multipart bodies; a second click succeeds too.
    const again = await t.http.post(new URL(oneClick).pathname).field('List-Unsubscribe', 'One-Click');
    expect(again.status).toBe(200);

    await someone.action('Pagar el agua', '2026-12-09');
    clock.moveTo('2026-12-09T10:00:00Z');
    await run();
    expect(mailsTo(someone.email).some((mail) => mail.text?.includes('Pagar el agua'))).toBe(false);
  });

  it("the mail's link: unsubscribe and undo over REST and tRPC, in the request's language", async () => {
    clock.moveTo('2026-12-10T10:00:00Z');
    const { someone, linkToken } = await reminded();
    const off = await t.http.post('/api/v1/notifications/unsubscribe').set('accept-language', 'en').send({ token: linkToken });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ kind: 'DUE_REMINDER', enabled: false, message: 'You will no longer receive reminders of actions that are due' });
    expect((await settingsOf(someone.user.id)).dueReminders).toBe(false);
    const on = await t.trpc('notifications.resubscribe', { token: linkToken });
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ kind: 'DUE_REMINDER', enabled: true, message: 'Volverás a recibir recordatorios de acciones que vencen' });
    expect((await settingsOf(someone.user.id)).dueReminders).toBe(true);
  });

  it('refuses forged, altered and malformed tokens, and tokens of deleted accounts, changing nothing', async () => {
    clock.moveTo('2026-12-11T10:00:00Z');
    const { someone, linkToken, oneClick } = await reminded();
    const before = await settingsOf(someone.user.id);
    const altered = `${linkToken.slice(0, -2)}${linkToken.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [altered, 'A'.repeat(44), `${linkToken}x`]) {
      const response = await t.http.post('/api/v1/notifications/unsubscribe').send({ token });
      expect(response.status, token).toBe(404);
      expect(response.body.code).toBe('UNSUBSCRIBE_LINK_NOT_FOUND');
    }
    const malformed = await t.http.post('/api/v1/notifications/unsubscribe').send({ token: 'x'.repeat(600) });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect((await t.http.post('/api/v1/notifications/unsubscribe').send({})).status).toBe(400);
    expect((await t.http.post(`/api/v1/notifications/unsubscribe/${altered}`).type('form').send('List-Unsubscribe=One-Click')).status).toBe(404);
    // Another server's key signs other tokens.
    const stranger = await buildApp({ env: testEnv({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256-xyz' }), database: t.database });
    const foreign = await stranger.deps.unsubscribeLinks.token({ userId: someone.user.id, kind: 'WEEKLY_DIGEST', settingsVersion: 0 }, clock.now());
    await stranger.close();
    expect((await t.http.post('/api/v1/notifications/unsubscribe').send({ token: foreign })).status).toBe(404);
    expect(await settingsOf(someone.user.id)).toEqual(before);

    // A well-signed token of an account that no longer exists.
    const gone = await t.app.deps.unsubscribeLinks.token({ userId: randomUUID(), kind: 'DUE_REMINDER', settingsVersion: 0 }, clock.now());
    expect((await t.http.post(new URL(oneClick).pathname.replace(linkToken, gone)).type('form').send('List-Unsubscribe=One-Click')).status).toBe(404);
  });

  it('a link shows no account id, and ends once the settings are changed in the profile, with a translated 404', async () => {
    clock.moveTo('2026-12-12T10:00:00Z');
    const { someone, linkToken, oneClick } = await reminded();
    const readable = [linkToken, ...linkToken.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'))];
    const id = someone.user.id;
    for (const text of readable) {
      expect(text).not.toContain(id);
      expect(text).not.toContain(id.replace(/-/g, ''));
      expect(text).not.toContain(Buffer.from(id.replace(/-/g, ''), 'hex').toString('latin1'));
    }
    // The link's own off and on keep it working: it is the page's undo.
    expect((await t.http.post('/api/v1/notifications/unsubscribe').send({ token: linkToken })).status).toBe(200);
    expect((await t.http.post('/api/v1/notifications/resubscribe').send({ token: linkToken })).status).toBe(200);

    const changed = await t.http.put('/api/v1/users/notifications').set('authorization', `Bearer ${someone.user.token}`).send({ notifyHour: 9 });
    expect(changed.status).toBe(200);
    const before = await settingsOf(someone.user.id);
    for (const [lang, message] of [
      ['es', 'Este enlace para darse de baja ha caducado (tiene más de un año o cambiaste tus avisos después): cambia tus avisos en tu perfil'],
      ['en', 'This unsubscribe link has expired (it is over a year old, or you changed your notifications since): change your notifications in your profile'],
    ] as const) {
      const stale = await t.http.post('/api/v1/notifications/unsubscribe').set('accept-language', lang).send({ token: linkToken });
      expect(stale.status).toBe(404);
      expect(stale.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_EXPIRED', message });
    }
    expect((await t.trpc('notifications.resubscribe', { token: linkToken })).status).toBe(404);
    expect((await t.http.post(new URL(oneClick).pathname).type('form').send('List-Unsubscribe=One-Click')).body.code).toBe('UNSUBSCRIBE_LINK_EXPIRED');
    expect(await settingsOf(someone.user.id)).toEqual(before);

    // The next mail carries a link of the new settings, which works.
    await t.app.deps.db.profile.update({ where: { userId: someone.user.id }, data: { notifyHour: 0 } });
    await someone.action('Pagar el gas', '2026-12-13');
    clock.moveTo('2026-12-13T10:00:00Z');
    await run();
    const next = mailsTo(someone.email).find((mail) => mail.text?.includes('Pagar el gas'));
    const nextToken = new RegExp(`${ORIGIN}/unsubscribe\\?token=([A-Za-z0-9_.-]+)`).exec(next?.text ?? '')?.[1] ?? '';
    expect((await t.http.post('/api/v1/notifications/unsubscribe').send({ token: nextToken })).status).toBe(200);
  });

  it('a link ends a year after its mail', async () => {
    clock.moveTo('2026-12-13T11:00:00Z');
    const someone = await person('UTC', 'es', '2026-12-01T09:00:00Z');
    const token = await t.app.deps.unsubscribeLinks.token({ userId: someone.user.id, kind: 'WEEKLY_DIGEST', settingsVersion: 0 }, clock.now());
    const ran = t.app.deps.unsubscribeLinks;
    expect(await ran.read(token, new Date('2027-12-13T10:59:00Z'))).toMatchObject({ userId: someone.user.id });
    expect(await ran.read(token, new Date('2027-12-13T11:00:00Z'))).toBe('expired');
  });
});

describe('delivery', () => {
  // Everyone made so far is silenced, so each test's mails are the only ones its passes send.
  beforeAll(async () => {
    await t.app.deps.db.profile.updateMany({ data: { weeklyDigest: false, dueReminders: false, reassessInvitation: false } });
  });

  it('retries a refused send with backoff, with the same Message-ID, and sends it once', async () => {
    clock.moveTo('2026-12-14T10:00:00Z');
    const someone = await person('UTC', 'es', '2026-12-01T09:00:00Z');
    await t.app.deps.db.profile.update({ where: { userId: someone.user.id }, data: { weeklyDigest: false } });
    await someone.action('Renovar el pasaporte', '2026-12-14');
    smtp.failNext(2);
    expect(await run()).toEqual({ planned: 1, sent: 0, skipped: 0, retried: 1, failed: 0 });
    const [job] = await jobsOf(someone.user.id);
    expect(job).toMatchObject({ status: 'PENDING', attempts: 1, runAt: new Date('2026-12-14T10:01:00Z') });
    expect(job!.lastError).toMatch(/451|Try again later/);
    // Not before its time.
    await run();
    expect((await jobsOf(someone.user.id))[0]!.attempts).toBe(1);
    clock.moveTo('2026-12-14T10:01:00Z');
    expect(await run()).toMatchObject({ retried: 1 });
    expect((await jobsOf(someone.user.id))[0]).toMatchObject({ status: 'PENDING', attempts: 2, runAt: new Date('2026-12-14T10:06:00Z') });
    clock.moveTo('2026-12-14T10:06:00Z');
    expect(await run()).toMatchObject({ sent: 1 });
    expect(mailsTo(someone.email)).toHaveLength(1);
    expect((await jobsOf(someone.user.id))[0]).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(mailsTo(someone.email)[0]!.messageId).toBe(`<notification-${job!.id}@prospera.example>`);
  });

  it('loses and repeats nothing across a restart between planning and sending, or an instance that died mid-send', async () => {
    clock.moveTo('2026-12-15T10:00:00Z');
    const someone = await person('UTC', 'es', '2026-12-01T09:00:00Z');
    await someone.action('Enviar el informe', '2026-12-15');
    // This instance plans, then stops before sending; a new one starts on the same database.
    const first = await buildApp({ env: testEnv({ APP_URL: ORIGIN, SMTP_URL: smtp.url }), database: t.database, clock: clock.now });
    await planNotifications(first.deps, clock.now());
    await first.close();
    expect((await jobsOf(someone.user.id)).map((job) => job.status)).toEqual(['PENDING']);
    const second = await buildApp({ env: testEnv({ APP_URL: ORIGIN, SMTP_URL: smtp.url }), database: t.database, clock: clock.now });
    await runNotifications(second.deps);
    await runNotifications(second.deps);
    expect(mailsTo(someone.email)).toHaveLength(1);

    // An instance claimed tomorrow's reminder and died: its lease keeps the others off until it runs out.
    await someone.action('Archivar facturas', '2026-12-16');
    clock.moveTo('2026-12-16T10:00:00Z');
    await planNotifications(second.deps, clock.now());
    await t.app.deps.db.notificationJob.updateMany({
      where: { userId: someone.user.id, period: '2026-12-16' },
      data: { status: 'SENDING', attempts: 1, lockedUntil: new Date('2026-12-16T10:05:00Z') },
    });
    await runNotifications(second.deps);
    expect(mailsTo(someone.email)).toHaveLength(1);
    clock.moveTo('2026-12-16T10:05:00Z');
    await runNotifications(second.deps);
    await second.close();
    expect(mailsTo(someone.email)).toHaveLength(2);
    expect((await jobsOf(someone.user.id)).map((job) => [job.period, job.status, job.attempts])).toEqual([
      ['2026-12-15', 'SENT', 1],
      ['2026-12-16', 'SENT', 2],
    ]);
  });

  it('two instances running at once send each mail once', async () => {
    clock.moveTo('2026-12-17T10:00:00Z');
    const people = await Promise.all(Array.from({ length: 6 }, () => person('UTC', 'es', '2026-12-01T09:00:00Z')));
    for (const someone of people) await someone.action('Regar las plantas', '2026-12-17');
    const other = await buildApp({ env: testEnv({ APP_URL: ORIGIN, SMTP_URL: smtp.url }), database: t.database, clock: clock.now });
    await Promise.all([run(), runNotifications(other.deps), run(), runNotifications(other.deps)]);
    await other.close();
    for (const someone of people) expect(mailsTo(someone.email), someone.email).toHaveLength(1);
  });
});

describe('the settings', () => {
  it('carry the invitation switch and the mail language, stored at registration and kept at sign-in', async () => {
    const body = registerBody();
    const response = await t.http.post('/api/v1/users/register').set('accept-language', 'en').set('x-time-zone', 'Asia/Tokyo').send(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const login = await t.http.post('/api/v1/auth/login').set('accept-language', 'es').send({ email: body.email, password: body.password });
    const token = (login.body as { access_token: string }).access_token;
    const settings = await t.http.get('/api/v1/users/notifications').set('authorization', `Bearer ${token}`);
    expect(settings.body).toMatchObject({ reassessInvitation: true, language: 'en', timeZone: 'Asia/Tokyo' });
    const changed = await t.http.put('/api/v1/users/notifications').set('authorization', `Bearer ${token}`).send({ reassessInvitation: false, language: 'es' });
    expect(changed.body).toMatchObject({ reassessInvitation: false, language: 'es' });
    const bad = await t.http.put('/api/v1/users/notifications').set('authorization', `Bearer ${token}`).send({ language: 'fr', reassessInvitation: true });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].code).toBe('MAIL_LANGUAGE_INVALID');
    expect((await t.http.get('/api/v1/users/notifications').set('authorization', `Bearer ${token}`)).body).toMatchObject({ reassessInvitation: false, language: 'es' });
  });
});

describe('the jobs table', () => {
  it('forgets finished digests and reminders after 30 days, and keeps the invitations, which are owed once per cycle', async () => {
    const db = t.app.deps.db;
    const old = { kind: { in: ['WEEKLY_DIGEST' as const, 'DUE_REMINDER' as const] }, runAt: { lt: new Date('2026-12-21T10:00:00Z') } };
    const invitations = await db.notificationJob.count({ where: { kind: 'REASSESS_INVITATION' } });
    expect(await db.notificationJob.count({ where: old })).toBeGreaterThan(0);
    expect(invitations).toBeGreaterThan(0);
    clock.moveTo('2027-01-20T10:00:00Z');
    await run();
    expect(await db.notificationJob.count({ where: old })).toBe(0);
    expect(await db.notificationJob.count({ where: { kind: 'REASSESS_INVITATION' } })).toBe(invitations);
  });
});
