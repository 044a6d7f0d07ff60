import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors';
import { envelopeOf, toAppError } from './errors';
import { requestLanguage } from './language';
import { API_CACHE_CONTROL } from './security';
import { isClientRoute } from '../../domain/rules/client-routes';

/**
 * Every error and every unknown route answers the envelope in the request's language; 5xx are logged. With
 * `clientPages`, a GET of a screen's path loads the single-page app instead (deep links such as
 * /projects/abc/goals), from the static client plugin; a missing file is a 404 that no cache keeps, so a deploy
 * that adds it is seen at once.
 */
export const errorHandling = fp<{ clientPages: boolean }>(
  async (app, { clientPages }) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      const envelope = envelopeOf(appError, requestLanguage(request));
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (typeof appError.params.retryAfter === 'number') reply.header('retry-after', String(appError.params.retryAfter));
      // RFC 6750 3.1: the scopes the call needs, for a personal access token that lacks some.
      if (appError.code === 'INSUFFICIENT_SCOPE') reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${appError.params.needed}"`);
      // An error is never cached, even from a route that caches its answers.
      reply.header('cache-control', API_CACHE_CONTROL);
      return reply.status(envelope.statusCode).send(envelope);
    });

    app.setNotFoundHandler((request, reply) => {
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      if (clientPages && isGet && isClientRoute(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      reply.header('cache-control', API_CACHE_CONTROL);
      const error = new AppError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' });
      return reply.status(404).send(envelopeOf(error, requestLanguage(request)));
    });
  },
  { name: 'error-handling' },
);
