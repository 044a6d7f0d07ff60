import fp from 'fastify-plugin';
import { operationTables } from '../operations';
import { registerDocumentRoutes } from '../rest/documents';
import { registerRestRoutes } from '../rest/routes';
import type { AppDeps } from '../services/context';

/** The REST API under /api/v1: one route per operation, and the legal PDFs. */
export const restApi = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    registerRestRoutes(app, deps, operationTables);
    registerDocumentRoutes(app);
  },
  { name: 'rest-api' },
);
