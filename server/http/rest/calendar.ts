import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../domain/errors';
import { CALENDAR_TOKEN_MAX_LENGTH } from '../../../domain/schemas/calendar-feed';
import { calendarFeedBody } from '../../services/calendar-feed';
import type { AppDeps } from '../../services/context';
import { matchesEtag } from '../../services/documents';
import { API_PREFIX } from '../../env';

/**
 * Personal data behind a secret URL: no shared cache may keep it; a calendar app may, if it asks again (If-None-Match
 * answers 304 while the events are the same).
 */
export const CALENDAR_FEED_CACHE_CONTROL = 'private, no-cache';

/**
 * The secret calendar feed: no login (calendar apps cannot log in), the token in the path is the credential. A text
 * calendar, not JSON, so not an operation. Unknown, revoked and replaced tokens answer the 404 envelope, and the API's
 * rate limit counts it like every route under /api.
 */
export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  // ':file' rather than ':token.ics': the route parser would split a token that holds '-' or '.'.
  app.get<{ Params: { file: string } }>(`${API_PREFIX}/calendar/:file`, async (request, reply) => {
    const { file } = request.params;
    if (!file.endsWith('.ics') || file.length > CALENDAR_TOKEN_MAX_LENGTH + 4) throw new AppError('CALENDAR_FEED_NOT_FOUND');
    const feed = await calendarFeedBody(deps, file.slice(0, -4), deps.clock());
    reply.header('etag', feed.etag).header('cache-control', CALENDAR_FEED_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.status(304).send();
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="prospera.ics"')
      .send(feed.body);
  });
}
