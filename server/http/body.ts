import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors';

/**
 * JSON bodies: an empty one is an empty object (PATCH /goals/{id}/toggle and similar send none), and a body with a
 * __proto__ or constructor key is refused outright rather than silently cleaned.
 */
export const bodyParsing = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      let poisoned = false;
      let value: unknown;
      try {
        value = JSON.parse(text, (key, inner: unknown) => {
          if (key === '__proto__' || key === 'constructor') poisoned = true;
          return inner;
        });
      } catch {
        return done(new AppError('INVALID_JSON'), undefined);
      }
      if (poisoned) return done(new AppError('BAD_REQUEST'), undefined);
      done(null, value);
    });
  },
  { name: 'body-parsing' },
);
