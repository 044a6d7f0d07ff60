import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../../domain/schemas/webhooks';
import type { Db, DbClient } from '../database/open';
import { Prisma } from '../generated/prisma/client';

// The webhooks' outbox (issue 39): what the services that change things call, in their own transaction. Apart from
// services/webhooks.ts, which reads the weekly figures, so that those services do not import each other in a ring.

/** A new event's id, the webhook-id header of its deliveries. */
export const newEventId = () => `msg_${randomUUID()}`;

/**
 * The outbox: records an event of `userId` for each of their enabled endpoints that receives its type, in one
 * statement on `tx`, the transaction of the change the event tells (so the event exists exactly when the change does).
 * `eventId` is given for an event that may be recorded twice (week.closed): the unique key keeps one per endpoint.
 */
export async function emitWebhookEvent(
  tx: DbClient | Db,
  event: { userId: string; type: WebhookEventType; data: Record<string, unknown>; now: Date; eventId?: string; endpointId?: string },
): Promise<number> {
  const payload = JSON.stringify({ type: event.type, timestamp: event.now.toISOString(), data: event.data });
  const oneEndpoint = event.endpointId === undefined ? Prisma.empty : Prisma.sql`AND e."id" = ${event.endpointId}::uuid`;
  return tx.$executeRaw`
    INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId", "type", "payload", "status", "attempts", "runAt", "queuedAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), e."id", ${event.eventId ?? newEventId()}, ${event.type}, ${payload}::jsonb, 'PENDING', 0, ${event.now}, ${event.now}, ${event.now}, ${event.now}
    FROM "WebhookEndpoint" e
    WHERE e."userId" = ${event.userId}::uuid AND e."enabled" AND ${event.type} = ANY(e."events") ${oneEndpoint}
    ON CONFLICT ("endpointId", "eventId") DO NOTHING`;
}
