import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { sendPasswordResetMails } from '../../server/services/password-reset-mails';
import { createTestApp, testEnv, type TestApp } from '../support/app';
import { testClock } from '../support/clock';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerAndLogin } from '../support/users';

// The reset mail is queued by the request and written and sent after the answer; an address gets at most 3 an hour
// and 10 a day, with the same answer. The clock only moves forward here.
const APP_URL = 'https://prospera.test';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const clock = testClock('2026-11-28T09:00:00.000Z');
const at = (ms: number) => clock.moveTo(new Date(clock.now().getTime() + ms).toISOString());
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The notification worker off, as on an instance that only answers requests: reset mails do not depend on it.
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL, NOTIFICATIONS_WORKER: 'false' }, { clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (email: string) => t.http.post('/api/v1/auth/forgot-password').send({ email });
/** Waits until every mail queued so far has been handled by this instance's sender. */
const settled = () => t.app.deps.resetMails.wake();
const mailsTo = (email: string): ParsedMail[] => smtp.received.filter((mail) => [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === email)));
const SAME_ANSWER = {
  success: true,
  message: 'Si existe una cuenta con ese email, te enviamos un enlace para elegir una contraseña nueva. Vale durante 1 hora.',
};

/** Asks `times` times for one address and checks each answer is the same 202. */
async function ask(email: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    const response = await forgot(email);
    expect(response.status).toBe(202);
    expect(response.body).toEqual(SAME_ANSWER);
  }
  await settled();
}

describe('forgot-password', () => {
  it('does the same statements on the request for a known and an unknown address, and mails only the known one', async () => {
    const known = await registerAndLogin(t);
    const statements: string[] = [];
    const stop = t.database.onQuery((sql) => statements.push(sql));
    const requestPath = async (email: string): Promise<string[]> => {
      statements.length = 0;
      expect((await forgot(email)).status).toBe(202);
      await settled();
      // The sender's pass starts with its claim; what comes before it is the request's own work.
      const claim = statements.findIndex((sql) => sql.includes('"status" = \'SENDING\''));
      return statements.slice(0, claim);
    };
    const forKnown = await requestPath(known.email);
    const forUnknown = await requestPath('nobody-at-all@example.com');
    stop();
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.join('\n')).not.toMatch(/"User"|"PasswordResetToken"/);
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo('nobody-at-all@example.com')).toHaveLength(0);

    // The queue keeps no address once a mail is handled, and the quota only a keyed hash of it.
    const rows = await t.app.deps.db.passwordResetMail.findMany({ select: { email: true, status: true } });
    expect(rows).toEqual(expect.arrayContaining([{ email: null, status: 'SENT' }, { email: null, status: 'SKIPPED' }]));
    const quotas = await t.app.deps.db.passwordResetQuota.findMany({ select: { addressHash: true } });
    expect(quotas.map((quota) => quota.addressHash)).toContain(t.app.deps.resetMails.addressHash(known.email));
    for (const quota of quotas) expect(quota.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends an address at most 3 mails an hour and 10 a day, answering every request the same', async () => {
    const known = await registerAndLogin(t);
    const start = clock.now().getTime();
    await ask(known.email, 5);
    expect(mailsTo(known.email)).toHaveLength(3);
    at(HOUR_MS - 1);
    await ask(known.email, 1);
    expect(mailsTo(known.email)).toHaveLength(3);
    // Each hour has room for 3 more, until 10 in the day.
    at(1);
    await ask(known.email, 4);
    expect(mailsTo(known.email)).toHaveLength(6);
    at(HOUR_MS);
    await ask(known.email, 3);
    at(HOUR_MS);
    await ask(known.email, 3);
    expect(mailsTo(known.email)).toHaveLength(10);
    at(5 * HOUR_MS);
    await ask(known.email, 1);
    expect(mailsTo(known.email)).toHaveLength(10);
    // A day after the first three, their places are free again.
    clock.moveTo(new Date(start + 24 * HOUR_MS).toISOString());
    await ask(known.email, 4);
    expect(mailsTo(known.email)).toHaveLength(13);
    // The newest link works.
    const [latest] = mailsTo(known.email).slice(-1);
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(latest!.text ?? '')![1]!;
    expect((await t.http.post('/api/v1/auth/reset-password').send({ token, password: 'nueva-clave-1' })).status).toBe(200);
  });

  it('counts an unknown address the same way, in upper or lower case, and another address is not held back', async () => {
    const unknown = 'Someone.Else@Example.com';
    await ask(unknown, 2);
    await ask(unknown.toLowerCase(), 2);
    const counted = await t.app.deps.db.passwordResetQuota.findUniqueOrThrow({ where: { addressHash: t.app.deps.resetMails.addressHash(unknown.toLowerCase()) } });
    expect(counted.grantedAt).toHaveLength(3);
    const other = await registerAndLogin(t);
    await ask(other.email, 1);
    expect(mailsTo(other.email)).toHaveLength(1);
  });

  it('retries a refused send after a minute with the same Message-ID, and sends it once', async () => {
    at(2 * 24 * HOUR_MS);
    const known = await registerAndLogin(t);
    smtp.failNext(1);
    await ask(known.email, 1);
    expect(mailsTo(known.email)).toHaveLength(0);
    const [row] = await t.app.deps.db.passwordResetMail.findMany({ where: { status: 'PENDING' } });
    expect(row).toMatchObject({ attempts: 1, email: known.email, runAt: new Date(clock.now().getTime() + MINUTE_MS) });
    expect(row!.lastError).toMatch(/451|Try again later/);
    expect(await sendPasswordResetMails(t.app.deps)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    at(MINUTE_MS);
    expect(await sendPasswordResetMails(t.app.deps)).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
    expect(await sendPasswordResetMails(t.app.deps)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo(known.email)[0]!.messageId).toBe(`<password-reset-${row!.id}@prospera.test>`);
  });

  it('two instances on one database send each queued mail once', async () => {
    at(HOUR_MS);
    const other = await buildApp({ env: testEnv({ SMTP_URL: smtp.url, APP_URL, NOTIFICATIONS_WORKER: 'false' }), database: t.database, clock: clock.now });
    await other.ready();
    try {
      const people = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(t)));
      // Each request wakes the sender of the instance that took it; then both senders race over whatever is left.
      const queue = (app: typeof other, email: string) => app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
      for (const [index, person] of people.entries()) {
        expect((await queue(index % 2 === 0 ? t.app : other, person.email)).statusCode).toBe(202);
        expect((await queue(index % 2 === 0 ? other : t.app, person.email)).statusCode).toBe(202);
      }
      await Promise.all([settled(), other.deps.resetMails.wake(), settled(), other.deps.resetMails.wake()]);
      for (const person of people) expect(mailsTo(person.email), person.email).toHaveLength(2);
      const ids = people.flatMap((person) => mailsTo(person.email).map((mail) => mail.messageId));
      expect(new Set(ids).size).toBe(ids.length);

      // Requests for one address racing on both instances: the quota still grants 3.
      const target = await registerAndLogin(t);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => queue(index % 2 === 0 ? t.app : other, target.email)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 202));
      await Promise.all([settled(), other.deps.resetMails.wake()]);
      expect(mailsTo(target.email)).toHaveLength(3);
    } finally {
      await other.close();
    }
  });
});
