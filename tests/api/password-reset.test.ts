import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testClock } from '../support/clock';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerAndLogin, type RegisteredUser } from '../support/users';

const APP_URL = 'https://prospera.test';
const HOUR_MS = 60 * 60 * 1000;

let smtp: TestSmtp;
let t: TestApp;
const clock = testClock('2026-11-24T10:00:00.000Z');

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Prospera <no-reply@prospera.test>' }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, lang = 'es') => t.http.post('/api/v1/auth/forgot-password').set('accept-language', lang).send({ email });
const reset = (token: string, password: string, lang = 'es') =>
  t.http.post('/api/v1/auth/reset-password').set('accept-language', lang).send({ token, password });
const login = (email: string, password: string) => t.http.post('/api/v1/auth/login').send({ email, password });

/** The token of the reset link in a message, checked to be the same in the plain-text and the HTML parts. */
function linkToken(mail: ParsedMail): string {
  const pattern = /https:\/\/prospera\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/;
  const fromText = pattern.exec(mail.text ?? '')?.[1];
  const fromHtml = pattern.exec(typeof mail.html === 'string' ? mail.html : '')?.[1];
  expect(fromText).toBeDefined();
  expect(fromHtml).toBe(fromText);
  return fromText ?? '';
}

/** Asks for a link and reads it from the SMTP server. */
async function requestLink(user: { email: string }, lang = 'es'): Promise<{ token: string; mail: ParsedMail }> {
  const response = await forgot(user.email, lang);
  expect(response.status).toBe(202);
  const mail = await smtp.next(user.email);
  return { token: linkToken(mail), mail };
}

describe('password reset by e-mail', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerAndLogin(t);
  });

  it('mails a link through SMTP in the language of the request; the link sets the password once and ends every session', async () => {
    const { token, mail } = await requestLink(user, 'es');
    expect(mail.subject).toBe('Restablece tu contraseña de Prospera');
    expect(mail.from?.value[0]?.address).toBe('no-reply@prospera.test');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.html).toContain('lang="es"');
    const stored = await t.app.deps.db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const done = await reset(token, 'nueva-clave-1');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      success: true,
      message: 'Contraseña cambiada. Inicia sesión con la nueva; las demás sesiones se cerraron.',
      signInMethods: { password: true, identities: [] },
      removedIdentities: [],
    });

    expect((await t.http.post('/api/v1/auth/refresh').send({ refresh_token: user.refreshToken })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'nueva-clave-1')).status).toBe(200);

    const again = await reset(token, 'otra-clave-2');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_USED', message: expect.stringContaining('ya se usó') });
    expect((await login(user.email, 'otra-clave-2')).status).toBe(401);
  });

  it('writes the mail in English when the request asks for English', async () => {
    const other = await registerAndLogin(t, { firstName: 'Ann' });
    const { mail } = await requestLink(other, 'en');
    expect(mail.subject).toBe('Reset your Prospera password');
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.html).toContain('lang="en"');
    // The link opens the page in the mail's language, also in a browser that stored Spanish.
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}&lang=en(\s|$)/);
    expect(mail.html).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}&#38;lang=en"/);
  });

  it('expires the link after one hour', async () => {
    const other = await registerAndLogin(t);
    const { token } = await requestLink(other);
    clock.moveTo(new Date(clock.now().getTime() + HOUR_MS).toISOString());
    const late = await reset(token, 'nueva-clave-1', 'en');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'RESET_TOKEN_EXPIRED', message: 'This link has expired: it works for 1 hour. Ask for a new one.' });
    expect((await login(other.email, other.password)).status).toBe(200);

    const fresh = await requestLink(other);
    clock.moveTo(new Date(clock.now().getTime() + HOUR_MS - 1).toISOString());
    expect((await reset(fresh.token, 'nueva-clave-1')).status).toBe(200);
  });

  it('kills an older link when a newer one is issued', async () => {
    const other = await registerAndLogin(t);
    const older = await requestLink(other);
    const newer = await requestLink(other);
    expect(newer.token).not.toBe(older.token);
    const stale = await reset(older.token, 'nueva-clave-1');
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await reset(newer.token, 'nueva-clave-1')).status).toBe(200);
  });

  it('refuses an unknown or malformed token and a password outside the registration rules, changing nothing', async () => {
    const other = await registerAndLogin(t);
    const { token } = await requestLink(other);
    for (const bad of ['A'.repeat(43), 'not a token']) {
      const response = await reset(bad, 'nueva-clave-1');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    }
    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'La contraseña debe tener al menos 6 caracteres' });
    const missing = await t.http.post('/api/v1/auth/reset-password').send({ password: 'nueva-clave-1' });
    expect(missing.status).toBe(400);
    expect((await login(other.email, other.password)).status).toBe(200);
    expect((await reset(token, 'nueva-clave-1')).status).toBe(200);
  });

  it('answers known and unknown e-mails with the same status and body, and mails only the known one', async () => {
    const other = await registerAndLogin(t);
    const before = smtp.received.length;
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(other.email);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      message: 'Si existe una cuenta con ese email, te enviamos un enlace para elegir una contraseña nueva. Vale durante 1 hora.',
    });
    await smtp.next(other.email);
    expect(smtp.received.slice(before).flatMap((mail) => [mail.to ?? []].flat().map((to) => to.text))).toEqual([other.email]);
  });

  it('works over tRPC as auth.forgotPassword and auth.resetPassword', async () => {
    const other = await registerAndLogin(t);
    const asked = await t.trpc('auth.forgotPassword', { email: other.email.toUpperCase() });
    expect(asked.status).toBe(200);
    const token = linkToken(await smtp.next(other.email));
    const done = await t.trpc('auth.resetPassword', { token, password: 'nueva-clave-1' });
    expect(done.status).toBe(200);
    const reused = await t.trpc('auth.resetPassword', { token, password: 'nueva-clave-1' });
    expect(reused.error?.data.appCode).toBe('RESET_TOKEN_USED');
  });
});

describe('password reset rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'true' });
  });
  afterAll(async () => limited.close());

  const ask = (ip: string, email: string) => limited.http.post('/api/v1/auth/forgot-password').set('x-forwarded-for', ip).send({ email });

  it('limits requests per IP, whatever the e-mail', async () => {
    expect((await ask('10.1.0.1', 'a@example.com')).status).toBe(202);
    expect((await ask('10.1.0.1', 'b@example.com')).status).toBe(202);
    const third = await ask('10.1.0.1', 'c@example.com');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('limits requests per e-mail, whatever the IP', async () => {
    expect((await ask('10.2.0.1', 'target@example.com')).status).toBe(202);
    expect((await ask('10.2.0.2', 'target@example.com')).status).toBe(202);
    expect((await ask('10.2.0.3', 'TARGET@example.com')).status).toBe(429);
    expect((await ask('10.2.0.3', 'someone-else@example.com')).status).toBe(202);
  });
});
