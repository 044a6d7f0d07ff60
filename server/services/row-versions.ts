import { AppError } from '../../domain/errors';
import { Prisma } from '../generated/prisma/client';
import type { VersionedRow } from '../operations/define';
import type { UserServiceContext } from './service-context';

// If-Match on the writes of a versioned row (docs/decisions/2026-11-30-conditional-requests.md). The database bumps
// a row's version on every change (trigger "<Table>_version"); a conditional write first claims the version it names
// with one conditional UPDATE, so of two writes naming the same version exactly one claims it and the other answers
// 412, on any connection or server process. The claim sets the version itself, which the trigger leaves alone.

const tables: Record<VersionedRow, string> = { project: 'Project', goal: 'Goal', action: 'Action', context: 'Context', profile: 'Profile' };

/** A claimed version: the row moved from `expected` to `claimed` before the write ran. */
export type VersionClaim = { row: VersionedRow; id: string | null; expected: number; claimed: number };

function rowKey(ctx: UserServiceContext, row: VersionedRow, id: string | null): Prisma.Sql {
  const owner = Prisma.sql`"userId" = ${ctx.user.id}::uuid`;
  return row === 'profile' || id === null ? owner : Prisma.sql`id = ${id}::uuid AND ${owner}`;
}

/**
 * Claims one of the versions an If-Match names. A row of the caller's that is at none of them answers 412
 * PRECONDITION_FAILED and nothing changes; a row that is not the caller's (or does not exist) claims nothing and
 * answers null, so the write answers its own 404.
 */
export async function claimVersion(ctx: UserServiceContext, row: VersionedRow, id: string | null, versions: readonly number[]): Promise<VersionClaim | null> {
  const table = Prisma.raw(`"${tables[row]}"`);
  const key = rowKey(ctx, row, id);
  if (versions.length > 0) {
    const [claimed] = await ctx.db.$queryRaw<{ version: number }[]>`
      UPDATE ${table} SET version = version + 1 WHERE ${key} AND version IN (${Prisma.join(versions)}) RETURNING version`;
    if (claimed) return { row, id, expected: claimed.version - 1, claimed: claimed.version };
  }
  const [exists] = await ctx.db.$queryRaw<unknown[]>`SELECT 1 FROM ${table} WHERE ${key}`;
  if (exists) throw new AppError('PRECONDITION_FAILED');
  return null;
}

/**
 * Gives a claimed version back when the write was refused: the row returns to the version the client named, unless
 * another write moved it on meanwhile (then its content may have changed, and the version stays where it is).
 */
export async function releaseVersion(ctx: UserServiceContext, claim: VersionClaim): Promise<void> {
  const table = Prisma.raw(`"${tables[claim.row]}"`);
  await ctx.db.$executeRaw`UPDATE ${table} SET version = ${claim.expected} WHERE ${rowKey(ctx, claim.row, claim.id)} AND version = ${claim.claimed}`;
}
