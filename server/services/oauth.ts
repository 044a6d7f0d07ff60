import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../domain/errors';
import type { LoginResult } from '../../domain/schemas/accounts';
import type { OAuthCompleteInput, OAuthExchangeResult, OAuthLinkInput, OAuthVerifyEmailInput, ProviderList, SignInProvider } from '../../domain/schemas/oauth';
import { isSignInProvider } from '../../domain/schemas/oauth';
import { MAIL_CODE_LENGTH, MAIL_CODE_MAX_ATTEMPTS } from '../../domain/rules/mail-code';
import type { DbClient } from '../database/open';
import type { OAuthProvider, ProviderProfile, SealedFlow } from '../infra/oauth';
import { verifyPassword } from '../infra/passwords';
import { signInCodeMail } from '../mail/sign-in-code';
import { newRefreshToken, refreshTokenHash } from '../infra/tokens';
import { sessionUserSelect, startSession, toSessionUser } from './auth';
import type { ServiceContext } from './service-context';
import { createAccount, storedPhone } from './account';

/** How long a started sign-in may take at the provider (the sealed cookie's life). */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;
/** The one-time code travels in the client's address: it is exchanged at once, so it lives briefly. */
export const OAUTH_CODE_TTL_MS = 2 * 60 * 1000;
/** Time to type the mailed code, fill the completion form or type the password of the account to link. */
export const OAUTH_TICKET_TTL_MS = 30 * 60 * 1000;

export function configuredProviders(ctx: ServiceContext): ProviderList {
  return { providers: ctx.deps.oauth.list().map(({ id, name }) => ({ id, name })) };
}

function providerOf(ctx: ServiceContext, id: string): OAuthProvider {
  const provider = isSignInProvider(id) ? ctx.deps.oauth.get(id) : undefined;
  if (!provider) throw new AppError('OAUTH_PROVIDER_UNKNOWN');
  return provider;
}

/** Where the provider sends the person back: APP_URL/api/v1/auth/oauth/<provider>/callback. */
function redirectUri(ctx: ServiceContext, provider: SignInProvider): string {
  return ctx.deps.links.oauthCallback(provider);
}

/** Starts a sign-in: the provider's authorization URL, and the sealed flow the browser keeps until the callback. */
export async function beginSignIn(ctx: ServiceContext, providerId: string): Promise<{ url: string; sealedFlow: string }> {
  const provider = providerOf(ctx, providerId);
  const { url, checks } = await provider.begin(redirectUri(ctx, provider.id));
  const sealedFlow = await ctx.deps.oauthFlows.seal({ ...checks, provider: provider.id, expiresAt: ctx.now.getTime() + OAUTH_FLOW_TTL_MS }, ctx.now);
  return { url: url.href, sealedFlow };
}

/**
 * Finishes a sign-in at the callback: the flow must have been started by this browser for this provider and
 * not have expired, and the provider must accept the code with its PKCE verifier; otherwise nothing is stored.
 * What the provider says about the person is kept under a one-time code (stored hashed), which the client
 * exchanges for the next step, so no token ever travels in an address.
 */
export async function finishSignIn(ctx: ServiceContext, providerId: string, query: string, sealedFlow: string | undefined): Promise<string> {
  const provider = providerOf(ctx, providerId);
  const flow: SealedFlow | null = await ctx.deps.oauthFlows.open(sealedFlow, ctx.now);
  const state = new URLSearchParams(query).get('state');
  if (!flow || flow.provider !== provider.id || !state || state !== flow.state) throw new AppError('OAUTH_STATE_INVALID');
  const callbackUrl = new URL(redirectUri(ctx, provider.id));
  callbackUrl.search = query;
  const profile = await provider.finish(callbackUrl, flow);
  // Sign-ins nobody finished are of no use to anyone: each callback clears the expired ones.
  await ctx.db.oAuthSignIn.deleteMany({ where: { expiresAt: { lte: ctx.now } } });
  const code = newRefreshToken();
  await ctx.db.oAuthSignIn.create({
    data: { ...pendingFields(profile), provider: provider.id, secretHash: code.tokenHash, stage: 'code', expiresAt: new Date(ctx.now.getTime() + OAUTH_CODE_TTL_MS) },
  });
  return code.token;
}

function pendingFields(profile: ProviderProfile) {
  return {
    subject: profile.subject,
    email: profile.email,
    emailVerified: profile.emailVerified,
    firstName: profile.firstName?.slice(0, 80) ?? null,
    lastName: profile.lastName?.slice(0, 80) ?? null,
  };
}

async function pendingSignIn(ctx: ServiceContext, secret: string, stage: 'code' | 'verify' | 'ticket') {
  const secretHash = refreshTokenHash(secret);
  const row = secretHash ? await ctx.db.oAuthSignIn.findUnique({ where: { secretHash } }) : null;
  if (!row || row.stage !== stage || row.expiresAt <= ctx.now || !isSignInProvider(row.provider)) throw new AppError('OAUTH_CODE_INVALID');
  return { ...row, provider: row.provider };
}

type PendingSignIn = Awaited<ReturnType<typeof pendingSignIn>>;

/** Uses the pending sign-in up: of two calls racing with one secret, exactly one gets past this. */
async function consume(db: DbClient, row: PendingSignIn): Promise<void> {
  const deleted = await db.oAuthSignIn.deleteMany({ where: { id: row.id, secretHash: row.secretHash } });
  if (deleted.count !== 1) throw new AppError('OAUTH_CODE_INVALID');
}

async function signInAs(ctx: ServiceContext, userId: string): Promise<LoginResult> {
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId }, select: { ...sessionUserSelect, currencyId: true } });
  return { ...(await startSession(ctx, user)), user: toSessionUser(user) };
}

/**
 * The client's exchange of the callback's one-time code. A known identity that proved its e-mail signs in. An
 * e-mail the provider did not verify, and an identity linked before proof was required, first get a code mailed by
 * Prospera (verifyEmail); no account is created under an unproven e-mail and none is signed into. Otherwise the
 * code becomes a ticket for the step that follows: linking, when the verified e-mail is an account's (the person
 * must prove its password), or completing a new account's profile.
 */
export async function exchangeCode(ctx: ServiceContext, code: string): Promise<OAuthExchangeResult> {
  const row = await pendingSignIn(ctx, code, 'code');
  const identity = await ctx.db.oAuthIdentity.findUnique({
    where: { provider_subject: { provider: row.provider, subject: row.subject } },
    select: { userId: true, verifiedAt: true, user: { select: { email: true } } },
  });
  if (identity?.verifiedAt) {
    await consume(ctx.db, row);
    return { status: 'signedIn', ...(await signInAs(ctx, identity.userId)) };
  }
  if (identity) return mailCode(ctx, row, identity.user.email);
  if (!row.email) {
    await consume(ctx.db, row);
    throw new AppError('OAUTH_EMAIL_REQUIRED');
  }
  if (!row.emailVerified) return mailCode(ctx, row, row.email);
  return nextStep(ctx, row);
}

/** The step after the e-mail is proven: a ticket to link the account of that e-mail or to complete a new one. */
async function nextStep(ctx: ServiceContext, row: PendingSignIn): Promise<OAuthExchangeResult> {
  const email = row.email ?? '';
  const account = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
  const ticket = newRefreshToken();
  const promoted = await ctx.db.oAuthSignIn.updateMany({
    where: { id: row.id, secretHash: row.secretHash },
    data: { secretHash: ticket.tokenHash, stage: 'ticket', emailVerified: true, expiresAt: new Date(ctx.now.getTime() + OAUTH_TICKET_TTL_MS) },
  });
  if (promoted.count !== 1) throw new AppError('OAUTH_CODE_INVALID');
  if (account) return { status: 'linkAccount', ticket: ticket.token, provider: row.provider, email };
  return { status: 'completeProfile', ticket: ticket.token, provider: row.provider, email, firstName: row.firstName ?? '', lastName: row.lastName ?? '' };
}

const mailCodeHash = (signInId: string, code: string) => createHash('sha256').update(`${signInId}:${code}`).digest('hex');

/**
 * Mails a one-time code to `email` and turns the sign-in into a ticket that waits for it. Mails to one address are
 * limited like logins, so nobody can flood an inbox through a provider that lets them claim any address.
 */
async function mailCode(ctx: ServiceContext, row: PendingSignIn, email: string): Promise<OAuthExchangeResult> {
  await ctx.deps.authRateLimiter.hit([`oauth-mail:ip:${ctx.ip}`, `oauth-mail:email:${email}`]);
  const code = String(randomInt(0, 10 ** MAIL_CODE_LENGTH)).padStart(MAIL_CODE_LENGTH, '0');
  const ticket = newRefreshToken();
  const waiting = await ctx.db.oAuthSignIn.updateMany({
    where: { id: row.id, secretHash: row.secretHash, stage: 'code' },
    data: {
      secretHash: ticket.tokenHash,
      stage: 'verify',
      email,
      mailCodeHash: mailCodeHash(row.id, code),
      mailAttempts: 0,
      expiresAt: new Date(ctx.now.getTime() + OAUTH_TICKET_TTL_MS),
    },
  });
  if (waiting.count !== 1) throw new AppError('OAUTH_CODE_INVALID');
  const providerName = ctx.deps.oauth.get(row.provider)?.name ?? row.provider;
  await ctx.deps.mailer.send({ to: email, ...signInCodeMail(ctx.lang, { code, provider: providerName }) });
  return { status: 'verifyEmail', ticket: ticket.token, provider: row.provider, email };
}

/**
 * The code mailed by exchangeCode, typed by the person: right, and a legacy identity signs in (now proven) or the
 * sign-in goes on as a verified one; wrong, and it is counted: the fifth wrong code ends the sign-in.
 */
export async function verifyEmailCode(ctx: ServiceContext, input: OAuthVerifyEmailInput): Promise<OAuthExchangeResult> {
  const row = await pendingSignIn(ctx, input.ticket, 'verify');
  await ctx.deps.authRateLimiter.hit([`login:ip:${ctx.ip}`]);
  const given = Buffer.from(mailCodeHash(row.id, input.code));
  const expected = Buffer.from(row.mailCodeHash ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const counted = await ctx.db.oAuthSignIn.updateMany({
      where: { id: row.id, secretHash: row.secretHash, mailAttempts: row.mailAttempts },
      data: { mailAttempts: { increment: 1 } },
    });
    if (counted.count !== 1 || row.mailAttempts + 1 >= MAIL_CODE_MAX_ATTEMPTS) {
      await ctx.db.oAuthSignIn.deleteMany({ where: { id: row.id } });
      throw new AppError('OAUTH_CODE_INVALID');
    }
    throw new AppError('OAUTH_MAIL_CODE_WRONG');
  }
  const identity = await ctx.db.oAuthIdentity.findUnique({
    where: { provider_subject: { provider: row.provider, subject: row.subject } },
    select: { id: true, userId: true },
  });
  if (identity) {
    await ctx.db.$transaction(async (tx) => {
      await consume(tx, row);
      await tx.oAuthIdentity.update({ where: { id: identity.id }, data: { verifiedAt: ctx.now } });
    });
    return { status: 'signedIn', ...(await signInAs(ctx, identity.userId)) };
  }
  return nextStep(ctx, row);
}

/**
 * Creates the account of a first provider sign-in, without a password, from the registration's fields the
 * provider does not give; the identity is linked and the ticket used up in the same transaction.
 */
export async function completeSignUp(ctx: ServiceContext, input: OAuthCompleteInput): Promise<LoginResult> {
  const phone = storedPhone(input.phone, ctx.lang);
  const row = await pendingSignIn(ctx, input.ticket, 'ticket');
  await ctx.deps.authRateLimiter.hit([`register:ip:${ctx.ip}`, `register:email:${row.email ?? ''}`]);
  if (!row.email || !row.emailVerified) throw new AppError('OAUTH_CODE_INVALID');
  const [emailOwner, phoneOwner] = await Promise.all([
    ctx.db.user.findUnique({ where: { email: row.email }, select: { id: true } }),
    ctx.db.profile.findUnique({ where: { phone }, select: { id: true } }),
  ]);
  if (emailOwner) throw new AppError('EMAIL_EXISTS');
  if (phoneOwner) throw new AppError('PHONE_EXISTS');
  const user = await createAccount(
    ctx,
    { email: row.email, passwordHash: null, firstName: input.firstName, lastName: input.lastName, phone, address: input.address },
    async (tx, userId) => {
      await consume(tx, row);
      await tx.oAuthIdentity.create({ data: { provider: row.provider, subject: row.subject, email: row.email, userId, verifiedAt: ctx.now } });
    },
  );
  return { ...(await startSession(ctx, user)), user: toSessionUser(user) };
}

/**
 * Links a provider identity to the existing account of its verified e-mail once the person proves the account's
 * password. Attempts count against the login limits; a wrong password keeps the ticket for another try.
 */
export async function linkAccount(ctx: ServiceContext, input: OAuthLinkInput): Promise<LoginResult> {
  const row = await pendingSignIn(ctx, input.ticket, 'ticket');
  if (!row.email || !row.emailVerified) throw new AppError('OAUTH_CODE_INVALID');
  await ctx.deps.authRateLimiter.hit([`login:ip:${ctx.ip}`, `login:email:${row.email}`]);
  const account = await ctx.db.user.findUnique({ where: { email: row.email }, select: { id: true, passwordHash: true } });
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) throw new AppError('INVALID_CREDENTIALS');
  await ctx.db.$transaction(async (tx) => {
    await consume(tx, row);
    await tx.oAuthIdentity.create({ data: { provider: row.provider, subject: row.subject, email: row.email, userId: account.id, verifiedAt: ctx.now } });
  });
  return signInAs(ctx, account.id);
}
