import { z } from 'zod';
import { AnalyticsSchema } from '../../domain/schemas/analytics';
import { readAnalytics } from '../services/analytics';
import { defineOperation } from './define';

export const analyticsOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/analytics/me',
    auth: 'required',
    summary: "The caller's analytics: scores per cycle, weekly execution, completions per day, projects against time, budgets per currency",
    description:
      'Paid plans only: a plan in force without analytics (BASICO, or a paid plan past its renewal date) answers 403 PLAN_LIMIT. ' +
      'Dates are calendar days in the X-Time-Zone zone. Weeks run from the week the first cycle started to the current one ' +
      "(provisional); completions cover the current cycle's days up to today. Projects come with the current cycle's first, then " +
      "by creation. Budgets are per currency, never converted: planned sums the actions' baseCapital, spent the completed actions' actualCost.",
    errors: ['PLAN_LIMIT'],
    input: z.object({}),
    output: AnalyticsSchema,
    handler: (ctx) => readAnalytics(ctx),
  }),
};
