import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError, type Issue } from '../../domain/errors';
import type { MessageCode, MessageParams } from '../../domain/messages';
import { readerOn, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import type { AppDeps, UserServiceContext } from './service-context';

// Idempotency-Key on signed-in writes (issue 39 item 4; docs/decisions/2026-11-30-idempotency-keys.md).

/** How long a key answers its first result: 24 hours from the first request, as Stripe keeps them. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A first request still running after this long is taken as abandoned (its process died): the key may be claimed again. */
export const IDEMPOTENCY_ABANDONED_MS = 10 * 60_000;
/** How many expired rows one statement of the cleanup pass deletes, so no statement holds many locks at once. */
const IDEMPOTENCY_SWEEP_BATCH = 500;
/** At most this many statements a pass: the rest waits for the next pass. */
const SWEEP_BATCHES_PER_PASS = 20;
const SWEEP_EVERY_MS = 10 * 60_000;

const KEY = /^[\x20-\x7e]{1,255}$/;

/** The key of a request's Idempotency-Key header, checked: none answers null, a malformed one 400 IDEMPOTENCY_KEY_INVALID. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return header;
}

/** JSON with every object's keys sorted, so two bodies that differ only in key order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a request is, for telling a replay from a reuse: its operation (method and path template) and its input. */
export function requestFingerprint(method: string, path: string, input: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonical(input)}`).digest('hex');
}

/** An answer as stored: the output of a success, or the refusal to throw again. */
export type StoredAnswer = { status: number; output?: unknown; error?: { code: MessageCode; params: MessageParams; issues?: Issue[] } };

const claimedRow = z.object({ claimed: z.literal(1) });
const keyRow = z.object({ fingerprint: z.string(), status: z.number().int().nullable(), answer: z.unknown() });

/**
 * Claims a key for a request, or answers what its earlier use decides. One upsert inserts the row as running, or takes
 * over a row that expired or was abandoned; two requests racing for one key are ordered by the row's unique index (on
 * every instance), so one claims it and the other reads it. Answers 'claimed', or the stored answer of the same request;
 * throws 422 IDEMPOTENCY_KEY_REUSED for another request and 409 IDEMPOTENCY_KEY_IN_PROGRESS while the first still runs.
 */
export async function claimIdempotencyKey(ctx: UserServiceContext, key: string, fingerprint: string): Promise<'claimed' | StoredAnswer> {
  const now = ctx.now.getTime();
  const read = readerOn(ctx.db);
  // A row deleted between the upsert and the read (a 5xx released it, the cleanup expired it) is claimed again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await read(
      statement(
        claimedRow,
        Prisma.sql`
        INSERT INTO "IdempotencyKey" AS k ("userId", "key", "fingerprint", "createdAt", "expiresAt")
        VALUES (${ctx.user.id}::uuid, ${key}, ${fingerprint}, ${ctx.now}::timestamptz, ${new Date(now + IDEMPOTENCY_TTL_MS)}::timestamptz)
        ON CONFLICT ("userId", "key") DO UPDATE
        SET "fingerprint" = EXCLUDED."fingerprint", "status" = NULL, "answer" = NULL, "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
        WHERE k."expiresAt" <= ${ctx.now}::timestamptz
          OR (k."status" IS NULL AND k."createdAt" <= ${new Date(now - IDEMPOTENCY_ABANDONED_MS)}::timestamptz)
        RETURNING 1 AS "claimed"`,
      ),
    );
    if (claimed.length > 0) return 'claimed';
    const [row] = await read(
      statement(keyRow, Prisma.sql`SELECT "fingerprint", "status", "answer" FROM "IdempotencyKey" WHERE "userId" = ${ctx.user.id}::uuid AND "key" = ${key}`),
    );
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.status === null) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    return { ...(row.answer as Omit<StoredAnswer, 'status'>), status: row.status };
  }
  throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
}

/** Stores the answer of a claimed key, which later requests with it answer again. */
export async function completeIdempotencyKey(ctx: UserServiceContext, key: string, answer: StoredAnswer): Promise<void> {
  const { status, ...stored } = answer;
  await ctx.db.$executeRaw`
    UPDATE "IdempotencyKey" SET "status" = ${status}::int, "answer" = ${JSON.stringify(stored)}::jsonb
    WHERE "userId" = ${ctx.user.id}::uuid AND "key" = ${key}`;
}

/** Forgets a claimed key whose request failed on the server's side (5xx) or was rate limited: the client may retry it. */
export async function releaseIdempotencyKey(ctx: UserServiceContext, key: string): Promise<void> {
  await ctx.db.$executeRaw`DELETE FROM "IdempotencyKey" WHERE "userId" = ${ctx.user.id}::uuid AND "key" = ${key} AND "status" IS NULL`;
}

/**
 * Deletes expired keys, IDEMPOTENCY_SWEEP_BATCH rows a statement, until none is left or SWEEP_BATCHES_PER_PASS
 * statements ran; answers how many.
 */
export async function sweepIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_PER_PASS; batch += 1) {
    const count = await deps.db.$executeRaw`
      DELETE FROM "IdempotencyKey" WHERE ("userId", "key") IN (
        SELECT "userId", "key" FROM "IdempotencyKey" WHERE "expiresAt" <= ${now}::timestamptz LIMIT ${IDEMPOTENCY_SWEEP_BATCH}::int
      )`;
    deleted += count;
    if (count < IDEMPOTENCY_SWEEP_BATCH) break;
  }
  return deleted;
}

/** The cleanup pass of expired keys, every ten minutes on every server process (server/main.ts). */
export function startIdempotencySweep(deps: Pick<AppDeps, 'db' | 'clock'>, log: PassLog): Repeating {
  return startRepeating({
    pass: async () => {
      const deleted = await sweepIdempotencyKeys(deps);
      if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
    },
    everyMs: SWEEP_EVERY_MS,
    firstInMs: SWEEP_EVERY_MS,
    onFailure: (error) => log.warn({ err: error }, 'idempotency key cleanup failed; the next pass tries again'),
  });
}
