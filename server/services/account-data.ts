import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { langOf, langOrDefault } from '../../domain/messages/format';
import { daysBetween, localDate, utcToDate } from '../../domain/rules/dates';
import type { PlanName } from '../../domain/rules/plans';
import { centsToAmount } from '../../domain/rules/money';
import { ACCOUNT_EXPORT_VERSION, type AccountExport, type DeleteAccountInput } from '../../domain/schemas/account-data';
import { appLink } from '../env';
import { verifyPassword } from '../infra/passwords';
import { newRefreshToken, refreshTokenHash } from '../infra/tokens';
import { serialisedForUser } from '../infra/user-lock';
import { accountDeletionMail } from '../mail/account-deletion';
import { profileSelect } from './auth';
import { notificationSelect } from './notifications';
import type { UserServiceContext } from './service-context';
import { questionText } from './wheel';

/** How long a mailed deletion link works. */
export const DELETION_LINK_TTL_MS = 60 * 60 * 1000;

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;
const targetSelect = { select: { lifeWheelAreaId: true, questionId: true } } as const;
const currencyCode = { select: { code: true } } as const;

/** One more action than the export may hold: reading that many tells "too many" without reading them all. */
const exportBound = (ctx: UserServiceContext) => ctx.deps.env.EXPORT_MAX_ACTIONS + 1;

/**
 * The export and its CSV are built whole in memory: an account with more actions than EXPORT_MAX_ACTIONS is refused
 * (413 EXPORT_TOO_LARGE) after reading one action more than the bound, never all of them. Every other collection is
 * bounded by the programme (contexts, projects per area, one review a week, a cycle per 90 days, series per person).
 */
function refuseAboveBound(ctx: UserServiceContext, actions: number): void {
  const max = ctx.deps.env.EXPORT_MAX_ACTIONS;
  if (actions > max) throw new AppError('EXPORT_TOO_LARGE', { max });
}

const noteSelect = { orderBy: { weekStart: 'asc' }, select: { weekStart: true, text: true, createdAt: true, updatedAt: true } } as const;

/**
 * The reads of the export: twelve whatever the amount of data (Prisma loads the nested relations with joins), at
 * most one action more than EXPORT_MAX_ACTIONS.
 */
function readAccount(ctx: UserServiceContext) {
  const userId = ctx.user.id;
  return Promise.all([
    ctx.db.user.findUnique({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        passwordHash: true,
        termsAcceptedAt: true,
        passwordChangedAt: true,
        createdAt: true,
        updatedAt: true,
        currency: currencyCode,
        profile: { select: { ...profileSelect, ...notificationSelect } },
        calendarFeed: { select: { createdAt: true, lang: true } },
        identities: { select: { id: true, provider: true, email: true, createdAt: true, verifiedAt: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      },
    }),
    ctx.db.cycle.findMany({
      where: { lifeWheel: { userId } },
      orderBy: { number: 'asc' },
      include: {
        areas: {
          orderBy: { lifeArea: { order: 'asc' } },
          include: {
            lifeArea: { select: { key: true } },
            answers: { orderBy: { question: { order: 'asc' } }, include: { question: { select: { textEs: true, textEn: true } } } },
          },
        },
        pulse: { include: { answers: { orderBy: { question: { order: 'asc' } }, include: { question: { select: { textEs: true, textEn: true } } } } } },
      },
    }),
    ctx.db.project.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, include: { detail: true } }),
    ctx.db.goal.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, include: { projectDetail: { select: { projectId: true } }, targets: targetSelect } }),
    ctx.db.context.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
    ctx.db.actionSeries.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, include: { currency: currencyCode } }),
    ctx.db.action.findMany({ where: { userId }, orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }], include: { currency: currencyCode, targets: targetSelect }, take: exportBound(ctx) }),
    ctx.db.weeklyReview.findMany({ where: { userId }, orderBy: { weekStart: 'asc' } }),
    ctx.db.userSubscription.findUnique({
      where: { userId },
      include: { plan: { select: { name: true } }, currency: currencyCode, payments: { orderBy: { paidAt: 'asc' }, include: { currency: currencyCode } } },
    }),
    ctx.db.share.findMany({ where: { ownerId: userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { notes: noteSelect } }),
    ctx.db.share.findMany({
      where: { companionId: userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { notes: noteSelect, owner: { select: { profile: { select: { firstName: true } } } } },
    }),
  ]);
}

type AccountReads = Awaited<ReturnType<typeof readAccount>>;

/** A share's fields both of its sides export, with its notes. */
function exportedShare(share: AccountReads[9][number]) {
  return {
    id: share.id,
    role: share.role,
    status: share.status,
    choices: { wheel: share.wheel, cycles: share.cycles, plan: share.plan, budgets: share.budgets, weekly: share.weekly, reviewText: share.reviewText },
    createdAt: iso(share.createdAt),
    acceptedAt: isoOrNull(share.acceptedAt),
    endedAt: isoOrNull(share.endedAt),
    notes: share.notes.map((note) => ({ weekStart: iso(note.weekStart), text: note.text, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt) })),
  };
}

/** The cycles of the export, each with its areas and their answers (the questions in the request's language). */
function exportedCycles(cycles: AccountReads[1], lang: UserServiceContext['lang']): AccountExport['cycles'] {
  return cycles.map((cycle) => ({
    id: cycle.id,
    number: cycle.number,
    status: cycle.status,
    isAnswered: cycle.isAnswered,
    focusSelectedAt: isoOrNull(cycle.focusSelectedAt),
    closedAt: isoOrNull(cycle.closedAt),
    createdAt: iso(cycle.createdAt),
    areas: cycle.areas.map((area) => ({
      id: area.id,
      areaKey: area.lifeArea.key,
      score: area.score,
      isArchived: area.isArchived,
      isBlocked: area.isBlocked,
      isFocus: area.isFocus,
      answeredSet: area.answeredSet,
      assessedAt: isoOrNull(area.assessedAt),
      answers: area.answers.map((answer) => ({
        id: answer.id,
        questionId: answer.questionId,
        question: questionText(answer.question, lang),
        value: answer.value,
        createdAt: iso(answer.createdAt),
      })),
    })),
    pulse: cycle.pulse && {
      takenAt: iso(cycle.pulse.takenAt),
      answers: cycle.pulse.answers.map((answer) => ({ questionId: answer.questionId, question: questionText(answer.question, lang), value: answer.value })),
    },
  }));
}

/**
 * Everything the user owns as one document (AccountExportSchema), never a password hash or a token; at most
 * EXPORT_MAX_ACTIONS actions.
 */
export async function exportAccount(ctx: UserServiceContext): Promise<AccountExport> {
  const [user, cycles, projects, goals, contexts, series, actions, reviews, subscription, sharesGiven, sharesHeld] = await readAccount(ctx);
  if (!user?.profile) throw new AppError('UNAUTHENTICATED');
  refuseAboveBound(ctx, actions.length);
  const actionFields = (row: (typeof series)[number] | (typeof actions)[number]) => ({
    goalId: row.goalId,
    contextId: row.contextId,
    currencyCode: row.currency.code,
    title: row.title,
    description: row.description,
    energy: row.energy,
    timeEstimate: row.timeEstimate,
    budget: centsToAmount(row.baseCapitalCents),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
  return {
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: iso(ctx.now),
    profile: {
      id: user.id,
      email: user.email,
      ...user.profile,
      language: langOf(user.profile.language),
      currencyCode: user.currency.code,
      hasPassword: user.passwordHash !== null,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      passwordChangedAt: isoOrNull(user.passwordChangedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    cycles: exportedCycles(cycles, ctx.lang),
    projects: projects.map((project) => ({
      id: project.id,
      lifeWheelAreaId: project.lifeWheelAreaId,
      title: project.title,
      description: project.description,
      status: project.status,
      expectedScore: project.expectedScore,
      startDate: project.detail ? iso(project.detail.startDate) : null,
      endDate: project.detail ? iso(project.detail.endDate) : null,
      createdAt: iso(project.createdAt),
      updatedAt: iso(project.updatedAt),
    })),
    goals: goals.map((goal) => ({
      id: goal.id,
      projectId: goal.projectDetail.projectId,
      goalType: goal.goalType,
      content: goal.content,
      completed: goal.completed,
      createdAt: iso(goal.createdAt),
      updatedAt: iso(goal.updatedAt),
      targets: goal.targets,
    })),
    contexts: contexts.map((context) => ({ id: context.id, name: context.name, active: context.active, createdAt: iso(context.createdAt) })),
    actionSeries: series.map((row) => ({
      id: row.id,
      ...actionFields(row),
      everyDays: row.everyDays,
      weekdays: row.weekdays,
      until: iso(row.until),
      lastDate: iso(row.lastDate),
      stoppedAt: isoOrNull(row.stoppedAt),
    })),
    actions: actions.map((action) => ({
      id: action.id,
      seriesId: action.seriesId,
      ...actionFields(action),
      dueDate: iso(action.dueDate),
      completed: action.completed,
      completedAt: isoOrNull(action.completedAt),
      actualCost: action.actualCostCents === null ? null : centsToAmount(action.actualCostCents),
      targets: action.targets,
    })),
    weeklyReviews: reviews.map((review) => ({
      id: review.id,
      weekStart: iso(review.weekStart),
      wins: review.wins,
      obstacles: review.obstacles,
      changes: review.changes,
      rating: review.rating,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
    subscription: subscription && {
      id: subscription.id,
      plan: subscription.plan.name,
      currencyCode: subscription.currency.code,
      paymentMethod: subscription.paymentMethod,
      autoRenew: subscription.autoRenew,
      startDate: iso(subscription.startDate),
      renewalDate: iso(subscription.renewalDate),
      cancelledAt: isoOrNull(subscription.cancelledAt),
      createdAt: iso(subscription.createdAt),
      updatedAt: iso(subscription.updatedAt),
      payments: subscription.payments.map((payment) => ({
        id: payment.id,
        amount: centsToAmount(payment.amountCents),
        currencyCode: payment.currency.code,
        method: payment.method,
        reference: payment.reference,
        paidAt: iso(payment.paidAt),
      })),
    },
    calendarFeed: user.calendarFeed && {
      createdAt: iso(user.calendarFeed.createdAt),
      lang: langOrDefault(user.calendarFeed.lang),
      // The feed follows the zone of record (export version 1 keeps the field).
      timeZone: user.profile?.timeZone ?? 'UTC',
    },
    signInIdentities: user.identities.map((identity) => ({
      id: identity.id,
      provider: identity.provider,
      email: identity.email,
      linkedAt: iso(identity.createdAt),
      verified: identity.verifiedAt !== null,
    })),
    companions: sharesGiven.map((share) => ({ ...exportedShare(share), email: share.companionEmail })),
    supporting: sharesHeld.map((share) => ({ ...exportedShare(share), personFirstName: share.owner.profile?.firstName ?? '' })),
  };
}

const CSV_HEADERS = {
  es: ['Acción', 'Descripción', 'Proyecto', 'Meta', 'Contexto', 'Energía', 'Minutos', 'Fecha límite', 'Presupuesto', 'Moneda', 'Completada', 'Completada el', 'Coste real'],
  en: ['Action', 'Description', 'Project', 'Goal', 'Context', 'Energy', 'Minutes', 'Due date', 'Budget', 'Currency', 'Completed', 'Completed on', 'Actual cost'],
} as const;
const CSV_WORDS = {
  es: { yes: 'sí', no: 'no', LOW: 'baja', MEDIUM: 'media', HIGH: 'alta' },
  en: { yes: 'yes', no: 'no', LOW: 'low', MEDIUM: 'medium', HIGH: 'high' },
} as const;

/**
 * What a spreadsheet in each language expects: Spanish spreadsheets read the comma as the decimal mark, so a
 * Spanish CSV separates fields with ';' and writes 12,50; an English one uses ',' and 12.50.
 */
const CSV_CONVENTIONS = {
  es: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const;

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes doubled. A text a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe first (OWASP's CSV injection advice): the action texts are the user's, but the file is opened by
 * programs that execute formulas.
 */
export function csvField(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The user's actions as CSV for a spreadsheet: a UTF-8 byte order mark (so Excel reads accents), a header row in
 * the request language, the language's separator and decimal mark (CSV_CONVENTIONS), CRLF line ends. An action
 * without a budget has empty budget and currency cells (a currency is written only beside an amount). Contexts are
 * written without their '@' (see csvField). One read, of at most EXPORT_MAX_ACTIONS actions.
 */
export async function exportActionsCsv(ctx: UserServiceContext): Promise<{ filename: string; csv: string }> {
  const actions = await ctx.db.action.findMany({
    where: { userId: ctx.user.id },
    orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }],
    select: {
      title: true,
      description: true,
      energy: true,
      timeEstimate: true,
      dueDate: true,
      baseCapitalCents: true,
      completed: true,
      completedAt: true,
      actualCostCents: true,
      currency: currencyCode,
      context: { select: { name: true } },
      goal: { select: { content: true, projectDetail: { select: { project: { select: { title: true } } } } } },
    },
    take: exportBound(ctx),
  });
  refuseAboveBound(ctx, actions.length);
  const words = CSV_WORDS[ctx.lang];
  const { separator, decimal } = CSV_CONVENTIONS[ctx.lang];
  const money = (cents: number) => centsToAmount(cents).toFixed(2).replace('.', decimal);
  const rows = actions.map((action) => [
    action.title,
    action.description,
    action.goal.projectDetail.project.title,
    action.goal.content,
    action.context.name.replace(/^@/, ''),
    words[action.energy],
    String(action.timeEstimate),
    utcToDate(action.dueDate),
    action.baseCapitalCents > 0 ? money(action.baseCapitalCents) : '',
    action.baseCapitalCents > 0 || action.actualCostCents !== null ? action.currency.code : '',
    action.completed ? words.yes : words.no,
    action.completedAt ? localDate(action.completedAt, ctx.timeZone) : '',
    action.actualCostCents === null ? '' : money(action.actualCostCents),
  ]);
  const lines = [CSV_HEADERS[ctx.lang], ...rows].map((cells) => cells.map((cell) => csvField(cell, separator)).join(separator));
  const today = localDate(ctx.now, ctx.timeZone);
  const filename = ctx.lang === 'es' ? `prospera-acciones-${today}.csv` : `prospera-actions-${today}.csv`;
  return { filename, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

/** What the deletion dialog names before the user confirms, and which confirmation the account takes. */
/** A paid plan that deleting the account ends early: its name, its last day and the days paid for that are lost. */
export type LostPlan = { name: PlanName; renewalDate: string; daysRemaining: number };

export async function deletionSummary(
  ctx: UserServiceContext,
): Promise<{ projects: number; actions: number; cycles: number; hasPassword: boolean; paidPlan: LostPlan | null }> {
  const userId = ctx.user.id;
  const [user, projects, actions, cycles, subscription] = await Promise.all([
    ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } }),
    ctx.db.project.count({ where: { userId } }),
    ctx.db.action.count({ where: { userId } }),
    ctx.db.cycle.count({ where: { lifeWheel: { userId } } }),
    ctx.db.userSubscription.findUnique({ where: { userId }, select: { renewalDate: true, plan: { select: { name: true, basePriceCents: true } } } }),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const paid = subscription !== null && subscription.plan.basePriceCents > 0 && subscription.renewalDate > ctx.now;
  const paidPlan = paid
    ? {
        name: subscription.plan.name,
        renewalDate: subscription.renewalDate.toISOString(),
        // As the subscription counts them: the renewal day itself still counts.
        daysRemaining: Math.max(1, daysBetween(localDate(ctx.now, ctx.timeZone), localDate(subscription.renewalDate, ctx.timeZone))),
      }
    : null;
  return { projects, actions, cycles, hasPassword: user.passwordHash !== null, paidPlan };
}

/**
 * Erases the account and everything it owns in one transaction holding the user's lock (so no write of the user's
 * races it), and refuses the user's access tokens on every instance from the commit on; the refresh tokens go
 * with the rows. An account with a password confirms with it; one without, with the token of a mailed link. A
 * wrong confirmation deletes nothing.
 */
export async function deleteAccount(ctx: UserServiceContext, input: DeleteAccountInput): Promise<{ success: true; message: string }> {
  const userId = ctx.user.id;
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.passwordHash !== null || input.password) {
    // The argon2 verification runs before the transaction: the user's lock is not held for it.
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) throw new AppError('ACCOUNT_PASSWORD_INCORRECT');
  }
  const revoked = await serialisedForUser(ctx.db, userId, async (tx) => {
    if (user.passwordHash === null) {
      const tokenHash = refreshTokenHash(input.confirmationToken ?? '');
      const used = tokenHash
        ? await tx.accountDeletionToken.deleteMany({ where: { userId, tokenHash, expiresAt: { gt: ctx.now } } })
        : { count: 0 };
      if (used.count === 0) throw new AppError('ACCOUNT_DELETION_LINK_INVALID');
    }
    // Actions hold RESTRICT keys to their goal and context, so they (and their series) go before the user's
    // cascade takes goals and contexts; every other table cascades from the user or its wheel.
    await tx.action.deleteMany({ where: { userId } });
    await tx.actionSeries.deleteMany({ where: { userId } });
    await tx.user.delete({ where: { id: userId } });
    return ctx.deps.revocations.record(tx, [{ kind: 'USER', id: userId }], ctx.now);
  });
  ctx.deps.revocations.apply(revoked);
  return { success: true, message: translate('ACCOUNT_DELETED', ctx.lang) };
}

/**
 * For an account without a password: mails a link that confirms the deletion (single-use, 1 hour). A newer link
 * replaces the older ones. An account with a password confirms with it instead (422 ACCOUNT_HAS_PASSWORD).
 */
export async function requestDeletion(ctx: UserServiceContext): Promise<{ success: true; message: string }> {
  const userId = ctx.user.id;
  await ctx.deps.authRateLimiter.hit([`deletion-request:user:${userId}`]);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true, profile: { select: { firstName: true } } } });
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.passwordHash !== null) throw new AppError('ACCOUNT_HAS_PASSWORD');
  // The same shape as a refresh token (32 random bytes, stored as its SHA-256), so the same helpers make and read it.
  const link = newRefreshToken();
  await ctx.db.$transaction([
    ctx.db.accountDeletionToken.deleteMany({ where: { userId } }),
    ctx.db.accountDeletionToken.create({ data: { userId, tokenHash: link.tokenHash, expiresAt: new Date(ctx.now.getTime() + DELETION_LINK_TTL_MS) } }),
  ]);
  const url = appLink(ctx.deps.env, '/profile', ctx.lang, { 'delete-account': link.token });
  await ctx.deps.mailer.send({ to: user.email, ...accountDeletionMail(ctx.lang, { firstName: user.profile?.firstName ?? '', link: url }) });
  return { success: true, message: translate('ACCOUNT_DELETION_LINK_SENT', ctx.lang) };
}
