import { apiUrl, type Env } from '../env';
import { calendarOperations } from '../operations/calendar-feed';
import { unsubscribeOperations } from '../operations/notifications';
import { oauthOperations } from '../operations/oauth';
import type { ApiLinks } from '../services/service-context';

/** The public URLs services hand out (AppDeps.links), from the paths of the operations that answer them. */
export function apiLinks(env: Pick<Env, 'APP_URL' | 'PORT'>): ApiLinks {
  return {
    calendarFeed: (token) => apiUrl(env, calendarOperations.feed.path, { token }),
    oauthCallback: (provider) => apiUrl(env, oauthOperations.oauthCallback.path, { provider }),
    oneClickUnsubscribe: (token) => apiUrl(env, unsubscribeOperations.oneClickUnsubscribe.path, { token }),
  };
}
