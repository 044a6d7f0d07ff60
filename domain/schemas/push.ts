import { z } from 'zod';

/**
 * Web Push (issue 40): the VAPID key the browsers subscribe with, a browser's subscription as PushSubscription.toJSON()
 * gives it, and the devices a person has subscribed. docs/decisions/2026-12-01-web-push.md.
 */

/** Devices one person may subscribe: a push pass sends each notification to at most this many. */
export const PUSH_DEVICES_MAX = 20;
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_LABEL_MAX_LENGTH = 200;

export const PushKeySchema = z.object({
  publicKey: z.string().describe("The server's VAPID public key, base64url: the applicationServerKey of pushManager.subscribe"),
});
export type PushKey = z.infer<typeof PushKeySchema>;

const EndpointSchema = z
  .string({ message: 'PUSH_ENDPOINT_INVALID' })
  .trim()
  .max(PUSH_ENDPOINT_MAX_LENGTH, { message: 'PUSH_ENDPOINT_INVALID' })
  .refine((text) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol), { message: 'PUSH_ENDPOINT_INVALID' })
  .describe(`The push service's URL for this browser (https; http only for loopback hosts outside production), at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`);

/** An uncompressed P-256 point (65 bytes, first 0x04) and a 16-byte secret, base64url with or without padding. */
const KeysSchema = z.object(
  {
    p256dh: z.string({ message: 'PUSH_KEYS_INVALID' }).max(88, { message: 'PUSH_KEYS_INVALID' }).regex(/^B[A-Za-z0-9_-]{86}=?$/, { message: 'PUSH_KEYS_INVALID' }).describe("The browser's P-256 public key, base64url"),
    auth: z.string({ message: 'PUSH_KEYS_INVALID' }).max(24, { message: 'PUSH_KEYS_INVALID' }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, { message: 'PUSH_KEYS_INVALID' }).describe('The 16-byte auth secret, base64url'),
  },
  { message: 'PUSH_KEYS_INVALID' },
);

/** POST /users/notifications/devices: a browser's subscription (PushSubscription.toJSON(); other fields are ignored). */
export const PushSubscribeInputSchema = z.object({
  endpoint: EndpointSchema,
  keys: KeysSchema,
  label: z
    .string({ message: 'PUSH_LABEL_INVALID' })
    .trim()
    .min(1, { message: 'PUSH_LABEL_INVALID' })
    .max(PUSH_LABEL_MAX_LENGTH, { message: 'PUSH_LABEL_INVALID' })
    .optional()
    .describe('How the device is named in the list (for example the browser and system); default "Device without a name"'),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeInputSchema>;

export const PushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  endpoint: z.string().describe('The push service URL: a browser compares it with its own subscription to tell "this device"'),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable().describe('The last push the push service accepted; null before the first'),
  failureCount: z.number().int().describe('Tries that failed since the last accepted push'),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDeviceListSchema = z.object({ devices: z.array(PushDeviceSchema).describe('Oldest first') });
export type PushDeviceList = z.infer<typeof PushDeviceListSchema>;

/** What a push carries (encrypted): what the notification shows, the screen a tap opens, the language it is in. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app with its lang parameter ('/actions?lang=es'). */
  url: z.string(),
  lang: z.enum(['es', 'en']),
  /** One per kind and period: the notification of a repeat replaces the one shown. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
