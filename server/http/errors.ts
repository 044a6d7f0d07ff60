import { STATUS_CODES } from 'node:http';
import { AppError, type ErrorDetails, type Issue } from '../../domain/errors';
import { translate, type ErrorKind, type Lang } from '../../domain/messages';
import { isForeignKeyViolation } from '../infra/user-lock';

/** The one table from error kind to HTTP status (tRPC codes are derived from it too). */
export const statusOfKind: Record<ErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PRECONDITION_FAILED: 412,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The REST error body; a refusal that names a limit adds its details (domain/errors.ts ERROR_DETAILS) as fields. */
export type ErrorEnvelope = { statusCode: number; error: string; code: string; message: string; issues?: Issue[] } & ErrorDetails;

export function envelopeOf(error: AppError, lang: Lang): ErrorEnvelope {
  const statusCode = statusOfKind[error.kind];
  const message = error.code === 'VALIDATION_ERROR' && error.issues?.[0] ? error.issues[0].message : translate(error.code, lang, error.params);
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: error.code,
    message,
    ...error.details,
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

type FastifyLikeError = { code?: string; statusCode?: number; validation?: unknown };

/**
 * Maps anything thrown to an AppError: ours pass through; Fastify's own client errors (bad JSON, media type,
 * body size) get their codes; Prisma's "record not found" becomes NOT_FOUND; a foreign key that refused a write
 * (a row changed by a simultaneous request, which services map to their own codes first) 409 CHANGED_MEANWHILE;
 * everything else is INTERNAL
 * (whose details are logged, never sent).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = (error ?? {}) as FastifyLikeError;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'P2025':
      return new AppError('NOT_FOUND');
    default:
      break;
  }
  if (isForeignKeyViolation(error)) return new AppError('CHANGED_MEANWHILE');
  if (e.statusCode === 429) return new AppError('TOO_MANY_REQUESTS', { retryAfter: 60 });
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return new AppError('BAD_REQUEST');
  if (isConnectionError(error)) return new AppError('SERVICE_UNAVAILABLE');
  return new AppError('INTERNAL_ERROR');
}

/** Prisma driver-adapter error kinds that mean the database cannot be reached or dropped the connection. */
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TlsConnectionError']);

/**
 * Database unreachable, overloaded (a statement cancelled by its timeout, a transaction that found no connection
 * or outlived its time: Prisma's P2028) or already closed (a request still
 * running while the server shuts down): 503, retryable, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  // A raw query ($queryRaw) wraps the driver's error in P2010; the adapter's own verdict is in meta.
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } })?.meta?.driverAdapterError?.cause;
  if (cause?.kind && UNAVAILABLE_ADAPTER_KINDS.has(cause.kind)) return true;
  const text = [(error as { code?: string })?.code, cause?.originalCode, (error as Error)?.message].map((part) => String(part ?? '')).join(' ');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|57014|statement timeout|P2028|57P01|57P03|08006|08001|08003|Connection terminated|connection timeout|DatabaseNotReachable|P1001|P1017|PGlite is closed|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(text);
}
