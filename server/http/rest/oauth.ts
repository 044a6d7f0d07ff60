import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import { API_PREFIX, appUrl } from '../../env';
import { createContext } from '../run';
import type { AppDeps } from '../../services/context';
import { beginSignIn, finishSignIn, OAUTH_CALLBACK_PATH, OAUTH_FLOW_TTL_MS } from '../../services/oauth';
import { toFastifyPath } from './routes';

/** The browser's trips to a provider and back (redirects, so not operations). */
export const OAUTH_START_PATH = '/auth/oauth/{provider}/start';
/** The client screen that exchanges the callback's one-time code (client/routes/oauth.tsx). */
export const OAUTH_CLIENT_PATH = '/oauth';

const FLOW_COOKIE = 'prospera_oauth';
// Sent back only to the callback; Lax, because the provider's redirect back is a cross-site top-level navigation.
const FLOW_COOKIE_PATH = `${API_PREFIX}/auth/oauth`;

function flowCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The provider routes. A failure after the provider is known sends the browser to the login screen with the
 * error's code (?oauthError=), which the screen words in the person's language; an unknown provider answers 404.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const origin = appUrl(deps.env);
  const secure = origin.startsWith('https:');
  const toLogin = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError) || error.code === 'OAUTH_PROVIDER_UNKNOWN') throw error;
    return reply.redirect(`${origin}/login?oauthError=${error.code}`, 303);
  };

  type ProviderRequest = FastifyRequest<{ Params: { provider: string } }>;
  app.get(API_PREFIX + toFastifyPath(OAUTH_START_PATH), async (request: ProviderRequest, reply) => {
    const ctx = createContext(deps, request);
    try {
      const { url, sealedFlow } = await beginSignIn(ctx, request.params.provider);
      return await reply.header('set-cookie', flowCookie(sealedFlow, OAUTH_FLOW_TTL_MS / 1000, secure)).redirect(url, 303);
    } catch (error) {
      return toLogin(reply, error);
    }
  });

  app.get(API_PREFIX + toFastifyPath(OAUTH_CALLBACK_PATH), async (request: ProviderRequest, reply) => {
    const ctx = createContext(deps, request);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // The flow is single-use whatever happens next.
    reply.header('set-cookie', flowCookie('', 0, secure));
    try {
      const code = await finishSignIn(ctx, request.params.provider, query, readCookie(request.headers.cookie, FLOW_COOKIE));
      return await reply.redirect(`${origin}${OAUTH_CLIENT_PATH}?code=${code}`, 303);
    } catch (error) {
      return toLogin(reply, error);
    }
  });
}
