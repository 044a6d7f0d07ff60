import { AppError } from '../../domain/errors';
import type { Health } from '../../domain/schemas/health';
import type { RequestContext } from '../http/context';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;

export async function databaseIsUp(ctx: Pick<RequestContext, 'db'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = ctx.db.$queryRawUnsafe('SELECT 1').then(() => true, () => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the database answers; 503 otherwise. */
export async function checkHealth(ctx: Pick<RequestContext, 'db'>, version: string): Promise<Health> {
  if (!(await databaseIsUp(ctx))) throw new AppError('SERVICE_UNAVAILABLE');
  return { status: 'ok', database: 'up', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version };
}
