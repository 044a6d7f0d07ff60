import { z } from 'zod';
import { progressReportFilename } from '../../domain/content/progress-report';
import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { localDate } from '../../domain/rules/dates';
import { REPORT_LANGS } from '../../domain/schemas/analytics';
import type { CycleComparison } from '../../domain/schemas/cycles';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { DONE_ACTIONS_LISTED, progressReportPdf, type DoneAction } from '../infra/progress-report';
import { analyticsOf } from './analytics';
import { assertAnalyticsAllowed } from './plan-limits';
import type { UserScope, UserServiceContext } from './service-context';
import { compareCycles, listCycles } from './cycles';

export type ProgressReport = { bytes: Buffer; filename: string };

/** The URL's language, ES or EN (lower case accepted, as for the legal PDFs); anything else is REPORT_NOT_FOUND. */
export function reportLang(lang: string): Lang {
  const known = REPORT_LANGS.find((candidate) => candidate === lang.toUpperCase());
  if (!known) throw new AppError('REPORT_NOT_FOUND');
  return known === 'ES' ? 'es' : 'en';
}

const doneColumns = columns({
  goalId: column('g.id::text', z.string()),
  title: column('x.title', z.string()),
  completedAt: column('x."completedAt"', z.date().nullable()),
  total: column('n.total::int', z.number().int()),
});

/**
 * The most recent completed actions of each goal of the user (as many as the report lists), dated in the reader's
 * time zone, and how many each goal has in all: one statement answering at most DONE_ACTIONS_LISTED rows a goal. Per
 * goal the partial index "Action_done_goalId_completedAt_idx" counts the completed ones (an index-only scan) and
 * hands the most recent in order, so the rows read are those listed.
 */
export async function readDoneActions(ctx: UserScope): Promise<{ listed: DoneAction[]; counts: Map<string, number> }> {
  const rows = await ctx.read(statement(doneColumns.row, Prisma.sql`
    SELECT ${doneColumns.sql}
    FROM "Goal" g
    CROSS JOIN LATERAL (
      SELECT count(*) AS total FROM "Action" a WHERE a."goalId" = g.id AND a."userId" = ${ctx.user.id}::uuid AND a.completed
    ) n
    CROSS JOIN LATERAL (
      SELECT a.title, a."completedAt", a.id FROM "Action" a
      WHERE a."goalId" = g.id AND a."userId" = ${ctx.user.id}::uuid AND a.completed
      ORDER BY a."completedAt" DESC, a.id LIMIT ${DONE_ACTIONS_LISTED}::int
    ) x
    WHERE g."userId" = ${ctx.user.id}::uuid
    ORDER BY g.id, x."completedAt" DESC, x.id`));
  return {
    listed: rows.map((row) => ({ goalId: row.goalId, title: row.title, completedOn: localDate(row.completedAt ?? ctx.now, ctx.timeZone) })),
    counts: new Map(rows.map((row) => [row.goalId, row.total])),
  };
}

/**
 * The caller's progress report as a PDF in `lang` (paid plans: BASICO is refused with 403 PLAN_LIMIT before anything
 * else is read, in the request's language). Its reads (analytics, the name, the done actions, the comparison) run
 * side by side; the comparison is of the last two cycles that have an assessed area: a cycle just opened and not yet
 * assessed would compare against nothing. It reads the cycles itself (a few rows) rather than wait for analytics.
 */
export async function progressReport(ctx: UserServiceContext, lang: Lang): Promise<ProgressReport> {
  await assertAnalyticsAllowed(ctx);
  const [analytics, profile, done, comparison] = await Promise.all([
    analyticsOf(ctx),
    ctx.db.profile.findUnique({ where: { userId: ctx.user.id }, select: { firstName: true, lastName: true } }),
    readDoneActions(ctx),
    lastTwoCycles({ ...ctx, lang }),
  ]);
  const bytes = await progressReportPdf({
    lang,
    person: profile ?? { firstName: ctx.user.email, lastName: '' },
    analytics,
    comparison,
    doneActions: done.listed,
    doneCounts: done.counts,
    now: ctx.now,
  });
  return { bytes, filename: progressReportFilename(analytics.today, lang) };
}

/** The comparison of the last two cycles with an assessed area, or null when there are fewer than two. */
async function lastTwoCycles(ctx: UserScope): Promise<CycleComparison | null> {
  const { cycles } = await listCycles(ctx);
  const [before, after] = cycles.filter((cycle) => cycle.globalScore !== null).slice(-2);
  return before && after ? compareCycles(ctx, before.id, after.id) : null;
}
