import { z } from 'zod';

export const MoneySchema = z.number().describe('Amount with at most 2 decimals');

export const PlanSchema = z.object({
  id: z.uuid(),
  name: z.enum(['BASICO', 'MONTHLY', 'QUARTERLY', 'SEMESTER', 'ANNUAL']),
  basePrice: MoneySchema,
  currencyCode: z.string(),
  billingCycle: z.number().int().describe('Months'),
  pricePerMonth: MoneySchema,
  discount: z.number().describe('Percent'),
  savings: MoneySchema,
  starred: z.boolean(),
  features: z.object({
    actions: z.number().int().nullable().describe('New actions per calendar month; null = unlimited'),
    projects: z.number().int().describe('Active projects'),
    analytics: z.boolean(),
  }),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });
