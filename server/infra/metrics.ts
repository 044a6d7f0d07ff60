import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../database/open';

/** Seconds: from a cheap read (under 1 ms) to the request timeout's order. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The answers' status classes, the only status labels: '2xx' … '5xx'. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClassOf = (status: number): (typeof STATUS_CLASSES)[number] => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event-loop delay, GC, handles): prom-client's default metrics, collected once
 * per process in a registry of their own (never prom-client's global one), whatever the number of apps it builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One observation of an operation: its label (the operation's name), the HTTP method, the answer's status and time. */
export type OperationTiming = { operation: string; method: string; status: number; seconds: number };

export type AppMetrics = {
  /** Where the app's other gauges register (the job tables': services/job-queues.ts). */
  registry: Registry;
  contentType: string;
  /** Records one call of an operation (a REST route, a tRPC procedure, or a fixed label: static, docs, metrics…). */
  observe(timing: OperationTiming): void;
  /** Counts one HTTP request by its status class. */
  countRequest(status: number): void;
  /** The exposition text: the process's metrics, then the app's, each read at this moment. */
  render(): Promise<string>;
};

function poolMetrics(registry: Registry, database: Database): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('prospera_db_pool_max', 'Connections the database pool may open (1 on PGlite)', () => database.poolUse().max);
  gauge('prospera_db_pool_total', 'Connections the database pool holds open', () => database.poolUse().total);
  gauge('prospera_db_pool_idle', 'Open connections not in use (0 on PGlite, where it is not observable)', () => database.poolUse().idle);
  gauge('prospera_db_pool_waiting', 'Queries waiting for a connection (0 on PGlite, where it is not observable)', () => database.poolUse().waiting);
}

/** The metrics of one app, in a registry of its own: tests build many apps in one process. */
export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'prospera_http_request_duration_seconds',
    help: 'Time to answer one call, by operation (its name in the operation table, or static, docs, metrics, not_found), method and status class',
    labelNames: ['operation', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'prospera_http_requests_total',
    help: 'HTTP requests answered, by status class (a tRPC batch is one)',
    labelNames: ['status_class'] as const,
    registers: [registry],
  });
  poolMetrics(registry, database);
  const requestsOfClass = new Map(STATUS_CLASSES.map((statusClass) => [statusClass, requests.labels(statusClass)]));
  return {
    registry,
    contentType: registry.contentType,
    observe({ operation, method, status, seconds }) {
      latency.observe({ operation, method, status_class: statusClassOf(status) }, seconds);
    },
    countRequest(status) {
      requestsOfClass.get(statusClassOf(status))?.inc();
    },
    async render() {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}
