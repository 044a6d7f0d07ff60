import { z } from 'zod';
import { HealthSchema } from '../../domain/schemas/health';
import { checkHealth } from '../services/health';
import { appVersion } from '../version';
import { defineOperation } from './define';

export const systemOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/health',
    auth: 'none',
    summary: 'Readiness: 200 when the server and its database answer, 503 otherwise',
    errors: ['SERVICE_UNAVAILABLE'],
    input: z.object({}),
    output: HealthSchema,
    handler: (ctx) => checkHealth(ctx, appVersion),
  }),
};
