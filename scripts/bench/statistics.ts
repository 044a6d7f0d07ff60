import type { Database } from '../../server/database/open';

/**
 * Brings a database the bench just wrote to the statistics a running one has soon after: PostgreSQL's autovacuum
 * vacuums and analyses changed tables within a minute or so, and the server maintains an embedded database itself
 * (server/database/maintenance.ts). Measured before that, reads are planned as if the tables were empty, a state
 * no running database stays in.
 */
export async function settleStatistics(database: Database): Promise<void> {
  await (database.maintain ? database.maintain() : database.sql.exec('VACUUM ANALYZE'));
}
