import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { DEFAULT_WEEKS, EXECUTION_TARGET_PERCENT, MAX_WEEKS } from '../rules/weeks';

export const WeeksInputSchema = z.object({
  weeks: z
    .union([z.number(), z.string().max(4)], { message: 'WEEKS_INVALID' })
    .transform((value) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value))
    .pipe(z.number({ message: 'WEEKS_INVALID' }).int({ message: 'WEEKS_INVALID' }).min(1, { message: 'WEEKS_INVALID' }).max(MAX_WEEKS, { message: 'WEEKS_INVALID' }))
    .default(DEFAULT_WEEKS)
    .describe(`How many ended weeks to answer before the current one (1..${MAX_WEEKS}, default ${DEFAULT_WEEKS})`),
});
export type WeeksInput = z.infer<typeof WeeksInputSchema>;

const TallySchema = z.object({
  due: z.number().int().min(0).describe('Actions due that week'),
  done: z.number().int().min(0).describe('Of those, completed before the week ended'),
  score: z.number().int().min(0).max(100).nullable().describe('done / due in whole percent; null when nothing was due'),
});

const WeekSchema = TallySchema.extend({
  weekStart: z.iso.date().describe("Monday, in X-Time-Zone"),
  weekEnd: z.iso.date().describe('Sunday'),
  provisional: z.boolean().describe('The current week: its score so far'),
  areas: z
    .array(TallySchema.extend({ areaId: z.uuid(), key: z.enum(LIFE_AREA_KEYS), areaName: z.string() }))
    .describe('The areas with actions due that week, in wheel order'),
});

export const WeeksSchema = z.object({
  targetPercent: z.literal(EXECUTION_TARGET_PERCENT),
  weeks: z.array(WeekSchema).describe('Oldest first; the last is the current week'),
  streak: z.number().int().min(0).describe(`Ended weeks in a row, back from the last one, scoring ${EXECUTION_TARGET_PERCENT}% or more`),
});
export type Weeks = z.infer<typeof WeeksSchema>;
