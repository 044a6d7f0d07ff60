import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { missingScopes } from '../../domain/schemas/api-tokens';
import { statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { acceptsIdempotencyKey, tokenAccessOf, type AnyJsonOperation, type AnyOperation } from '../operations/define';
import { isApiToken } from '../infra/tokens';
import { useApiToken, type ApiTokenGrant } from '../services/api-tokens';
import type { AppDeps, ServiceContext, UserServiceContext } from '../services/service-context';
import { claimIdempotencyKey, completeIdempotencyKey, idempotencyKeyOf, releaseIdempotencyKey, requestFingerprint } from '../services/idempotency';
import { claimVersion, releaseVersion } from '../services/row-versions';
import { versionsOfIfMatch } from './etag';
import { statusOfKind, toAppError } from './errors';
import { requestLanguage, resolveTimeZone } from './language';
import { parseInput } from './validate';

/** The per-request context, the same for both transports. */
export function createContext(deps: AppDeps, request: FastifyRequest): ServiceContext {
  return {
    deps,
    db: deps.db,
    read: deps.read,
    lang: requestLanguage(request),
    timeZone: resolveTimeZone(request.headers['x-time-zone']),
    now: deps.clock(),
    ip: request.ip,
    user: null,
  };
}

/** The token of an 'Authorization: Bearer <token>' header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Which bearer tokens a transport takes: REST takes personal access tokens too, tRPC (the app's client) sessions only. */
export type Bearers = 'session' | 'session-or-api-token';

/**
 * The signed-in user of a request: its bearer token, checked. A session's access token is checked without the
 * database; a personal access token (prs_..., REST only) is looked up by its hash, which also reads the owner's zone
 * of record. No token answers 401 UNAUTHENTICATED, an expired, revoked or forged one the same 401. Every operation
 * authenticates here, so they refuse alike. Answers whether the zone of record is already in the context.
 */
export async function authenticate(ctx: ServiceContext, authorization: string | undefined, bearers: Bearers): Promise<{ ctx: UserServiceContext; zoneRead: boolean }> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('UNAUTHENTICATED');
  if (!isApiToken(token)) return { ctx: Object.assign(ctx, { user: ctx.deps.tokens.checkAccessToken(token) }), zoneRead: false };
  if (bearers === 'session') throw new AppError('UNAUTHENTICATED');
  const { user, grant, timeZone } = await useApiToken(ctx.deps, token, ctx.now);
  if (timeZone) ctx.timeZone = timeZone;
  return { ctx: Object.assign(ctx, { user, apiToken: grant }), zoneRead: true };
}

/**
 * Refuses a personal access token an operation does not allow it: 403 TOKEN_NOT_ALLOWED for what only a session may
 * do, 403 INSUFFICIENT_SCOPE naming the scopes it lacks (and, for the WWW-Authenticate header, all it needs).
 */
function checkTokenAccess(operation: AnyOperation, grant: ApiTokenGrant): void {
  const needed = tokenAccessOf(operation);
  if (needed === 'session') throw new AppError('TOKEN_NOT_ALLOWED');
  const missing = missingScopes(needed, grant.scopes);
  if (missing.length > 0) throw new AppError('INSUFFICIENT_SCOPE', { scope: missing.join(' '), needed: needed.join(' ') });
}

const zoneOfRecordRow = z.object({ timeZone: z.string().nullable() });

/**
 * Puts the signed-in person's zone of record (Profile.timeZone) in the context: "today", weeks and every date rule
 * of their requests use it, as the mails and the feed do, so a device in another zone does not move their weeks. The
 * request's X-Time-Zone counts only while no zone is stored. One primary-key read, through the direct reader.
 */
export async function useZoneOfRecord(ctx: UserServiceContext): Promise<UserServiceContext> {
  const [row] = await ctx.read(statement(zoneOfRecordRow, Prisma.sql`SELECT "timeZone" FROM "Profile" WHERE "userId" = ${ctx.user.id}::uuid`));
  if (row?.timeZone) ctx.timeZone = row.timeZone;
  return ctx;
}

/**
 * Authenticates a call to an operation that requires a user, refuses a personal access token the operation does not
 * allow, and reads the zone of record unless it applies no date rule (or the token's read brought it).
 */
async function authorize(operation: AnyOperation, ctx: ServiceContext, authorization: string | undefined, bearers: Bearers): Promise<void> {
  if (operation.auth !== 'required') return;
  const { ctx: userCtx, zoneRead } = await authenticate(ctx, authorization, bearers);
  if (userCtx.apiToken) checkTokenAccess(operation, userCtx.apiToken);
  if (!zoneRead && operation.dates !== 'none') await useZoneOfRecord(userCtx);
}

/**
 * What every operation does before its handler: authenticates when it requires a user, refuses a personal access
 * token the operation does not allow (before the input is read: a refused call learns nothing of it), reads the zone
 * of record unless it applies no date rule, then validates the input with the shared schema.
 */
export async function prepareCall(
  operation: AnyOperation,
  ctx: ServiceContext,
  authorization: string | undefined,
  readInput: () => unknown,
  bearers: Bearers = 'session',
): Promise<unknown> {
  await authorize(operation, ctx, authorization, bearers);
  return parseInput(operation.input, readInput(), ctx.lang);
}

/**
 * Runs a conditional write's handler (If-Match naming versions): the version is claimed first, atomically, and given
 * back should the handler refuse (server/services/row-versions.ts). Without versions to check, the handler just runs.
 */
async function handled(operation: AnyJsonOperation, ctx: ServiceContext, input: unknown, versions: number[] | null): Promise<unknown> {
  const run = () => operation.handler(ctx as never, input as never, undefined as never);
  if (!operation.conditional || versions === null) return run();
  const userCtx = ctx as UserServiceContext;
  const id = typeof (input as { id?: unknown }).id === 'string' ? (input as { id: string }).id : null;
  const claim = await claimVersion(userCtx, operation.conditional, id, versions);
  if (!claim) return run();
  try {
    return await run();
  } catch (error) {
    await releaseVersion(userCtx, claim).catch(() => undefined);
    throw error;
  }
}

/** Calls a JSON operation's handler on its validated input and checks the output (see runOperation). */
async function answerOf(operation: AnyJsonOperation, ctx: ServiceContext, raw: unknown, versions: number[] | null = null): Promise<unknown> {
  const input = parseInput(operation.input, raw, ctx.lang);
  const output = await handled(operation, ctx, input, versions);
  if (operation.outputCheck === 'development' && ctx.deps.env.NODE_ENV === 'production') return output;
  const checked = operation.output.safeParse(output);
  if (!checked.success) {
    throw Object.assign(new Error(`Output of ${operation.method} ${operation.path} does not match its schema`), {
      issues: checked.error.issues,
    });
  }
  // What production sends unchecked must be what the check lets through: a key the schema would drop fails here.
  if (operation.outputCheck === 'development' && !isDeepStrictEqual(checked.data, output)) {
    throw new Error(`Output of ${operation.method} ${operation.path} holds what its schema drops; production would send it`);
  }
  return checked.data;
}

/**
 * What a transport tells runOperation of a write beyond its input: its Idempotency-Key and If-Match headers, and how to
 * mark a replay.
 */
export type WriteRequest = { idempotencyKey: string | string[] | undefined; ifMatch: string | string[] | undefined; replayed: () => void };

/**
 * A signed-in write with an Idempotency-Key (docs/decisions/2026-11-30-idempotency-keys.md): the key is claimed before
 * the work runs; the answer is stored after, a success or a 4xx refusal (the same request gets it again), while a 5xx
 * or a 429 releases the key for a retry. A replay throws the stored refusal again or answers the stored output.
 */
async function runIdempotent(
  operation: AnyJsonOperation,
  ctx: UserServiceContext,
  key: string,
  raw: unknown,
  write: WriteRequest,
  versions: number[] | null,
): Promise<unknown> {
  const claim = await claimIdempotencyKey(ctx, key, requestFingerprint(operation.method, operation.path, raw));
  if (claim !== 'claimed') {
    write.replayed();
    if (claim.error) throw new AppError(claim.error.code, claim.error.params, claim.error.issues);
    return claim.output;
  }
  try {
    const output = await answerOf(operation, ctx, raw, versions);
    await completeIdempotencyKey(ctx, key, { status: operation.status ?? 200, output });
    return output;
  } catch (error) {
    const refusal = toAppError(error);
    const status = statusOfKind[refusal.kind];
    if (status < 500 && status !== 429) {
      await completeIdempotencyKey(ctx, key, { status, error: { code: refusal.code, params: refusal.params, ...(refusal.issues ? { issues: refusal.issues } : {}) } });
    } else {
      // Should the release fail too, the row is taken as abandoned after IDEMPOTENCY_ABANDONED_MS.
      await releaseIdempotencyKey(ctx, key).catch(() => undefined);
    }
    throw error;
  }
}

/**
 * Runs one JSON operation: prepares the call, calls the handler, and checks the output against its schema before it
 * leaves (unknown keys are dropped). A signed-in write that carries an Idempotency-Key runs once per key (runIdempotent);
 * a conditional one that carries If-Match runs only on the version it names (handled).
 * An operation marked outputCheck 'development' is checked in development and tests only: its mapper names every
 * key, and at 1,000 rows the check costs more than the rest of the mapping
 * (docs/decisions/2026-11-24-speed-large-lists.md).
 */
export async function runOperation(
  operation: AnyJsonOperation,
  ctx: ServiceContext,
  authorization: string | undefined,
  readInput: () => unknown,
  bearers: Bearers = 'session',
  write?: WriteRequest,
): Promise<unknown> {
  // Who asks comes first: a caller without a valid token learns 401, not what is wrong with its headers.
  await authorize(operation, ctx, authorization, bearers);
  const key = acceptsIdempotencyKey(operation) && write ? idempotencyKeyOf(write.idempotencyKey) : null;
  // If-Match: '*' names any current row, so the write runs as without the header.
  const ifMatch = operation.conditional && write ? versionsOfIfMatch(write.ifMatch) : null;
  const versions = ifMatch === '*' ? null : ifMatch;
  const raw = readInput();
  if (key !== null && write) return runIdempotent(operation, ctx as UserServiceContext, key, raw, write, versions);
  return answerOf(operation, ctx, raw, versions);
}
