import fp from 'fastify-plugin';
import { operationTables } from '../../operations';
import { registerRestRoutes } from './routes';
import type { AppDeps } from '../../services/service-context';

/**
 * The REST API under /api/v1: one route per operation, whether it answers JSON, a file (the legal PDFs, the progress
 * report, the actions CSV, the calendar feed) or a redirect (the sign-in providers' trips).
 */
export const restApi = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    registerRestRoutes(app, deps, operationTables);
  },
  { name: 'rest-api' },
);
