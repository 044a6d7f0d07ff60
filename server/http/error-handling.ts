import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors';
import { envelopeOf, toAppError } from './errors';
import { requestLanguage } from './language';
import { API_CACHE_CONTROL } from './security';

/**
 * Every error and every unknown route answers the envelope in the request's language; 5xx are logged. With
 * `clientPages`, a GET of an unknown path outside /api loads the single-page app instead (deep links such as
 * /projects/abc/goals), from the static client plugin.
 */
export const errorHandling = fp<{ clientPages: boolean }>(
  async (app, { clientPages }) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      const envelope = envelopeOf(appError, requestLanguage(request));
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (typeof appError.params.retryAfter === 'number') reply.header('retry-after', String(appError.params.retryAfter));
      // An error is never cached, even from a route that caches its answers.
      reply.header('cache-control', API_CACHE_CONTROL);
      return reply.status(envelope.statusCode).send(envelope);
    });

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && clientPages && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const error = new AppError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' });
      return reply.status(404).send(envelopeOf(error, requestLanguage(request)));
    });
  },
  { name: 'error-handling' },
);
