import { randomBytes } from 'node:crypto';
import { createLifeWheel } from '../../server/services/lifewheel';
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
  const token = await t.app.deps.tokens.signAccessToken({ id: user.id, email, currencyId: usd.id });
  return { id: user.id, email, currencyId: usd.id, token };
}
