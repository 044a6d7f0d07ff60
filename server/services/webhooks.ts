import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { translate, type Lang, type MessageCode } from '../../domain/messages';
import { DEFAULT_NOTIFICATION_ZONE } from '../../domain/rules/notifications';
import { encodeCursor } from '../../domain/rules/page-cursor';
import { addDays } from '../../domain/rules/dates';
import { currentWeekStart, weekEndInstant } from '../../domain/rules/weekly';
import {
  WEBHOOK_DELIVERIES_DEFAULT_LIMIT,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PING_EVENT,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookDeliveriesInput,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointList,
  WEBHOOK_EVENTS,
} from '../../domain/schemas/webhooks';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { startRepeating, type PassLog, type Repeating } from '../infra/repeat';
import { serialisedForUser } from '../infra/user-lock';
import { checkWebhookUrl, newWebhookSecret } from '../infra/webhooks';
import { claimJobs, deleteFinished } from './job-claims';
import { emitWebhookEvent, newEventId } from './webhook-outbox';
import { owedByWeek } from './series-occurrences';
import type { AppDeps, UserScope, UserServiceContext } from './service-context';
import { readWeekTallies, weekScoreOf } from './weekly';

// Signed webhooks (issue 39): endpoints, the outbox of deliveries, the delivery pass and the week.closed pass.
// docs/decisions/2026-11-30-webhooks.md.

const HOUR_MS = 60 * 60_000;
/** A delivery is tried again and again for this long after it was queued, then it fails. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR_MS;
/** The first retry waits up to this; each failure doubles it, up to WEBHOOK_RETRY_CAP_MS (full jitter below it). */
const WEBHOOK_RETRY_BASE_MS = 30_000;
const WEBHOOK_RETRY_CAP_MS = HOUR_MS;
/** Deliveries claimed (and sent side by side) per batch; a pass claims batches until none is due. */
const DELIVERY_BATCH = 20;
/** Endpoints whose week closed handled per transaction by the week.closed pass. */
const WEEK_BATCH = 100;
/** How long a delivered or failed row stays in the delivery log. */
const DELIVERY_RETENTION_MS = 30 * 24 * HOUR_MS;

/** The wait before the next try after `attempts` failed ones: exponential backoff with full jitter, `random` in [0, 1). */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const ceiling = Math.min(WEBHOOK_RETRY_CAP_MS, WEBHOOK_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(1_000, Math.floor(random * ceiling));
}

const strictAddresses = (ctx: { deps: AppDeps }) => ctx.deps.env.NODE_ENV === 'production';

const endpointSelect = { id: true, url: true, events: true, enabled: true, disabledReason: true, createdAt: true, updatedAt: true } as const;
type EndpointRow = { id: string; url: string; events: string[]; enabled: boolean; disabledReason: string | null; createdAt: Date; updatedAt: Date };

const REASONS = ['WEBHOOK_DISABLED_GONE', 'WEBHOOK_DISABLED_BY_OWNER'] as const satisfies readonly MessageCode[];
const isReason = (code: string): code is (typeof REASONS)[number] => (REASONS as readonly string[]).includes(code);
const SEND_FAILURES = ['WEBHOOK_SEND_TIMEOUT', 'WEBHOOK_SEND_REFUSED_ADDRESS', 'WEBHOOK_SEND_UNREACHABLE', 'WEBHOOK_SEND_DISABLED'] as const satisfies readonly MessageCode[];
const isSendFailure = (code: string): code is (typeof SEND_FAILURES)[number] => (SEND_FAILURES as readonly string[]).includes(code);

function toEndpoint(row: EndpointRow, ctx: UserScope): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: WEBHOOK_EVENTS.filter((event) => row.events.includes(event)),
    enabled: row.enabled,
    disabledReason: row.disabledReason && isReason(row.disabledReason) ? translate(row.disabledReason, ctx.lang) : row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When the person's current week closes, for an endpoint that receives week.closed; null for one that does not. */
function weekClosesAt(events: readonly string[], ctx: Pick<UserScope, 'now' | 'timeZone'>): Date | null {
  return events.includes('week.closed') ? weekEndInstant(currentWeekStart(ctx.now, ctx.timeZone), ctx.timeZone) : null;
}

/**
 * Registers an endpoint: the URL is checked (https; in production a host that is or resolves to a public address),
 * at most WEBHOOK_ENDPOINTS_MAX per person. The signing secret is answered this once and stored sealed.
 */
export async function createWebhook(ctx: UserServiceContext, input: CreateWebhookInput): Promise<WebhookEndpointCreated> {
  await checkWebhookUrl(input.url, strictAddresses(ctx));
  const secret = newWebhookSecret();
  const secretSealed = await ctx.deps.webhooks.seal(secret, ctx.now);
  const userId = ctx.user.id;
  const row = await serialisedForUser(ctx.db, userId, async (tx) => {
    if ((await tx.webhookEndpoint.count({ where: { userId } })) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('WEBHOOK_LIMIT', { max: WEBHOOK_ENDPOINTS_MAX });
    return tx.webhookEndpoint.create({
      data: { userId, url: input.url, events: input.events, secretSealed, weekClosesAt: weekClosesAt(input.events, ctx), createdAt: ctx.now, updatedAt: ctx.now },
      select: endpointSelect,
    });
  });
  return { ...toEndpoint(row, ctx), secret };
}

export async function listWebhooks(ctx: UserServiceContext): Promise<WebhookEndpointList> {
  const rows = await ctx.db.webhookEndpoint.findMany({ where: { userId: ctx.user.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: endpointSelect });
  return { endpoints: rows.map((row) => toEndpoint(row, ctx)) };
}

/** One of the caller's endpoints; another person's or an unknown id is WEBHOOK_NOT_FOUND (404). */
export async function getWebhook(ctx: UserServiceContext, id: string): Promise<WebhookEndpoint> {
  const row = await ctx.db.webhookEndpoint.findFirst({ where: { id, userId: ctx.user.id }, select: endpointSelect });
  if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
  return toEndpoint(row, ctx);
}

/** Changes what is given: the URL (checked as at registration), the events, enabled (enabling clears the reason). */
export async function updateWebhook(ctx: UserServiceContext, input: UpdateWebhookInput): Promise<WebhookEndpoint> {
  if (input.url !== undefined) await checkWebhookUrl(input.url, strictAddresses(ctx));
  const current = await ctx.db.webhookEndpoint.findFirst({ where: { id: input.id, userId: ctx.user.id }, select: { events: true } });
  if (!current) throw new AppError('WEBHOOK_NOT_FOUND');
  const events = input.events ?? current.events;
  const enabled = input.enabled === undefined ? {} : { enabled: input.enabled, disabledReason: input.enabled ? null : 'WEBHOOK_DISABLED_BY_OWNER' };
  const updated = await ctx.db.webhookEndpoint.updateMany({
    where: { id: input.id, userId: ctx.user.id },
    data: { ...(input.url === undefined ? {} : { url: input.url }), events, ...enabled, weekClosesAt: weekClosesAt(events, ctx), updatedAt: ctx.now },
  });
  if (updated.count === 0) throw new AppError('WEBHOOK_NOT_FOUND');
  return getWebhook(ctx, input.id);
}

/** Deletes an endpoint and its delivery log: nothing more is sent to it. */
export async function deleteWebhook(ctx: UserServiceContext, id: string): Promise<{ success: true; message: string }> {
  const deleted = await ctx.db.webhookEndpoint.deleteMany({ where: { id, userId: ctx.user.id } });
  if (deleted.count === 0) throw new AppError('WEBHOOK_NOT_FOUND');
  return { success: true, message: translate('WEBHOOK_DELETED', ctx.lang) };
}

const deliverySelect = {
  id: true,
  eventId: true,
  type: true,
  status: true,
  attempts: true,
  runAt: true,
  lastStatus: true,
  lastDurationMs: true,
  lastError: true,
  lastErrorCode: true,
  createdAt: true,
  deliveredAt: true,
} as const;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof deliverySelect }>;

function toDelivery(ctx: { lang: Lang }, row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? row.runAt.toISOString() : null,
    responseStatus: row.lastStatus,
    durationMs: row.lastDurationMs,
    error: row.lastError,
    errorMessage: row.lastErrorCode && isSendFailure(row.lastErrorCode) ? translate(row.lastErrorCode, ctx.lang) : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The delivery log of one of the caller's endpoints, newest first, a page at a time (cursor: creation instant and id). */
export async function listWebhookDeliveries(ctx: UserServiceContext, input: WebhookDeliveriesInput): Promise<WebhookDeliveryPage> {
  const endpoint = await ctx.db.webhookEndpoint.findFirst({ where: { id: input.id, userId: ctx.user.id }, select: { id: true } });
  if (!endpoint) throw new AppError('WEBHOOK_NOT_FOUND');
  const after = input.cursor && { createdAt: new Date(input.cursor.createdAt), id: input.cursor.id };
  const limit = input.limit ?? WEBHOOK_DELIVERIES_DEFAULT_LIMIT;
  const rows = await ctx.db.webhookDelivery.findMany({
    where: { endpointId: endpoint.id, ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    select: deliverySelect,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { deliveries: page.map((row) => toDelivery(ctx, row)), nextCursor: rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null };
}

/**
 * Queues one delivery of the caller's endpoint again, now, with a fresh day of retries; the event keeps its id (the
 * receiver can tell it is the same event). A delivery being tried right now is left to that try.
 */
export async function redeliverWebhook(ctx: UserServiceContext, input: { id: string; deliveryId: string }): Promise<WebhookDelivery> {
  const where = { id: input.deliveryId, endpointId: input.id, endpoint: { userId: ctx.user.id } };
  const found = await ctx.db.webhookDelivery.findFirst({ where, select: { id: true } });
  if (!found) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  await ctx.db.webhookDelivery.updateMany({
    where: { id: found.id, status: { not: 'SENDING' } },
    data: { status: 'PENDING', runAt: ctx.now, queuedAt: ctx.now, attempts: 0, lockedUntil: null, updatedAt: ctx.now },
  });
  return toDelivery(ctx, await ctx.db.webhookDelivery.findUniqueOrThrow({ where: { id: found.id }, select: deliverySelect }));
}

/** Queues a webhook.ping event to one of the caller's endpoints (whatever it subscribes to), to test the receiver. */
export async function pingWebhook(ctx: UserServiceContext, id: string): Promise<WebhookDelivery> {
  const endpoint = await ctx.db.webhookEndpoint.findFirst({ where: { id, userId: ctx.user.id }, select: { id: true } });
  if (!endpoint) throw new AppError('WEBHOOK_NOT_FOUND');
  const eventId = newEventId();
  const payload = { type: WEBHOOK_PING_EVENT, timestamp: ctx.now.toISOString(), data: { endpointId: endpoint.id } };
  const row = await ctx.db.webhookDelivery.create({
    data: { endpointId: endpoint.id, eventId, type: WEBHOOK_PING_EVENT, payload, runAt: ctx.now, queuedAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now },
    select: deliverySelect,
  });
  return toDelivery(ctx, row);
}

const closingEndpoint = columns({
  id: column('e."id"::text', z.string()),
  userId: column('e."userId"::text', z.string()),
  timeZone: column('p."timeZone"', z.string().nullable()),
  weekClosesAt: column('e."weekClosesAt"', z.date()),
});

/**
 * week.closed: the endpoints whose person's week has closed (weekClosesAt, indexed, due), WEEK_BATCH at a time. Each
 * gets the week's execution score under an event id made of the person and the week, then its next closing instant
 * (only if no one moved it meanwhile). The event is recorded before the instant moves, and the unique key keeps one
 * row per endpoint and event id: a pass that stops between the two, or two instances that take one endpoint at once,
 * record it once. The work follows the endpoints due, never every person.
 */
export async function emitClosedWeeks(deps: Pick<AppDeps, 'db' | 'read'>, now: Date): Promise<number> {
  let emitted = 0;
  for (;;) {
    const due = await deps.read(
      statement(
        closingEndpoint.row,
        Prisma.sql`
          SELECT ${closingEndpoint.sql} FROM "WebhookEndpoint" e LEFT JOIN "Profile" p ON p."userId" = e."userId"
          WHERE e."enabled" AND e."weekClosesAt" <= ${now}
          ORDER BY e."weekClosesAt" LIMIT ${WEEK_BATCH}`,
      ),
    );
    for (const endpoint of due) {
      const timeZone = endpoint.timeZone ?? DEFAULT_NOTIFICATION_ZONE;
      const current = currentWeekStart(now, timeZone);
      const monday = addDays(current, -7);
      const scope: UserScope = { db: deps.db, read: deps.read, lang: 'en', timeZone, now, user: { id: endpoint.userId } };
      const [tallies, owed] = await Promise.all([readWeekTallies(scope, [monday]), owedByWeek(scope, [monday])]);
      const score = weekScoreOf(tallies, owed, monday);
      emitted += await emitWebhookEvent(deps.db, {
        userId: endpoint.userId,
        endpointId: endpoint.id,
        type: 'week.closed',
        eventId: `msg_week_${endpoint.userId}_${monday}`,
        data: { weekStart: monday, weekEnd: addDays(monday, 6), timeZone, due: score.due, done: score.done, executionScore: score.score },
        now,
      });
      await deps.db.webhookEndpoint.updateMany({ where: { id: endpoint.id, weekClosesAt: endpoint.weekClosesAt }, data: { weekClosesAt: weekEndInstant(current, timeZone) } });
    }
    if (due.length < WEEK_BATCH) return emitted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const claimedDelivery = columns({
  id: column('"id"::text', z.string()),
  endpointId: column('"endpointId"::text', z.string()),
  eventId: column('"eventId"', z.string()),
  payload: column('"payload"::text', z.string()),
  attempts: column('"attempts"', z.number().int()),
  queuedAt: column('"queuedAt"', z.date()),
});
type ClaimedDelivery = z.output<typeof claimedDelivery.row>;

/** How a claimed delivery ended, as a pass counts it. */
type DeliveryOutcome = 'delivered' | 'retried' | 'failed';

/**
 * Sends one claimed delivery and records the try; the row changes only while this claim still holds it. 2xx:
 * DELIVERED. 410: FAILED and the endpoint disabled. Anything else (another status, a redirect, a timeout, a refused
 * address): tried again after retryDelayMs, until WEBHOOK_RETRY_WINDOW_MS after it was queued, then FAILED.
 */
async function deliver(deps: AppDeps, delivery: ClaimedDelivery, now: Date): Promise<DeliveryOutcome> {
  const held = { id: delivery.id, status: 'SENDING' as const, attempts: delivery.attempts };
  const finish = (data: Prisma.WebhookDeliveryUpdateManyMutationInput) => deps.db.webhookDelivery.updateMany({ where: held, data: { ...data, lockedUntil: null, updatedAt: now } });
  const endpoint = await deps.db.webhookEndpoint.findUnique({ where: { id: delivery.endpointId }, select: { url: true, secretSealed: true, enabled: true } });
  if (!endpoint?.enabled) {
    await finish({ status: 'FAILED', lastError: 'the endpoint is disabled', lastErrorCode: 'WEBHOOK_SEND_DISABLED' });
    return 'failed';
  }
  const secret = await deps.webhooks.open(endpoint.secretSealed, now);
  const attempt = await deps.webhooks.send({ url: endpoint.url, secret, eventId: delivery.eventId, timestamp: now, body: delivery.payload });
  const tried = { lastStatus: attempt.status, lastDurationMs: attempt.durationMs, lastError: attempt.error, lastErrorCode: attempt.failure };
  if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) {
    await finish({ status: 'DELIVERED', deliveredAt: now, ...tried });
    return 'delivered';
  }
  if (attempt.status === 410) {
    await deps.db.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, enabled: true }, data: { enabled: false, disabledReason: 'WEBHOOK_DISABLED_GONE', updatedAt: now } });
    await finish({ status: 'FAILED', ...tried });
    return 'failed';
  }
  if (now.getTime() - delivery.queuedAt.getTime() >= WEBHOOK_RETRY_WINDOW_MS) {
    await finish({ status: 'FAILED', ...tried });
    return 'failed';
  }
  await finish({ status: 'PENDING', runAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)), ...tried });
  return 'retried';
}

/** What one pass did, for the log and the tests. */
export type WebhookRun = { weeks: number; delivered: number; retried: number; failed: number };

/**
 * One pass at the clock's instant: records the week.closed events that are due, then claims due deliveries
 * DELIVERY_BATCH at a time (FOR UPDATE SKIP LOCKED with a lease: across instances each delivery is tried by one) and
 * sends each batch side by side, until none is due; then deletes the log's finished rows older than
 * DELIVERY_RETENTION_MS, in bounded batches.
 */
export async function runWebhookDeliveries(deps: AppDeps): Promise<WebhookRun> {
  const now = deps.clock();
  const run: WebhookRun = { weeks: await emitClosedWeeks(deps, now), delivered: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimedAt = deps.clock();
    const batch = await claimJobs(deps.db, 'WebhookDelivery', claimedDelivery, claimedAt, DELIVERY_BATCH);
    if (batch.length === 0) break;
    for (const outcome of await Promise.all(batch.map((delivery) => deliver(deps, delivery, claimedAt)))) run[outcome] += 1;
  }
  await deleteFinished(deps.db, 'WebhookDelivery', Prisma.sql`"status" IN ('DELIVERED', 'FAILED') AND "createdAt" < ${new Date(now.getTime() - DELIVERY_RETENTION_MS)}`);
  return run;
}

/** Runs runWebhookDeliveries now and every `intervalMs`, one pass at a time, on every instance. */
export function startWebhookWorker(deps: AppDeps, log: PassLog, intervalMs: number): Repeating {
  return startRepeating({
    pass: async () => {
      const run = await runWebhookDeliveries(deps);
      if (run.weeks + run.delivered + run.retried + run.failed > 0) log.info({ webhooks: run }, 'webhook pass');
    },
    everyMs: intervalMs,
    onFailure: (error) => log.warn({ err: error }, 'webhook pass failed; the next one tries again'),
  });
}
