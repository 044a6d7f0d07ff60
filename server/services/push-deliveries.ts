import { z } from 'zod';
import { NOTIFICATION_MAX_ATTEMPTS, retryDelayMs } from '../../domain/rules/notifications';
import { PUSH_DEVICES_MAX, type PushPayload } from '../../domain/schemas/push';
import type { Db } from '../database/open';
import { column, columns } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import type { NotificationKind } from '../generated/prisma/enums';
import { claimJobs, deleteFinished } from './job-claims';
import type { AppDeps } from './service-context';

// The pushes of the notifications (issue 40): one PushDelivery row per device, kind and period, claimed and sent like
// the other job tables. docs/decisions/2026-12-01-web-push.md.

/** Pushes claimed per statement; a pass claims batches until none is due, and sends each batch side by side. */
const PUSH_BATCH = 20;
/** How long a push service keeps a message for a device that is offline: the rest of a reminder's day, about. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** How long a finished push row is kept (for the record) before a pass deletes it. */
const FINISHED_PUSH_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** The screen a push opens when tapped: an app path with the language it was written in. */
export function appPath(path: string, lang: string): string {
  return `${path}?${new URLSearchParams({ lang }).toString()}`;
}

/**
 * Queues the push of a notification job to each of its person's devices (at most PUSH_DEVICES_MAX), once: a row per
 * device, kind and period, so a job run again (a retry of its mail, a lease retaken after a crash, another instance)
 * adds none. Answers how many devices the person has: none means the notification goes by mail.
 */
export async function queuePushes(db: Db, job: { userId: string; kind: NotificationKind; period: string }, message: PushPayload, now: Date): Promise<number> {
  const devices = await db.pushSubscription.findMany({ where: { userId: job.userId }, select: { id: true }, take: PUSH_DEVICES_MAX });
  if (devices.length === 0) return 0;
  await db.pushDelivery.createMany({
    data: devices.map((device) => ({ subscriptionId: device.id, kind: job.kind, period: job.period, payload: message, runAt: now, createdAt: now, updatedAt: now })),
    skipDuplicates: true,
  });
  return devices.length;
}

const claimedPush = columns({
  id: column('"id"::text', z.string()),
  subscriptionId: column('"subscriptionId"::text', z.string()),
  payload: column('"payload"::text', z.string()),
  attempts: column('"attempts"', z.number().int()),
});
type ClaimedPush = z.output<typeof claimedPush.row>;

/** What one pass did: pushes accepted, tried again later, given up, and dropped with their device (404/410). */
export type PushRun = { sent: number; retried: number; failed: number; gone: number };

/**
 * Sends one claimed push and records the try; the row changes only while this claim still holds it. 2xx: SENT, and
 * the device's last success. 404 or 410: the push service says the subscription is gone, so the device is removed
 * (and its pushes with it). A network error, a timeout, 429 or 5xx: tried again after retryDelayMs, up to
 * NOTIFICATION_MAX_ATTEMPTS tries; any other answer (the message refused as it is) fails at once.
 */
async function deliverPush(deps: AppDeps, push: ClaimedPush, now: Date): Promise<keyof PushRun> {
  const held = { id: push.id, status: 'SENDING' as const, attempts: push.attempts };
  const finish = (data: Prisma.PushDeliveryUpdateManyMutationInput) => deps.db.pushDelivery.updateMany({ where: held, data: { ...data, lockedUntil: null, updatedAt: now } });
  const device = await deps.db.pushSubscription.findUnique({ where: { id: push.subscriptionId }, select: { endpoint: true, p256dh: true, auth: true } });
  if (!device) return 'gone';
  if (push.attempts > NOTIFICATION_MAX_ATTEMPTS) {
    await finish({ status: 'FAILED' });
    return 'failed';
  }
  const attempt = await deps.push.send(device, push.payload, PUSH_TTL_SECONDS);
  const tried = { lastStatus: attempt.status, lastError: attempt.error };
  if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) {
    await finish({ status: 'SENT', sentAt: now, ...tried });
    await deps.db.pushSubscription.updateMany({ where: { id: push.subscriptionId }, data: { lastSuccessAt: now, failureCount: 0 } });
    return 'sent';
  }
  if (attempt.status === 404 || attempt.status === 410) {
    await deps.db.pushSubscription.deleteMany({ where: { id: push.subscriptionId } });
    return 'gone';
  }
  await deps.db.pushSubscription.updateMany({ where: { id: push.subscriptionId }, data: { failureCount: { increment: 1 } } });
  const retryable = attempt.status === null || attempt.status === 429 || attempt.status >= 500;
  const delay = retryable ? retryDelayMs(push.attempts) : null;
  await finish(delay === null ? { status: 'FAILED', ...tried } : { status: 'PENDING', runAt: new Date(now.getTime() + delay), ...tried });
  return delay === null ? 'failed' : 'retried';
}

/**
 * One pass at the clock's instant: claims due pushes PUSH_BATCH at a time (FOR UPDATE SKIP LOCKED with a lease:
 * across instances each push is tried by one) and sends each batch side by side until none is due, then deletes the
 * finished rows older than FINISHED_PUSH_RETENTION_MS in bounded batches. Work follows the pushes due.
 */
export async function runPushDeliveries(deps: AppDeps): Promise<PushRun> {
  const run: PushRun = { sent: 0, retried: 0, failed: 0, gone: 0 };
  for (;;) {
    const claimedAt = deps.clock();
    const batch = await claimJobs(deps.db, 'PushDelivery', claimedPush, claimedAt, PUSH_BATCH);
    if (batch.length === 0) break;
    for (const outcome of await Promise.all(batch.map((push) => deliverPush(deps, push, claimedAt)))) run[outcome] += 1;
  }
  const now = deps.clock();
  await deleteFinished(deps.db, 'PushDelivery', Prisma.sql`"status" IN ('SENT', 'SKIPPED', 'FAILED') AND "runAt" < ${new Date(now.getTime() - FINISHED_PUSH_RETENTION_MS)}`);
  return run;
}
