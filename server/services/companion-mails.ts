import { z } from 'zod';
import { langOrDefault } from '../../domain/messages/format';
import { SHARE_INVITATION_DAYS } from '../../domain/schemas/companions';
import { appLink, appUrl } from '../env';
import { column, columns } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import { newRefreshToken } from '../infra/tokens';
import { companionInvitationMail } from '../mail/companion-invitation';
import { claimJobs, deleteFinished, settleJob, type JobEnd, type JobOutcome } from './job-claims';
import type { AppDeps } from './service-context';

const DAY_MS = 24 * 60 * 60_000;
/** How often every instance looks for invitation mails left to send (retries, a lease run out, a restart). */
const SWEEP_MS = 60_000;
const CLAIM_BATCH = 20;

/** The screen where a signed-in companion accepts (the client's route; the token and language ride in the query). */
export const ACCEPT_PATH = '/supporting/accept';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'clock'>;
const claimedMail = columns({
  id: column('"id"::text', z.string()),
  shareId: column('"shareId"::text', z.string()),
  attempts: column('"attempts"', z.number().int()),
});
type ClaimedMail = z.output<typeof claimedMail.row>;

/**
 * Writes and sends one claimed invitation: a new token on the share (only the newest link works), valid for
 * SHARE_INVITATION_DAYS, in the share's mail language. A share no longer INVITED (ended, accepted) is skipped.
 * A refused send is retried with the notification mails' backoff, with a new link.
 */
async function sendInvitation(deps: MailDeps, job: ClaimedMail, now: Date): Promise<JobOutcome> {
  const held = { id: job.id, status: 'SENDING' as const, attempts: job.attempts };
  const finish = (end: JobEnd) => deps.db.companionInvitationMail.updateMany({ where: held, data: end });
  return settleJob({ attempts: job.attempts, now, finish }, async () => {
    const { token, tokenHash } = newRefreshToken();
    const updated = await deps.db.share.updateManyAndReturn({
      where: { id: job.shareId, status: 'INVITED' },
      data: { tokenHash, tokenExpiresAt: new Date(now.getTime() + SHARE_INVITATION_DAYS * DAY_MS), updatedAt: now },
      select: { companionEmail: true, role: true, mailLang: true, owner: { select: { profile: { select: { firstName: true } } } } },
    });
    const share = updated[0];
    if (!share) return 'skipped';
    const lang = langOrDefault(share.mailLang);
    const rendered = companionInvitationMail(lang, {
      ownerName: share.owner.profile?.firstName ?? '',
      role: share.role,
      link: appLink(deps.env, ACCEPT_PATH, lang, { token }),
    });
    await deps.mailer.deliver({ to: share.companionEmail, ...rendered, messageId: `companion-invitation-${job.id}@${new URL(appUrl(deps.env)).hostname}` });
    return 'sent';
  });
}

/** One pass of the invitation sender: claims and sends due mails in batches, then deletes finished rows a day old. */
export async function sendCompanionInvitations(deps: MailDeps): Promise<Record<JobOutcome, number>> {
  const run: Record<JobOutcome, number> = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimedAt = deps.clock();
    const jobs = await claimJobs(deps.db, 'CompanionInvitationMail', claimedMail, claimedAt, CLAIM_BATCH);
    if (jobs.length === 0) break;
    for (const job of jobs) run[await sendInvitation(deps, job, claimedAt)] += 1;
  }
  const dayAgo = new Date(deps.clock().getTime() - DAY_MS);
  await deleteFinished(deps.db, 'CompanionInvitationMail', Prisma.sql`"status" IN ('SENT', 'SKIPPED', 'FAILED') AND "runAt" < ${dayAgo}`);
  return run;
}

/**
 * The invitation sender of one instance, built with the app like the reset-mail sender: a pass when an invite wakes
 * it, right after the answer; the server process also wakes it every minute (startCompanionMailSweep).
 */
export function startCompanionMails(deps: MailDeps, log: PassLog): Repeating {
  return startRepeating({
    pass: async () => {
      const run = await sendCompanionInvitations(deps);
      if (run.sent + run.retried + run.failed > 0) log.info({ companionInvitations: run }, 'companion invitation mails');
    },
    onFailure: (error) => log.warn({ err: error }, 'companion invitation pass failed; the next one tries again'),
  });
}

/** Wakes the invitation sender now and every minute, on every server process (server/main.ts). */
export function startCompanionMailSweep(queue: Pick<Repeating, 'wake'>, log: PassLog): Repeating {
  return startRepeating({
    pass: () => queue.wake(),
    everyMs: SWEEP_MS,
    onFailure: (error) => log.warn({ err: error }, 'companion invitation sweep failed'),
  });
}
