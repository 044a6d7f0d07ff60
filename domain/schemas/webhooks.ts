import { z } from 'zod';
import { decodeCursor, isExactInstant } from '../rules/page-cursor';
import { IdSchema, PageInputShape } from './common';

/**
 * Signed webhooks (issue 39): the events a person can subscribe a URL to, and what the API answers about endpoints
 * and their deliveries. docs/decisions/2026-11-30-webhooks.md.
 */
export const WEBHOOK_EVENTS = [
  'action.created',
  'action.completed',
  'goal.completed',
  'week.closed',
  'review.created',
  'cycle.started',
  'cycle.reassessed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The test event POST /users/webhooks/{id}/ping sends; it cannot be subscribed to. */
export const WEBHOOK_PING_EVENT = 'webhook.ping';

/** Endpoints one person may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2048;

const WebhookUrlSchema = z
  .string({ message: 'WEBHOOK_URL_INVALID' })
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, { message: 'WEBHOOK_URL_TOO_LONG' })
  .refine((text) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol), { message: 'WEBHOOK_URL_INVALID' })
  .describe(`An https URL of at most ${WEBHOOK_URL_MAX_LENGTH} characters (http only for loopback hosts outside production)`);

const WebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { message: 'WEBHOOK_EVENT_UNKNOWN' }), { message: 'WEBHOOK_EVENTS_REQUIRED' })
  .min(1, { message: 'WEBHOOK_EVENTS_REQUIRED' })
  .max(WEBHOOK_EVENTS.length * 2, { message: 'WEBHOOK_EVENTS_REQUIRED' })
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)))
  .describe(`At least one of: ${WEBHOOK_EVENTS.join(', ')}`);

/** POST /users/webhooks. */
export const CreateWebhookInputSchema = z.object({ url: WebhookUrlSchema, events: WebhookEventsSchema });
export type CreateWebhookInput = z.infer<typeof CreateWebhookInputSchema>;

/** PATCH /users/webhooks/{id}: what is given changes. Enabling again clears the reason it was disabled. */
export const UpdateWebhookInputSchema = z.object({
  id: IdSchema,
  url: WebhookUrlSchema.optional(),
  events: WebhookEventsSchema.optional(),
  enabled: z.boolean({ message: 'INVALID_FORMAT' }).optional(),
});
export type UpdateWebhookInput = z.infer<typeof UpdateWebhookInputSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().describe('Why it stopped receiving (a 410 answer, or its owner); null while enabled'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema).describe('Oldest first') });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** POST /users/webhooks: the endpoint with its signing secret, shown this once. */
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The Standard Webhooks signing secret (whsec_...): verify every delivery with it. Shown only in this answer'),
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const;

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.string().describe('The webhook-id header: the same on every try'),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().describe('Tries since it was (re)queued'),
  nextAttemptAt: z.iso.datetime().nullable().describe('When it is tried next; null once delivered or failed'),
  responseStatus: z.number().int().nullable().describe("The last try's HTTP status; null when none answered"),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable().describe("The last try's error (a timeout, a refused address); null when it answered"),
  errorMessage: z.string().nullable().describe("Why the last try failed, in the request's language; null when it answered"),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_DEFAULT_LIMIT = 50;
/** A delivery page's cursor: the creation instant and id of its last row. */
const DELIVERY_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** GET /users/webhooks/{id}/deliveries. */
export const WebhookDeliveriesInputSchema = z.object({
  id: IdSchema,
  limit: PageInputShape.limit,
  cursor: PageInputShape.cursor.transform((text, ctx) => {
    if (text === undefined) return undefined;
    const [createdAt = '', id = ''] = decodeCursor(text, DELIVERY_CURSOR) ?? [];
    if (isExactInstant(createdAt)) return { createdAt, id };
    ctx.addIssue({ code: 'custom', message: 'INVALID_FORMAT' });
    return z.NEVER;
  }),
});
export type WebhookDeliveriesInput = z.infer<typeof WebhookDeliveriesInputSchema>;

export const WebhookDeliveryPageSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema).describe('Newest first'),
  nextCursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page'),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

/** POST /users/webhooks/{id}/deliveries/{deliveryId}/redeliver. */
export const RedeliverInputSchema = z.object({ id: IdSchema, deliveryId: IdSchema });
