// Turns any failure into one readable message (SPEC section 8): the server's code first, then the
// message-substring rules, then the HTTP status text; technical messages become the generic text.
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { isMessageCode, translate, type MessageCode, type MessageParams } from '../../domain/messages';
import i18n, { currentLanguage } from '../i18n';
import type { Lang } from '../../domain/messages/format';

/** What a failure tells us: the server's code, the HTTP status, the raw message and the field issues. */
type ErrorInfo = {
  code?: string;
  status?: number;
  message?: string;
  retryAfter?: number;
  issues?: readonly { path: string; code: string; message: string }[];
};

type Keyed = { key: ErrorKey; params?: Record<string, string | number> };
/** A message key of the catalogue (errors.*), or a text to show as it is. */
type MappedError = Keyed | { text: string };

type ErrorKey =
  | `general.${'unexpected' | 'tryAgain' | 'unknown'}`
  | `auth.${'invalidCredentials' | 'userNotFound' | 'unauthorized' | 'sessionExpired' | 'invalidToken' | 'emailExists' | 'phoneExists'}`
  | `network.${'offline' | 'timeout'}`
  | `validation.${'checkInput' | 'invalidInput' | 'required' | 'invalidFormat'}`
  | `server.${'internal' | 'unavailable' | 'connection'}`
  | 'permission.forbidden'
  | `resource.${'notFound' | 'alreadyExists'}`
  | `status.${StatusKey | 'generic'}`;

type StatusKey = `http${400 | 401 | 403 | 404 | 408 | 409 | 422 | 429 | 500 | 502 | 503 | 504}`;
const STATUSES = [400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504] as const;

/** Server codes the client words itself; any other catalogue code is translated by domain/messages. */
const codeKeys: Record<string, ErrorKey> = {
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  EMAIL_EXISTS: 'auth.emailExists',
  PHONE_EXISTS: 'auth.phoneExists',
  REFRESH_TOKEN_INVALID: 'auth.sessionExpired',
  UNAUTHENTICATED: 'status.http401',
  FORBIDDEN: 'permission.forbidden',
  NOT_FOUND: 'resource.notFound',
  CONFLICT: 'resource.alreadyExists',
  VALIDATION_ERROR: 'validation.checkInput',
  BAD_REQUEST: 'status.http400',
  INTERNAL_ERROR: 'server.internal',
  SERVICE_UNAVAILABLE: 'server.unavailable',
};

/** The substring rules, in order: the more specific phrase before the shorter one it contains. */
const substringRules: readonly (readonly [readonly string[], ErrorKey])[] = [
  [['invalid credentials', 'invalid email or password', 'incorrect password'], 'auth.invalidCredentials'],
  [['user not found', 'email not found'], 'auth.userNotFound'],
  [['token expired', 'session expired'], 'auth.sessionExpired'],
  [['invalid token'], 'auth.invalidToken'],
  [['unauthorized'], 'auth.unauthorized'],
  [['email already exists', 'email already in use', 'user already exists'], 'auth.emailExists'],
  [['phone already exists', 'phone already in use'], 'auth.phoneExists'],
  [['failed to fetch', 'network error', 'networkerror', 'network request failed'], 'network.offline'],
  [['timeout', 'timed out'], 'network.timeout'],
  [['validation error'], 'validation.checkInput'],
  [['invalid input'], 'validation.invalidInput'],
  [['required field'], 'validation.required'],
  [['invalid format'], 'validation.invalidFormat'],
  [['internal server error', 'server error'], 'server.internal'],
  [['service unavailable'], 'server.unavailable'],
  [['bad gateway'], 'server.connection'],
  [['forbidden', 'access denied', 'permission denied'], 'permission.forbidden'],
  [['resource not found', 'not found'], 'resource.notFound'],
  [['already exists'], 'resource.alreadyExists'],
];

const TECHNICAL_WORDS = ['exception', 'null', 'undefined', 'stack', 'trace', 'async'];

function statusKey(status: number): ErrorKey | null {
  return (STATUSES as readonly number[]).includes(status) ? (`status.http${status}` as ErrorKey) : null;
}

function fromStatus(status: number): Keyed {
  return { key: statusKey(status) ?? 'status.generic', params: { status } };
}

function isKeyed(mapped: MappedError): mapped is Keyed {
  return 'key' in mapped;
}

/** A catalogue code translated by domain/messages, when it needs no parameter the client lacks. */
function translatedCode(code: MessageCode, info: ErrorInfo, language: Lang): string | null {
  const params: MessageParams = info.retryAfter === undefined ? {} : { retryAfter: info.retryAfter };
  const text = translate(code, language, params);
  return /\{\w+\}/.test(text) ? null : text;
}

/** Maps the facts of a failure to a catalogue key or a text (the table of SPEC section 8). */
export function mapError(info: ErrorInfo, language: Lang = currentLanguage()): MappedError {
  if (info.code === 'VALIDATION_ERROR') {
    const first = info.issues?.[0];
    if (first && isMessageCode(first.code)) return { text: translate(first.code, language) };
  }
  if (info.code) {
    const key = codeKeys[info.code];
    if (key) return { key };
    if (isMessageCode(info.code)) {
      const text = translatedCode(info.code, info, language);
      if (text) return { text };
      if (info.message) return { text: info.message };
    }
  }
  const message = info.message?.trim() ?? '';
  const lower = message.toLowerCase();
  if (lower) {
    for (const [phrases, key] of substringRules) {
      if (phrases.some((phrase) => lower.includes(phrase))) return { key };
    }
    const statusInMessage = /\berror\s+(\d{3})\b/.exec(lower);
    if (statusInMessage?.[1]) return fromStatus(Number(statusInMessage[1]));
  }
  if (info.status !== undefined && info.status >= 400) return fromStatus(info.status);
  if (!lower) return { key: 'general.unknown' };
  if (TECHNICAL_WORDS.some((word) => lower.includes(word))) return { key: 'general.unexpected' };
  return { text: message };
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A refusal of a plain REST call (a file download): the server's envelope { statusCode, code, message }. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
  }
}

/** Reads the facts out of whatever was thrown: a tRPC error, a fetch failure, an Error, a string. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as Record<string, unknown>;
    const meta = error.meta as { response?: { status?: unknown } } | undefined;
    const status = numberOrUndefined(data.httpStatus) ?? numberOrUndefined(meta?.response?.status);
    const retryAfter = numberOrUndefined(data.retryAfter);
    return {
      ...(typeof data.appCode === 'string' ? { code: data.appCode } : {}),
      ...(status === undefined ? {} : { status }),
      ...(retryAfter === undefined ? {} : { retryAfter }),
      ...(Array.isArray(data.issues) ? { issues: data.issues as ErrorInfo['issues'] } : {}),
      message: error.message,
    };
  }
  if (error instanceof RestError) return { ...(error.code ? { code: error.code } : {}), status: error.status, message: error.message };
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  if (error && typeof error === 'object') {
    const shape = error as Record<string, unknown>;
    const message = typeof shape.message === 'string' ? shape.message : typeof shape.error === 'string' ? shape.error : undefined;
    const status = numberOrUndefined(shape.statusCode) ?? numberOrUndefined(shape.status);
    return {
      ...(typeof shape.code === 'string' ? { code: shape.code } : {}),
      ...(status === undefined ? {} : { status }),
      ...(message === undefined ? {} : { message }),
    };
  }
  return {};
}

/** A refusal because the plan in force allows no more (403 PLAN_LIMIT): the user is offered the plans. */
export function isPlanLimitError(error: unknown): boolean {
  return errorInfo(error).code === 'PLAN_LIMIT';
}

/** The message to show for a failure, in the language in use. */
export function errorMessage(error: unknown, t: TFunction = i18n.t, language: Lang = currentLanguage()): string {
  const mapped = mapError(errorInfo(error), language);
  return isKeyed(mapped) ? t(`errors.${mapped.key}`, { ...mapped.params, lng: language }) : mapped.text;
}
