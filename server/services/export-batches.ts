import { AppError } from '../../domain/errors';
import type { Prisma } from '../generated/prisma/client';
import type { UserServiceContext } from './service-context';

/**
 * The order of the exported actions, in the JSON and the CSV: due date, then creation, then id. The id makes it a
 * total order, so that a batch can start after the last action of the one before (keyset).
 */
export const exportActionOrder = [{ dueDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.ActionOrderByWithRelationInput[];

/** What places an action in exportActionOrder. */
export type ActionKey = { id: string; dueDate: Date; createdAt: Date };

/**
 * The person's actions after `key` in exportActionOrder. The due date bounds the read on the (userId, dueDate) index;
 * the actions of the same due date are filtered by creation and id.
 */
function actionsAfter(userId: string, key: ActionKey | null): Prisma.ActionWhereInput {
  if (!key) return { userId };
  return {
    userId,
    dueDate: { gte: key.dueDate },
    OR: [{ dueDate: { gt: key.dueDate } }, { createdAt: { gt: key.createdAt } }, { createdAt: key.createdAt, id: { gt: key.id } }],
  };
}

/**
 * Refuses an account with more actions than EXPORT_MAX_ACTIONS (413 EXPORT_TOO_LARGE), the bound of the export and its
 * CSV; `held` is how many a read of at most one more than the bound found, or null to ask the database (one statement
 * that skips the bound's worth of index entries and answers at most one row).
 */
export async function refuseAboveBound(ctx: UserServiceContext, held: number | null = null): Promise<void> {
  const max = ctx.deps.env.EXPORT_MAX_ACTIONS;
  const above = held === null ? (await ctx.db.action.findFirst({ where: { userId: ctx.user.id }, skip: max, select: { id: true } })) !== null : held > max;
  if (above) throw new AppError('EXPORT_TOO_LARGE', { max });
}

/**
 * The person's actions, EXPORT_BATCH_ACTIONS at a time, each batch mapped by `map`. The first batch is read before
 * this answers (a failure there is still an error answer); each next one, one statement each, while the one before is
 * handed to the reader, so the export holds two batches at most, never the history. Each read takes one action more than the
 * batch, which tells whether another batch follows without a last, empty read.
 *
 * The batches are separate reads, not one snapshot: an action written during the download is exported as the read of
 * its batch finds it, and one whose due date moves across the batch being read may be left out or exported twice.
 */
export async function actionBatches<R extends ActionKey, T>(
  ctx: UserServiceContext,
  read: (where: Prisma.ActionWhereInput, take: number) => Promise<R[]>,
  map: (row: R) => T,
): Promise<AsyncGenerator<T[]>> {
  const size = ctx.deps.env.EXPORT_BATCH_ACTIONS;
  const first = await read(actionsAfter(ctx.user.id, null), size + 1);
  return (async function* batches() {
    let rows = first;
    for (;;) {
      const batch = rows.slice(0, size);
      const last = batch.at(-1);
      // The next batch is read while this one is written: two batches at most are held.
      const next = rows.length > size && last ? read(actionsAfter(ctx.user.id, last), size + 1) : null;
      // Handled here too, for a reader that stops before it asks for the next batch.
      next?.catch(() => undefined);
      yield batch.map(map);
      if (!next) return;
      rows = await next;
    }
  })();
}
