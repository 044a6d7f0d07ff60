import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, registerAndLogin, type RegisteredUser } from '../support/users';
import { bearer, seedWork } from './accounts-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

const dashboard = (token: string, lang = 'es') => t.http.get('/api/v1/users/me').set(bearer(token)).set('accept-language', lang);
const update = (token: string, body: object, lang = 'es') => t.http.put('/api/v1/users/update').set(bearer(token)).set('accept-language', lang).send(body);
const login = (email: string, password: string) => t.http.post('/api/v1/auth/login').send({ email, password });
const refresh = (token: string) => t.http.post('/api/v1/auth/refresh').send({ refresh_token: token });

describe('GET /users/me (dashboard)', () => {
  it('a new user: profile, an unassessed wheel in order, zero counters', async () => {
    const user = await registerAndLogin(t, { firstName: 'Olga' });
    const response = await dashboard(user.token);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Olga',
      lastName: 'Registro',
      phone: user.phone,
      address: 'Av. Siempre Viva 742',
      avatarUrl: '/avatar-placeholder.svg',
      version: expect.any(Number),
      currencyId: user.currencyId,
      currencyCode: 'USD',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body.lifeWheel).toMatchObject({ id: expect.any(String), globalScore: null, isAnswered: false });
    expect((response.body.lifeWheel.lifeAreas as { key: string }[]).map((area) => area.key)).toEqual([
      'PERSONAL_DEVELOPMENT',
      'PROFESSIONAL_ACTIVITY',
      'HEALTH_NUTRITION',
      'MONEY_FINANCES',
      'SOCIAL_RELATIONSHIPS',
      'COUPLE_INTIMACY',
    ]);
    expect(response.body.lifeWheel.lifeAreas[2]).toEqual({
      id: expect.any(String),
      areaId: expect.any(String),
      key: 'HEALTH_NUTRITION',
      areaName: 'Salud y Nutrición',
      color: '#059669',
      emoji: '🥗',
      score: null,
      isArchived: false,
      isBlocked: true,
    });
    expect(response.body.summary).toEqual({ totalGoals: 0, completedGoals: 0, totalActions: 0, completedActions: 0 });
  });

  it('the global score is the mean of the assessed areas; names follow the request language', async () => {
    const user = await createUserDirect(t);
    const areas = await t.app.deps.db.lifeWheelArea.findMany({ where: { lifeWheel: { userId: user.id } }, orderBy: { lifeArea: { order: 'asc' } } });
    await t.app.deps.db.lifeWheelArea.update({ where: { id: areas[0]!.id }, data: { score: 4, isArchived: true } });
    await t.app.deps.db.lifeWheelArea.update({ where: { id: areas[1]!.id }, data: { score: 7, isArchived: true } });
    const response = await dashboard(user.token, 'en');
    expect(response.body.lifeWheel.globalScore).toBe(5.5);
    expect(response.body.lifeWheel.lifeAreas[0]).toMatchObject({ id: areas[0]!.id, areaName: 'Personal Development', score: 4, isArchived: true });
    expect(response.body.lifeWheel.lifeAreas[5]).toMatchObject({ areaName: 'Couple and Intimacy', score: null });
  });

  it('counts goals and actions, completed ones apart; REST and tRPC agree', async () => {
    const user = await createUserDirect(t);
    await seedWork(t, user.id, { goals: 5, actionsPerGoal: 3, completedGoals: 2, completedActions: 4 });
    const rest = await dashboard(user.token);
    expect(rest.body.summary).toEqual({ totalGoals: 5, completedGoals: 2, totalActions: 15, completedActions: 4 });
    const trpc = await t.trpc('users.me', undefined, { token: user.token, query: true });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(rest.body);
  });

  it('runs the same number of queries with no data and with many goals and actions', async () => {
    const empty = await createUserDirect(t);
    const busy = await createUserDirect(t);
    await seedWork(t, busy.id, { goals: 30, actionsPerGoal: 5, completedGoals: 10, completedActions: 40 });
    const queriesFor = async (token: string) => {
      let n = 0;
      const stop = t.database.onQuery(() => n++);
      try {
        expect((await dashboard(token)).status).toBe(200);
      } finally {
        stop();
      }
      return n;
    };
    const few = await queriesFor(empty.token);
    const many = await queriesFor(busy.token);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});

describe('PUT /users/update', () => {
  const profile = { firstName: 'Nuevo', lastName: 'Nombre', phone: '+34 600 111 222', address: 'Gran Vía 1' };

  it('updates names, phone and address and answers the fields the client reads back', async () => {
    const user = await registerAndLogin(t);
    const response = await update(user.token, profile);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { id: user.id, email: user.email, firstName: 'Nuevo', lastName: 'Nombre', phone: '+34 600111222', address: 'Gran Vía 1', avatarUrl: '/avatar-placeholder.svg', version: expect.any(Number) },
    });
    const me = await t.http.get('/api/v1/auth/me').set(bearer(user.token));
    expect(me.body).toMatchObject({ firstName: 'Nuevo', phone: '+34 600111222' });
  });

  it('keeps the avatar when none is sent, and replaces it when one is', async () => {
    const user = await registerAndLogin(t, { avatarUrl: 'https://cdn.example.com/old.png' });
    expect((await update(user.token, { ...profile, phone: '+34 600 111 333' })).body.user.avatarUrl).toBe('https://cdn.example.com/old.png');
    expect((await update(user.token, { ...profile, phone: '+34 600 111 333', avatarUrl: '/avatars/new.png' })).body.user.avatarUrl).toBe('/avatars/new.png');
  });

  it('never changes the email', async () => {
    const user = await registerAndLogin(t);
    const response = await update(user.token, { ...profile, phone: '+34 600 111 444', email: 'other@example.com' });
    expect(response.body.user.email).toBe(user.email);
  });

  it.each([
    [{ firstName: '' }, 'NAMES_REQUIRED', 'Nombre y apellido son requeridos'],
    [{ lastName: '  ' }, 'NAMES_REQUIRED', 'Nombre y apellido son requeridos'],
    [{ phone: '' }, 'PHONE_REQUIRED', 'Teléfono es requerido'],
    [{ address: '' }, 'ADDRESS_REQUIRED', 'Dirección es requerida'],
    [{ phone: '+34 600-ABC' }, 'PHONE_FORMAT_INVALID', 'Formato de teléfono inválido'],
    [{ phone: '+34 6001112223' }, 'PHONE_LENGTH_INVALID', 'Formato de teléfono inválido: el número debe tener 9 dígitos'],
    [{ avatarUrl: 'data:image/png;base64,AAAA' }, 'AVATAR_URL_INVALID', 'La URL del avatar debe ser http, https o una ruta que empiece por / (máximo 2048 caracteres)'],
    [{ password: 'secreto-nuevo' }, 'PASSWORD_FIELDS_REQUIRED', 'Ambos campos de contraseña son obligatorios para cambiar la contraseña.'],
    [{ confirmPassword: 'secreto-nuevo' }, 'PASSWORD_FIELDS_REQUIRED', 'Ambos campos de contraseña son obligatorios para cambiar la contraseña.'],
    [{ password: 'secreto-nuevo', confirmPassword: 'secreto-otro' }, 'PASSWORDS_DO_NOT_MATCH', 'Las contraseñas no coinciden'],
    [{ password: '12345', confirmPassword: '12345' }, 'PASSWORD_TOO_SHORT', 'La contraseña debe tener al menos 6 caracteres'],
  ])('%j: 400 %s, nothing changes', async (change, code, message) => {
    const user = await registerAndLogin(t);
    const response = await update(user.token, { ...profile, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.body.issues[0].code).toBe(code);
    const stored = await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.firstName).toBe('Lucía');
  });

  it('the password messages in English are the ones SPEC.md quotes', async () => {
    const user = await registerAndLogin(t);
    expect((await update(user.token, { ...profile, password: 'secreto-nuevo' }, 'en')).body.message).toBe('Both password fields are required when changing password.');
    expect((await update(user.token, { ...profile, password: 'secreto-nuevo', confirmPassword: 'x' }, 'en')).body.message).toBe('Passwords do not match');
  });

  it("409 PHONE_EXISTS with another user's phone; one's own phone is fine", async () => {
    const owner = await registerAndLogin(t);
    const user = await registerAndLogin(t);
    const taken = await update(user.token, { ...profile, phone: owner.phone });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PHONE_EXISTS');
    expect((await update(user.token, { ...profile, phone: user.phone })).status).toBe(200);
    const trpc = await t.trpc('users.update', { ...profile, phone: owner.phone }, { token: user.token });
    expect(trpc.status).toBe(409);
    expect(trpc.error?.data.appCode).toBe('PHONE_EXISTS');
  });

  it('blank password fields keep the current password', async () => {
    const user = await registerAndLogin(t);
    expect((await update(user.token, { ...profile, phone: '+34 600 222 111', password: '', confirmPassword: '' })).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('a new password works at once, the old one no longer; every other session ends, the current one stays', async () => {
    const user = await registerAndLogin(t);
    const other = await login(user.email, user.password);
    const response = await update(user.token, { ...profile, phone: '+34 600 333 111', password: 'otra-clave-1', confirmPassword: 'otra-clave-1' });
    expect(response.status).toBe(200);
    expect((await login(user.email, user.password)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.email, 'otra-clave-1')).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(200);
    const stored = await t.app.deps.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordChangedAt: true } });
    expect(stored.passwordChangedAt).not.toBeNull();
    expect(decodeJwt(user.token).sid).toBeTruthy();
  });

  it('an account without a password (made by a sign-in provider) sets one without being asked for a current one', async () => {
    const user = await createUserDirect(t);
    await t.app.deps.db.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const response = await update(user.token, { ...profile, phone: '+34 600 555 111', password: 'primera-clave', confirmPassword: 'primera-clave' });
    expect(response.status).toBe(200);
    expect((await login(user.email, 'primera-clave')).status).toBe(200);
  });

  it('works over tRPC', async () => {
    const user = await registerAndLogin(t);
    const result = await t.trpc('users.update', { ...profile, phone: '+34 600 444 111', firstName: 'Trpc' }, { token: user.token });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ user: { id: user.id, firstName: 'Trpc', phone: '+34 600444111' } });
  });
});

describe('two users never see each other', () => {
  let ana: RegisteredUser;
  let beto: RegisteredUser;
  beforeAll(async () => {
    ana = await registerAndLogin(t, { firstName: 'Ana' });
    beto = await registerAndLogin(t, { firstName: 'Beto' });
    await seedWork(t, beto.id, { goals: 2, actionsPerGoal: 2 });
  });

  it("each one's profile, dashboard and counters are their own", async () => {
    const anaMe = await t.http.get('/api/v1/auth/me').set(bearer(ana.token));
    const betoMe = await t.http.get('/api/v1/auth/me').set(bearer(beto.token));
    expect(anaMe.body).toMatchObject({ id: ana.id, firstName: 'Ana' });
    expect(betoMe.body).toMatchObject({ id: beto.id, firstName: 'Beto' });
    const anaDashboard = await dashboard(ana.token);
    expect(anaDashboard.body.user.id).toBe(ana.id);
    expect(anaDashboard.body.summary.totalActions).toBe(0);
    expect((await dashboard(beto.token)).body.summary.totalActions).toBe(4);
    expect(anaDashboard.body.lifeWheel.id).not.toBe((await dashboard(beto.token)).body.lifeWheel.id);
  });

  it("updating one's profile leaves the other's untouched", async () => {
    await update(ana.token, { firstName: 'Ana María', lastName: 'X', phone: '+34 611 000 001', address: 'Aquí' });
    expect((await t.http.get('/api/v1/auth/me').set(bearer(beto.token))).body.firstName).toBe('Beto');
  });
});
