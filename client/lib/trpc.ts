import { MutationCache, QueryClient, type MutationKey } from '@tanstack/react-query';
import { createTRPCClient, getUntypedClient, httpBatchLink, httpLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { MAX_BATCH_PROCEDURES } from '../../domain/rules/api-limits';
import type { AppRouter } from '../../server/http/trpc/router';
import i18n, { currentLanguage } from '../i18n';
import { cacheKey, clearRelated, namespacesClearedBy } from './cache';
import { cacheLink, httpStatusOf, offlineCopyLink, refreshLink, type RefreshOutcome } from './links';
import { connection, offlineStore } from './offline';
import { createOutbox, type Write } from './outbox';
import { browserLock, indexedDbOutbox, outboxChannel, sendFailure, startSending } from './outbox-app';
import { outboxLink, writeContextOf, writeHeaders } from './outbox-link';
import { findItem } from './outbox-overlay';
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

/**
 * The end of both chains: the refresh-once-on-401 rule, then a keyed write (Idempotency-Key, If-Match) alone in its
 * request (the server refuses a key on a batch of several) and everything else batched.
 */
function serverLinks(): TRPCLink<AppRouter>[] {
  return [
    refreshLink({
      accessToken: () => sessionStore.get()?.access_token ?? null,
      refresh: refreshSession,
      onExpired: announceSessionExpired,
      skip: (path) => SESSIONLESS_PROCEDURES.has(path),
    }),
    splitLink({
      condition: (op) => writeContextOf(op.context) !== null,
      true: httpLink({
        url: TRPC_URL,
        headers: ({ op }) => {
          const write = writeContextOf(op.context);
          return write ? { ...authorizedHeaders(), ...writeHeaders(write) } : authorizedHeaders();
        },
      }),
      // The server refuses larger batches: more calls at once go out as several requests.
      false: httpBatchLink({ url: TRPC_URL, headers: authorizedHeaders, maxItems: MAX_BATCH_PROCEDURES }),
    }),
  ];
}

/** What the outbox sends with: straight to the server, around the response cache and the offline copy. */
const outboxSender = getUntypedClient(createTRPCClient<AppRouter>({ links: serverLinks() }));

async function sendWrite(write: Write) {
  try {
    const data = await outboxSender.mutation(write.path, write.input, { context: { idempotencyKey: write.key, ifMatch: write.ifMatch } });
    return { kind: 'sent' as const, data };
  } catch (error) {
    return sendFailure(error);
  }
}

const outboxBroadcast = outboxChannel();

/** The writes kept offline (lib/outbox), shared by the tabs. */
export const outbox = createOutbox({
  storage: indexedDbOutbox(),
  send: sendWrite,
  lock: browserLock(),
  currentUserId: () => sessionStore.get()?.userId ?? null,
  announce: () => outboxBroadcast?.postMessage('changed'),
  // A sent write makes the related reads stale, as a write from a screen does.
  onSent: (write) => clearRelated(write.path),
});

/** The item a write changes, as the screens last showed it: its version for If-Match and its title. */
function describeWrite(path: string, input: unknown): Pick<Write, 'ifMatch' | 'target' | 'label'> {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const named = (item: Record<string, unknown> | null) => (typeof item?.title === 'string' ? item.title : typeof item?.name === 'string' ? item.name : null);
  if (path === 'actions.add' || path === 'account.addContext' || path === 'weekly.addReview') return { ifMatch: null, target: null, label: named(fields) };
  const target = typeof fields.id === 'string' ? fields.id : null;
  const shown = target === null ? null : queryClient.getQueryCache().getAll().reduce<Record<string, unknown> | null>((found, query) => found ?? findItem(query.state.data, target), null);
  return { ifMatch: typeof shown?.version === 'number' ? shown.version : null, target, label: named(shown) };
}

/** The refused write is for an item with a version (If-Match), whose current one the server can tell. */
const VERSIONED_WRITES: ReadonlySet<string> = new Set(['actions.complete', 'actions.update']);

/** A refused write, as the person decides: keep mine (resend on the item's current version), take the server's, discard. */
export async function resolveRefusal(write: Write, choice: 'keepMine' | 'takeServer' | 'discard'): Promise<void> {
  if (choice !== 'keepMine') {
    await outbox.drop(write.id);
    // Take the server's: the screens read the item again from the server, not from the response cache.
    if (choice === 'takeServer') clearRelated(write.path);
    return;
  }
  const current = write.target !== null && VERSIONED_WRITES.has(write.path) ? await outboxSender.query('actions.one', { id: write.target }) : null;
  const version = typeof current === 'object' && current !== null && typeof (current as { version?: unknown }).version === 'number' ? (current as { version: number }).version : null;
  await outbox.resend(write.id, version);
  await outbox.flush({ now: true });
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // Writes the outbox may keep are keyed from their first attempt; reads show the writes still waiting.
    outboxLink({ outbox, describe: describeWrite }),
    cacheLink({ language: currentLanguage, uncached: UNCACHED_QUERIES }),
    // Reads the server answered are kept per person in IndexedDB; with the network gone, a read answers the last of them.
    offlineCopyLink({
      store: offlineStore,
      userId: () => sessionStore.get()?.userId ?? null,
      key: (path, input) => cacheKey(path, input, currentLanguage()),
      uncached: UNCACHED_QUERIES,
      onAnswered: connection.answered,
    }),
    ...serverLinks(),
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

// The screens show the outbox as it is: a write kept, sent or dropped makes every read show it again.
outbox.subscribe(() => {
  void queryClient.invalidateQueries();
});
if (typeof window !== 'undefined') startSending(outbox, outboxBroadcast);

// Server texts (area names, questions, messages) are in the request's language: reload them on a switch.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
