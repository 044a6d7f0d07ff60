import { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import {
  CreateWebhookInputSchema,
  RedeliverInputSchema,
  UpdateWebhookInputSchema,
  WEBHOOK_DELIVERIES_DEFAULT_LIMIT,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  WebhookDeliveriesInputSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from '../../domain/schemas/webhooks';
import { createWebhook, deleteWebhook, getWebhook, listWebhookDeliveries, listWebhooks, pingWebhook, redeliverWebhook, updateWebhook } from '../services/webhooks';
import { defineOperation } from './define';

/**
 * Signed webhooks (issue 39), namespace `webhooks`: a signed-in person or a token with the `webhooks` scope registers
 * URLs, reads their delivery log and redelivers. Deliveries follow Standard Webhooks (README "Webhooks").
 */
export const webhooksOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/users/webhooks',
    auth: 'required',
    scopes: ['webhooks'],
    summary: "The caller's webhook endpoints (never their secrets)",
    input: z.object({}),
    output: WebhookEndpointListSchema,
    handler: (ctx) => listWebhooks(ctx),
  }),
  create: defineOperation({
    method: 'POST',
    path: '/users/webhooks',
    auth: 'required',
    scopes: ['webhooks'],
    status: 201,
    summary: 'Registers a webhook endpoint for some events; the answer is the only time its signing secret is shown',
    description:
      `Events: ${WEBHOOK_EVENTS.join(', ')}. The URL must be https (http only for localhost outside production); in production ` +
      'a host that is, or resolves to, a private, loopback, link-local or otherwise special address is refused (422 ' +
      `WEBHOOK_URL_PRIVATE). At most ${WEBHOOK_ENDPOINTS_MAX} endpoints per person.`,
    errors: ['WEBHOOK_LIMIT', 'WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_PRIVATE', 'WEBHOOK_URL_UNRESOLVED'],
    input: CreateWebhookInputSchema,
    output: WebhookEndpointCreatedSchema,
    handler: (ctx, input) => createWebhook(ctx, input),
  }),
  get: defineOperation({
    method: 'GET',
    path: '/users/webhooks/{id}',
    auth: 'required',
    scopes: ['webhooks'],
    summary: 'One of the caller\'s webhook endpoints',
    errors: ['WEBHOOK_NOT_FOUND'],
    input: IdParamsSchema,
    output: WebhookEndpointSchema,
    handler: (ctx, input) => getWebhook(ctx, input.id),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/users/webhooks/{id}',
    auth: 'required',
    scopes: ['webhooks'],
    summary: "Changes an endpoint's URL, events or enabled; enabling it again clears the reason it was disabled",
    errors: ['WEBHOOK_NOT_FOUND', 'WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_PRIVATE', 'WEBHOOK_URL_UNRESOLVED'],
    input: UpdateWebhookInputSchema,
    output: WebhookEndpointSchema,
    handler: (ctx, input) => updateWebhook(ctx, input),
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/users/webhooks/{id}',
    auth: 'required',
    scopes: ['webhooks'],
    summary: 'Deletes an endpoint and its delivery log',
    errors: ['WEBHOOK_NOT_FOUND'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => deleteWebhook(ctx, input.id),
  }),
  deliveries: defineOperation({
    method: 'GET',
    path: '/users/webhooks/{id}/deliveries',
    auth: 'required',
    scopes: ['webhooks'],
    summary: "An endpoint's delivery log, newest first: status, attempts, response status, duration, creation and delivery",
    description: `${WEBHOOK_DELIVERIES_DEFAULT_LIMIT} deliveries a page unless limit says otherwise; nextCursor names the next page. Delivered and failed rows are kept 30 days.`,
    errors: ['WEBHOOK_NOT_FOUND'],
    input: WebhookDeliveriesInputSchema,
    output: WebhookDeliveryPageSchema,
    handler: (ctx, input) => listWebhookDeliveries(ctx, input),
  }),
  redeliver: defineOperation({
    method: 'POST',
    path: '/users/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    auth: 'required',
    scopes: ['webhooks'],
    summary: 'Queues a delivery again now, with the same webhook-id and a fresh day of retries',
    errors: ['WEBHOOK_DELIVERY_NOT_FOUND'],
    input: RedeliverInputSchema,
    output: WebhookDeliverySchema,
    handler: (ctx, input) => redeliverWebhook(ctx, input),
  }),
  ping: defineOperation({
    method: 'POST',
    path: '/users/webhooks/{id}/ping',
    auth: 'required',
    scopes: ['webhooks'],
    summary: 'Queues a webhook.ping test event to the endpoint, whatever events it receives',
    errors: ['WEBHOOK_NOT_FOUND'],
    input: IdParamsSchema,
    output: WebhookDeliverySchema,
    handler: (ctx, input) => pingWebhook(ctx, input.id),
  }),
};
