import fp from 'fastify-plugin';
import { operationTables } from '../../operations';
import { registerCalendarRoutes } from './calendar';
import { registerDocumentRoutes } from './documents';
import { registerExportRoutes } from './exports';
import { registerOAuthRoutes } from './oauth';
import { registerReportRoutes } from './reports';
import { registerRestRoutes } from './routes';
import { registerUnsubscribeRoutes } from './unsubscribe';
import type { AppDeps } from '../../services/context';

/**
 * The REST API under /api/v1: one route per operation, and the routes that answer something other than JSON: the legal
 * PDFs, the progress report, the actions CSV, the calendar feed, the sign-in providers' redirects and the mail clients' one-click unsubscribe.
 */
export const restApi = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    registerRestRoutes(app, deps, operationTables);
    registerDocumentRoutes(app);
    registerReportRoutes(app, deps);
    registerExportRoutes(app, deps);
    registerCalendarRoutes(app, deps);
    registerOAuthRoutes(app, deps);
    registerUnsubscribeRoutes(app, deps);
  },
  { name: 'rest-api' },
);
