import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../domain/messages';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, registerBody, type TestUser } from '../support/users';
import { bearer } from './accounts-fixtures';

// Notification settings and the stored time zone (issue 23): defaults, changes, refusals that change nothing,
// and the zone of record, which registration stores and sign-ins leave alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

const PATH = '/api/v1/users/notifications';
const read = (token: string) => t.http.get(PATH).set(bearer(token));
const save = (token: string, body: unknown, lang = 'es') => t.http.put(PATH).set(bearer(token)).set('accept-language', lang).send(body as object);
const storedZone = async (userId: string) => (await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId }, select: { timeZone: true } })).timeZone;

const CHANNELS = { dueRemindersChannel: 'EMAIL', weeklyDigestChannel: 'EMAIL', reassessInvitationChannel: 'EMAIL' };
const DEFAULTS = { weeklyDigest: true, dueReminders: true, reassessInvitation: true, planLapseWarning: true, ...CHANNELS, notifyHour: 8, timeZone: null, language: null };

describe('GET and PUT /users/notifications', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUserDirect(t);
  });

  it('a new account: digest and reminders on, at 8, the zone not yet known', async () => {
    const response = await read(user.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULTS);
  });

  it('changes what is given, keeps the rest, and reads back the same (REST and tRPC)', async () => {
    const changed = await save(user.token, { weeklyDigest: false, notifyHour: 0, timeZone: 'america/lima' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEFAULTS, weeklyDigest: false, notifyHour: 0, timeZone: 'America/Lima' });
    expect((await read(user.token)).body).toEqual(changed.body);
    const again = await save(user.token, { dueReminders: false, notifyHour: 23, reassessInvitation: false, planLapseWarning: false, language: 'en' });
    expect(again.body).toEqual({ weeklyDigest: false, dueReminders: false, reassessInvitation: false, planLapseWarning: false, ...CHANNELS, notifyHour: 23, timeZone: 'America/Lima', language: 'en' });
    const unchanged = await save(user.token, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(again.body);
    const trpc = await t.trpc('users.notifications', undefined, { token: user.token, query: true });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(again.body);
  });

  it.each([
    [{ notifyHour: 24 }, 'notifyHour', 'NOTIFY_HOUR_INVALID'],
    [{ notifyHour: -1 }, 'notifyHour', 'NOTIFY_HOUR_INVALID'],
    [{ notifyHour: 7.5 }, 'notifyHour', 'NOTIFY_HOUR_INVALID'],
    [{ notifyHour: '8' }, 'notifyHour', 'NOTIFY_HOUR_INVALID'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ timeZone: '+01:00' }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ timeZone: 'x'.repeat(65) }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ timeZone: null }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ weeklyDigest: 'yes' }, 'weeklyDigest', 'NOTIFY_SWITCH_INVALID'],
    [{ weeklyDigest: true, timeZone: 'Nowhere/Land' }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ reassessInvitation: 1 }, 'reassessInvitation', 'NOTIFY_SWITCH_INVALID'],
    [{ planLapseWarning: 'no' }, 'planLapseWarning', 'NOTIFY_SWITCH_INVALID'],
    [{ language: 'fr' }, 'language', 'MAIL_LANGUAGE_INVALID'],
    [{ language: null, dueReminders: false }, 'language', 'MAIL_LANGUAGE_INVALID'],
  ] as const)('refuses %j with a translated 400 and changes nothing', async (body, path, code) => {
    const owner = await createUserDirect(t);
    await save(owner.token, { weeklyDigest: false });
    const before = (await read(owner.token)).body as object;
    const es = await save(owner.token, body, 'es');
    expect(es.status).toBe(400);
    expect(es.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: translate(code, 'es') });
    expect(es.body.issues).toEqual([{ path, code, message: translate(code, 'es') }]);
    const en = await save(owner.token, body, 'en');
    expect(en.body).toMatchObject({ code: 'VALIDATION_ERROR', message: translate(code, 'en') });
    expect((await read(owner.token)).body).toEqual(before);
  });

  it('answers 401 without a token, over REST and tRPC', async () => {
    expect((await t.http.get(PATH)).status).toBe(401);
    expect((await t.http.put(PATH).send({ notifyHour: 9 })).status).toBe(401);
    expect((await t.trpc('users.updateNotifications', { notifyHour: 9 })).status).toBe(401);
  });

  it('over tRPC: saves, and refuses an unknown zone with the same code', async () => {
    const owner = await createUserDirect(t);
    const saved = await t.trpc('users.updateNotifications', { notifyHour: 6, timeZone: 'Asia/Tokyo' }, { token: owner.token });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ...DEFAULTS, notifyHour: 6, timeZone: 'Asia/Tokyo' });
    const refused = await t.trpc('users.updateNotifications', { timeZone: 'Mars/Olympus' }, { token: owner.token, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.appCode).toBe('VALIDATION_ERROR');
    expect(refused.error?.message).toMatch(/time zone/);
    expect(await storedZone(owner.id)).toBe('Asia/Tokyo');
  });
});

describe('the zone of record: registration stores it, a sign-in never moves it', () => {
  const register = (body: object, zone?: string) => {
    const request = t.http.post('/api/v1/users/register');
    return (zone ? request.set('x-time-zone', zone) : request).send(body);
  };
  const login = (email: string, password: string, zone?: string) => {
    const request = t.http.post('/api/v1/auth/login');
    return (zone ? request.set('x-time-zone', zone) : request).send({ email, password });
  };

  it('registration stores the browser zone; a later sign-in from elsewhere does not replace it', async () => {
    const body = registerBody();
    const created = await register(body, 'Europe/Madrid');
    expect(created.status).toBe(201);
    expect(await storedZone(created.body.id)).toBe('Europe/Madrid');
    expect((await login(body.email, body.password, 'America/New_York')).status).toBe(200);
    expect(await storedZone(created.body.id)).toBe('Europe/Madrid');
  });

  it('unknown after a registration without a zone, whatever sign-ins send: the person sets it (the app offers to)', async () => {
    const body = registerBody();
    const created = await register(body);
    expect(await storedZone(created.body.id)).toBeNull();
    for (const zone of [undefined, 'UTC', 'Mars/Olympus', 'america/mexico_city']) {
      expect((await login(body.email, body.password, zone)).status).toBe(200);
      expect(await storedZone(created.body.id)).toBeNull();
    }
    const signedIn = await login(body.email, body.password, 'Asia/Tokyo');
    expect((await save(signedIn.body.access_token, { timeZone: 'america/mexico_city' })).body).toMatchObject({ timeZone: 'America/Mexico_City' });
    expect(await storedZone(created.body.id)).toBe('America/Mexico_City');
  });

  it('never replaces a zone the person chose', async () => {
    const body = registerBody();
    const created = await register(body);
    const first = await login(body.email, body.password);
    expect((await save(first.body.access_token, { timeZone: 'Pacific/Auckland' })).status).toBe(200);
    await login(body.email, body.password, 'Europe/Madrid');
    expect(await storedZone(created.body.id)).toBe('Pacific/Auckland');
  });

  it('over tRPC too', async () => {
    const body = registerBody();
    const created = await t.http.post('/api/trpc/users.register').set('x-time-zone', 'Africa/Nairobi').send(body);
    expect(created.status).toBe(200);
    const id = (created.body as { result: { data: { id: string } } }).result.data.id;
    expect(await storedZone(id)).toBe('Africa/Nairobi');
  });
});
