import { z } from 'zod';
import { HealthSchema, LivenessSchema } from '../../domain/schemas/health';
import { checkHealth } from '../infra/health';
import { appVersion } from '../version';
import { defineOperation } from './define';

const readiness = {
  method: 'GET',
  auth: 'none',
  summary: 'Readiness: 200 when the server and its database answer, 503 otherwise',
  errors: ['SERVICE_UNAVAILABLE'],
  input: z.object({}),
  output: HealthSchema,
} as const;

export const systemOperations = {
  health: defineOperation({ ...readiness, path: '/health', handler: (ctx) => checkHealth(ctx.db, appVersion) }),
  ready: defineOperation({ ...readiness, path: '/health/ready', handler: (ctx) => checkHealth(ctx.db, appVersion) }),
  live: defineOperation({
    method: 'GET',
    path: '/health/live',
    auth: 'none',
    summary: 'Liveness: 200 while the process serves requests, whatever the database does',
    input: z.object({}),
    output: LivenessSchema,
    handler: async () => ({ status: 'ok' as const }),
  }),
};
