import type { FastifyInstance } from 'fastify';
import { authenticate, createContext, useZoneOfRecord } from '../run';
import { exportActionsCsv } from '../../services/account-data';
import type { AppDeps } from '../../services/context';
import { API_PREFIX } from '../../env';

/** The actions CSV's path under /api/v1. */
export const ACTIONS_CSV_PATH = '/users/export/actions.csv';

/** The actions as a CSV attachment (a file, not JSON, so not an operation); authenticated like every operation. */
export function registerExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(API_PREFIX + ACTIONS_CSV_PATH, async (request, reply) => {
    const ctx = await useZoneOfRecord(authenticate(createContext(deps, request), request.headers.authorization));
    const { filename, csv } = await exportActionsCsv(ctx);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
  });
}
