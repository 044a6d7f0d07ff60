import { progressReportFilename } from '../../domain/content/progress-report';
import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { localDate } from '../../domain/rules/dates';
import { REPORT_LANGS } from '../../domain/schemas/analytics';
import { progressReportPdf, type DoneAction } from '../infra/progress-report';
import { readAnalytics } from './analytics';
import type { UserServiceContext } from './context';
import { compareCycles } from './cycles';

export type ProgressReport = { bytes: Buffer; filename: string };

/** The URL's language, ES or EN (lower case accepted, as for the legal PDFs); anything else is REPORT_NOT_FOUND. */
export function reportLang(lang: string): Lang {
  const known = REPORT_LANGS.find((candidate) => candidate === lang.toUpperCase());
  if (!known) throw new AppError('REPORT_NOT_FOUND');
  return known === 'ES' ? 'es' : 'en';
}

/** Every completed action of the user with its goal, the most recent first, dated in the reader's time zone: one query. */
async function readDoneActions(ctx: UserServiceContext): Promise<DoneAction[]> {
  const rows = await ctx.db.action.findMany({
    where: { userId: ctx.user.id, completed: true },
    select: { goalId: true, title: true, completedAt: true },
    orderBy: [{ completedAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({ goalId: row.goalId, title: row.title, completedOn: localDate(row.completedAt ?? ctx.now, ctx.timeZone) }));
}

/**
 * The caller's progress report as a PDF in `lang` (paid plans: readAnalytics refuses BASICO with 403 PLAN_LIMIT before
 * anything else is read, in the request's language). The comparison is of the last two cycles that have an assessed
 * area: a cycle just opened and not yet assessed would compare against nothing.
 */
export async function progressReport(ctx: UserServiceContext, lang: Lang): Promise<ProgressReport> {
  const analytics = await readAnalytics(ctx);
  const reportCtx = { ...ctx, lang };
  const assessed = analytics.cycles.filter((cycle) => cycle.globalScore !== null);
  const [before, after] = assessed.slice(-2);
  const [comparison, profile, doneActions] = await Promise.all([
    before && after ? compareCycles(reportCtx, before.id, after.id) : null,
    ctx.db.profile.findUnique({ where: { userId: ctx.user.id }, select: { firstName: true, lastName: true } }),
    readDoneActions(ctx),
  ]);
  const bytes = await progressReportPdf({
    lang,
    person: profile ?? { firstName: ctx.user.email, lastName: '' },
    analytics,
    comparison,
    doneActions,
    now: ctx.now,
  });
  return { bytes, filename: progressReportFilename(analytics.today, lang) };
}
