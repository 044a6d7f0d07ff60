import { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '../../domain/schemas/common';
import { PUSH_DEVICES_MAX, PushDeviceListSchema, PushDeviceSchema, PushKeySchema, PushSubscribeInputSchema } from '../../domain/schemas/push';
import { listPushDevices, pushKey, removePushDevice, subscribePush } from '../services/push-subscriptions';
import { defineOperation } from './define';

/**
 * Web Push devices (issue 40), namespace `notifications`, next to the notification settings (/users/notifications):
 * read as the settings are (profile:read), changed with a session only, as the settings are.
 */
export const pushOperations = {
  pushKey: defineOperation({
    method: 'GET',
    path: '/users/notifications/push-key',
    auth: 'required',
    scopes: ['profile:read'],
    summary: "The server's VAPID public key, the applicationServerKey a browser subscribes to push with",
    input: z.object({}),
    output: PushKeySchema,
    handler: (ctx) => pushKey(ctx),
  }),
  devices: defineOperation({
    method: 'GET',
    path: '/users/notifications/devices',
    auth: 'required',
    scopes: ['profile:read'],
    summary: "The caller's devices subscribed to push reminders, oldest first",
    input: z.object({}),
    output: PushDeviceListSchema,
    handler: (ctx) => listPushDevices(ctx),
  }),
  subscribeDevice: defineOperation({
    method: 'POST',
    path: '/users/notifications/devices',
    auth: 'required',
    scopes: 'session',
    summary: "Subscribes this browser to push reminders: the body is the browser's PushSubscription.toJSON(), with an optional label",
    description:
      'Keyed by the endpoint: subscribing the same browser again updates it (and an endpoint another person had subscribed becomes the ' +
      "caller's). The endpoint must be https (http only for localhost outside production); in production a host that is, or resolves to, a " +
      `private, loopback or otherwise special address is refused (422 PUSH_ENDPOINT_PRIVATE). At most ${PUSH_DEVICES_MAX} devices per person. ` +
      'Which notifications go by push is chosen per kind in PUT /users/notifications (dueRemindersChannel, weeklyDigestChannel, reassessInvitationChannel).',
    errors: ['PUSH_DEVICE_LIMIT', 'PUSH_ENDPOINT_NOT_HTTPS', 'PUSH_ENDPOINT_PRIVATE', 'PUSH_ENDPOINT_UNRESOLVED', 'PUSH_KEYS_INVALID'],
    input: PushSubscribeInputSchema,
    output: PushDeviceSchema,
    handler: (ctx, input) => subscribePush(ctx, input),
  }),
  removeDevice: defineOperation({
    method: 'DELETE',
    path: '/users/notifications/devices/{id}',
    auth: 'required',
    scopes: 'session',
    summary: 'Removes one of the caller\'s devices: it gets no more pushes (the pushes owed to it are dropped)',
    errors: ['PUSH_DEVICE_NOT_FOUND'],
    input: IdParamsSchema,
    output: SuccessSchema,
    handler: (ctx, input) => removePushDevice(ctx, input.id),
  }),
};
