import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { rateLimitUnits } from './trpc/batch';
import { createApiRateLimiter } from '../infra/rate-limit';

/**
 * RATE_LIMIT_MAX API units per minute per IP, counted in Redis when there is one; other paths are not limited.
 * A request spends one unit per procedure it calls: a tRPC batch of 10 spends 10, as ten requests would.
 */
export const apiRateLimit = fp<{ max: number; redis: Redis | undefined }>(
  async (app, { max, redis }) => {
    const limiter = createApiRateLimiter(max, redis);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      await limiter.hit([request.ip], rateLimitUnits(request.url));
    });
  },
  { name: 'api-rate-limit' },
);
