import { MAX_BATCH_PROCEDURES } from '../../../domain/rules/api-limits';

export const TRPC_PREFIX = '/api/trpc';

/**
 * How many procedures a request to /api/trpc calls, read as tRPC reads it: with ?batch=1 the path names them
 * comma-separated, otherwise it names one. 0 for any other URL.
 */
export function trpcProcedureCount(url: string): number {
  if (!url.startsWith(`${TRPC_PREFIX}/`)) return 0;
  const queryAt = url.indexOf('?');
  const path = url.slice(TRPC_PREFIX.length + 1, queryAt === -1 ? undefined : queryAt);
  const isBatch = queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('batch') === '1';
  if (!isBatch) return 1;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // The router refuses a malformed path before any handler runs; count it as written.
  }
  return decoded.split(',').length;
}

/** Whether a request calls more procedures than one batch may. */
export function isOversizedBatch(url: string): boolean {
  return trpcProcedureCount(url) > MAX_BATCH_PROCEDURES;
}

/**
 * The units of the API rate limit a request spends: one per procedure it calls (a batch of 10 spends 10), one for
 * any other request. An oversized batch spends one, as it is refused before any procedure runs.
 */
export function rateLimitUnits(url: string): number {
  const procedures = trpcProcedureCount(url);
  return procedures >= 1 && procedures <= MAX_BATCH_PROCEDURES ? procedures : 1;
}
