import { randomBytes } from 'node:crypto';
import { createLifeWheel } from '../../server/services/wheel';
import type { TestApp } from './app';

export type TestUser = { id: string; email: string; currencyId: string; token: string };

/**
 * A user written straight into the database (profile and wheel included) with a valid access token, for
 * tests of areas other than registration. Registration itself is tested through the API.
 */
export async function createUserDirect(t: TestApp, overrides: { email?: string; firstName?: string } = {}): Promise<TestUser> {
  const prisma = t.app.deps.db;
  const suffix = randomBytes(4).toString('hex');
  const email = overrides.email ?? `user-${suffix}@example.com`;
  const usd = await prisma.currency.findUniqueOrThrow({ where: { code: 'USD' } });
  const user = await prisma.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        email,
        passwordHash: 'not-a-real-hash',
        currencyId: usd.id,
        termsAcceptedAt: new Date(),
        profile: {
          create: {
            firstName: overrides.firstName ?? 'Ana',
            lastName: 'Prueba',
            phone: `+1 ${String(parseInt(suffix, 16) % 10_000_000_000).padStart(10, '0')}`,
            address: 'Calle Falsa 123',
            avatarUrl: 'https://example.com/avatar.png',
          },
        },
      },
    });
    await createLifeWheel(tx, created.id);
    return created;
  });
  const token = t.app.deps.tokens.signAccessToken({ id: user.id, email, currencyId: usd.id });
  return { id: user.id, email, currencyId: usd.id, token };
}

/** What POST /users/register takes; every field has a working default in registerAndLogin. */
export type RegisterBody = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  acceptTermsAndPolicies: boolean;
  avatarUrl?: string;
};

export type RegisteredUser = TestUser & { refreshToken: string; password: string; phone: string };

let registered = 0;

/** A registration body with a fresh email and '+1' phone (10 digits). */
export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  registered += 1;
  const suffix = `${randomBytes(3).toString('hex')}${registered}`;
  const digits = `${String(registered % 1000).padStart(3, '0')}${String(parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0')}`;
  return {
    email: `reg-${suffix}@example.com`,
    password: 'secreto-123',
    firstName: 'Lucía',
    lastName: 'Registro',
    phone: `+1 ${digits}`,
    address: 'Av. Siempre Viva 742',
    acceptTermsAndPolicies: true,
    ...overrides,
  };
}

/**
 * A user made through the real API: POST /users/register, then POST /auth/login. Each call counts against the
 * login and register rate limits (AUTH_RATE_LIMIT_MAX per IP), so files making many users raise that limit.
 */
export async function registerAndLogin(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<RegisteredUser> {
  const body = registerBody(overrides);
  const created = await t.http.post('/api/v1/users/register').send(body);
  if (created.status !== 201) throw new Error(`register answered ${created.status}: ${JSON.stringify(created.body)}`);
  const login = await t.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const session = login.body as { access_token: string; refresh_token: string; user: { id: string; email: string; phone: string } };
  const user = t.app.deps.tokens.checkAccessToken(session.access_token);
  return {
    id: session.user.id,
    email: session.user.email,
    currencyId: user.currencyId,
    token: session.access_token,
    refreshToken: session.refresh_token,
    password: body.password,
    phone: session.user.phone,
  };
}
