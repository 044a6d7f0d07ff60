import type { Db } from '../database/open';
import { Prisma } from '../generated/prisma/client';

/** How long a claimed job belongs to the instance that claimed it: longer than a send can take (the SMTP timeouts). */
export const JOB_LEASE_MS = 5 * 60_000;

/** The tables whose rows are mails to send: status (NotificationJobStatus), runAt, attempts, lockedUntil, updatedAt. */
export type JobTable = 'NotificationJob' | 'PasswordResetMail';

/**
 * Takes up to `limit` rows of `table` that are due, and rows whose lease ran out (their instance died mid-send), for
 * this instance: one statement, rows locked by another instance's claim skipped (FOR UPDATE SKIP LOCKED), so no row is
 * taken twice. Each is SENDING with a lease and one more attempt; the answer is `returning` of each.
 */
export async function claimJobs<Row>(db: Db, table: JobTable, returning: Prisma.Sql, now: Date, limit: number): Promise<Row[]> {
  const lease = new Date(now.getTime() + JOB_LEASE_MS);
  const name = Prisma.raw(`"${table}"`);
  return db.$queryRaw<Row[]>`
    UPDATE ${name} SET "status" = 'SENDING', "lockedUntil" = ${lease}, "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM ${name}
      WHERE ("status" = 'PENDING' AND "runAt" <= ${now}) OR ("status" = 'SENDING' AND "lockedUntil" <= ${now})
      ORDER BY "runAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${returning}`;
}

/** A failed try's error as the row keeps it. */
export const lastErrorOf = (error: unknown): string => String((error as Error | null)?.message ?? error).slice(0, 500);
