import { AppError } from '../../domain/errors';
import type { Db, DbClient } from '../database/open';

/**
 * A write refused by a foreign key: Prisma's P2003, or PostgreSQL's restrict_violation 23001 (an ON DELETE
 * RESTRICT) and foreign_key_violation 23503, which Prisma reports only as a generic database error. Writes that hold
 * the user's lock meet none from that user's own requests; callers still map it to their domain error, so a row
 * changed by any other path answers 404 or 409, never 500.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  const sqlState = e?.meta?.driverAdapterError?.cause?.originalCode;
  return e?.code === 'P2003' || sqlState === '23001' || sqlState === '23503';
}

/**
 * Runs `work` in one transaction that first locks the user's row, so the checks that count a user's rows before
 * adding one (projects per area, plan limits, goals per type, contexts) run one after another for that user, also
 * across PostgreSQL connections and server processes; other users are not held up. A user who no longer exists
 * (a token that outlived its account) answers 401.
 */
export async function serialisedForUser<T>(db: Db, userId: string, work: (tx: DbClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new AppError('UNAUTHENTICATED');
    return work(tx);
  });
}
