import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../services/context';
import { API_PREFIX } from '../../env';
import { createContext, runOperation } from '../run';
import type { AnyOperation, OperationTable } from '../../operations/define';

export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function rawInput(operation: AnyOperation, request: FastifyRequest): unknown {
  const fromUrl = request.params as Record<string, unknown>;
  // A DELETE reads the query, or its JSON body when it sends one (DELETE /users/me: a password has no place in a URL).
  if (operation.method === 'GET' || (operation.method === 'DELETE' && request.body === undefined)) return { ...(request.query as object), ...fromUrl };
  // Fastify reads text/plain into a string; only JSON is accepted, and no body at all reads as {}.
  if (request.body !== undefined && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const body: unknown = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('BAD_REQUEST');
  return { ...(body as object), ...fromUrl };
}

/** One Fastify route per operation, under /api/v1. */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, tables: Record<string, OperationTable>): void {
  for (const table of Object.values(tables)) {
    for (const operation of Object.values(table)) {
      app.route({
        method: operation.method,
        url: API_PREFIX + toFastifyPath(operation.path),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = createContext(deps, request);
          const output = await runOperation(operation, ctx, request.headers.authorization, () => rawInput(operation, request));
          return reply.status(operation.status ?? 200).send(output);
        },
      });
    }
  }
}
