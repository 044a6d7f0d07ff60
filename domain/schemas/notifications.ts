import { z } from 'zod';
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

/** GET /users/notifications and the answer of PUT /users/notifications. */
export const NotificationSettingsSchema = z.object({
  weeklyDigest: z.boolean().describe("The Monday digest: last week's execution score and this week's due actions"),
  dueReminders: z.boolean().describe('One reminder on the mornings something is due'),
  notifyHour: z.number().int().min(NOTIFY_HOUR_MIN).max(NOTIFY_HOUR_MAX).describe(`The local hour (${NOTIFY_HOUR_MIN}-${NOTIFY_HOUR_MAX}) both are sent at`),
  timeZone: z
    .string()
    .nullable()
    .describe('IANA zone of notifyHour; null until a sign-in from a browser tells it (notifications follow UTC until then)'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT /users/notifications: the settings to change; those left out stay as they are. */
export const NotificationSettingsInputSchema = z.object({
  weeklyDigest: SwitchSchema.optional().describe('Default true'),
  dueReminders: SwitchSchema.optional().describe('Default true'),
  notifyHour: NotifyHourSchema.optional().describe(`${NOTIFY_HOUR_MIN}-${NOTIFY_HOUR_MAX}, default ${DEFAULT_NOTIFY_HOUR}`),
  timeZone: TimeZoneSchema.optional().describe("An IANA zone ('Europe/Madrid'); an unknown one answers 400 TIME_ZONE_INVALID"),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;
