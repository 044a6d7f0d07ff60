import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PLACEHOLDER_URL } from '../../domain/schemas/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { registerBody, type RegisterBody } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

const register = (body: object, lang = 'es') => t.http.post('/api/v1/users/register').set('accept-language', lang).send(body);

function without(body: RegisterBody, ...keys: (keyof RegisterBody)[]): Partial<RegisterBody> {
  const copy: Partial<RegisterBody> = { ...body };
  for (const key of keys) delete copy[key];
  return copy;
}

describe('POST /users/register: success', () => {
  it('creates user, profile and a six-area wheel; answers id, email and profile', async () => {
    const body = registerBody({ email: '  Mixed.Case@Example.COM ', phone: '+52 (55) 1234-5678' });
    const response = await register(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      email: 'mixed.case@example.com',
      createdAt: expect.any(String),
      profile: { firstName: 'Lucía', lastName: 'Registro', phone: '+52 5512345678', address: 'Av. Siempre Viva 742', avatarUrl: AVATAR_PLACEHOLDER_URL, version: 1 },
    });
    const db = t.app.deps.db;
    const user = await db.user.findUniqueOrThrow({
      where: { id: response.body.id },
      select: { email: true, passwordHash: true, termsAcceptedAt: true, currency: { select: { code: true } }, lifeWheel: { select: { _count: { select: { areas: true } } } } },
    });
    expect(user.email).toBe('mixed.case@example.com');
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.termsAcceptedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(user.currency.code).toBe('USD');
    expect(user.lifeWheel?._count.areas).toBe(6);
  });

  it('keeps a given avatar URL (http(s) or a site path)', async () => {
    for (const avatarUrl of ['https://cdn.example.com/me.png', '/avatars/me.png']) {
      const response = await register(registerBody({ avatarUrl }));
      expect(response.status).toBe(201);
      expect(response.body.profile.avatarUrl).toBe(avatarUrl);
    }
    const empty = await register(registerBody({ avatarUrl: '' }));
    expect(empty.body.profile.avatarUrl).toBe(AVATAR_PLACEHOLDER_URL);
  });

  it('accepts the phone with or without separators and stores one form', async () => {
    for (const [phone, stored] of [
      ['+34 612 345 678', '+34 612345678'],
      ['+34-612-345-679', '+34 612345679'],
      ['+34612345670', '+34 612345670'],
      ['+593 987654321', '+593 987654321'],
    ] as const) {
      const response = await register(registerBody({ phone }));
      expect(response.status, phone).toBe(201);
      expect(response.body.profile.phone).toBe(stored);
    }
  });

  it('works over tRPC with the same shape', async () => {
    const result = await t.trpc('users.register', registerBody({ firstName: 'Tere' }));
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ id: expect.any(String), email: expect.stringMatching(/@example\.com$/), profile: { firstName: 'Tere' } });
  });
});

describe('POST /users/register: the four default contexts (issue 37, item 8)', () => {
  const contextsOf = async (email: string, lang: string) => {
    const login = await t.http.post('/api/v1/auth/login').send({ email, password: 'secreto-123' });
    const token = (login.body as { access_token: string }).access_token;
    const listed = await t.http.get('/api/v1/users/my-contexts').set('authorization', `Bearer ${token}`).set('accept-language', lang);
    return { token, contexts: (listed.body as { contexts: { id: string; name: string; actionsCount: number; canDelete: boolean }[] }).contexts };
  };

  it.each([
    ['es', ['@casa', '@trabajo', '@computadora', '@recados']],
    ['en', ['@home', '@work', '@computer', '@errands']],
  ])('a registration in %s starts with %j, in that order, unused and deletable', async (lang, names) => {
    const body = registerBody();
    expect((await register(body, lang)).status).toBe(201);
    const { contexts } = await contextsOf(body.email, lang);
    expect(contexts.map((context) => context.name)).toEqual(names);
    expect(contexts.every((context) => context.actionsCount === 0 && context.canDelete)).toBe(true);
  });

  it('they are ordinary contexts: one is deleted, the same name comes back, and another is added beside them', async () => {
    const body = registerBody();
    await register(body);
    const { token, contexts } = await contextsOf(body.email, 'es');
    const work = contexts.find((context) => context.name === '@trabajo');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.http.delete(`/api/v1/users/delete-context/${work?.id}`).set(auth)).status).toBe(200);
    expect((await t.http.post('/api/v1/users/add-context').set(auth).send({ name: 'Trabajo' })).status).toBe(201);
    expect((await t.http.post('/api/v1/users/add-context').set(auth).send({ name: 'CASA' })).body).toMatchObject({ code: 'CONTEXT_EXISTS' });
    expect((await t.http.post('/api/v1/users/add-context').set(auth).send({ name: 'gimnasio' })).status).toBe(201);
    expect((await contextsOf(body.email, 'es')).contexts.map((context) => context.name)).toEqual(['@gimnasio', '@Trabajo', '@casa', '@computadora', '@recados']);
  });

  it('a refused registration creates no contexts', async () => {
    const first = registerBody();
    await register(first);
    const before = await t.app.deps.db.context.count();
    expect((await register(registerBody({ email: first.email }))).status).toBe(409);
    expect(await t.app.deps.db.context.count()).toBe(before);
  });
});

describe('POST /users/register: the checks of SPEC.md section 5, in its order', () => {
  const base = registerBody();
  const cases: [string, Partial<RegisterBody> | object, string, string, string][] = [
    ['empty body', {}, 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos', 'Email and password are required'],
    ['no email', without(base, 'email'), 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos', 'Email and password are required'],
    ['no password', without(base, 'password'), 'EMAIL_PASSWORD_REQUIRED', 'Email y contraseña son requeridos', 'Email and password are required'],
    ['blank last name', { ...base, lastName: '   ' }, 'NAMES_REQUIRED', 'Nombre y apellido son requeridos', 'First and last name are required'],
    ['no first name', without(base, 'firstName'), 'NAMES_REQUIRED', 'Nombre y apellido son requeridos', 'First and last name are required'],
    ['no phone', without(base, 'phone'), 'PHONE_REQUIRED', 'Teléfono es requerido', 'Phone is required'],
    ['no address', { ...base, address: '' }, 'ADDRESS_REQUIRED', 'Dirección es requerida', 'Address is required'],
    [
      'terms not accepted',
      { ...base, acceptTermsAndPolicies: false },
      'TERMS_NOT_ACCEPTED',
      'Debes aceptar los términos, condiciones y políticas para continuar',
      'You must accept the terms, conditions and policies to continue',
    ],
    [
      'terms missing',
      without(base, 'acceptTermsAndPolicies'),
      'TERMS_NOT_ACCEPTED',
      'Debes aceptar los términos, condiciones y políticas para continuar',
      'You must accept the terms, conditions and policies to continue',
    ],
    ['invalid email', { ...base, email: 'not-an-email' }, 'EMAIL_INVALID', 'Email inválido', 'Invalid email'],
    ['short password', { ...base, password: '12345' }, 'PASSWORD_TOO_SHORT', 'La contraseña debe tener al menos 6 caracteres', 'Password must be at least 6 characters'],
    ['letters in phone', { ...base, phone: '+1 555 CALL NOW' }, 'PHONE_FORMAT_INVALID', 'Formato de teléfono inválido', 'Invalid phone format'],
    ['plus inside phone', { ...base, phone: '+1 555+1234567' }, 'PHONE_FORMAT_INVALID', 'Formato de teléfono inválido', 'Invalid phone format'],
    [
      'phone without dial code',
      { ...base, phone: '5512345678' },
      'PHONE_DIAL_CODE_INVALID',
      'Formato de teléfono inválido: empieza por un código de país válido (por ejemplo +52)',
      'Invalid phone format: start with a valid country dial code (for example +52)',
    ],
    [
      'unknown dial code',
      { ...base, phone: '+999 12345678' },
      'PHONE_DIAL_CODE_INVALID',
      'Formato de teléfono inválido: empieza por un código de país válido (por ejemplo +52)',
      'Invalid phone format: start with a valid country dial code (for example +52)',
    ],
    [
      '+52 needs 10 digits',
      { ...base, phone: '+52 55 1234 567' },
      'PHONE_LENGTH_INVALID',
      'Formato de teléfono inválido: el número debe tener 10 dígitos',
      'Invalid phone format: the number must have 10 digits',
    ],
    [
      '+49 needs 11 digits',
      { ...base, phone: '+49 151 2345678' },
      'PHONE_LENGTH_INVALID',
      'Formato de teléfono inválido: el número debe tener 11 dígitos',
      'Invalid phone format: the number must have 11 digits',
    ],
    [
      'other codes take up to 15',
      { ...base, phone: '+593 1234567890123456' },
      'PHONE_LENGTH_OUT_OF_RANGE',
      'Formato de teléfono inválido: el número debe tener entre 4 y 15 dígitos',
      'Invalid phone format: the number must have between 4 and 15 digits',
    ],
    ['first name too long', { ...base, firstName: 'a'.repeat(81) }, 'NAME_TOO_LONG', 'Nombre y apellido no pueden superar 80 caracteres', 'First and last name cannot exceed 80 characters'],
    ['address too long', { ...base, address: 'a'.repeat(201) }, 'ADDRESS_TOO_LONG', 'La dirección no puede superar 200 caracteres', 'Address cannot exceed 200 characters'],
    ['email too long', { ...base, email: `${'a'.repeat(250)}@example.com` }, 'EMAIL_TOO_LONG', 'El email no puede superar 254 caracteres', 'Email cannot exceed 254 characters'],
    ['control character in a name', { ...base, firstName: 'Ana\u0000' }, 'INVALID_FORMAT', 'Formato inválido', 'Invalid format'],
  ];

  it.each(cases)('%s: 400 with its code and message in es and en', async (_name, body, code, es, en) => {
    const before = await t.app.deps.db.user.count();
    const spanish = await register(body, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: es });
    expect(spanish.body.issues[0]).toMatchObject({ code, message: es });
    const english = await register(body, 'en');
    expect(english.body.message).toBe(en);
    expect(english.body.issues[0].code).toBe(code);
    expect(await t.app.deps.db.user.count()).toBe(before);
  });

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example.com/a.png'],
    ['ftp://example.com/a.png'],
    ['https://example.com/a b.png'],
    [`https://example.com/${'a'.repeat(2048)}`],
  ])('avatarUrl %s is refused (AVATAR_URL_INVALID)', async (avatarUrl) => {
    const response = await register({ ...registerBody(), avatarUrl });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'avatarUrl', code: 'AVATAR_URL_INVALID' })]);
  });

  it('reports missing fields before malformed ones, as the original service did', async () => {
    const response = await register({ ...without(registerBody(), 'firstName'), email: 'nope', password: '1' });
    expect(response.body.message).toBe('Nombre y apellido son requeridos');
    expect((response.body.issues as { code: string }[]).map((issue) => issue.code)).toEqual(['NAMES_REQUIRED']);
    const formats = await register({ ...registerBody(), email: 'nope', password: '1', phone: '+1 12ab' });
    expect((formats.body.issues as { code: string }[]).map((issue) => issue.code)).toEqual(['EMAIL_INVALID', 'PASSWORD_TOO_SHORT', 'PHONE_FORMAT_INVALID']);
  });

  it('answers the same code over tRPC, with the digit count in the message', async () => {
    const result = await t.trpc('users.register', { ...registerBody(), phone: '+1 555 123' }, { lang: 'en' });
    expect(result.status).toBe(400);
    expect(result.error?.data.appCode).toBe('VALIDATION_ERROR');
    expect(result.error?.message).toBe('Invalid phone format: the number must have 10 digits');
    expect(result.error?.data.issues).toEqual([{ path: 'phone', code: 'PHONE_LENGTH_INVALID', message: 'Invalid phone format: the number must have 10 digits' }]);
  });
});

describe('POST /users/register: email and phone are unique', () => {
  it('409 EMAIL_EXISTS for the same email in another case; nothing is created', async () => {
    const first = registerBody();
    expect((await register(first)).status).toBe(201);
    const before = await t.app.deps.db.user.count();
    const again = await register(registerBody({ email: first.email.toUpperCase() }), 'en');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'EMAIL_EXISTS', message: 'Email already in use' });
    const trpc = await t.trpc('users.register', registerBody({ email: first.email }));
    expect(trpc.status).toBe(409);
    expect(trpc.error?.data.appCode).toBe('EMAIL_EXISTS');
    expect(await t.app.deps.db.user.count()).toBe(before);
  });

  it('409 PHONE_EXISTS for the same number written another way', async () => {
    expect((await register(registerBody({ phone: '+44 7400 111222' }))).status).toBe(201);
    const again = await register(registerBody({ phone: '+447400111222' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PHONE_EXISTS', message: 'Este teléfono ya está registrado' });
  });

  it('two simultaneous registrations with one email: one 201, one 409 EMAIL_EXISTS', async () => {
    const email = registerBody().email;
    const responses = await Promise.all([register(registerBody({ email })), register(registerBody({ email }))]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body.code).toBe('EMAIL_EXISTS');
    expect(await t.app.deps.db.user.count({ where: { email } })).toBe(1);
  });

  it('two simultaneous registrations with one phone: one 201, one 409 PHONE_EXISTS', async () => {
    const phone = '+61 412 000 111';
    const responses = await Promise.all([register(registerBody({ phone })), register(registerBody({ phone }))]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body.code).toBe('PHONE_EXISTS');
  });
});
