import { AppError } from '../../domain/errors';
import type { Health } from '../../domain/schemas/health';
import type { Db } from '../database/open';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;

async function databaseIsUp(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = db.$queryRawUnsafe('SELECT 1').then(() => true, () => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the database answers; 503 otherwise. */
export async function checkHealth(db: Db, version: string): Promise<Health> {
  if (!(await databaseIsUp(db))) throw new AppError('SERVICE_UNAVAILABLE');
  return { status: 'ok', database: 'up', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version };
}
