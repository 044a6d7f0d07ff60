import type { Lang } from '../../domain/messages';
import { langOrDefault } from '../../domain/messages/format';
import { cycleCalendar, REASSESS_FROM_DAY } from '../../domain/rules/cycles';
import { addDays, dateToUtc, localDate } from '../../domain/rules/dates';
import { isPulseDay } from '../../domain/rules/pulse';
import { DEFAULT_NOTIFICATION_ZONE, nextNotificationAt, notificationsOwed, type NotificationProfile } from '../../domain/rules/notifications';
import { EXECUTION_TARGET_PERCENT, weekStart } from '../../domain/rules/weekly';
import { NOTIFICATION_CHANNEL_SETTING, NOTIFICATION_SWITCH, type NotificationChannel } from '../../domain/schemas/notifications';
import type { PushPayload as PushMessage } from '../../domain/schemas/push';
import { appLink, appUrl } from '../env';
import { z } from 'zod';
import { column, columns, readerOn, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { NotificationKind } from '../generated/prisma/enums';
import type { MailMessage } from '../infra/mail';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import {
  dueReminderMail,
  dueReminderPush,
  groupByContext,
  reassessInvitationMail,
  reassessInvitationPush,
  weeklyDigestMail,
  weeklyDigestPush,
  type MailAction,
  type PushText,
} from '../mail/notifications';
import type { RenderedMail } from '../mail/templates';
import { readActions } from './actions';
import { getPulse } from './pulse';
import { owedByWeek } from './series-occurrences';
import type { AppDeps, UserScope } from './service-context';
import { claimJobs, deleteFinished, settleJob, type JobEnd, type JobOutcome } from './job-claims';
import { readWeekTallies, weekScoreOf } from './weekly';
import { composeLapseWarning, planLapseWarnings } from './plan-lapse-warnings';
import { appPath, queuePushes, runPushDeliveries } from './push-deliveries';

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

/** Profiles planned per transaction; a pass plans batches, a turn of the event loop apart, until none is due. */
const PLAN_BATCH = 200;

/** People whose instants are computed between two turns of the event loop. */
const PLAN_SLICE = 40;

/** What planning reads of a person who is due: the settings and the running cycle (notificationsOwed's profile). */
const dueProfile = columns({
  userId: column('p."userId"::text', z.string()),
  timeZone: column('p."timeZone"', z.string().nullable()),
  notifyHour: column('p."notifyHour"::int', z.number().int()),
  weeklyDigest: column('p."weeklyDigest"', z.boolean()),
  dueReminders: column('p."dueReminders"', z.boolean()),
  reassessInvitation: column('p."reassessInvitation"', z.boolean()),
  focusSelectedAt: column('w."focusSelectedAt"', z.date().nullable()),
  cycleId: column('c."id"::text', z.string().nullable()),
});

/**
 * The people whose next-due instant has come (Profile.notifyDueAt, indexed), earliest first, at most `limit`: a pass
 * reads the people due, never everyone. Each profile is locked for the planning transaction (and its user row against
 * a deletion meanwhile), and rows another instance is planning are skipped, so two instances never plan one person at
 * once; a write to the settings or the cycle waits for the transaction and then marks the person due again.
 */
export const dueProfiles = (now: Date, limit: number) =>
  statement(
    dueProfile.row,
    Prisma.sql`
      SELECT ${dueProfile.sql}
      FROM "Profile" p
      JOIN "User" u ON u."id" = p."userId"
      LEFT JOIN "LifeWheel" w ON w."userId" = p."userId"
      LEFT JOIN "Cycle" c ON c."lifeWheelId" = w."id" AND c."status" = 'ACTIVE'
      WHERE p."notifyDueAt" <= ${now}
      ORDER BY p."notifyDueAt"
      LIMIT ${limit}
      FOR NO KEY UPDATE OF p SKIP LOCKED
      FOR KEY SHARE OF u SKIP LOCKED`,
  );

/** What planning did: the profiles it read (those due) and the mails it recorded. */
export type PlanRun = { profiles: number; planned: number };

/** One planning transaction: up to PLAN_BATCH due people, their mails owed at `now`, and each one's next instant. */
async function planBatch(deps: Pick<AppDeps, 'db'>, now: Date): Promise<PlanRun> {
  return deps.db.$transaction(async (tx) => {
    const due = await readerOn(tx)(dueProfiles(now, PLAN_BATCH));
    if (due.length === 0) return { profiles: 0, planned: 0 };
    const users: string[] = [];
    const next: (string | null)[] = [];
    const owedTo: string[] = [];
    const kinds: NotificationKind[] = [];
    const periods: string[] = [];
    for (const [index, row] of due.entries()) {
      // The rules work with Intl dates per person: a turn of the event loop every slice keeps a batch of people who
      // were all due at once (the first pass after a migration) from holding it.
      if (index > 0 && index % PLAN_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const profile: NotificationProfile = { ...row, cycle: row.cycleId && row.focusSelectedAt ? { id: row.cycleId, startedAt: row.focusSelectedAt } : null };
      users.push(row.userId);
      next.push(nextNotificationAt(profile, now)?.toISOString() ?? null);
      for (const owed of notificationsOwed(profile, now)) {
        owedTo.push(row.userId);
        kinds.push(owed.kind);
        periods.push(owed.period);
      }
    }
    // The owed mails as three arrays in one statement: Prisma's createMany compiles a query per number of rows, and
    // compiling one of 200 people's mails held the event loop 40-50 ms (bench:planner, the first pass). The kinds go
    // as text and are cast in SQL: PGlite cannot send a parameter typed as an array of an enum.
    const count =
      owedTo.length === 0
        ? 0
        : await tx.$executeRaw`
          INSERT INTO "NotificationJob" ("id", "userId", "kind", "period", "runAt", "createdAt", "updatedAt")
          SELECT gen_random_uuid(), v."userId", v."kind"::"NotificationKind", v."period", ${now}, ${now}, ${now}
          FROM unnest(${owedTo}::uuid[], ${kinds}::text[], ${periods}::text[]) AS v("userId", "kind", "period")
          ON CONFLICT ("userId", "kind", "period") DO NOTHING`;
    // One statement sets each person's own instant (Prisma's API writes one value to many rows, not many values).
    await tx.$executeRaw`
      UPDATE "Profile" AS p SET "notifyDueAt" = v."due"
      FROM unnest(${users}::uuid[], ${next}::timestamptz[]) AS v("userId", "due")
      WHERE p."userId" = v."userId"`;
    return { profiles: due.length, planned: count };
  });
}

/**
 * Records the mails owed at `now` to the people whose next-due instant has come (notificationsOwed, one row per user,
 * kind and period), and moves each one's instant on to the next one (nextNotificationAt), in batches of PLAN_BATCH
 * with a turn of the event loop between them. Work follows the people due: an hour when nobody is due reads no
 * profile. Several instances share the due people (SKIP LOCKED), and a row that exists already is left as it is (the
 * unique key), so each mail is planned once.
 */
export async function planDueNotifications(deps: Pick<AppDeps, 'db'>, now: Date): Promise<PlanRun> {
  const run: PlanRun = { profiles: 0, planned: 0 };
  for (;;) {
    const batch = await planBatch(deps, now);
    run.profiles += batch.profiles;
    run.planned += batch.planned;
    if (batch.profiles < PLAN_BATCH) return run;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** planDueNotifications, answering the number of mails it recorded. */
export async function planNotifications(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  return (await planDueNotifications(deps, now)).planned;
}

/** Longer than any local day (25 hours at a DST change): a reminder planned more than this ago is of a day that has ended. */
const LONGEST_DAY_MS = 26 * 60 * 60_000;
/** How far before the last look a replan looks again: a write stamped before it may commit after it. */
const WRITE_COMMIT_MARGIN_MS = 60_000;

/** A skipped reminder of a day with a pending action written since the last look, with its person's zone. */
const skippedWithDue = columns({
  id: column('j."id"::text', z.string()),
  period: column('j."period"', z.string()),
  timeZone: column('p."timeZone"', z.string().nullable()),
});

/**
 * Where replanDueReminders looks from: the actions written since the worker's previous look (a margin before it),
 * or the last day when there was none. The instant of writes is Prisma's @updatedAt, real time, not the app's clock.
 */
export type ReplanWatermark = { lookedAt: number | null };

/**
 * Plans again the reminders that were skipped with nothing due and now have something due that day: a pending action
 * added, moved or reopened onto the day after the person's hour (a new account after its hour, a plan made in the
 * evening) still gets its reminder, the next pass after it appears. Only reminders of the person's current day (in
 * their zone), with reminders on: the conditions under which the send composes a mail, so a plan never loops. Driven
 * by the pending actions written since the last look (Action_pending_updatedAt_idx) joined to their day's reminder
 * through its unique key: it reads what changed, not every skipped reminder. One read, then one update.
 */
export async function replanDueReminders(deps: Pick<AppDeps, 'db' | 'read'>, now: Date, watermark: ReplanWatermark = { lookedAt: null }): Promise<number> {
  const lookingAt = Date.now();
  const since = new Date(watermark.lookedAt === null ? lookingAt - LONGEST_DAY_MS : watermark.lookedAt - WRITE_COMMIT_MARGIN_MS);
  const skipped = await deps.read(
    statement(
      skippedWithDue.row,
      Prisma.sql`
        SELECT DISTINCT ${skippedWithDue.sql}
        FROM "Action" a
        JOIN "NotificationJob" j ON j."userId" = a."userId" AND j."kind" = 'DUE_REMINDER' AND j."period" = to_char(a."dueDate", 'YYYY-MM-DD')
        JOIN "Profile" p ON p."userId" = a."userId"
        WHERE a."completed" = false AND a."updatedAt" > ${since}
          AND j."status" = 'SKIPPED' AND j."runAt" > ${new Date(now.getTime() - LONGEST_DAY_MS)} AND p."dueReminders"`,
    ),
  );
  watermark.lookedAt = lookingAt;
  const ids = skipped.filter((job) => job.period === localDate(now, job.timeZone ?? DEFAULT_NOTIFICATION_ZONE)).map((job) => job.id);
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

/** A job's message: the mail, and for the kinds that have a channel, the push and the channel the person chose. */
type ComposedNotification = { mail: MailMessage; push: PushMessage | null; channel: NotificationChannel };

/**
 * The message a job sends, written now from the person's current data in their language and zone, or null when there
 * is nothing to send: the kind was turned off since, the day or week has passed, nothing is due, the cycle ended.
 */
async function composeMail(deps: AppDeps, job: ClaimedJob, now: Date): Promise<ComposedNotification | null> {
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
      dueRemindersChannel: true,
      weeklyDigestChannel: true,
      reassessInvitationChannel: true,
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
  let push: PushMessage | null = null;
  const pushOf = (text: PushText, path: string): PushMessage => ({ ...text, url: appPath(path, lang), lang, tag: `${job.kind}:${job.period}` });
  if (job.kind === 'DUE_REMINDER') {
    if (job.period !== today) return null;
    const actions = await pendingActions(scope, today, today);
    if (actions.length === 0) return null;
    push = pushOf(dueReminderPush(lang, actions), '/actions');
    rendered = dueReminderMail(lang, { firstName: profile.firstName, date: today, actions, links: { ...links, actions: appLink(deps.env, '/actions', lang) } });
  } else if (job.kind === 'WEEKLY_DIGEST') {
    if (job.period !== weekStart(today)) return null;
    const dueThisWeek = groupByContext(await pendingActions(scope, job.period, addDays(job.period, 6)));
    const lastMonday = addDays(job.period, -7);
    const [tallies, owed, overdue] = await Promise.all([readWeekTallies(scope, [lastMonday]), owedByWeek(scope, [lastMonday]), overdueCount(scope, today)]);
    // Last week as the weekly score counts it: the dates series owed and nothing stored are due and not done.
    const lastWeek = weekScoreOf(tallies, owed, lastMonday);
    if (!cycle && lastWeek.due === 0 && dueThisWeek.length === 0 && overdue === 0) return null;
    push = pushOf(weeklyDigestPush(lang, { lastWeek, targetPercent: EXECUTION_TARGET_PERCENT, cycle }), '/review');
    const pulse = cycle && isPulseDay(cycle.day) ? await getPulse(scope, undefined) : null;
    rendered = weeklyDigestMail(lang, {
      firstName: profile.firstName,
      weekStart: job.period,
      lastWeek,
      targetPercent: EXECUTION_TARGET_PERCENT,
      cycle: cycle && { number: cycle.number, day: cycle.day, daysLeft: cycle.daysLeft },
      dueThisWeek,
      overdue,
      pulse: pulse?.offered && !pulse.result && pulse.window ? { questions: pulse.questions.length, closesOn: pulse.window.closesOn } : null,
      links: { ...links, review: appLink(deps.env, '/review', lang), actions: appLink(deps.env, '/actions', lang), pulse: appLink(deps.env, '/pulse', lang) },
    });
  } else if (job.kind === 'PLAN_LAPSE_WARNING') {
    const reader = { userId: job.userId, firstName: profile.firstName, lang, timeZone, links: { ...links, plans: appLink(deps.env, '/subscription', lang) } };
    const warning = await composeLapseWarning(deps, reader, job.period, now);
    if (!warning) return null;
    rendered = warning;
  } else {
    if (!cycle || cycle.id !== job.period || cycle.day < REASSESS_FROM_DAY) return null;
    push = pushOf(reassessInvitationPush(lang, cycle), '/dashboard');
    rendered = reassessInvitationMail(lang, {
      firstName: profile.firstName,
      cycle: { number: cycle.number, day: cycle.day, daysLeft: cycle.daysLeft },
      links: { ...links, reassess: appLink(deps.env, '/dashboard', lang) },
    });
  }
  const mail: MailMessage = {
    to: profile.user.email,
    ...rendered,
    // One id per job: a retry after an unknown outcome carries the same id, so the receiver can tell the repeat.
    messageId: `notification-${job.id}@${new URL(origin).hostname}`,
    headers: { 'List-Unsubscribe': `<${deps.links.oneClickUnsubscribe(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
  return { mail, push, channel: job.kind === 'PLAN_LAPSE_WARNING' ? 'EMAIL' : profile[NOTIFICATION_CHANNEL_SETTING[job.kind]] };
}

/** Composes and sends one claimed job and records how it went; the row changes only while this claim still holds it. */
async function runJob(deps: AppDeps, job: ClaimedJob, now: Date): Promise<JobOutcome> {
  const held = { id: job.id, status: 'SENDING' as const, attempts: job.attempts };
  const finish = (end: JobEnd) => deps.db.notificationJob.updateMany({ where: held, data: end.status === 'SENT' ? { ...end, sentAt: now } : end });
  return settleJob({ attempts: job.attempts, now, finish }, async () => {
    const composed = await composeMail(deps, job, now);
    if (!composed) return 'skipped';
    // PUSH with no device subscribed is mailed: the person chose to be reminded, not to go without.
    const devices = composed.push && composed.channel !== 'EMAIL' ? await queuePushes(deps.db, job, composed.push, now) : 0;
    if (composed.channel !== 'PUSH' || devices === 0) await deps.mailer.deliver(composed.mail);
    return 'sent';
  });
}

/**
 * Deletes the finished digests and reminders of periods long past, so the table holds about a month of rows per
 * person, in bounded batches (deleteFinished). Planning only ever owes today's reminder and this week's digest, so a
 * deleted one is never planned again. Invitations and lapse warnings stay: an invitation's period is the cycle, which
 * may run past its 90 days, and a warning's is its plan's period, which planning looks at until it ends; there is one
 * of each per period.
 */
async function pruneFinishedJobs(deps: Pick<AppDeps, 'db'>, now: Date): Promise<void> {
  await deleteFinished(
    deps.db,
    'NotificationJob',
    Prisma.sql`"status" IN ('SENT', 'SKIPPED', 'FAILED') AND "kind" IN ('WEEKLY_DIGEST', 'DUE_REMINDER') AND "runAt" < ${new Date(now.getTime() - FINISHED_JOB_RETENTION_MS)}`,
  );
}

/** What a worker keeps between its passes: where the replan looks from, and what each pass's planning read and did. */
export type PassOptions = { watermark?: ReplanWatermark; onPlanned?: (plan: PlanRun) => void };

/**
 * One pass of the notification worker at the clock's instant: plans what is owed to the people due (and again the
 * day's skipped reminders that now have something due, and the lapse warnings of the paid periods ending soon), then
 * claims and sends due jobs in batches until none is left, then prunes old finished rows. Safe to run on several
 * instances at once, and after a crash (expired leases are retaken). Without a watermark of the worker's the replan
 * looks at the last day.
 */
export async function runNotifications(deps: AppDeps, options: PassOptions = {}): Promise<NotificationRun> {
  const now = deps.clock();
  const plan = await planDueNotifications(deps, now);
  options.onPlanned?.(plan);
  const planned = plan.planned + (await replanDueReminders(deps, now, options.watermark)) + (await planLapseWarnings(deps, now));
  const run: NotificationRun = { planned, sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    // Each batch reads the clock again: a pass that drains a wave for minutes must not claim with a lease already spent.
    const claimedAt = deps.clock();
    const jobs = await claimJobs(deps.db, 'NotificationJob', claimedJob, claimedAt, CLAIM_BATCH);
    if (jobs.length === 0) break;
    // Side by side, as the pushes and webhooks are: a wave's pace is a batch's slowest send, not the sum of them.
    for (const outcome of await Promise.all(jobs.map((job) => runJob(deps, job, claimedAt)))) run[outcome] += 1;
  }
  await pruneFinishedJobs(deps, now);
  return run;
}

/**
 * Runs runNotifications and then runPushDeliveries now and every `intervalMs`, one pass at a time; a failing pass is
 * logged and the next one tries again. A pass that read or did anything is logged with the number of profiles its planning read.
 */
export function startNotificationWorker(deps: AppDeps, log: PassLog, intervalMs: number): Repeating {
  const watermark: ReplanWatermark = { lookedAt: null };
  return startRepeating({
    pass: async () => {
      let profiles = 0;
      const run = await runNotifications(deps, { watermark, onPlanned: (plan) => (profiles = plan.profiles) });
      if (profiles + run.planned + run.sent + run.retried + run.failed > 0) log.info({ notifications: run, profiles }, 'notification pass');
      const pushes = await runPushDeliveries(deps);
      if (pushes.sent + pushes.retried + pushes.failed + pushes.gone > 0) log.info({ pushes }, 'push pass');
    },
    everyMs: intervalMs,
    onFailure: (error) => log.warn({ err: error }, 'notification pass failed; the next one tries again'),
  });
}
