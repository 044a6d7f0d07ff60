import type { Lang } from '../../domain/messages';
import { langOrDefault } from '../../domain/messages/format';
import { cycleCalendar, REASSESS_FROM_DAY } from '../../domain/rules/cycles';
import { addDays, dateToUtc, localDate, utcToDate } from '../../domain/rules/dates';
import { DEFAULT_NOTIFICATION_ZONE, notificationsOwed } from '../../domain/rules/notifications';
import { EXECUTION_TARGET_PERCENT, weekStart } from '../../domain/rules/weeks';
import { NOTIFICATION_SWITCH } from '../../domain/schemas/notifications';
import { appLink, appUrl } from '../env';
import { z } from 'zod';
import { column, columns } from '../database/rows';
import { NotificationKind } from '../generated/prisma/enums';
import type { MailMessage } from '../infra/mail';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import { dueReminderMail, groupByContext, reassessInvitationMail, weeklyDigestMail, type MailAction } from '../mail/notifications';
import type { RenderedMail } from '../mail/templates';
import { readActions } from './actions';
import { owedByWeek } from './series-occurrences';
import type { AppDeps, UserScope } from './context';
import { claimJobs, settleJob, type JobEnd, type JobOutcome } from './job-claims';
import { readWeekTallies, weekScoreOf } from './weeks';
import { composeLapseWarning, planLapseWarnings } from './plan-lapse-warnings';

/** Jobs claimed per statement; a run claims batches until none is due. */
const CLAIM_BATCH = 20;
/** How long a finished digest or reminder row is kept (for the record) before a pass deletes it. */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;

const claimedJob = columns({
  id: column('"id"::text', z.string()),
  userId: column('"userId"::text', z.string()),
  kind: column('"kind"::text', z.enum(NotificationKind)),
  period: column('"period"', z.string()),
  attempts: column('"attempts"', z.number().int()),
});
type ClaimedJob = z.output<typeof claimedJob.row>;

/** What one run did, for the log and the tests. */
export type NotificationRun = { planned: number; sent: number; skipped: number; retried: number; failed: number };

/**
 * Records the mails owed at `now` to everyone whose hour has come, one row per user, kind and period. Every instance
 * may plan at once: a row that exists already is left as it is (the unique key), so each mail is planned once.
 */
export async function planNotifications(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const profiles = await deps.db.profile.findMany({
    where: { OR: [{ weeklyDigest: true }, { dueReminders: true }, { reassessInvitation: true }] },
    select: {
      userId: true,
      timeZone: true,
      notifyHour: true,
      weeklyDigest: true,
      dueReminders: true,
      reassessInvitation: true,
      user: { select: { lifeWheel: { select: { focusSelectedAt: true, cycles: { where: { status: 'ACTIVE' }, select: { id: true } } } } } },
    },
  });
  const rows = profiles.flatMap((profile) => {
    const wheel = profile.user.lifeWheel;
    const active = wheel?.cycles[0];
    const cycle = active && wheel.focusSelectedAt ? { id: active.id, startedAt: wheel.focusSelectedAt } : null;
    return notificationsOwed({ ...profile, cycle }, now).map((owed) => ({ userId: profile.userId, ...owed, runAt: now, createdAt: now, updatedAt: now }));
  });
  if (rows.length === 0) return 0;
  const { count } = await deps.db.notificationJob.createMany({ data: rows, skipDuplicates: true });
  return count;
}

/** Longer than any local day (25 hours at a DST change): a reminder planned more than this ago is of a day that has ended. */
const LONGEST_DAY_MS = 26 * 60 * 60_000;

/**
 * Plans again the reminders that were skipped with nothing due and now have something due that day: a pending action
 * added, moved or reopened onto the day after the person's hour (a new account after its hour, a plan made in the
 * evening) still gets its reminder, the next pass after it appears. Only reminders of the person's current day (in
 * their zone), with reminders on: the conditions under which the send composes a mail, so a plan never loops. A
 * read of the skipped reminders, one of the pending actions on their days, then one update of those that have one.
 */
export async function replanDueReminders(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const skipped = await deps.db.notificationJob.findMany({
    where: { kind: 'DUE_REMINDER', status: 'SKIPPED', runAt: { gt: new Date(now.getTime() - LONGEST_DAY_MS) }, user: { profile: { dueReminders: true } } },
    select: { id: true, userId: true, period: true, user: { select: { profile: { select: { timeZone: true } } } } },
  });
  const today = skipped.filter((job) => job.period === localDate(now, job.user.profile?.timeZone ?? DEFAULT_NOTIFICATION_ZONE));
  if (today.length === 0) return 0;
  const due = await deps.db.action.findMany({
    where: { completed: false, OR: today.map((job) => ({ userId: job.userId, dueDate: dateToUtc(job.period) })) },
    select: { userId: true, dueDate: true },
    distinct: ['userId', 'dueDate'],
  });
  const withDue = new Set(due.map((action) => `${action.userId} ${utcToDate(action.dueDate)}`));
  const ids = today.filter((job) => withDue.has(`${job.userId} ${job.period}`)).map((job) => job.id);
  if (ids.length === 0) return 0;
  const { count } = await deps.db.notificationJob.updateMany({
    where: { id: { in: ids }, status: 'SKIPPED' },
    data: { status: 'PENDING', runAt: now, attempts: 0, lastError: null, updatedAt: now },
  });
  return count;
}

/**
 * The pending actions due from `from` to `to` (calendar dates), the occurrences recurring series owe and nothing
 * stores among them (computed, not written), a parked project's left out: the actions list's read (actions.ts
 * readActions), by context name, then by due date, as the mails list them under their contexts.
 */
async function pendingActions(scope: UserScope, from: string, to: string): Promise<MailAction[]> {
  const actions = await readActions(scope, { pending: true, due: { from, to } });
  return actions
    .map((action): MailAction => ({ title: action.title, context: action.contextName, energy: action.energy, timeEstimate: action.timeEstimate, project: action.project.title, dueDate: action.dueDate }))
    .sort((a, b) => a.context.localeCompare(b.context));
}

/**
 * How many of the person's actions are overdue as the lists count them: pending, past due, not settled (an occurrence
 * of a series or one marked as not done is missed, not overdue), outside parked projects. One count.
 */
async function overdueCount(scope: UserScope, today: string): Promise<number> {
  return scope.db.action.count({
    where: { userId: scope.user.id, completed: false, seriesId: null, missedAt: null, dueDate: { lt: dateToUtc(today) }, goal: { projectDetail: { project: { status: { not: 'SOMEDAY' } } } } },
  });
}

/**
 * The message a job sends, written now from the person's current data in their language and zone, or null when there
 * is nothing to send: the kind was turned off since, the day or week has passed, nothing is due, the cycle ended.
 */
async function composeMail(deps: AppDeps, job: ClaimedJob, now: Date): Promise<MailMessage | null> {
  const profile = await deps.db.profile.findUnique({
    where: { userId: job.userId },
    select: {
      firstName: true,
      timeZone: true,
      language: true,
      weeklyDigest: true,
      dueReminders: true,
      reassessInvitation: true,
      planLapseWarning: true,
      notificationsVersion: true,
      user: { select: { email: true, lifeWheel: { select: { focusSelectedAt: true, cycles: { where: { status: 'ACTIVE' }, select: { id: true, number: true } } } } } },
    },
  });
  if (!profile || !profile[NOTIFICATION_SWITCH[job.kind]]) return null;
  const timeZone = profile.timeZone ?? DEFAULT_NOTIFICATION_ZONE;
  const lang: Lang = langOrDefault(profile.language);
  const scope: UserScope = { db: deps.db, read: deps.read, lang, timeZone, now, user: { id: job.userId } };
  const today = localDate(now, timeZone);
  const wheel = profile.user.lifeWheel;
  const active = wheel?.cycles[0];
  const cycle = active && wheel.focusSelectedAt ? { id: active.id, number: active.number, ...cycleCalendar(wheel.focusSelectedAt, now, timeZone) } : null;
  const origin = appUrl(deps.env);
  const token = await deps.unsubscribeLinks.token({ userId: job.userId, kind: job.kind, settingsVersion: profile.notificationsVersion }, now);
  const links = { settings: appLink(deps.env, '/profile', lang), unsubscribe: appLink(deps.env, '/unsubscribe', lang, { token }) };

  let rendered: RenderedMail;
  if (job.kind === 'DUE_REMINDER') {
    if (job.period !== today) return null;
    const actions = await pendingActions(scope, today, today);
    if (actions.length === 0) return null;
    rendered = dueReminderMail(lang, { firstName: profile.firstName, date: today, actions, links: { ...links, actions: appLink(deps.env, '/actions', lang) } });
  } else if (job.kind === 'WEEKLY_DIGEST') {
    if (job.period !== weekStart(today)) return null;
    const dueThisWeek = groupByContext(await pendingActions(scope, job.period, addDays(job.period, 6)));
    const lastMonday = addDays(job.period, -7);
    const [tallies, owed, overdue] = await Promise.all([readWeekTallies(scope, [lastMonday]), owedByWeek(scope, [lastMonday]), overdueCount(scope, today)]);
    // Last week as the weekly score counts it: the dates series owed and nothing stored are due and not done.
    const lastWeek = weekScoreOf(tallies, owed, lastMonday);
    if (!cycle && lastWeek.due === 0 && dueThisWeek.length === 0 && overdue === 0) return null;
    rendered = weeklyDigestMail(lang, {
      firstName: profile.firstName,
      weekStart: job.period,
      lastWeek,
      targetPercent: EXECUTION_TARGET_PERCENT,
      cycle: cycle && { number: cycle.number, day: cycle.day, daysLeft: cycle.daysLeft },
      dueThisWeek,
      overdue,
      links: { ...links, review: appLink(deps.env, '/review', lang), actions: appLink(deps.env, '/actions', lang) },
    });
  } else if (job.kind === 'PLAN_LAPSE_WARNING') {
    const reader = { userId: job.userId, firstName: profile.firstName, lang, timeZone, links: { ...links, plans: appLink(deps.env, '/subscription', lang) } };
    const warning = await composeLapseWarning(deps, reader, job.period, now);
    if (!warning) return null;
    rendered = warning;
  } else {
    if (!cycle || cycle.id !== job.period || cycle.day < REASSESS_FROM_DAY) return null;
    rendered = reassessInvitationMail(lang, {
      firstName: profile.firstName,
      cycle: { number: cycle.number, day: cycle.day, daysLeft: cycle.daysLeft },
      links: { ...links, reassess: appLink(deps.env, '/dashboard', lang) },
    });
  }
  return {
    to: profile.user.email,
    ...rendered,
    // One id per job: a retry after an unknown outcome carries the same id, so the receiver can tell the repeat.
    messageId: `notification-${job.id}@${new URL(origin).hostname}`,
    headers: { 'List-Unsubscribe': `<${deps.links.oneClickUnsubscribe(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Composes and sends one claimed job and records how it went; the row changes only while this claim still holds it. */
async function runJob(deps: AppDeps, job: ClaimedJob, now: Date): Promise<JobOutcome> {
  const held = { id: job.id, status: 'SENDING' as const, attempts: job.attempts };
  const finish = (end: JobEnd) => deps.db.notificationJob.updateMany({ where: held, data: end.status === 'SENT' ? { ...end, sentAt: now } : end });
  return settleJob({ attempts: job.attempts, now, finish }, async () => {
    const message = await composeMail(deps, job, now);
    if (!message) return 'skipped';
    await deps.mailer.deliver(message);
    return 'sent';
  });
}

/**
 * Deletes the finished digests and reminders of periods long past, so the table holds about a month of rows per
 * person. Planning only ever owes today's reminder and this week's digest, so a deleted one is never planned again.
 * Invitations stay: their period is the cycle, which may run past its 90 days, and there is one per cycle.
 */
async function pruneFinishedJobs(deps: Pick<AppDeps, 'db'>, now: Date): Promise<void> {
  await deps.db.notificationJob.deleteMany({
    where: {
      status: { in: ['SENT', 'SKIPPED', 'FAILED'] },
      kind: { in: ['WEEKLY_DIGEST', 'DUE_REMINDER'] },
      runAt: { lt: new Date(now.getTime() - FINISHED_JOB_RETENTION_MS) },
    },
  });
}

/**
 * One pass of the notification worker at the clock's instant: plans what is owed (and again the day's skipped
 * reminders that now have something due), then claims and sends due jobs in batches until none is left, then prunes
 * old finished rows. Safe to run on several instances at once, and after a crash (expired leases are retaken).
 */
export async function runNotifications(deps: AppDeps): Promise<NotificationRun> {
  const now = deps.clock();
  const planned = (await planNotifications(deps, now)) + (await replanDueReminders(deps, now));
  const run: NotificationRun = { planned, sent: 0, skipped: 0, retried: 0, failed: 0 };
  run.planned += await planLapseWarnings(deps, now);
  for (;;) {
    const jobs = await claimJobs(deps.db, 'NotificationJob', claimedJob, now, CLAIM_BATCH);
    if (jobs.length === 0) break;
    for (const job of jobs) run[await runJob(deps, job, now)] += 1;
  }
  await pruneFinishedJobs(deps, now);
  return run;
}

/** Runs runNotifications now and every `intervalMs`, one pass at a time; a failing pass is logged and the next one tries again. */
export function startNotificationWorker(deps: AppDeps, log: PassLog, intervalMs: number): Repeating {
  return startRepeating({
    pass: async () => {
      const run = await runNotifications(deps);
      if (run.planned + run.sent + run.retried + run.failed > 0) log.info({ notifications: run }, 'notification pass');
    },
    everyMs: intervalMs,
    onFailure: (error) => log.warn({ err: error }, 'notification pass failed; the next one tries again'),
  });
}
