import { z } from 'zod';
import { CALENDAR_TOKEN_MAX_LENGTH, CalendarFeedCreatedSchema, CalendarFeedStatusSchema } from '../../domain/schemas/calendar-feed';
import { SuccessSchema } from '../../domain/schemas/common';
import { calendarFeedBody, calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from '../services/calendar-feed';
import { defineFileOperation, defineOperation } from './define';

/**
 * Personal data behind a secret URL: no shared cache may keep it; a calendar app may, if it asks again (If-None-Match
 * answers 304 while the events are the same).
 */
export const CALENDAR_FEED_CACHE_CONTROL = 'private, no-cache';

/**
 * The secret calendar feed, in its own `calendar` namespace: no login (calendar apps cannot log in), the token in the
 * path is the credential. Unknown, revoked and replaced tokens answer the 404 envelope.
 */
export const calendarOperations = {
  feed: defineFileOperation({
    method: 'GET',
    path: '/calendar/{token}.ics',
    auth: 'none',
    summary: "A user's pending actions, weekly review and cycle end as an iCalendar (RFC 5545) feed to subscribe to",
    description:
      'No authentication: the token of the URL that POST /users/calendar-feed answered is the credential. One all-day event per ' +
      'pending action on its due date (title, @context, energy, minutes, project, a link to /actions), the weekly review every Friday ' +
      'and the last day of the current cycle with the invitation to re-assess. UIDs are stable (action-<id>@prospera), so a calendar ' +
      'updates its events instead of duplicating them. The events are in the language the URL was created in. Send the ETag back in ' +
      'If-None-Match to get a 304 while nothing changed. An unknown, revoked or regenerated token answers 404 CALENDAR_FEED_NOT_FOUND.',
    notFound: 'CALENDAR_FEED_NOT_FOUND',
    errors: ['CALENDAR_FEED_NOT_FOUND'],
    input: z.object({ token: z.string().max(CALENDAR_TOKEN_MAX_LENGTH) }),
    answer: {
      kind: 'file',
      contentType: 'text/calendar; charset=utf-8',
      disposition: 'inline',
      cacheControl: CALENDAR_FEED_CACHE_CONTROL,
      etag: true,
      description: 'The calendar',
      exampleFilename: 'prospera.ics',
    },
    handler: async (ctx, input) => ({ body: await calendarFeedBody(ctx.deps, input.token, ctx.now), filename: 'prospera.ics' }),
  }),
};

/** The caller's secret calendar URL (issue 23); part of the `users` namespace. The feed itself is GET /calendar/{token}.ics. */
export const calendarFeedOperations = {
  calendarFeed: defineOperation({
    method: 'GET',
    path: '/users/calendar-feed',
    auth: 'required',
    scopes: ['profile:read'],
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
    scopes: 'session',
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
    scopes: 'session',
    summary: 'Revokes the secret calendar URL: it answers 404 from then on (succeeds when there is none)',
    input: z.object({}),
    output: SuccessSchema,
    handler: (ctx) => revokeCalendarFeed(ctx),
  }),
};
