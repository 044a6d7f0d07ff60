import { kindOf, type ErrorKind, type MessageCode, type MessageParams } from './messages';

/** One validation problem: where (dotted path) and which message code, with its translated text. */
export type Issue = { path: string; code: string; message: string };

/**
 * The params of a refusal that name a limit, which travel beside the message as fields of the REST envelope and
 * of tRPC's error data, so a client can tell which limit it met without reading the text. Values: `limit` a stable
 * code (ACTIVE_PROJECTS, ACTIONS_PER_MONTH, ANALYTICS), `plan` the plan's name, `max` a number, `limitName` the
 * limit's name in the request's language, `goalType` BE/DO/HAVE, `minDate`/`maxDate` YYYY-MM-DD, `retryAfter`
 * seconds, `scope` the scope a personal access token lacks.
 */
export const ERROR_DETAILS = {
  PLAN_LIMIT: ['limit', 'plan', 'max', 'limitName'],
  CONTEXT_LIMIT: ['max'],
  AREA_PROJECT_LIMIT: ['max'],
  GOAL_TYPE_LIMIT: ['max', 'goalType'],
  BATCH_TOO_LARGE: ['max'],
  TOO_MANY_REQUESTS: ['retryAfter'],
  START_DATE_TOO_EARLY: ['minDate'],
  DUE_DATE_TOO_EARLY: ['minDate'],
  DUE_DATE_AFTER_PROJECT_END: ['maxDate'],
  SERIES_UNTIL_OUT_OF_RANGE: ['minDate', 'maxDate'],
  SERIES_LIMIT: ['max'],
  EXPORT_TOO_LARGE: ['max'],
  API_TOKEN_LIMIT: ['max'],
  INSUFFICIENT_SCOPE: ['scope'],
} as const satisfies Partial<Record<MessageCode, readonly string[]>>;

export type ErrorDetailName = (typeof ERROR_DETAILS)[keyof typeof ERROR_DETAILS][number];
export type ErrorDetails = Partial<Record<ErrorDetailName, string | number>>;

/** The error every layer throws. The code names what happened; transports map its kind to a status. */
export class AppError extends Error {
  readonly code: MessageCode;
  readonly params: MessageParams;
  readonly issues: Issue[] | undefined;

  constructor(code: MessageCode, params: MessageParams = {}, issues?: Issue[]) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.issues = issues;
  }

  get kind(): ErrorKind {
    return kindOf(this.code) ?? 'BAD_REQUEST';
  }

  /** The params its code lists in ERROR_DETAILS (none for other codes). */
  get details(): ErrorDetails {
    const names: readonly ErrorDetailName[] = (ERROR_DETAILS as Partial<Record<MessageCode, readonly ErrorDetailName[]>>)[this.code] ?? [];
    const details: ErrorDetails = {};
    for (const name of names) {
      const value = this.params[name];
      if (value !== undefined) details[name] = value;
    }
    return details;
  }
}

/** A VALIDATION_ERROR listing `issues`; its message is the first one's. */
export function validationError(issues: Issue[]): AppError {
  return new AppError('VALIDATION_ERROR', { detail: issues[0]?.message ?? '' }, issues);
}
