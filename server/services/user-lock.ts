import { AppError } from '../../domain/errors';
import type { Db } from '../database/open';
import type { Prisma } from '../generated/prisma/client';

/** What a service may query with: the client itself or one of its transactions. */
export type DbClient = Prisma.TransactionClient;

/** A service context whose queries may run inside a transaction. */
export type Scoped<Context extends { db: Db }> = Omit<Context, 'db'> & { db: DbClient };

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
