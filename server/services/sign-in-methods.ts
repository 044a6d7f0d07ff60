import { AppError } from '../../domain/errors';
import { isSignInProvider, type SignInIdentity, type SignInMethods, type SignInProvider } from '../../domain/schemas/oauth';
import type { DbClient } from '../database/open';
import type { OAuthProviders } from '../infra/oauth';
import { serialisedForUser } from '../infra/user-lock';
import type { UserServiceContext } from './service-context';

/** A provider's label when its server configuration is gone: the identity still shows, under its usual name. */
const FALLBACK_NAMES: Record<SignInProvider, string> = { google: 'Google', facebook: 'Facebook', oidc: 'OpenID Connect' };

const identitySelect = { id: true, provider: true, email: true, createdAt: true, verifiedAt: true } as const;
type IdentityRow = { id: string; provider: string; email: string | null; createdAt: Date; verifiedAt: Date | null };

function toIdentity(providers: OAuthProviders, row: IdentityRow): SignInIdentity {
  const provider: SignInProvider = isSignInProvider(row.provider) ? row.provider : 'oidc';
  return {
    id: row.id,
    provider,
    providerName: providers.get(provider)?.name ?? FALLBACK_NAMES[provider],
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
    verified: row.verifiedAt !== null,
  };
}

async function methodsOf(db: DbClient, providers: OAuthProviders, userId: string): Promise<SignInMethods> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true, identities: { select: identitySelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { password: user.passwordHash !== null, identities: user.identities.map((row) => toIdentity(providers, row)) };
}

/** The profile's "Sign-in methods": whether the account has a password, and each linked provider identity. */
export function signInMethods(ctx: UserServiceContext): Promise<SignInMethods> {
  return methodsOf(ctx.db, ctx.deps.oauth, ctx.user.id);
}

/**
 * Unlinks one of the caller's provider identities while another way in remains (the password or another identity),
 * under the user's lock, so two removals racing cannot leave the account without one. Answers the methods left.
 */
export async function removeSignInMethod(ctx: UserServiceContext, identityId: string): Promise<SignInMethods> {
  await serialisedForUser(ctx.db, ctx.user.id, async (tx) => {
    const { password, identities } = await methodsOf(tx, ctx.deps.oauth, ctx.user.id);
    if (!identities.some((identity) => identity.id === identityId)) throw new AppError('SIGN_IN_METHOD_NOT_FOUND');
    if (!password && identities.length === 1) throw new AppError('SIGN_IN_METHOD_LAST');
    await tx.oAuthIdentity.delete({ where: { id: identityId } });
  });
  return signInMethods(ctx);
}

/**
 * What a password reset does to the identities (services/password-reset.ts), in its transaction: the reset proves
 * the mailbox, so identities that never proved it (linked before that was required) are removed; the answer names
 * those removed and those that stay, for the reset screen to show the owner.
 */
export async function settleIdentitiesOnReset(
  tx: DbClient,
  providers: OAuthProviders,
  userId: string,
): Promise<{ signInMethods: SignInMethods; removedIdentities: SignInIdentity[] }> {
  const unproven = await tx.oAuthIdentity.findMany({ where: { userId, verifiedAt: null }, select: identitySelect, orderBy: { createdAt: 'asc' } });
  if (unproven.length > 0) await tx.oAuthIdentity.deleteMany({ where: { id: { in: unproven.map((row) => row.id) } } });
  return { signInMethods: await methodsOf(tx, providers, userId), removedIdentities: unproven.map((row) => toIdentity(providers, row)) };
}
