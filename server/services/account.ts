import { DEFAULT_CURRENCY } from '../../domain/content/currencies';
import { defaultContextNames } from '../../domain/content/default-contexts';
import { AppError, validationError } from '../../domain/errors';
import { translate, type Lang } from '../../domain/messages';
import { checkPhone } from '../../domain/rules/phone';
import { globalScore } from '../../domain/rules/scoring';
import {
  AVATAR_PLACEHOLDER_URL,
  type Dashboard,
  type ProfileUpdateInput,
  type RegisterInput,
  type SessionUser,
} from '../../domain/schemas/accounts';
import { profileSelect, revokeOtherSessions, toSessionUser } from './auth';
import type { ServiceContext, UserScope, UserServiceContext } from './service-context';
import { areaName, createLifeWheel } from './wheel';
import { requestZoneToStore } from './notifications';
import type { DbClient } from '../database/open';
import { hashPassword } from '../infra/passwords';

type PrismaErrorShape = {
  code?: unknown;
  meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: unknown; index?: unknown } } } };
};

/**
 * true when the error is a unique-constraint violation (Prisma P2002) of the table's unique index on these
 * columns. Driver adapters name the constraint differently: PGlite by its columns, node-postgres by its index
 * ('<Table>_<col>_<col>_key', Prisma's naming); Prisma without an adapter puts the columns in meta.target.
 */
export function isUniqueViolation(error: unknown, table: string, columns: readonly string[]): boolean {
  const e = error as PrismaErrorShape | null;
  if (e?.code !== 'P2002') return false;
  const constraint = e.meta?.driverAdapterError?.cause?.constraint;
  const fields = constraint?.fields ?? e.meta?.target;
  if (Array.isArray(fields)) {
    const named = fields.map((field) => String(field).replace(/"/g, ''));
    return named.length === columns.length && columns.every((column) => named.includes(column));
  }
  return (constraint?.index ?? fields) === `${table}_${columns.join('_')}_key`;
}

/** The account conflict a unique violation stands for: registration and profile edit race on email and phone. */
function accountConflict(error: unknown): AppError | null {
  if (isUniqueViolation(error, 'User', ['email'])) return new AppError('EMAIL_EXISTS');
  if (isUniqueViolation(error, 'Profile', ['phone'])) return new AppError('PHONE_EXISTS');
  return null;
}

/**
 * The stored form of a phone ('+52 5512345678'), or a validation error on the phone field. The dial-code and
 * digit-count checks live here rather than in the zod schema because their messages carry the digit count.
 */
export function storedPhone(phone: string, lang: Lang): string {
  const result = checkPhone(phone);
  if (result.ok) return result.phone;
  const { code, params } = result.problem;
  throw validationError([{ path: 'phone', code, message: translate(code, lang, params) }]);
}

export type Registered = { id: string; email: string; createdAt: string; profile: Omit<SessionUser, 'id' | 'email'> };

/**
 * Creates an account: user, profile and life wheel in one transaction. Email (lower-case) and phone are
 * unique; taken ones answer 409 before any hashing, and a race past that check is caught at the constraint.
 */
export async function register(ctx: ServiceContext, input: RegisterInput): Promise<Registered> {
  const phone = storedPhone(input.phone, ctx.lang);
  await ctx.deps.authRateLimiter.hit([`register:ip:${ctx.ip}`, `register:email:${input.email}`]);
  const [emailOwner, phoneOwner] = await Promise.all([
    ctx.db.user.findUnique({ where: { email: input.email }, select: { id: true } }),
    ctx.db.profile.findUnique({ where: { phone }, select: { id: true } }),
  ]);
  if (emailOwner) throw new AppError('EMAIL_EXISTS');
  if (phoneOwner) throw new AppError('PHONE_EXISTS');
  const passwordHash = await hashPassword(input.password);
  const user = await createAccount(ctx, { ...input, phone, passwordHash });
  const { id, email, ...profile } = toSessionUser(user);
  return { id, email, createdAt: user.createdAt.toISOString(), profile };
}

type NewAccount = Pick<RegisterInput, 'email' | 'firstName' | 'lastName' | 'address' | 'avatarUrl'> & {
  /** Already in its stored form (storedPhone). */
  phone: string;
  /** null for an account that signs in through a provider only. */
  passwordHash: string | null;
};

/**
 * The four default contexts in the person's language (issue 37, item 8), ordinary contexts from then on. The list
 * reads newest first, so each is stamped a millisecond before the previous one: @casa/@home first, as created.
 * normalizedName is the name itself: the names are lower-case ASCII, which the database's lower() leaves as it is.
 */
async function createDefaultContexts(tx: DbClient, userId: string, lang: Lang, now: Date): Promise<void> {
  await tx.context.createMany({
    data: defaultContextNames(lang).map((name, index) => ({
      userId,
      name,
      normalizedName: name,
      createdAt: new Date(now.getTime() - index),
    })),
  });
}

/**
 * Writes user, profile, life wheel and the default contexts in one transaction, the terms accepted now and the
 * request's time zone stored; `also` runs in the same transaction (a provider sign-in links its identity there).
 * Email and phone conflicts answer 409.
 */
export async function createAccount(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'timeZone' | 'lang'>,
  account: NewAccount,
  also?: (tx: DbClient, userId: string) => Promise<void>,
) {
  const currency = await ctx.db.currency.findUniqueOrThrow({ where: { code: DEFAULT_CURRENCY }, select: { id: true } });
  try {
    return await ctx.db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: account.email,
          passwordHash: account.passwordHash,
          currencyId: currency.id,
          termsAcceptedAt: ctx.now,
          profile: {
            create: {
              firstName: account.firstName,
              lastName: account.lastName,
              phone: account.phone,
              address: account.address,
              avatarUrl: account.avatarUrl ?? AVATAR_PLACEHOLDER_URL,
              timeZone: requestZoneToStore(ctx.timeZone),
              language: ctx.lang,
            },
          },
        },
        select: { id: true, email: true, currencyId: true, createdAt: true, profile: { select: profileSelect } },
      });
      await createLifeWheel(tx, created.id);
      await createDefaultContexts(tx, created.id, ctx.lang, ctx.now);
      await also?.(tx, created.id);
      return created;
    });
  } catch (error) {
    throw accountConflict(error) ?? error;
  }
}

/**
 * The dashboard: the user, their wheel with its global score, and goal and action counters. A fixed set of
 * queries whatever the amount of data: four reads (Prisma adds one query per relation loaded), the counters
 * grouped in the database.
 */
export async function dashboard(ctx: UserScope): Promise<Dashboard> {
  const userId = ctx.user.id;
  const [user, wheel, goals, actions] = await Promise.all([
    ctx.db.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, currencyId: true, createdAt: true, currency: { select: { code: true } }, profile: { select: profileSelect } },
    }),
    ctx.db.lifeWheel.findUnique({
      where: { userId },
      select: {
        id: true,
        isAnswered: true,
        areas: {
          where: { cycle: { status: 'ACTIVE' } },
          orderBy: { lifeArea: { order: 'asc' } },
          select: {
            id: true,
            score: true,
            isArchived: true,
            isBlocked: true,
            lifeArea: { select: { id: true, key: true, nameEs: true, nameEn: true, color: true, emoji: true } },
          },
        },
      },
    }),
    ctx.db.goal.groupBy({ by: ['completed'], where: { userId }, _count: { _all: true } }),
    ctx.db.action.groupBy({ by: ['completed'], where: { userId }, _count: { _all: true } }),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!wheel) throw new AppError('NOT_FOUND');
  const count = (groups: { completed: boolean; _count: { _all: number } }[], completed?: boolean) =>
    groups.filter((group) => completed === undefined || group.completed === completed).reduce((sum, group) => sum + group._count._all, 0);
  return {
    user: { ...toSessionUser(user), currencyId: user.currencyId, currencyCode: user.currency.code, createdAt: user.createdAt.toISOString() },
    lifeWheel: {
      id: wheel.id,
      globalScore: globalScore(wheel.areas.map((area) => area.score)),
      isAnswered: wheel.isAnswered,
      lifeAreas: wheel.areas.map((area) => ({
        id: area.id,
        areaId: area.lifeArea.id,
        key: area.lifeArea.key,
        areaName: areaName(area.lifeArea, ctx.lang),
        color: area.lifeArea.color,
        emoji: area.lifeArea.emoji,
        score: area.score,
        isArchived: area.isArchived,
        isBlocked: area.isBlocked,
      })),
    },
    summary: {
      totalGoals: count(goals),
      completedGoals: count(goals, true),
      totalActions: count(actions),
      completedActions: count(actions, true),
    },
  };
}

/**
 * Profile edit: names, phone and address; the avatar when given; the password when given (the schema has
 * checked both fields). A new password ends every other session of the user; the caller's stays.
 */
export async function updateProfile(ctx: UserServiceContext, input: ProfileUpdateInput): Promise<{ user: SessionUser }> {
  const phone = storedPhone(input.phone, ctx.lang);
  const phoneOwner = await ctx.db.profile.findUnique({ where: { phone }, select: { userId: true } });
  if (phoneOwner && phoneOwner.userId !== ctx.user.id) throw new AppError('PHONE_EXISTS');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const { profile, revoked } = await ctx.db.$transaction(async (tx) => {
      const updated = await tx.profile.update({
        where: { userId: ctx.user.id },
        data: {
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          address: input.address,
          ...(input.avatarUrl ? { avatarUrl: input.avatarUrl } : {}),
        },
        select: { ...profileSelect, user: { select: { id: true, email: true } } },
      });
      if (!passwordHash) return { profile: updated, revoked: [] };
      await tx.user.update({ where: { id: ctx.user.id }, data: { passwordHash, passwordChangedAt: ctx.now } });
      return { profile: updated, revoked: await revokeOtherSessions(tx, ctx, ctx.user.id, ctx.user.sessionId) };
    });
    ctx.deps.revocations.apply(revoked);
    const { user, ...fields } = profile;
    return { user: toSessionUser({ ...user, profile: fields }) };
  } catch (error) {
    // No profile row to update: the token outlived its account (P2025, record not found).
    if ((error as { code?: unknown } | null)?.code === 'P2025') throw new AppError('UNAUTHENTICATED');
    throw accountConflict(error) ?? error;
  }
}
