import type { FastifyInstance } from 'fastify';
import { UnsubscribeInputSchema } from '../../../domain/schemas/notifications';
import { createContext } from '../run';
import { parseInput } from '../validate';
import type { AppDeps } from '../../services/context';
import { ONE_CLICK_UNSUBSCRIBE_PATH, setSubscription } from '../../services/notifications';
import { API_PREFIX } from '../../env';
import { toFastifyPath } from './routes';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe
 * header, as application/x-www-form-urlencoded or multipart/form-data, without login. The token in the path is what
 * counts, so the body is read as text and not interpreted; the answer is the same as POST /notifications/unsubscribe.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { token: string } }>(API_PREFIX + toFastifyPath(ONE_CLICK_UNSUBSCRIBE_PATH), async (request) => {
      const ctx = createContext(deps, request);
      return setSubscription(ctx, parseInput(UnsubscribeInputSchema, { token: request.params.token }, ctx.lang), false);
    });
  });
}
