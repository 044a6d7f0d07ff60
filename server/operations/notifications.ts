import { z } from 'zod';
import {
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
  SubscriptionChangeSchema,
  UnsubscribeInputSchema,
} from '../../domain/schemas/notifications';
import { notificationSettings, setSubscription, updateNotificationSettings } from '../services/notifications';
import { defineOperation } from './define';

/** The notification settings and the stored time zone (issue 23); part of the `users` namespace. */
export const notificationsOperations = {
  notifications: defineOperation({
    method: 'GET',
    path: '/users/notifications',
    auth: 'required',
    scopes: ['profile:read'],
    summary:
      "The caller's notification settings: weekly digest, due-date reminders, the re-assessment invitation, the local hour they are sent at, the time zone and the mails' language",
    input: z.object({}),
    output: NotificationSettingsSchema,
    handler: (ctx) => notificationSettings(ctx),
  }),
  updateNotifications: defineOperation({
    method: 'PUT',
    path: '/users/notifications',
    auth: 'required',
    scopes: 'session',
    summary: 'Changes the notification settings given (the others stay) and answers all of them',
    description:
      'notifyHour is a local hour from 0 to 23 in timeZone, an IANA zone. timeZone is the zone of record: the dates of every signed-in ' +
      'request, the mails, the calendar feed and the report follow it (X-Time-Zone counts only while none is stored). Registration stores ' +
      "the browser's zone and language; only this call changes them. An invalid field answers 400 and changes nothing.",
    input: NotificationSettingsInputSchema,
    output: NotificationSettingsSchema,
    handler: (ctx, input) => updateNotificationSettings(ctx, input),
  }),
};

/**
 * The unsubscribe links of the notification mails (issue 23): no login; the sealed token names the account, the kind
 * and the settings' version, and expires.
 */
export const unsubscribeOperations = {
  unsubscribe: defineOperation({
    method: 'POST',
    path: '/notifications/unsubscribe',
    auth: 'none',
    summary: "Turns off the kind of mail an unsubscribe link's token is about, without login",
    description:
      'The token comes from the link at the foot of every notification mail. Mail clients use the one-click form of RFC 8058, ' +
      'POST /notifications/unsubscribe/{token}, named by the List-Unsubscribe header. The token is encrypted (it shows no ' +
      'account id) and works for a year, until the notification settings are changed in the profile: then 404 ' +
      'UNSUBSCRIBE_LINK_EXPIRED. 404 UNSUBSCRIBE_LINK_NOT_FOUND for a token this server did not issue or whose account is gone. ' +
      'Unsubscribing twice succeeds twice, and the link may turn its mail back on (/notifications/resubscribe).',
    errors: ['UNSUBSCRIBE_LINK_NOT_FOUND', 'UNSUBSCRIBE_LINK_EXPIRED'],
    input: UnsubscribeInputSchema,
    output: SubscriptionChangeSchema,
    handler: (ctx, input) => setSubscription(ctx, input, false),
  }),
  oneClickUnsubscribe: defineOperation({
    method: 'POST',
    path: '/notifications/unsubscribe/{token}',
    auth: 'none',
    summary: "A mail client's one-click unsubscribe (RFC 8058): turns off the kind of mail the token is about, without login",
    description:
      'The URL of the List-Unsubscribe header of every notification mail, announced with List-Unsubscribe-Post: List-Unsubscribe=One-Click. ' +
      'The body (List-Unsubscribe=One-Click, form-encoded or multipart) is not interpreted: the token in the path is the credential. ' +
      'Answers like POST /notifications/unsubscribe; 404 UNSUBSCRIBE_LINK_NOT_FOUND for a token this server did not issue or whose account is gone, UNSUBSCRIBE_LINK_EXPIRED for one over a year old or older than the last change of the settings.',
    errors: ['UNSUBSCRIBE_LINK_NOT_FOUND', 'UNSUBSCRIBE_LINK_EXPIRED'],
    body: 'form',
    input: UnsubscribeInputSchema,
    output: SubscriptionChangeSchema,
    handler: (ctx, input) => setSubscription(ctx, input, false),
  }),
  resubscribe: defineOperation({
    method: 'POST',
    path: '/notifications/resubscribe',
    auth: 'none',
    summary: 'Turns the kind of mail of an unsubscribe link back on (the undo of /notifications/unsubscribe), without login',
    errors: ['UNSUBSCRIBE_LINK_NOT_FOUND', 'UNSUBSCRIBE_LINK_EXPIRED'],
    input: UnsubscribeInputSchema,
    output: SubscriptionChangeSchema,
    handler: (ctx, input) => setSubscription(ctx, input, true),
  }),
};
