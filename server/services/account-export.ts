import { AppError } from '../../domain/errors';
import { langOf, langOrDefault } from '../../domain/messages/format';
import { centsToAmount } from '../../domain/rules/money';
import { ACCOUNT_EXPORT_VERSION, type AccountExport } from '../../domain/schemas/account-data';
import type { Prisma } from '../generated/prisma/client';
import { profileSelect } from './auth';
import { actionBatches, exportActionOrder, refuseAboveBound } from './export-batches';
import { notificationSelect } from './notifications';
import type { UserServiceContext } from './service-context';
import { questionText } from './wheel';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;
const targetSelect = { select: { lifeWheelAreaId: true, questionId: true } } as const;
export const currencyCode = { select: { code: true } } as const;
const actionInclude = { currency: currencyCode, targets: targetSelect } as const;

const noteSelect = { orderBy: { weekStart: 'asc' }, select: { weekStart: true, text: true, createdAt: true, updatedAt: true } } as const;

/**
 * The reads of the export but its actions: ten whatever the amount of data (Prisma loads the nested relations with
 * joins). Each collection is bounded by the programme (contexts, projects per area, one review a week, a cycle per 90
 * days, series per person); the actions are the one that grows with the years.
 */
function readSections(ctx: UserServiceContext) {
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

type AccountReads = Awaited<ReturnType<typeof readSections>>;

/** A share's fields both of its sides export, with its notes. */
function exportedShare(share: AccountReads[8][number]) {
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

const readActions = (ctx: UserServiceContext, where: Prisma.ActionWhereInput, take: number) =>
  ctx.db.action.findMany({ where, orderBy: exportActionOrder, include: actionInclude, take });

type ActionRow = Awaited<ReturnType<typeof readActions>>[number];

/** What an action and a recurring series export alike. */
function actionFields(row: ActionRow | AccountReads[5][number]) {
  return {
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
  };
}

function exportedAction(action: ActionRow): AccountExport['actions'][number] {
  return {
    id: action.id,
    seriesId: action.seriesId,
    ...actionFields(action),
    dueDate: iso(action.dueDate),
    completed: action.completed,
    completedAt: isoOrNull(action.completedAt),
    actualCost: action.actualCostCents === null ? null : centsToAmount(action.actualCostCents),
    targets: action.targets,
  };
}

/** Every part of the export but its actions. */
function exportedSections(ctx: UserServiceContext, reads: AccountReads): Omit<AccountExport, 'actions'> {
  const [user, cycles, projects, goals, contexts, series, reviews, subscription, sharesGiven, sharesHeld] = reads;
  if (!user?.profile) throw new AppError('UNAUTHENTICATED');
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

/**
 * Everything the user owns as one document (AccountExportSchema), never a password hash or a token, built whole in
 * memory (tRPC's users.export): at most EXPORT_MAX_ACTIONS actions, refused after reading one more, never all of them.
 */
export async function exportAccount(ctx: UserServiceContext): Promise<AccountExport> {
  const [reads, actions] = await Promise.all([readSections(ctx), readActions(ctx, { userId: ctx.user.id }, ctx.deps.env.EXPORT_MAX_ACTIONS + 1)]);
  const sections = exportedSections(ctx, reads);
  await refuseAboveBound(ctx, actions.length);
  return { ...sections, actions: actions.map(exportedAction) };
}

/**
 * The same document as exportAccount, to be written while it is read (REST's GET /users/export): every part but the
 * actions, and the actions in batches (actionBatches). Everything that can refuse runs before this answers: the
 * bound (one statement), the other parts and the first batch.
 */
export async function streamAccountExport(
  ctx: UserServiceContext,
): Promise<{ sections: Omit<AccountExport, 'actions'>; actions: AsyncIterable<AccountExport['actions']> }> {
  const [reads, , actions] = await Promise.all([readSections(ctx), refuseAboveBound(ctx), actionBatches(ctx, (where, take) => readActions(ctx, where, take), exportedAction)]);
  return { sections: exportedSections(ctx, reads), actions };
}
