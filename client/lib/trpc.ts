import { MutationCache, QueryClient, type MutationKey } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { MAX_BATCH_PROCEDURES } from '../../domain/rules/api-limits';
import type { AppRouter } from '../../server/http/trpc/router';
import i18n, { currentLanguage } from '../i18n';
import { cacheKey, namespacesClearedBy } from './cache';
import { cacheLink, httpStatusOf, offlineCopyLink, refreshLink, type RefreshOutcome } from './links';
import { connection, offlineStore } from './offline';
import { announceSessionExpired } from './session-events';
import { browserTimeZone } from './time-zone';
import { decodeToken, isTokenExpired, sessionStore } from './session';
import { createSharedRefresh, type TokenPair } from './session-refresh';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const TRPC_URL = '/api/trpc';

/** Calls whose 401 is an answer (wrong password, spent refresh token), not a lost session. */
const SESSIONLESS_PROCEDURES = new Set(['auth.login', 'auth.refresh', 'auth.logout', 'account.register']);

/**
 * Reads that must be fresh and must not sit in localStorage: the whole account (the export) and what deleting it
 * erases (the counts the confirmation names); and the companions' reads (issue 41), which the other person changes
 * (an acceptance, a narrowing, an end or a leave clears nothing in this browser): a revoked share must answer not
 * found at the companion's next view, and what another person shared is never kept in this browser's storage.
 */
const UNCACHED_QUERIES: ReadonlySet<string> = new Set([
  'account.export',
  'account.deletionSummary',
  'companions.list',
  'companions.supported',
  'companions.view',
]);

function baseHeaders(): Record<string, string> {
  return {
    'accept-language': currentLanguage(),
    'x-time-zone': browserTimeZone(),
  };
}

/** The headers of an authenticated request: language, time zone and the bearer token when signed in. */
export function authorizedHeaders(): Record<string, string> {
  const session = sessionStore.get();
  return session ? { ...baseHeaders(), authorization: `Bearer ${session.access_token}` } : baseHeaders();
}

// Refreshing goes around the links below, so a refused refresh cannot trigger another refresh.
const refreshClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TRPC_URL, headers: baseHeaders })] });

/** Exchanges a refresh token for new tokens; 'refused' when the server will not (or answers unusable ones). */
async function exchangeRefreshToken(refreshToken: string): Promise<TokenPair | 'refused'> {
  try {
    const tokens = await refreshClient.auth.refresh.mutate({ refresh_token: refreshToken });
    const claims = decodeToken(tokens.access_token);
    if (!claims || isTokenExpired(claims) || !tokens.refresh_token) return 'refused';
    return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
  } catch (error) {
    const status = error instanceof TRPCClientError ? httpStatusOf(error) : undefined;
    if (status !== undefined && status >= 400 && status < 500) return 'refused';
    throw error;
  }
}

/** Renews the stored tokens once, shared by every tab of the browser; 'refused' when the server will not. */
export const refreshSession: () => Promise<RefreshOutcome> = createSharedRefresh({ exchange: exchangeRefreshToken });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    cacheLink({ language: currentLanguage, uncached: UNCACHED_QUERIES }),
    // Reads the server answered are kept per person in IndexedDB; with the network gone, a read answers the last of them.
    offlineCopyLink({
      store: offlineStore,
      userId: () => sessionStore.get()?.userId ?? null,
      key: (path, input) => cacheKey(path, input, currentLanguage()),
      uncached: UNCACHED_QUERIES,
      onAnswered: connection.answered,
    }),
    refreshLink({
      accessToken: () => sessionStore.get()?.access_token ?? null,
      refresh: refreshSession,
      onExpired: announceSessionExpired,
      skip: (path) => SESSIONLESS_PROCEDURES.has(path),
    }),
    // The server refuses larger batches: more calls at once go out as several requests.
    httpBatchLink({ url: TRPC_URL, headers: authorizedHeaders, maxItems: MAX_BATCH_PROCEDURES }),
  ],
});

/** The namespaces of the queries a mutation ([['projects','setStatus']]) makes stale. */
function staleNamespaces(mutationKey: MutationKey | undefined): readonly string[] {
  const path = Array.isArray(mutationKey?.[0]) ? (mutationKey[0] as unknown[]).join('.') : '';
  return path ? namespacesClearedBy(path) : [];
}

export const queryClient: QueryClient = new QueryClient({
  // 'always': offline, a read still runs (the offline copy may answer it) and a write fails with the network error,
  // where TanStack's default would hold both paused, the screen loading and the button busy, until the network returns.
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const namespaces = staleNamespaces(mutation.options.mutationKey);
      if (namespaces.length === 0) return;
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const head = query.queryKey[0];
          return Array.isArray(head) && namespaces.includes(String(head[0]));
        },
      });
    },
  }),
});

// Back online after reads were answered from the offline copy: the screens ask the server again.
connection.onReconnect(() => {
  void queryClient.invalidateQueries();
});

// Server texts (area names, questions, messages) are in the request's language: reload them on a switch.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
