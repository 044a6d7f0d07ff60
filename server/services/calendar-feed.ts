import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { CALENDAR_FEED_TEXT } from '../../domain/content/calendar-feed';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { langOrDefault } from '../../domain/messages/format';
import { cycleCalendar } from '../../domain/rules/cycles';
import { addDays, dateToUtc, localDate, longDate, utcToDate } from '../../domain/rules/dates';
import { reviewOpensOn, weekStart } from '../../domain/rules/weekly';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../domain/schemas/calendar-feed';
import type { Db } from '../database/open';
import { appUrl, type Env } from '../env';
import { newRefreshToken, refreshTokenHash } from '../infra/tokens';
import { serialisedForUser } from '../infra/user-lock';
import { requestZoneToStore } from './notifications';
import type { UserServiceContext } from './service-context';

/**
 * Creates the caller's secret calendar URL, or replaces it: the new token's hash overwrites the old one, so the old
 * URL answers 404 from now on. The feed keeps this request's language (a calendar app sends none worth trusting); its
 * dates follow the zone of record, which a person without one gets from this request (X-Time-Zone) here.
 */
export async function createCalendarFeed(ctx: UserServiceContext): Promise<CalendarFeedCreated> {
  const { token, tokenHash } = newRefreshToken();
  const data = { tokenHash, lang: ctx.lang, createdAt: ctx.now };
  const zone = requestZoneToStore(ctx.timeZone);
  // Under the user's lock: a token that outlived its account answers 401, not a foreign-key conflict.
  await serialisedForUser(ctx.db, ctx.user.id, async (tx) => {
    await tx.calendarFeed.upsert({ where: { userId: ctx.user.id }, create: { userId: ctx.user.id, ...data }, update: data, select: { id: true } });
    if (zone) await tx.profile.updateMany({ where: { userId: ctx.user.id, timeZone: null }, data: { timeZone: zone } });
  });
  const url = ctx.deps.links.calendarFeed(token);
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), createdAt: ctx.now.toISOString(), lang: ctx.lang };
}

/** Whether the caller has a working feed URL (never the URL: only its hash is stored). */
export async function calendarFeedStatus(ctx: UserServiceContext): Promise<CalendarFeedStatus> {
  const feed = await ctx.db.calendarFeed.findUnique({ where: { userId: ctx.user.id }, select: { createdAt: true, lang: true } });
  return feed ? { active: true, createdAt: feed.createdAt.toISOString(), lang: langOrDefault(feed.lang) } : { active: false, createdAt: null, lang: null };
}

/** Revokes the caller's feed URL; revoking when there is none succeeds too. */
export async function revokeCalendarFeed(ctx: UserServiceContext): Promise<{ success: true; message: string }> {
  await ctx.db.calendarFeed.deleteMany({ where: { userId: ctx.user.id } });
  return { success: true, message: translate('CALENDAR_FEED_REVOKED', ctx.lang) };
}

/**
 * The .ics of the feed a token opens (RFC 5545): an all-day event per pending action on its due date, the weekly review
 * every Friday (the day a week's review opens), and the last day of the current cycle with the invitation to re-assess.
 * UIDs are derived from ids and DTSTAMPs from stored instants, so the same data gives the same text (and ETag).
 * An unknown, revoked or replaced token answers 404 CALENDAR_FEED_NOT_FOUND.
 */
export async function calendarFeedBody(deps: { db: Db; env: Env }, token: string, now: Date): Promise<string> {
  const tokenHash = refreshTokenHash(token);
  const feed = tokenHash
    ? await deps.db.calendarFeed.findUnique({
        where: { tokenHash },
        select: { userId: true, lang: true, createdAt: true, user: { select: { profile: { select: { timeZone: true } } } } },
      })
    : null;
  if (!feed) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const { userId } = feed;
  // A calendar app sends no X-Time-Zone: the zone of record, UTC while the person has none.
  const timeZone = feed.user.profile?.timeZone ?? 'UTC';
  const lang = langOrDefault(feed.lang);
  const text = CALENDAR_FEED_TEXT[lang];
  const origin = appUrl(deps.env);
  const [actions, wheel] = await Promise.all([
    deps.db.action.findMany({
      // A parked (SOMEDAY) project's actions leave the calendar until it is ACTIVE again.
      where: { userId, completed: false, goal: { projectDetail: { project: { status: { not: 'SOMEDAY' } } } } },
      orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }],
      select: {
        id: true,
        title: true,
        description: true,
        energy: true,
        timeEstimate: true,
        dueDate: true,
        updatedAt: true,
        context: { select: { name: true } },
        goal: { select: { projectDetail: { select: { project: { select: { title: true } } } } } },
      },
    }),
    deps.db.lifeWheel.findUnique({
      where: { userId },
      select: { focusSelectedAt: true, cycles: { where: { status: 'ACTIVE' }, select: { id: true, number: true } } },
    }),
  ]);

  const calendar = ical({ name: text.calendarName, description: text.calendarDescription, prodId: { company: 'Prospera', product: 'Prospera', language: lang.toUpperCase() }, ttl: 60 * 60 });
  for (const action of actions) {
    const project = action.goal.projectDetail.project.title;
    const details = [action.context.name, text.energy[action.energy], text.minutes(action.timeEstimate), `${text.project}: ${project}`].join(' · ');
    calendar.createEvent({
      id: `action-${action.id}@prospera`,
      allDay: true,
      start: action.dueDate,
      end: dateToUtc(addDays(utcToDate(action.dueDate), 1)),
      stamp: action.updatedAt,
      summary: `${action.title} ${action.context.name}`,
      description: [details, action.description, `${text.open}: ${origin}/actions`].filter((part) => part !== '').join('\n\n'),
      url: `${origin}/actions`,
    });
  }

  // The review of a week opens on its Friday: a weekly all-day slot from the Friday of the week the feed was created.
  const friday = reviewOpensOn(weekStart(localDate(feed.createdAt, timeZone)));
  calendar.createEvent({
    id: `weekly-review-${userId}@prospera`,
    allDay: true,
    start: dateToUtc(friday),
    end: dateToUtc(addDays(friday, 1)),
    stamp: feed.createdAt,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
    summary: text.reviewTitle,
    description: `${text.reviewDescription}\n\n${text.open}: ${origin}/review`,
    url: `${origin}/review`,
  });

  const cycle = wheel?.cycles[0];
  if (wheel?.focusSelectedAt && cycle) {
    const { endsOn, lastDay, reassessFrom } = cycleCalendar(wheel.focusSelectedAt, now, timeZone);
    calendar.createEvent({
      id: `cycle-${cycle.id}-end@prospera`,
      allDay: true,
      start: dateToUtc(lastDay),
      end: dateToUtc(endsOn),
      stamp: wheel.focusSelectedAt,
      summary: text.cycleEndTitle(cycle.number),
      description: `${text.cycleEndDescription(longDate(dateToUtc(reassessFrom), lang, 'UTC'))}\n\n${text.open}: ${origin}/dashboard`,
      url: `${origin}/dashboard`,
    });
  }
  return calendar.toString();
}
