import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { AnyOperation } from '../operations/define';
import { bearerToken } from '../services/tokens';
import type { AppDeps, RequestContext } from './context';
import { negotiateLanguage, resolveTimeZone } from './language';
import { parseInput } from './validate';

/** The per-request context, the same for both transports. */
export function createContext(deps: AppDeps, request: FastifyRequest): RequestContext {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return {
    deps,
    db: deps.db,
    lang: negotiateLanguage(query.lang, request.headers['accept-language']),
    timeZone: resolveTimeZone(request.headers['x-time-zone']),
    now: new Date(),
    ip: request.ip,
    user: null,
  };
}

/**
 * Runs one operation: authenticates when it requires a user, validates the input with the shared schema,
 * calls the handler, and checks the output against its schema before it leaves (unknown keys are dropped).
 */
export async function runOperation(
  operation: AnyOperation,
  ctx: RequestContext,
  authorization: string | undefined,
  readInput: () => unknown,
): Promise<unknown> {
  if (operation.auth === 'required') {
    const token = bearerToken(authorization);
    if (!token) throw new AppError('UNAUTHENTICATED');
    ctx.user = await ctx.deps.tokens.verifyAccessToken(token);
  }
  const input = parseInput(operation.input, readInput(), ctx.lang);
  const output = await operation.handler(ctx as never, input as never);
  const checked = operation.output.safeParse(output);
  if (!checked.success) {
    throw Object.assign(new Error(`Output of ${operation.method} ${operation.path} does not match its schema`), {
      issues: checked.error.issues,
    });
  }
  return checked.data;
}
