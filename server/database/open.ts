import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { migrate } from './migrate';
import { openPgliteClient } from './pglite/client';
import { withPreparedStatements } from './pglite/statements';
import { statementName } from './statement-names';
import { checkedRows, type Reader } from './rows';
import { seedReferenceData } from './seed';
import type { SqlRunner } from './sql';

export type Db = PrismaClient<'query'>;

/** What a service may query with: the client itself or one of its transactions. */
export type DbClient = Prisma.TransactionClient;

export type { Reader } from './rows';

/**
 * Runs one data-modifying statement the way Reader runs a read: straight through the driver, as a named prepared
 * statement, outside any transaction (one statement is atomic on its own; several writes go in one WITH). For the
 * writes of a sign-in, which run at the rate of logins beside every read
 * (docs/decisions/2026-11-25-speed-logins-beside-reads.md).
 */
export type Writer = (query: Prisma.Sql) => Promise<void>;

export type Database = {
  kind: 'postgres' | 'pglite';
  prisma: Db;
  sql: SqlRunner;
  /**
   * Runs one statement (database/rows.ts) straight through the driver, as a named prepared statement, outside any
   * transaction, and answers its rows parsed against the statement's row schema (the driver reads int4 as a number,
   * timestamptz as a Date, text[] as an array). For the hot reads, where Prisma's runtime was most of the server's
   * CPU per request (docs/decisions/2026-11-25-speed-direct-reads.md), and the few statements Prisma's API cannot
   * write (docs/decisions/2026-11-29-data-access-dialects.md); everything else goes through Prisma.
   */
  read: Reader;
  write: Writer;
  /** Calls listener for every SQL query Prisma sends (tests count queries with it); returns an unsubscribe. */
  onQuery(listener: (sql: string) => void): () => void;
  /** true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The connections the app holds now, for the operators' metrics (server/infra/metrics.ts). */
  poolUse(): PoolUse;
  /**
   * PostgreSQL only: LISTENs on `channel` from a connection of its own (outside the pool) and calls onMessage with
   * each notification's payload. onConnected runs after each (re)connection, once listening: notifications sent
   * while the connection was down are lost, so it reads again what they would have told. A lost connection is
   * opened again after LISTEN_RETRY_MS. Resolves, once listening the first time, with what stops it.
   */
  listen?(channel: string, handlers: { onMessage: (payload: string) => void; onConnected: () => Promise<void> }): Promise<() => Promise<void>>;
  /**
   * PGlite only: vacuums and analyses the embedded database, which has no autovacuum; without it the planner never
   * learns how many rows a table holds and no index-only scan ever skips the heap. The server runs it on a schedule
   * (database/maintenance.ts). PostgreSQL's own autovacuum does this work there.
   */
  maintain?(): Promise<void>;
  /**
   * PGlite only: the data folder as a tar (PGlite's dumpDataDir), to start other in-memory databases from
   * (DatabaseOptions.snapshot). The API tests migrate one template per run this way, as PostgreSQL's copy a template
   * database: a new cluster and the migrations cost seconds per test file, loading the snapshot under one.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
};

/**
 * The pool's connections: its size, those open, those idle, and the queries waiting for one. PGlite is one connection
 * inside the process whose queries queue on its own lock, which does not say how many wait: it reads 1, 1, 0, 0.
 */
export type PoolUse = { max: number; total: number; idle: number; waiting: number };

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it PGlite stores the data in dataDir. */
  url?: string | undefined;
  /** A folder for PGlite, or 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  /** With 'memory://': the in-memory database starts as this snapshot (Database.snapshot) rather than empty. */
  snapshot?: Blob | undefined;
  poolSize?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
};

/**
 * Interactive transactions wait for a connection as long as a query would (the pool's connect timeout) and may run
 * as long as a statement may; past either Prisma answers P2028, which the API turns into a 503.
 */
function transactionOptions(options: DatabaseOptions): { maxWait: number; timeout: number } {
  return { maxWait: options.connectTimeoutMs ?? 5_000, timeout: options.statementTimeoutMs || 10_000 };
}

/** The query listeners of Database.onQuery, told of Prisma's queries and of the reader's. */
function queryEvents(prisma: Db): { onQuery: Database['onQuery']; tell(sql: string): void } {
  const listeners = new Set<(sql: string) => void>();
  const tell = (sql: string) => listeners.forEach((listener) => listener(sql));
  prisma.$on('query', (event) => tell(event.query));
  return {
    onQuery: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell,
  };
}


/** How long a lost LISTEN connection waits before it connects again (Database.listen). */
export const LISTEN_RETRY_MS = 500;

function listenOn(options: DatabaseOptions & { url: string }): NonNullable<Database['listen']> {
  return async (channel, { onMessage, onConnected }) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000 });
      let lost = false;
      const reconnect = () => {
        if (lost) return;
        lost = true;
        if (current === client) current = null;
        void client.end().catch(() => undefined);
        // A failed attempt schedules the next one itself.
        if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS).unref();
      };
      client.on('error', reconnect);
      client.on('end', reconnect);
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        current = client;
        await onConnected();
      } catch (error) {
        reconnect();
        throw error;
      }
    };
    try {
      await connect();
    } catch (error) {
      stopped = true;
      clearTimeout(retry);
      throw error;
    }
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    };
  };
}

// An arbitrary constant shared by every Prospera process: the key of the migration advisory lock.
const MIGRATION_LOCK_KEY = 72_707_369;

function openPostgres(options: DatabaseOptions & { url: string }): Database {
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs || undefined,
    // No JIT compilation: at 5 million actions the planner's estimate of a join put short reads (a person's series, a
    // few rows) over jit_above_cost, and compiling them cost 490 ms for a query that runs in 1 ms
    // (docs/decisions/2026-12-04-action-tally.md). The app only runs short statements.
    options: '-c jit=off',
    // Each connection keeps the statements it prepared (statement-names.ts): renewing connections bounds them.
    maxLifetimeSeconds: 15 * 60,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const sql: SqlRunner = {
    async exec(script) {
      await pool.query(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async withLock(fn) {
      const client = await pool.connect();
      try {
        // The request statement timeout must neither cancel the wait for another instance's migrations nor a
        // long migration itself.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked: SqlRunner = {
          exec: async (script) => void (await client.query(script)),
          query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
          withLock: (inner) => inner(locked),
        };
        return await fn(locked);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
  };
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName });
  const prisma = new PrismaClient({ adapter, transactionOptions: transactionOptions(options), log: [{ emit: 'event', level: 'query' }] });
  const events = queryEvents(prisma);
  const statement = (query: Prisma.Sql) => {
    events.tell(query.text);
    // Named as Prisma's own statements are: each connection prepares the text once.
    return pool.query({ name: statementName({ sql: query.text }), text: query.text, values: query.values });
  };
  return {
    kind: 'postgres',
    prisma,
    sql,
    read: async (query) => checkedRows(query, (await statement(query.sql)).rows),
    write: async (query) => void (await statement(query)),
    onQuery: events.onQuery,
    ping: async () => pool.query('SELECT 1').then(() => true, () => false),
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: listenOn(options),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = await openPgliteClient(options.dataDir, options.snapshot);
  // Loaded only for PGlite: a PostgreSQL server never pays for the adapter.
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const sql: SqlRunner = {
    async exec(script) {
      await client.exec(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    withLock: (fn) => fn(sql),
  };
  const prepared = withPreparedStatements(client);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(prepared), transactionOptions: transactionOptions(options), log: [{ emit: 'event', level: 'query' }] });
  const events = queryEvents(prisma);
  const statement = (query: Prisma.Sql) => {
    events.tell(query.text);
    return prepared.query<unknown>(query.text, query.values);
  };
  return {
    kind: 'pglite',
    prisma,
    sql,
    read: async (query) => checkedRows(query, (await statement(query.sql)).rows),
    write: async (query) => void (await statement(query)),
    onQuery: events.onQuery,
    ping: async () => client.query('SELECT 1').then(() => true, () => false),
    poolUse: () => ({ max: 1, total: 1, idle: 0, waiting: 0 }),
    async maintain() {
      await client.exec('VACUUM ANALYZE');
    },
    snapshot: () => client.dumpDataDir('none'),
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

/** Opens the database, applies pending migrations and loads the reference data. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? openPostgres({ ...options, url: options.url }) : await openPglite(options);
  try {
    await migrate(database.sql);
    await seedReferenceData(database.prisma);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
