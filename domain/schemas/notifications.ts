import { z } from 'zod';
import { LANGS } from '../messages/format';
import { canonicalTimeZone, TIME_ZONE_MAX_LENGTH } from '../rules/time-zones';
import { wholeNumber } from './common';

/** The first and last local hour a notification may be sent at, and the one a new account starts with. */
export const NOTIFY_HOUR_MIN = 0;
export const NOTIFY_HOUR_MAX = 23;
export const DEFAULT_NOTIFY_HOUR = 8;

/** An IANA time zone, answered in the form Intl gives it ('america/lima' becomes 'America/Lima'). */
export const TimeZoneSchema = z
  .string({ message: 'TIME_ZONE_INVALID' })
  .max(TIME_ZONE_MAX_LENGTH, { message: 'TIME_ZONE_INVALID' })
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'TIME_ZONE_INVALID' });
      return z.NEVER;
    }
    return canonical;
  });

const SwitchSchema = z.boolean({ message: 'NOTIFY_SWITCH_INVALID' });
const NotifyHourSchema = wholeNumber('NOTIFY_HOUR_INVALID', NOTIFY_HOUR_MIN, NOTIFY_HOUR_MAX);

/** How a kind of notification reaches the person (issue 40): by mail, by push to their devices, or both. */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'PUSH', 'BOTH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
const ChannelSchema = z.enum(NOTIFICATION_CHANNELS);
const ChannelInputSchema = z.enum(NOTIFICATION_CHANNELS, { message: 'NOTIFY_CHANNEL_INVALID' });
const CHANNEL_DESCRIPTION = 'EMAIL, PUSH (to the devices subscribed: GET /users/notifications/devices) or BOTH; PUSH with no device subscribed is mailed';

/** The setting of the channel of each kind that has one (the lapse warning is always mailed). */
export const NOTIFICATION_CHANNEL_SETTING = {
  WEEKLY_DIGEST: 'weeklyDigestChannel',
  DUE_REMINDER: 'dueRemindersChannel',
  REASSESS_INVITATION: 'reassessInvitationChannel',
} as const;

/** GET /users/notifications and the answer of PUT /users/notifications. */
export const NotificationSettingsSchema = z.object({
  weeklyDigest: z.boolean().describe("The Monday digest: last week's execution score and this week's due actions"),
  dueReminders: z.boolean().describe('One reminder on the mornings something is due'),
  notifyHour: z.number().int().min(NOTIFY_HOUR_MIN).max(NOTIFY_HOUR_MAX).describe(`The local hour (${NOTIFY_HOUR_MIN}-${NOTIFY_HOUR_MAX}) both are sent at`),
  reassessInvitation: z.boolean().describe('One invitation to re-assess the life wheel from day 76 of each cycle'),
  planLapseWarning: z.boolean().describe("One warning 7 days before a paid plan's period ends (nothing renews it by itself)"),
  dueRemindersChannel: ChannelSchema.describe(CHANNEL_DESCRIPTION),
  weeklyDigestChannel: ChannelSchema.describe(CHANNEL_DESCRIPTION),
  reassessInvitationChannel: ChannelSchema.describe(CHANNEL_DESCRIPTION),
  timeZone: z
    .string()
    .nullable()
    .describe('IANA zone of notifyHour; null until a sign-in from a browser tells it (notifications follow UTC until then)'),
  language: z
    .enum(['es', 'en'])
    .nullable()
    .describe('The language the mails are written in; null until a sign-in tells it (mails are in Spanish until then)'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT /users/notifications: the settings to change; those left out stay as they are. */
export const NotificationSettingsInputSchema = z.object({
  weeklyDigest: SwitchSchema.optional().describe('Default true'),
  dueReminders: SwitchSchema.optional().describe('Default true'),
  notifyHour: NotifyHourSchema.optional().describe(`${NOTIFY_HOUR_MIN}-${NOTIFY_HOUR_MAX}, default ${DEFAULT_NOTIFY_HOUR}`),
  reassessInvitation: SwitchSchema.optional().describe('Default true'),
  planLapseWarning: SwitchSchema.optional().describe('Default true'),
  dueRemindersChannel: ChannelInputSchema.optional().describe("Default 'EMAIL'"),
  weeklyDigestChannel: ChannelInputSchema.optional().describe("Default 'EMAIL'"),
  reassessInvitationChannel: ChannelInputSchema.optional().describe("Default 'EMAIL'"),
  timeZone: TimeZoneSchema.optional().describe("An IANA zone ('Europe/Madrid'); an unknown one answers 400 TIME_ZONE_INVALID"),
  language: z.enum(LANGS, { message: 'MAIL_LANGUAGE_INVALID' }).optional().describe("'es' or 'en'"),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

/** The kinds of mail the programme sends on its own; each has its switch in the settings and its unsubscribe link. */
export const NOTIFICATION_KINDS = ['WEEKLY_DIGEST', 'DUE_REMINDER', 'REASSESS_INVITATION', 'PLAN_LAPSE_WARNING'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The longest unsubscribe token accepted (sealed tokens are about 230 characters). */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 512;

/** POST /notifications/unsubscribe and /notifications/resubscribe: the token of a mail's link, no login. */
export const UnsubscribeInputSchema = z.object({
  token: z
    .string({ message: 'UNSUBSCRIBE_LINK_INVALID' })
    .min(1, { message: 'UNSUBSCRIBE_LINK_INVALID' })
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, { message: 'UNSUBSCRIBE_LINK_INVALID' })
    .describe("The token of a mail's unsubscribe link"),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInputSchema>;

/** What an unsubscribe link turned off (or back on). */
export const SubscriptionChangeSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS).describe('The kind of mail the link is about'),
  enabled: z.boolean().describe('Whether that kind of mail is sent from now on'),
  message: z.string(),
});
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/** The setting that turns each kind of mail on and off. */
export const NOTIFICATION_SWITCH = {
  WEEKLY_DIGEST: 'weeklyDigest',
  DUE_REMINDER: 'dueReminders',
  REASSESS_INVITATION: 'reassessInvitation',
  PLAN_LAPSE_WARNING: 'planLapseWarning',
} as const satisfies Record<NotificationKind, keyof NotificationSettings>;
