import { z } from 'zod';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema } from '../../domain/schemas/calendar-feed';
import { SuccessSchema } from '../../domain/schemas/common';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from '../services/calendar-feed';
import { defineOperation } from './define';

/** The caller's secret calendar URL (issue 23); part of the `users` namespace. The feed itself is GET /calendar/{token}.ics. */
export const calendarFeedOperations = {
  calendarFeed: defineOperation({
    method: 'GET',
    path: '/users/calendar-feed',
    auth: 'required',
    summary: 'Whether the caller has a secret calendar URL, since when and in which language',
    description: 'Never the URL itself: only a hash of its token is stored, so the URL is shown once, by POST /users/calendar-feed.',
    input: z.object({}),
    output: CalendarFeedStatusSchema,
    handler: (ctx) => calendarFeedStatus(ctx),
  }),
  createCalendarFeed: defineOperation({
    method: 'POST',
    path: '/users/calendar-feed',
    auth: 'required',
    status: 201,
    summary: 'Creates the secret calendar URL (an .ics feed to subscribe to), or regenerates it: the old URL answers 404 from then on',
    description:
      "The answer is the only time the URL is shown. The feed's events are written in this request's language (?lang or " +
      'Accept-Language) and its dates computed in X-Time-Zone: a calendar app sends neither, so they are kept with the feed.',
    input: z.object({}),
    output: CalendarFeedCreatedSchema,
    handler: (ctx) => createCalendarFeed(ctx),
  }),
  revokeCalendarFeed: defineOperation({
    method: 'DELETE',
    path: '/users/calendar-feed',
    auth: 'required',
    summary: 'Revokes the secret calendar URL: it answers 404 from then on (succeeds when there is none)',
    input: z.object({}),
    output: SuccessSchema,
    handler: (ctx) => revokeCalendarFeed(ctx),
  }),
};
