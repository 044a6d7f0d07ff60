import { z } from 'zod';

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
