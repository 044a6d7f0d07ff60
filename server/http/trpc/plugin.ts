import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../domain/errors';
import { MAX_BATCH_PROCEDURES } from '../../../domain/rules/api-limits';
import { isOversizedBatch, TRPC_PREFIX } from './batch';
import type { AppDeps } from '../../services/service-context';
import { appRouter, type TrpcContext } from './router';

/** The same operations as tRPC procedures under /api/trpc, for the client. */
export const trpcApi = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    // The hooks below are tRPC's alone: registered in a scope of their own, the REST routes never run them.
    await app.register(async (trpc) => {
      // A batch of more than MAX_BATCH_PROCEDURES answers 400 with the envelope before its body is read or any
      // procedure runs.
      trpc.addHook('onRequest', async (request) => {
        if (isOversizedBatch(request.url)) throw new AppError('BATCH_TOO_LARGE', { max: MAX_BATCH_PROCEDURES });
      });

      // tRPC parses request bodies itself; a mutation without input arrives with an empty body, which it cannot parse.
      trpc.addHook('preHandler', async (request) => {
        if (request.method === 'POST' && (request.body === undefined || request.body === '')) request.body = '{}';
      });

      await trpc.register(fastifyTRPCPlugin, {
        prefix: TRPC_PREFIX,
        trpcOptions: {
          router: appRouter,
          // tRPC's own check too, should a request ever reach it past the hook above.
          maxBatchSize: MAX_BATCH_PROCEDURES,
          createContext: ({ req }: { req: FastifyRequest }) => ({ deps, req }),
          onError: ({ error, req }: { error: Error & { code?: string; cause?: unknown }; req: FastifyRequest }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'tRPC procedure failed');
          },
          responseMeta: ({ ctx, errors }: { ctx?: TrpcContext; errors: { cause?: unknown; retryAfter?: number }[] }) => {
            const retryAfter = errors.map((error) => error.retryAfter).find((value) => typeof value === 'number');
            const headers: Record<string, string> = {};
            if (retryAfter) headers['retry-after'] = String(retryAfter);
            if (ctx?.replayed) headers['idempotent-replayed'] = 'true';
            return { headers };
          },
        },
      });
    });
  },
  { name: 'trpc-api' },
);
