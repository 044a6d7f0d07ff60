import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import type { Database } from './open';

/**
 * The first pass a minute after start, as PostgreSQL's autovacuum first looks at its tables (autovacuum_naptime):
 * start-up stays as fast as before, and a server restarted often does not vacuum each time.
 */
export const MAINTENANCE_FIRST_IN_MS = 60_000;
/** Then every hour. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

/**
 * Maintains an embedded database (Database.maintain) on its schedule, logging each pass; null on PostgreSQL, whose
 * autovacuum does this work. A pass blocks the embedded database's queries while it runs (~0.1 s once the first,
 * ~0.8 s on a database of a thousand actions, is done).
 */
export function startMaintenance(database: Database, log: PassLog): Repeating | null {
  if (!database.maintain) return null;
  const maintain = database.maintain.bind(database);
  return startRepeating({
    pass: async () => {
      const started = performance.now();
      await maintain();
      log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
    },
    everyMs: MAINTENANCE_INTERVAL_MS,
    firstInMs: MAINTENANCE_FIRST_IN_MS,
    onFailure: (error) => log.warn({ err: error }, 'embedded database maintenance failed; the next pass tries again'),
  });
}
