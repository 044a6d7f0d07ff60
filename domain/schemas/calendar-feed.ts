import { z } from 'zod';
import { LANGS } from '../messages/format';

/** A feed token is 32 random bytes in base64url (43 characters); longer path input is refused unread. */
export const CALENDAR_TOKEN_MAX_LENGTH = 128;

/** GET /users/calendar-feed: whether the caller has a feed. Never its token: only its hash is stored. */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean().describe('true while a secret calendar URL works'),
  createdAt: z.iso.datetime().nullable().describe('When the working URL was created; null without one'),
  lang: z.enum(LANGS).nullable().describe("The events' language: the one of the request that created the URL"),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /users/calendar-feed: the secret URL, shown this once. */
export const CalendarFeedCreatedSchema = z.object({
  url: z.string().describe('The secret https URL of the .ics feed; anyone holding it can read the events'),
  webcalUrl: z.string().describe('The same URL with the webcal:// scheme, which calendar apps open as a subscription'),
  createdAt: z.iso.datetime(),
  lang: z.enum(LANGS),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;
