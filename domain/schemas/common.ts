import { z } from 'zod';
import { TARGET_QUESTIONS_MAX } from '../rules/targets';

export const IdSchema = z.uuid({ message: 'INVALID_ID' });

/** The longest date accepted: an ISO timestamp with milliseconds is 24 characters. */
export const DATE_INPUT_MAX_LENGTH = 40;

/** A calendar date on the wire: 'YYYY-MM-DD' (an ISO timestamp is accepted and cut to its date). */
export const DateOnlySchema = z
  .string({ message: 'INVALID_DATE' })
  .max(DATE_INPUT_MAX_LENGTH, { message: 'INVALID_DATE' })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, { message: 'INVALID_DATE' })
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, { message: 'INVALID_DATE' });

export const IdParamsSchema = z.object({ id: IdSchema });
export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });

export const MoneySchema = z.number().describe('Amount with at most 2 decimals');

/** The largest page a list answers with; a list without ?limit answers whole. */
export const PAGE_LIMIT_MAX = 200;
/** An opaque cursor is a few dozen characters; anything longer is not one of ours. */
export const PAGE_CURSOR_MAX_LENGTH = 200;

/** A whole number from `min` to `max`; every refusal names `code`. */
export function wholeNumber(code: string, min: number, max: number) {
  return z.number({ message: code }).int({ message: code }).min(min, { message: code }).max(max, { message: code });
}

/**
 * A number that may come as query-string text (REST passes ?limit=20 as '20'): digits, with decimals, become a
 * number for `schema`; anything else is refused with `code`.
 */
export function queryNumber<Output>(code: string, schema: z.ZodType<Output, number>) {
  return z
    .union([z.number(), z.string().max(20)], { message: code })
    .transform((value) => (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value))
    .pipe(z.number({ message: code }).pipe(schema));
}

/**
 * Optional cursor paging of a list: ?limit= (1..PAGE_LIMIT_MAX; REST passes it as text) and ?cursor= (the
 * nextCursor of the previous page, opaque to the caller). Spread into a list's input schema.
 */
export const PageInputShape = {
  limit: queryNumber('INVALID_FORMAT', wholeNumber('INVALID_FORMAT', 1, PAGE_LIMIT_MAX))
    .optional()
    .describe(`Page size, 1 to ${PAGE_LIMIT_MAX}; with it (or cursor) the answer is one page`),
  cursor: z
    .string({ message: 'INVALID_FORMAT' })
    .min(1, { message: 'INVALID_FORMAT' })
    .max(PAGE_CURSOR_MAX_LENGTH, { message: 'INVALID_FORMAT' })
    .optional()
    .describe('nextCursor of the previous page'),
};

/** The yes/no questions a goal or action is meant to flip (issue 19): repeated ids count once. */
export const TargetQuestionIdsSchema = z
  .array(IdSchema, { message: 'TARGET_QUESTIONS_INVALID' })
  .max(TARGET_QUESTIONS_MAX, { message: 'TARGET_QUESTIONS_TOO_MANY' })
  .transform((ids) => [...new Set(ids)])
  .describe("Questions of the project's area answered NO in the current cycle that this is meant to flip");

/** A question a goal or action aims at, in the request's language. */
export const TargetQuestionSchema = z.object({ questionId: z.uuid(), order: z.number().int(), text: z.string() });
export type TargetQuestion = z.infer<typeof TargetQuestionSchema>;
