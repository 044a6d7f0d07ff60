import type { FastifyInstance } from 'fastify';
import { authenticate, createContext, useZoneOfRecord } from '../run';
import type { AppDeps } from '../../services/context';
import { progressReport, reportLang } from '../../services/progress-report';
import { API_PREFIX } from '../../env';
import { toFastifyPath } from './routes';

/** The progress report's path under /api/v1: lang is ES or EN. */
export const PROGRESS_REPORT_PATH = '/reports/progress/{lang}';

/** Personal and made for this moment: no cache, shared or private, may keep it. */
export const PROGRESS_REPORT_CACHE_CONTROL = 'private, no-store';

/**
 * The progress report PDF (a REST route that is not an operation: it answers a PDF, not JSON). The language is checked
 * first, like an unknown route, then the bearer token as every operation checks it; errors answer the usual envelope.
 */
export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { lang: string } }>(API_PREFIX + toFastifyPath(PROGRESS_REPORT_PATH), async (request, reply) => {
    const lang = reportLang(request.params.lang);
    const ctx = await useZoneOfRecord(authenticate(createContext(deps, request), request.headers.authorization));
    const report = await progressReport(ctx, lang);
    return reply
      .header('cache-control', PROGRESS_REPORT_CACHE_CONTROL)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${report.filename}"`)
      .send(report.bytes);
  });
}
