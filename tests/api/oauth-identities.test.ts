import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRefreshToken } from '../../server/infra/tokens';
import { createTestApp, type TestApp } from '../support/app';
import { oauthBrowser } from '../support/oauth-browser';
import { startOidcProvider, TEST_OIDC_CLIENT_ID, TEST_OIDC_CLIENT_SECRET, type TestOidcProvider } from '../support/oidc-provider';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createUserDirect, registerAndLogin, registerBody } from '../support/users';

// Identities that prove their e-mail (issue 35, item 2): a provider's unverified e-mail gets Prospera's own mailed
// code before any account is created or entered; the profile lists and removes sign-in methods; a password reset
// removes the identities that never proved the e-mail and names what stays.
const APP_URL = 'http://app.test';

let oidc: TestOidcProvider;
let smtp: TestSmtp;
let t: TestApp;
let browser: ReturnType<typeof oauthBrowser>;
beforeAll(async () => {
  oidc = await startOidcProvider(APP_URL);
  smtp = await startTestSmtp();
  t = await createTestApp({ APP_URL, SMTP_URL: smtp.url, OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET, OIDC_NAME: 'Test ID' });
  browser = oauthBrowser(t, oidc, APP_URL);
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
  await smtp?.close();
});

const db = () => t.app.deps.db;
const exchange = async (login: string, lang = 'es') => t.http.post('/api/v1/auth/oauth/exchange').set('accept-language', lang).send({ code: await browser.codeFor(login) });
const verify = (ticket: string, code: string, lang = 'es') => t.http.post('/api/v1/auth/oauth/verify-email').set('accept-language', lang).send({ ticket, code });
/** The code of the next mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = await smtp.next(email);
  return /(\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
}
const completion = (ticket: string, phone: string) => ({ ticket, firstName: 'Sin', lastName: 'Verificar', phone, address: 'Calle 3', acceptTermsAndPolicies: true });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('an e-mail the provider did not verify', () => {
  it('creates no account until the code Prospera mailed to it is typed; then the account is created and its identity is proven', async () => {
    oidc.accounts.set('unverified-newcomer', { email: 'fresh@example.test', email_verified: false, given_name: 'Sin', family_name: 'Verificar' });
    const first = await exchange('unverified-newcomer', 'en');
    expect(first.body).toEqual({ status: 'verifyEmail', ticket: expect.any(String), provider: 'oidc', email: 'fresh@example.test' });
    const mail = await smtp.next('fresh@example.test');
    expect(mail.subject).toBe('Your code to sign in to Prospera');
    expect(String(mail.html)).toContain('lang="en"');
    const code = /Your code: (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';

    // The waiting ticket completes nothing, and a malformed code is a translated 400.
    expect((await t.http.post('/api/v1/auth/oauth/complete').send(completion(first.body.ticket, '+1 555 010 3131'))).status).toBe(401);
    const malformed = await verify(first.body.ticket, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0]).toMatchObject({ path: 'code', code: 'OAUTH_MAIL_CODE_FORMAT', message: 'Escribe los 6 números del código que te enviamos por correo' });
    expect(await db().user.count({ where: { email: 'fresh@example.test' } })).toBe(0);

    // Typed with a space, as people do.
    const proven = await verify(first.body.ticket, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({ status: 'completeProfile', email: 'fresh@example.test', firstName: 'Sin' });
    expect((await verify(first.body.ticket, code)).body.code).toBe('OAUTH_CODE_INVALID');
    const created = await t.http.post('/api/v1/auth/oauth/complete').send(completion(proven.body.ticket, '+1 555 010 3131'));
    expect(created.status).toBe(201);
    const identity = await db().oAuthIdentity.findFirstOrThrow({ where: { subject: 'unverified-newcomer' } });
    expect(identity.verifiedAt).not.toBeNull();

    // Proven once: later sign-ins go straight in, with no more mails.
    expect((await exchange('unverified-newcomer')).body).toMatchObject({ status: 'signedIn', user: { email: 'fresh@example.test' } });
    expect(smtp.received.filter((received) => received.to && JSON.stringify(received.to).includes('fresh@example.test'))).toHaveLength(1);
  });

  it("of an existing account: the code, then the account's password, link it", async () => {
    const owner = await registerAndLogin(t, registerBody({ email: 'holder@example.test' }));
    oidc.accounts.set('holder-unverified', { email: 'holder@example.test', email_verified: false });
    const first = await exchange('holder-unverified');
    expect(first.body.status).toBe('verifyEmail');
    const proven = await verify(first.body.ticket, await mailedCode('holder@example.test'));
    expect(proven.body).toEqual({ status: 'linkAccount', ticket: expect.any(String), provider: 'oidc', email: 'holder@example.test' });
    const linked = await t.http.post('/api/v1/auth/oauth/link').send({ ticket: proven.body.ticket, password: owner.password });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(owner.id);
  });

  it('an identity linked before proof was required signs in only after the code mailed to the account, and is proven then', async () => {
    const owner = await createUserDirect(t, { email: 'legacy@example.test' });
    await db().oAuthIdentity.create({ data: { provider: 'oidc', subject: 'legacy-login', email: 'legacy@example.test', userId: owner.id, verifiedAt: null } });
    oidc.accounts.set('legacy-login', { email: 'someone-else@example.test', email_verified: false });
    const first = await exchange('legacy-login');
    expect(first.body).toEqual({ status: 'verifyEmail', ticket: expect.any(String), provider: 'oidc', email: 'legacy@example.test' });
    const signedIn = await verify(first.body.ticket, await mailedCode('legacy@example.test'));
    expect(signedIn.body).toMatchObject({ status: 'signedIn', user: { id: owner.id } });
    expect((await db().oAuthIdentity.findFirstOrThrow({ where: { subject: 'legacy-login' } })).verifiedAt).not.toBeNull();
    expect((await exchange('legacy-login')).body).toMatchObject({ status: 'signedIn', user: { id: owner.id } });
  });
});

describe('the sign-in methods of the profile', () => {
  it('lists the password and each identity over REST and tRPC, removes one while another remains, and refuses the last', async () => {
    oidc.accounts.set('methods-login', { email: 'methods@example.test', email_verified: true });
    const owner = await registerAndLogin(t, registerBody({ email: 'methods@example.test' }));
    const ticket = (await exchange('methods-login')).body.ticket as string;
    expect((await t.http.post('/api/v1/auth/oauth/link').send({ ticket, password: owner.password })).status).toBe(200);

    const listed = await t.http.get('/api/v1/users/me/sign-in-methods').set(bearer(owner.token));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      password: true,
      identities: [{ id: expect.any(String), provider: 'oidc', providerName: 'Test ID', email: 'methods@example.test', linkedAt: expect.any(String), verified: true }],
    });
    const viaTrpc = await t.trpc('users.signInMethods', undefined, { token: owner.token, query: true });
    expect(viaTrpc.data).toEqual(listed.body);
    const identityId = listed.body.identities[0].id as string;

    // Another person's identity, and an id that is not one: nothing changes.
    const stranger = await createUserDirect(t);
    expect((await t.http.delete(`/api/v1/users/me/sign-in-methods/${identityId}`).set(bearer(stranger.token))).body.code).toBe('SIGN_IN_METHOD_NOT_FOUND');
    expect((await t.http.delete('/api/v1/users/me/sign-in-methods/not-an-id').set(bearer(owner.token))).status).toBe(400);

    // With the password left, the identity can go; it then no longer signs in.
    const removed = await t.http.delete(`/api/v1/users/me/sign-in-methods/${identityId}`).set(bearer(owner.token));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ password: true, identities: [] });
    expect((await exchange('methods-login')).body.status).toBe('linkAccount');
  });

  it('an account without a password keeps its only identity: 409, translated, over REST and tRPC', async () => {
    const owner = await createUserDirect(t, { email: 'only-way@example.test' });
    await db().user.update({ where: { id: owner.id }, data: { passwordHash: null } });
    const [only, second] = await Promise.all(
      ['only-a', 'only-b'].map((subject) => db().oAuthIdentity.create({ data: { provider: 'oidc', subject, email: owner.email, userId: owner.id, verifiedAt: new Date() } })),
    );
    // Two removals at once: one goes, the other is refused, and one way in stays.
    const both = await Promise.all([only!, second!].map((row) => t.http.delete(`/api/v1/users/me/sign-in-methods/${row.id}`).set(bearer(owner.token))));
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await db().oAuthIdentity.count({ where: { userId: owner.id } })).toBe(1);
    const left = await db().oAuthIdentity.findFirstOrThrow({ where: { userId: owner.id } });
    const refused = await t.http.delete(`/api/v1/users/me/sign-in-methods/${left.id}`).set(bearer(owner.token)).set('accept-language', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SIGN_IN_METHOD_LAST', message: expect.stringMatching(/^You cannot remove your only sign-in method/) });
    const viaTrpc = await t.trpc('users.removeSignInMethod', { id: left.id }, { token: owner.token });
    expect(viaTrpc.error?.data).toMatchObject({ httpStatus: 409, appCode: 'SIGN_IN_METHOD_LAST' });
    expect(viaTrpc.error?.message).toMatch(/^No puedes quitar tu único método de acceso/);
    expect(await db().oAuthIdentity.count({ where: { userId: owner.id } })).toBe(1);
  });
});

describe('a password reset', () => {
  it("removes the identities that never proved the e-mail, keeps the proven ones, and names both to the owner", async () => {
    const owner = await registerAndLogin(t, registerBody({ email: 'recovered@example.test' }));
    const attacker = await db().oAuthIdentity.create({ data: { provider: 'oidc', subject: 'claimed-it', email: owner.email, userId: owner.id, verifiedAt: null } });
    await db().oAuthIdentity.create({ data: { provider: 'oidc', subject: 'proven-one', email: owner.email, userId: owner.id, verifiedAt: new Date() } });
    const link = newRefreshToken();
    await db().passwordResetToken.create({ data: { userId: owner.id, tokenHash: link.tokenHash, expiresAt: new Date(Date.now() + 60 * 60 * 1000) } });

    const reset = await t.http.post('/api/v1/auth/reset-password').send({ token: link.token, password: 'nueva-clave-123' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      success: true,
      signInMethods: { password: true, identities: [{ provider: 'oidc', providerName: 'Test ID', verified: true }] },
      removedIdentities: [{ id: attacker.id, provider: 'oidc', email: owner.email, verified: false }],
    });
    expect(await db().oAuthIdentity.findMany({ where: { userId: owner.id }, select: { subject: true } })).toEqual([{ subject: 'proven-one' }]);

    // The unverified identity's next sign-in is a stranger's: a code to the owner's mailbox, never the account.
    oidc.accounts.set('claimed-it', { email: owner.email, email_verified: false });
    expect((await exchange('claimed-it')).body).toMatchObject({ status: 'verifyEmail', email: owner.email });
  });
});
