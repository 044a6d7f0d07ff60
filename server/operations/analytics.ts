import { z } from 'zod';
import { AnalyticsSchema, REPORT_LANGS } from '../../domain/schemas/analytics';
import { readAnalytics } from '../services/analytics';
import { progressReport, reportLang } from '../services/progress-report';
import { defineFileOperation, defineOperation } from './define';

export const analyticsOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/analytics/me',
    auth: 'required',
    scopes: ['analytics:read', 'plan:read'],
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

/** Personal and made for this moment: no cache, shared or private, may keep it. */
export const PROGRESS_REPORT_CACHE_CONTROL = 'private, no-store';

/** The progress report PDF; its own `reports` namespace, as before it was an operation. */
export const reportsOperations = {
  progress: defineFileOperation({
    method: 'GET',
    path: '/reports/progress/{lang}',
    auth: 'required',
    scopes: ['analytics:read', 'profile:read', 'wheel:read', 'plan:read', 'weekly:read'],
    summary: "The caller's progress report as a PDF, in Spanish or English",
    description:
      "Each cycle's life wheel as a chart, the last two assessed cycles compared, the weekly execution scores, the projects " +
      'with their goals and done actions, and the budgets planned against spent per currency. Paid plans only: BASICO ' +
      'answers 403 PLAN_LIMIT. The language is ES or EN (lower case is accepted too); any other answers 404 REPORT_NOT_FOUND, ' +
      "checked before the token like an unknown route. The file is named with today's date in the zone of record (X-Time-Zone " +
      'while none is stored) and is never cached.',
    notFound: 'REPORT_NOT_FOUND',
    errors: ['PLAN_LIMIT', 'REPORT_NOT_FOUND'],
    input: z.object({
      lang: z
        .string()
        .regex(new RegExp(`^(${REPORT_LANGS.join('|')})$`, 'i'))
        .meta({ enum: [...REPORT_LANGS] }),
    }),
    answer: {
      kind: 'file',
      contentType: 'application/pdf',
      disposition: 'attachment',
      cacheControl: PROGRESS_REPORT_CACHE_CONTROL,
      description: 'The PDF',
      exampleFilename: 'prospera-progress-2026-11-24.pdf',
    },
    handler: async (ctx, input) => {
      const report = await progressReport(ctx, reportLang(input.lang));
      return { body: report.bytes, filename: report.filename };
    },
  }),
};
