import { Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import type { Reader } from '../database/open';
import type { Clock } from '../infra/clock';
import { statement } from '../database/rows';
import { NotificationKind } from '../generated/prisma/enums';
import { Prisma } from '../generated/prisma/client';

/** How long one read of the job tables serves the scrapes that follow it. */
const JOB_QUEUES_TTL_MS = 5_000;

/**
 * The queues of the job tables: each kind of NotificationJob, PasswordResetMail as PASSWORD_RESET, WebhookDelivery as
 * WEBHOOK, PushDelivery as PUSH and CompanionInvitationMail as COMPANION_INVITATION.
 */
const JOB_KINDS = [...Object.values(NotificationKind), 'PASSWORD_RESET', 'WEBHOOK', 'PUSH', 'COMPANION_INVITATION'] as const;
type JobKind = (typeof JOB_KINDS)[number];

/** The statuses of a row not yet finished, and FAILED (kept until the table's retention deletes it). */
const WATCHED_JOB_STATUSES = ['PENDING', 'SENDING', 'FAILED'] as const;
type WatchedJobStatus = (typeof WATCHED_JOB_STATUSES)[number];

/** One kind and status of the job tables, as the operators' metrics show it. */
type JobQueueGroup = {
  kind: JobKind;
  status: WatchedJobStatus;
  jobs: number;
  /** Rows whose last try failed and that wait for (or run) another: PENDING after a try, SENDING on a second one. */
  retrying: number;
  /** The runAt of the oldest PENDING row that is due at `now`; null when none is. */
  oldestDue: Date | null;
};

const groupRow = z.object({
  kind: z.enum(JOB_KINDS),
  status: z.enum(WATCHED_JOB_STATUSES),
  jobs: z.number().int(),
  retrying: z.number().int(),
  oldestDue: z.date().nullable(),
});

const aggregates = (now: Date) => Prisma.sql`
  count(*)::int AS "jobs",
  count(*) FILTER (WHERE ("status" = 'PENDING' AND "attempts" > 0) OR ("status" = 'SENDING' AND "attempts" > 1))::int AS "retrying",
  min("runAt") FILTER (WHERE "status" = 'PENDING' AND "runAt" <= ${now}) AS "oldestDue"`;

/**
 * The job tables' unfinished and failed rows by kind and status, in one statement read through the (status, runAt)
 * indexes: the finished rows kept for the record (SENT, SKIPPED) are never read. CompanionInvitationMail has only
 * its partial pending and sending indexes: its finished rows are deleted after a day, so the table stays small.
 * Empty groups are absent.
 */
async function readJobQueues(read: Reader, now: Date): Promise<JobQueueGroup[]> {
  return read(statement(groupRow, Prisma.sql`
    SELECT "kind"::text AS "kind", "status"::text AS "status", ${aggregates(now)}
    FROM "NotificationJob" WHERE "status" IN ('PENDING', 'SENDING', 'FAILED') GROUP BY "kind", "status"
    UNION ALL
    SELECT 'PASSWORD_RESET' AS "kind", "status"::text AS "status", ${aggregates(now)}
    FROM "PasswordResetMail" WHERE "status" IN ('PENDING', 'SENDING', 'FAILED') GROUP BY "status"
    UNION ALL
    SELECT 'WEBHOOK' AS "kind", "status"::text AS "status", ${aggregates(now)}
    FROM "WebhookDelivery" WHERE "status" IN ('PENDING', 'SENDING', 'FAILED') GROUP BY "status"
    UNION ALL
    SELECT 'PUSH' AS "kind", "status"::text AS "status", ${aggregates(now)}
    FROM "PushDelivery" WHERE "status" IN ('PENDING', 'SENDING', 'FAILED') GROUP BY "status"
    UNION ALL
    SELECT 'COMPANION_INVITATION' AS "kind", "status"::text AS "status", ${aggregates(now)}
    FROM "CompanionInvitationMail" WHERE "status" IN ('PENDING', 'SENDING', 'FAILED') GROUP BY "status"`));
}

/**
 * The job tables' gauges: rows by kind and status, retrying rows and the oldest due row's age. A scrape reads them with
 * one statement (readJobQueues) that serves every gauge of that scrape and of the next JOB_QUEUES_TTL_MS of the clock,
 * so scrapes cannot load the database; a failed read is not kept. Label values are lower case (weekly_digest, pending).
 */
export function registerJobQueueMetrics(registry: Registry, read: Reader, clock: Clock): void {
  let cached: { at: number; groups: Promise<JobQueueGroup[]> } | undefined;
  const groups = (): Promise<JobQueueGroup[]> => {
    const now = clock();
    if (!cached || Math.abs(now.getTime() - cached.at) >= JOB_QUEUES_TTL_MS) {
      const reading = readJobQueues(read, now);
      cached = { at: now.getTime(), groups: reading };
      reading.catch(() => {
        if (cached?.groups === reading) cached = undefined;
      });
    }
    return cached.groups;
  };
  const label = (kind: JobKind) => kind.toLowerCase();
  new Gauge({
    name: 'prospera_jobs',
    help: 'Rows of the job tables (notification mails, password-reset mails, webhook deliveries, pushes, companion invitations) by kind and status: pending, sending, failed',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const found = await groups();
      for (const kind of JOB_KINDS) {
        for (const status of WATCHED_JOB_STATUSES) {
          this.set({ kind: label(kind), status: status.toLowerCase() }, found.find((group) => group.kind === kind && group.status === status)?.jobs ?? 0);
        }
      }
    },
  });
  new Gauge({
    name: 'prospera_jobs_retrying',
    help: 'Unfinished jobs whose last try failed (waiting for, or running, another try), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const found = await groups();
      for (const kind of JOB_KINDS) this.set({ kind: label(kind) }, found.filter((group) => group.kind === kind).reduce((sum, group) => sum + group.retrying, 0));
    },
  });
  new Gauge({
    name: 'prospera_jobs_oldest_due_seconds',
    help: 'Age of the oldest pending job that is due (0 when none is), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const found = await groups();
      const now = clock().getTime();
      for (const kind of JOB_KINDS) {
        const due = found.find((group) => group.kind === kind && group.status === 'PENDING')?.oldestDue;
        this.set({ kind: label(kind) }, due ? Math.max(0, (now - due.getTime()) / 1000) : 0);
      }
    },
  });
}
