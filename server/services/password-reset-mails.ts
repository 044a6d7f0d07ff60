import { randomUUID } from 'node:crypto';
import { langOrDefault } from '../../domain/messages/format';
import { PASSWORD_RESET_MAILS_PER_DAY, PASSWORD_RESET_MAILS_PER_HOUR, PASSWORD_RESET_TTL_MS } from '../../domain/schemas/password-reset';
import { appLink, appUrl } from '../env';
import { z } from 'zod';
import { column, columns } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import { keyedHash, newRefreshToken } from '../infra/tokens';
import { passwordResetMail } from '../mail/templates';
import type { AppDeps, PasswordResetQueue, ServiceContext } from './service-context';
import { claimJobs, deleteFinished, settleJob, type JobEnd, type JobOutcome } from './job-claims';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** How often every instance looks for reset mails left to send (retries, a lease run out, a restart). */
const SWEEP_MS = 60_000;
const CLAIM_BATCH = 20;

/**
 * Queues a reset mail for an address, whether or not an account has it, within the quota of PASSWORD_RESET_MAILS_PER_HOUR
 * and PASSWORD_RESET_MAILS_PER_DAY per address. One statement, the same for every address: an upsert of the address's
 * grant times that adds one only while both windows have room (the row lock orders requests racing for one address,
 * on every instance), and the queued row when it did.
 */
export async function queuePasswordResetMail(ctx: ServiceContext, email: string): Promise<void> {
  const now = ctx.now.getTime();
  const hourAgo = new Date(now - HOUR_MS);
  const dayAgo = new Date(now - DAY_MS);
  await ctx.deps.write(Prisma.sql`
    WITH "granted" AS (
      INSERT INTO "PasswordResetQuota" AS q ("addressHash", "grantedAt", "expiresAt")
      VALUES (${ctx.deps.resetMails.addressHash(email)}, ARRAY[${ctx.now}::timestamptz], ${new Date(now + DAY_MS)}::timestamptz)
      ON CONFLICT ("addressHash") DO UPDATE
      SET "grantedAt" = ARRAY(SELECT t FROM unnest(q."grantedAt") AS t WHERE t > ${dayAgo}::timestamptz) || ${ctx.now}::timestamptz,
        "expiresAt" = EXCLUDED."expiresAt"
      WHERE (SELECT count(*) FROM unnest(q."grantedAt") AS t WHERE t > ${hourAgo}::timestamptz) < ${PASSWORD_RESET_MAILS_PER_HOUR}::int
        AND (SELECT count(*) FROM unnest(q."grantedAt") AS t WHERE t > ${dayAgo}::timestamptz) < ${PASSWORD_RESET_MAILS_PER_DAY}::int
      RETURNING 1
    )
    INSERT INTO "PasswordResetMail" ("id", "email", "lang", "runAt", "createdAt", "updatedAt")
    SELECT ${randomUUID()}::uuid, ${email}, ${ctx.lang}, ${ctx.now}::timestamptz, ${ctx.now}::timestamptz, ${ctx.now}::timestamptz FROM "granted"`);
}

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'clock'>;
const claimedMail = columns({
  id: column('"id"::text', z.string()),
  email: column('"email"', z.string().nullable()),
  lang: column('"lang"', z.string()),
  attempts: column('"attempts"', z.number().int()),
});
type ClaimedMail = z.output<typeof claimedMail.row>;

/** What one pass did, for the log and the tests. */
export type ResetMailRun = Record<JobOutcome, number>;

/**
 * Writes and sends one claimed reset mail, and records how it went while this claim still holds the row; a finished
 * row forgets its address. No account with the address: nothing is sent. Otherwise a new link replaces the account's
 * earlier ones (only the newest works) and is mailed in the language of the request; a refused send is retried with
 * the notification mails' backoff (job-claims.ts settleJob), with a new link (the old one was never seen) and the
 * same Message-ID.
 */
async function sendResetMail(deps: MailDeps, job: ClaimedMail, now: Date): Promise<JobOutcome> {
  const held = { id: job.id, status: 'SENDING' as const, attempts: job.attempts };
  const finish = (end: JobEnd) => deps.db.passwordResetMail.updateMany({ where: held, data: end.status === 'PENDING' ? end : { ...end, email: null } });
  const { email } = job;
  if (email === null) {
    await finish({ status: 'FAILED', lockedUntil: null, updatedAt: now });
    return 'failed';
  }
  return settleJob({ attempts: job.attempts, now, finish }, async () => {
    const user = await deps.db.user.findUnique({ where: { email }, select: { id: true, email: true, profile: { select: { firstName: true } } } });
    if (!user) return 'skipped';
    // Reset tokens have the shape of refresh tokens: 32 random bytes, base64url, stored as their SHA-256 digest.
    const { token, tokenHash } = newRefreshToken();
    await deps.db.$transaction([
      deps.db.passwordResetToken.deleteMany({ where: { userId: user.id } }),
      deps.db.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) } }),
    ]);
    const origin = appUrl(deps.env);
    const lang = langOrDefault(job.lang);
    const rendered = passwordResetMail(lang, { firstName: user.profile?.firstName ?? '', link: appLink(deps.env, '/reset-password', lang, { token }) });
    await deps.mailer.deliver({ to: user.email, ...rendered, messageId: `password-reset-${job.id}@${new URL(origin).hostname}` });
    return 'sent';
  });
}

/**
 * One pass of the reset-mail sender at the clock's instant: claims and sends due mails in batches until none is left
 * (FOR UPDATE SKIP LOCKED and a lease, so with several instances each mail is taken by one), then deletes finished
 * rows a day old and the quotas of addresses granted nothing for a day.
 */
export async function sendPasswordResetMails(deps: MailDeps): Promise<ResetMailRun> {
  const now = deps.clock();
  const run: ResetMailRun = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    // Each batch reads the clock again, so a long pass never claims with a lease already spent.
    const claimedAt = deps.clock();
    const jobs = await claimJobs(deps.db, 'PasswordResetMail', claimedMail, claimedAt, CLAIM_BATCH);
    if (jobs.length === 0) break;
    for (const job of jobs) run[await sendResetMail(deps, job, claimedAt)] += 1;
  }
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await deleteFinished(deps.db, 'PasswordResetMail', Prisma.sql`"status" IN ('SENT', 'SKIPPED', 'FAILED') AND "runAt" < ${dayAgo}`);
  await deps.db.passwordResetQuota.deleteMany({ where: { expiresAt: { lte: now } } });
  return run;
}

/**
 * The reset-mail sender of one instance, built with the app whatever NOTIFICATIONS_WORKER says (a reset link cannot
 * wait for another instance): a pass when a request wakes it, right after the answer. Stopped with the app (stop waits
 * for the pass in progress); the server process also wakes it every minute (startPasswordResetSweep).
 */
export function startPasswordResetMails(deps: MailDeps, secret: Uint8Array, log: PassLog): PasswordResetQueue & Repeating {
  const addressHash = keyedHash(secret, 'prospera password reset quota v1');
  const sender = startRepeating({
    pass: async () => {
      const run = await sendPasswordResetMails(deps);
      if (run.sent + run.retried + run.failed > 0) log.info({ passwordResetMails: run }, 'password reset mails');
    },
    onFailure: (error) => log.warn({ err: error }, 'password reset mail pass failed; the next one tries again'),
  });
  return { ...sender, addressHash: (email) => addressHash(email).toString('hex') };
}

/**
 * Wakes the reset-mail sender now and every minute, on every server process (server/main.ts), for the mails a pass
 * left to retry, whose instance died mid-send, or that were queued before a restart.
 */
export function startPasswordResetSweep(queue: PasswordResetQueue, log: PassLog): Repeating {
  return startRepeating({
    pass: () => queue.wake(),
    everyMs: SWEEP_MS,
    onFailure: (error) => log.warn({ err: error }, 'password reset mail sweep failed'),
  });
}
