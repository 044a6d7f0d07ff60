import { kindOf, type ErrorKind, type MessageCode, type MessageParams } from './messages';

/** One validation problem: where (dotted path) and which message code, with its translated text. */
export type Issue = { path: string; code: string; message: string };

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
}

/** A VALIDATION_ERROR listing `issues`; its message is the first one's. */
export function validationError(issues: Issue[]): AppError {
  return new AppError('VALIDATION_ERROR', { detail: issues[0]?.message ?? '' }, issues);
}
