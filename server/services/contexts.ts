import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { MAX_CONTEXTS_PER_USER, type Context } from '../../domain/schemas/accounts';
import { z } from 'zod';
import { column, columns, selectOf, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { isForeignKeyViolation, serialisedForUser } from '../infra/user-lock';
import type { InTransaction, UserScope } from './service-context';
import { isUniqueViolation } from './account';

/** A context's fields, listed once: the columns of the hot list read, and the Prisma select of the writes. */
const contextColumns = columns({
  id: column('id::text', z.string()),
  name: column('name', z.string()),
  createdAt: column('"createdAt"', z.date()),
  active: column('active', z.boolean()),
  actionsCount: column('"actionsCount"', z.number().int()),
  version: column('version', z.number().int()),
});
const contextSelect = selectOf(contextColumns) satisfies Prisma.ContextSelect;

type ContextRow = z.output<typeof contextColumns.row>;

function toContext(row: ContextRow): Context {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), active: row.active, actionsCount: row.actionsCount, canDelete: row.actionsCount === 0, version: row.version };
}

/**
 * The user's contexts, newest first, each with the number of actions using it (kept by the database's triggers). A
 * read on every screen that lists actions: one row per context, straight through the driver (ctx.read).
 */
export async function listContexts(ctx: UserScope): Promise<Context[]> {
  const rows = await ctx.read(statement(contextColumns.row, Prisma.sql`
    SELECT ${contextColumns.sql}
    FROM "Context"
    WHERE "userId" = ${ctx.user.id}::uuid
    ORDER BY "createdAt" DESC, id DESC`));
  return rows.map(toContext);
}

/**
 * A context's normalizedName. The CHECK constraint defines it as the database's lower(name), which follows its
 * collation and differs from toLowerCase() for some letters ('Ⓐ' and 'İ' under PGlite): the database lowers it (a
 * function of its argument alone, so outside any lock).
 */
async function lowered(ctx: UserScope, name: string): Promise<string> {
  const [row] = await ctx.read(statement(z.object({ normalized: z.string() }), Prisma.sql`SELECT lower(${name}) AS normalized`));
  return row?.normalized ?? name;
}

/**
 * Adds a context. The name arrives normalised by the schema ('@' prefix, trimmed); uniqueness ignoring case is
 * the database's (userId, normalizedName) constraint, so two racing adds cannot both succeed; the count against
 * the limit and the insert hold the user's lock.
 */
export async function addContext(ctx: UserScope, name: string): Promise<Context> {
  const normalizedName = await lowered(ctx, name);
  const row = await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const count = await db.context.count({ where: { userId: ctx.user.id } });
    if (count >= MAX_CONTEXTS_PER_USER) throw new AppError('CONTEXT_LIMIT', { max: MAX_CONTEXTS_PER_USER });
    try {
      return await db.context.create({
        data: { userId: ctx.user.id, name, normalizedName },
        select: contextSelect,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'Context', ['userId', 'normalizedName'])) throw new AppError('CONTEXT_EXISTS');
      throw error;
    }
  });
  return toContext(row);
}

/** One of the caller's contexts as the list shows it; another user's id answers 404 like a missing one. */
export async function readContext(ctx: UserScope, id: string): Promise<Context> {
  const [row] = await ctx.read(statement(contextColumns.row, Prisma.sql`
    SELECT ${contextColumns.sql} FROM "Context" WHERE id = ${id}::uuid AND "userId" = ${ctx.user.id}::uuid`));
  if (!row) throw new AppError('NOT_FOUND');
  return toContext(row);
}

/**
 * Renames one of the caller's contexts (404 when not theirs). The name is normalised and checked as when adding one:
 * another of their contexts with the same name ignoring case answers 409 CONTEXT_EXISTS, by the same constraint.
 */
export async function renameContext(ctx: UserScope, id: string, name: string): Promise<Context> {
  const normalizedName = await lowered(ctx, name);
  try {
    const renamed = await ctx.db.context.updateMany({ where: { id, userId: ctx.user.id }, data: { name, normalizedName } });
    if (renamed.count === 0) throw new AppError('NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error, 'Context', ['userId', 'normalizedName'])) throw new AppError('CONTEXT_EXISTS');
    throw error;
  }
  return readContext(ctx, id);
}

/**
 * Deletes one of the user's contexts; refused while actions use it. Another user's context answers 404, as a
 * missing one does. The check and the delete hold the user's lock, as adding or moving an action does, so a
 * simultaneous action either lands first (409) or finds the context gone (404); the foreign key stays the net.
 */
export async function deleteContext(ctx: UserScope, id: string): Promise<{ success: true; message: string }> {
  const where = { id, userId: ctx.user.id };
  try {
    await serialisedForUser(ctx.db, ctx.user.id, async (db) => {
      const row = await db.context.findFirst({ where, select: { actionsCount: true } });
      if (!row) throw new AppError('NOT_FOUND');
      if (row.actionsCount > 0) throw new AppError('CONTEXT_IN_USE', { count: row.actionsCount });
      await db.context.deleteMany({ where });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // An action that slipped in past the lock: the context stands, with the count its triggers keep.
    const row = await ctx.db.context.findFirst({ where, select: { actionsCount: true } });
    throw row ? new AppError('CONTEXT_IN_USE', { count: row.actionsCount }) : new AppError('NOT_FOUND');
  }
  return { success: true, message: translate('CONTEXT_DELETED', ctx.lang) };
}

/** A context an action may use: the caller's (else 404) and active (else 409 ACTION_CONTEXT_INACTIVE). */
export async function assertUsableContext(ctx: InTransaction<UserScope>, contextId: string): Promise<void> {
  const context = await ctx.db.context.findFirst({ where: { id: contextId, userId: ctx.user.id }, select: { active: true } });
  if (!context) throw new AppError('NOT_FOUND');
  if (!context.active) throw new AppError('ACTION_CONTEXT_INACTIVE');
}
