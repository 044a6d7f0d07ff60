import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { startOidcProvider, TEST_OIDC_CLIENT_ID, TEST_OIDC_CLIENT_SECRET, type TestOidcProvider } from '../support/oidc-provider';
import { flowCookieOf, oauthBrowser } from '../support/oauth-browser';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerAndLogin, registerBody } from '../support/users';

const APP_URL = 'http://app.test';

let oidc: TestOidcProvider;
let smtp: TestSmtp;
let t: TestApp;
let browser: ReturnType<typeof oauthBrowser>;
beforeAll(async () => {
  oidc = await startOidcProvider(APP_URL);
  smtp = await startTestSmtp();
  t = await createTestApp({
    APP_URL,
    SMTP_URL: smtp.url,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
    OIDC_NAME: 'Test ID',
  });
  browser = oauthBrowser(t, oidc, APP_URL);
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
  await smtp?.close();
});
const signInAtProvider = (authorizationUrl: string, login: string) => browser.signInAtProvider(authorizationUrl, login);
const codeFor = (login: string) => browser.codeFor(login);

const exchange = (code: string) => t.http.post('/api/v1/auth/oauth/exchange').send({ code });
const counts = async () => ({
  users: await t.database.prisma.user.count(),
  identities: await t.database.prisma.oAuthIdentity.count(),
  pending: await t.database.prisma.oAuthSignIn.count(),
});

describe('GET /auth/providers', () => {
  it('lists the OpenID Connect provider with its configured name', async () => {
    const response = await t.http.get('/api/v1/auth/providers');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ providers: [{ id: 'oidc', name: 'Test ID' }] });
  });

  it('lists Google and Facebook only when both their id and secret are set', async () => {
    const other = await createTestApp({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f' });
    try {
      expect((await other.http.get('/api/v1/auth/providers')).body).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
      expect((await other.http.get('/api/v1/auth/oauth/facebook/start')).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('an unknown provider answers the 404 envelope', async () => {
    const response = await t.http.get('/api/v1/auth/oauth/myspace/start').set('accept-language', 'en');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'OAUTH_PROVIDER_UNKNOWN', message: 'That sign-in provider is not available' });
  });
});

describe('GET /auth/oauth/{provider}/start', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, and seals them in an httpOnly cookie', async () => {
    const response = await t.http.get('/api/v1/auth/oauth/oidc/start');
    expect(response.status).toBe(303);
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/v1/auth/oauth/oidc/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0] ?? '';
    expect(cookie).toMatch(/^prospera_oauth=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/v1\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('encrypts the flow in the cookie: neither its state nor its provider can be read from it', async () => {
    const response = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const state = new URL(response.headers.location as string).searchParams.get('state') ?? '';
    const value = flowCookieOf(response.headers['set-cookie']).replace(/^prospera_oauth=/, '');
    const readable = [value, ...value.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'))].join('\n');
    expect(state).not.toBe('');
    expect(readable).not.toContain(state);
    expect(readable).not.toContain('oidc');
    expect(readable).not.toContain('verifier');
  });
});

describe('GET /auth/oauth/{provider}/callback refusals', () => {
  it('a wrong state is refused before the provider is asked, and nothing is created', async () => {
    const before = await counts();
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const back = await signInAtProvider(start.headers.location as string, 'wrong-state');
    back.searchParams.set('state', 'not-the-state');
    const response = await t.http.get(back.pathname + back.search).set('cookie', flowCookieOf(start.headers['set-cookie']));
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${APP_URL}/login?oauthError=OAUTH_STATE_INVALID`);
    expect(await counts()).toEqual(before);
  });

  it('a callback without the flow cookie (another browser) is refused', async () => {
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const back = await signInAtProvider(start.headers.location as string, 'no-cookie');
    const response = await t.http.get(back.pathname + back.search);
    expect(response.headers.location).toBe(`${APP_URL}/login?oauthError=OAUTH_STATE_INVALID`);
  });

  it('a forged cookie is refused', async () => {
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const back = await signInAtProvider(start.headers.location as string, 'forged');
    const [body] = flowCookieOf(start.headers['set-cookie']).split('.');
    const response = await t.http.get(back.pathname + back.search).set('cookie', `${body}.AAAA`);
    expect(response.headers.location).toBe(`${APP_URL}/login?oauthError=OAUTH_STATE_INVALID`);
  });

  it('a bad code is refused by the provider, and nothing is created', async () => {
    const before = await counts();
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
    const response = await t.http
      .get(`/api/v1/auth/oauth/oidc/callback?code=not-a-code&state=${state}&iss=${encodeURIComponent(oidc.issuer)}`)
      .set('cookie', flowCookieOf(start.headers['set-cookie']));
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${APP_URL}/login?oauthError=OAUTH_FAILED`);
    expect(await counts()).toEqual(before);
  });

  it('a code used twice is refused the second time', async () => {
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    const back = await signInAtProvider(start.headers.location as string, 'twice');
    const cookie = flowCookieOf(start.headers['set-cookie']);
    const first = await t.http.get(back.pathname + back.search).set('cookie', cookie);
    expect(new URL(first.headers.location as string).pathname).toBe('/oauth');
    const second = await t.http.get(back.pathname + back.search).set('cookie', cookie);
    expect(second.headers.location).toBe(`${APP_URL}/login?oauthError=OAUTH_FAILED`);
  });
});

describe('a first sign-in without an account', () => {
  it('asks for the profile, creates the account without a password, and signs in; the identity then signs in directly', async () => {
    oidc.accounts.set('newcomer', { email: 'Newcomer@Example.test', email_verified: true, given_name: 'Nueva', family_name: 'Persona' });
    const code = await codeFor('newcomer');
    const exchanged = await exchange(code);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toEqual({
      status: 'completeProfile',
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      provider: 'oidc',
      email: 'newcomer@example.test',
      firstName: 'Nueva',
      lastName: 'Persona',
    });
    expect((await exchange(code)).body).toMatchObject({ code: 'OAUTH_CODE_INVALID' });

    const profile = { firstName: 'Nueva', lastName: 'Persona', phone: '+1 555 010 4242', address: 'Calle 1', acceptTermsAndPolicies: true };
    const missing = await t.http.post('/api/v1/auth/oauth/complete').send({ ticket: exchanged.body.ticket, ...profile, acceptTermsAndPolicies: false });
    expect(missing.status).toBe(400);
    expect(await t.database.prisma.user.count({ where: { email: 'newcomer@example.test' } })).toBe(0);

    const completed = await t.http.post('/api/v1/auth/oauth/complete').send({ ticket: exchanged.body.ticket, ...profile });
    expect(completed.status).toBe(201);
    expect(completed.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), user: { email: 'newcomer@example.test', firstName: 'Nueva' } });
    const me = await t.http.get('/api/v1/users/me').set('authorization', `Bearer ${completed.body.access_token}`);
    expect(me.status).toBe(200);
    // A provider sign-up starts with the four default contexts too, in the request's language (Spanish here).
    const contexts = await t.http.get('/api/v1/users/my-contexts').set('authorization', `Bearer ${completed.body.access_token}`);
    expect((contexts.body as { contexts: { name: string }[] }).contexts.map((context) => context.name)).toEqual(['@casa', '@trabajo', '@computadora', '@recados']);
    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { email: 'newcomer@example.test' }, select: { passwordHash: true, identities: true } });
    expect(user.passwordHash).toBeNull();
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'oidc', subject: 'newcomer' })]);
    // Without a password, the account cannot be entered with one.
    expect((await t.http.post('/api/v1/auth/login').send({ email: 'newcomer@example.test', password: '' })).status).toBe(400);
    // The ticket was used up.
    expect((await t.http.post('/api/v1/auth/oauth/complete').send({ ticket: exchanged.body.ticket, ...profile })).status).toBe(401);

    const again = await exchange(await codeFor('newcomer'));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'signedIn', access_token: expect.any(String), user: { email: 'newcomer@example.test' } });
  });

  it("a taken phone keeps the ticket so the person can correct it", async () => {
    const other = await registerAndLogin(t);
    const exchanged = await exchange(await codeFor('phone-taken'));
    const profile = { ticket: exchanged.body.ticket, firstName: 'A', lastName: 'B', address: 'C', acceptTermsAndPolicies: true };
    const taken = await t.http.post('/api/v1/auth/oauth/complete').send({ ...profile, phone: other.phone });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PHONE_EXISTS');
    expect((await t.http.post('/api/v1/auth/oauth/complete').send({ ...profile, phone: '+1 555 010 9999' })).status).toBe(201);
  });

  it("stores the browser's time zone (X-Time-Zone) at registration; a sign-in never replaces or fills it", async () => {
    const zoneOf = async (email: string) =>
      (await t.database.prisma.profile.findFirstOrThrow({ where: { user: { email } }, select: { timeZone: true } })).timeZone;
    const exchangeFrom = async (code: string, zone: string) => t.http.post('/api/v1/auth/oauth/exchange').set('x-time-zone', zone).send({ code });
    oidc.accounts.set('zoned', { email: 'zoned@example.test', email_verified: true, given_name: 'Zona', family_name: 'Horaria' });
    const exchanged = await exchangeFrom(await codeFor('zoned'), 'UTC');
    const profile = { ticket: exchanged.body.ticket, firstName: 'Zona', lastName: 'Horaria', phone: '+1 555 010 7373', address: 'Calle 2', acceptTermsAndPolicies: true };
    expect((await t.http.post('/api/v1/auth/oauth/complete').set('x-time-zone', 'America/Bogota').send(profile)).status).toBe(201);
    expect(await zoneOf('zoned@example.test')).toBe('America/Bogota');
    expect((await exchangeFrom(await codeFor('zoned'), 'Europe/Madrid')).body).toMatchObject({ status: 'signedIn' });
    expect(await zoneOf('zoned@example.test')).toBe('America/Bogota');
    // A sign-in never writes the zone of record, even while it is unknown: the person sets it (the app offers to).
    await t.database.prisma.profile.updateMany({ where: { user: { email: 'zoned@example.test' } }, data: { timeZone: null } });
    expect((await exchangeFrom(await codeFor('zoned'), 'Asia/Tokyo')).body).toMatchObject({ status: 'signedIn' });
    expect(await zoneOf('zoned@example.test')).toBeNull();
  });

  it('an unknown or malformed code is refused with a translated error', async () => {
    const response = await t.http.post('/api/v1/auth/oauth/exchange').set('accept-language', 'en').send({ code: 'x'.repeat(43) });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'OAUTH_CODE_INVALID', message: 'This sign-in link was already used or has expired. Please sign in again.' });
  });
});

describe('a first sign-in whose e-mail has an account', () => {
  it('links only after the account password is proved; a wrong password is refused and links nothing', async () => {
    const owner = await registerAndLogin(t, registerBody({ email: 'owner@example.test' }));
    oidc.accounts.set('owner-at-provider', { email: 'owner@example.test', email_verified: true });
    const exchanged = await exchange(await codeFor('owner-at-provider'));
    expect(exchanged.body).toEqual({ status: 'linkAccount', ticket: expect.any(String), provider: 'oidc', email: 'owner@example.test' });

    const wrong = await t.http.post('/api/v1/auth/oauth/link').send({ ticket: exchanged.body.ticket, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(await t.database.prisma.oAuthIdentity.count({ where: { userId: owner.id } })).toBe(0);

    const linked = await t.http.post('/api/v1/auth/oauth/link').send({ ticket: exchanged.body.ticket, password: owner.password });
    expect(linked.status).toBe(200);
    expect(linked.body.user).toMatchObject({ id: owner.id, email: 'owner@example.test' });

    const next = await exchange(await codeFor('owner-at-provider'));
    expect(next.body).toMatchObject({ status: 'signedIn', user: { id: owner.id } });
  });

  it('an unverified e-mail neither links to the account nor signs into it: the code goes to the owner, who never passes it on', async () => {
    const owner = await registerAndLogin(t, registerBody({ email: 'careful@example.test' }));
    oidc.accounts.set('impostor', { email: 'careful@example.test', email_verified: false });
    const response = await exchange(await codeFor('impostor'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'verifyEmail', ticket: expect.any(String), provider: 'oidc', email: 'careful@example.test' });
    const mail = await smtp.next('careful@example.test');
    expect(mail.subject).toBe('Tu código para entrar en Prospera');
    expect(mail.text).toMatch(/Tu código: \d{6}/);
    expect(mail.text).toContain('Test ID');
    // Guessing is refused, and the fifth wrong code ends the sign-in.
    const code = /(\d{6})/.exec(mail.text ?? '')![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const guess = await t.http.post('/api/v1/auth/oauth/verify-email').set('accept-language', 'en').send({ ticket: response.body.ticket, code: wrong });
      expect(guess.status).toBe(400);
      expect(guess.body).toMatchObject({ code: 'OAUTH_MAIL_CODE_WRONG', message: 'That is not the code we sent you. Check the latest e-mail and try again.' });
    }
    expect((await t.http.post('/api/v1/auth/oauth/verify-email').send({ ticket: response.body.ticket, code: wrong })).body.code).toBe('OAUTH_CODE_INVALID');
    expect((await t.http.post('/api/v1/auth/oauth/verify-email').send({ ticket: response.body.ticket, code })).body.code).toBe('OAUTH_CODE_INVALID');
    expect(await t.database.prisma.oAuthIdentity.count({ where: { subject: 'impostor' } })).toBe(0);
    expect(await t.database.prisma.user.count({ where: { email: 'careful@example.test' } })).toBe(1);
    expect((await t.database.prisma.refreshToken.count({ where: { userId: owner.id } }))).toBe(1);
  });
});
