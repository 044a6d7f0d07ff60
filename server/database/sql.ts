/** The little raw SQL the migrator and the health check need, over either driver. */
export interface SqlRunner {
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs fn on one connection holding an exclusive lock across processes (PGlite: only one process can
   * open its data, so the runner itself).
   */
  withLock<T>(fn: (locked: SqlRunner) => Promise<T>): Promise<T>;
}
