import { NOTIFICATION_MAX_ATTEMPTS, retryDelayMs } from '../../domain/rules/notifications';
import type { Db } from '../database/open';
import { readerOn, statement, type Statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';

/** How long a claimed job belongs to the instance that claimed it: longer than a send can take (the SMTP timeouts). */
const JOB_LEASE_MS = 5 * 60_000;

/** The tables whose rows are work to do (mails to send, webhooks and pushes to deliver): status, runAt, attempts, lockedUntil, updatedAt. */
export type JobTable = 'NotificationJob' | 'PasswordResetMail' | 'CompanionInvitationMail' | 'WebhookDelivery' | 'PushDelivery';

/**
 * Takes up to `limit` rows of `table` that are due for this instance: rows whose lease ran out (their instance died
 * mid-send) first, then pending rows in runAt order. Each through its partial index (status 'SENDING' on lockedUntil,
 * 'PENDING' on runAt), so a claim reads the rows it takes, not the due backlog; rows locked by another instance's
 * claim are skipped (FOR UPDATE SKIP LOCKED), so no row is taken twice. Each is SENDING with a lease and one more
 * attempt; the answer is `returning` of each (the caller's select list and row schema, database/rows.ts columns). SQL
 * because Prisma's API has no SKIP LOCKED. The ids taken are one array (`= ANY(ARRAY(subquery))`, an InitPlan run
 * once, then the primary key), never `IN (subquery)` nor a join: with statistics that lag a burst of new rows (a
 * Monday wave of 100,000), PostgreSQL planned `IN` as a nested loop running the locking subquery once per row of the
 * table (20 s a claim) and a join as a scan of the whole table (1.5 s); the array takes 1.5 ms (bench:planner).
 */
export async function claimJobs<Row>(db: Db, table: JobTable, returning: Statement<Row>, now: Date, limit: number): Promise<Row[]> {
  const retaken = await readerOn(db)(claimStatement(table, returning, now, 'retake', limit));
  if (retaken.length === limit) return retaken;
  return [...retaken, ...(await readerOn(db)(claimStatement(table, returning, now, 'pending', limit - retaken.length)))];
}

/** One claim of claimJobs: up to `take` rows whose lease ran out ('retake') or that are due ('pending'). */
export function claimStatement<Row>(table: JobTable, returning: Statement<Row>, now: Date, which: 'retake' | 'pending', take: number): Statement<Row> {
  const lease = new Date(now.getTime() + JOB_LEASE_MS);
  const name = Prisma.raw(`"${table}"`);
  const due = which === 'retake' ? Prisma.sql`"status" = 'SENDING' AND "lockedUntil" <= ${now} ORDER BY "lockedUntil"` : Prisma.sql`"status" = 'PENDING' AND "runAt" <= ${now} ORDER BY "runAt"`;
  return statement(returning.row, Prisma.sql`
    UPDATE ${name} SET "status" = 'SENDING', "lockedUntil" = ${lease}, "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" = ANY(ARRAY(SELECT "id" FROM ${name} WHERE ${due} LIMIT ${take} FOR UPDATE SKIP LOCKED))
    RETURNING ${returning.sql}`);
}

/** Rows deleted per statement by deleteFinished: each delete is short, and a pass yields between them. */
const DELETE_BATCH = 1_000;

/**
 * Deletes the rows of `table` that `finished` selects (SQL over the table's columns), DELETE_BATCH at a time with a
 * turn of the event loop between statements, so a backlog of old rows never holds the loop or a long lock.
 */
export async function deleteFinished(db: Db, table: JobTable, finished: Prisma.Sql): Promise<number> {
  const name = Prisma.raw(`"${table}"`);
  let deleted = 0;
  for (;;) {
    const count = await db.$executeRaw`DELETE FROM ${name} WHERE "id" = ANY(ARRAY(SELECT "id" FROM ${name} WHERE ${finished} LIMIT ${DELETE_BATCH}))`;
    deleted += count;
    if (count < DELETE_BATCH) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A failed try's error as the row keeps it. */
const lastErrorOf = (error: unknown): string => String((error as Error | null)?.message ?? error).slice(0, 500);

/** How a claimed job ended, as a pass counts it. */
export type JobOutcome = 'sent' | 'skipped' | 'retried' | 'failed';

/** What a claimed job's row is given when its try ends: the lease released, and the status (with a retry's time and error). */
export type JobEnd = {
  status: 'SENT' | 'SKIPPED' | 'FAILED' | 'PENDING';
  runAt?: Date;
  lastError?: string | null;
  lockedUntil: null;
  updatedAt: Date;
};

/**
 * Runs the work of a claimed job and records its end through `finish`, which writes the row only while this claim
 * still holds it (and adds the table's own columns). A job past NOTIFICATION_MAX_ATTEMPTS fails without running; the
 * work's 'sent' or 'skipped' stands; a try that throws is retried after retryDelayMs, or fails when no try is left.
 */
export async function settleJob(
  { attempts, now, finish }: { attempts: number; now: Date; finish: (end: JobEnd) => Promise<unknown> },
  work: () => Promise<'sent' | 'skipped'>,
): Promise<JobOutcome> {
  const released = { lockedUntil: null, updatedAt: now } as const;
  if (attempts > NOTIFICATION_MAX_ATTEMPTS) {
    await finish({ status: 'FAILED', ...released });
    return 'failed';
  }
  try {
    const outcome = await work();
    await finish(outcome === 'sent' ? { status: 'SENT', lastError: null, ...released } : { status: 'SKIPPED', ...released });
    return outcome;
  } catch (error) {
    const delay = retryDelayMs(attempts);
    const lastError = lastErrorOf(error);
    await finish(delay === null ? { status: 'FAILED', lastError, ...released } : { status: 'PENDING', runAt: new Date(now.getTime() + delay), lastError, ...released });
    return delay === null ? 'failed' : 'retried';
  }
}
