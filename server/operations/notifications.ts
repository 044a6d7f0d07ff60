import { z } from 'zod';
import { NotificationSettingsInputSchema, NotificationSettingsSchema } from '../../domain/schemas/notifications';
import { notificationSettings, updateNotificationSettings } from '../services/notifications';
import { defineOperation } from './define';

/** The notification settings and the stored time zone (issue 23); part of the `users` namespace. */
export const notificationsOperations = {
  notifications: defineOperation({
    method: 'GET',
    path: '/users/notifications',
    auth: 'required',
    summary: "The caller's notification settings: weekly digest, due-date reminders, the local hour they are sent at and the time zone",
    input: z.object({}),
    output: NotificationSettingsSchema,
    handler: (ctx) => notificationSettings(ctx),
  }),
  updateNotifications: defineOperation({
    method: 'PUT',
    path: '/users/notifications',
    auth: 'required',
    summary: 'Changes the notification settings given (the others stay) and answers all of them',
    description:
      'notifyHour is a local hour from 0 to 23 in timeZone, an IANA zone. A sign-in from a browser stores its zone (X-Time-Zone) ' +
      'while none is stored; a zone set here is never replaced by a sign-in. An invalid field answers 400 and changes nothing.',
    input: NotificationSettingsInputSchema,
    output: NotificationSettingsSchema,
    handler: (ctx, input) => updateNotificationSettings(ctx, input),
  }),
};
