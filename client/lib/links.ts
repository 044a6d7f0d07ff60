// The client's own tRPC links: the response cache of SPEC section 7 and the refresh-once-on-401 rule.
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { cacheKey, clearRelated, readCache, writeCache } from './cache';
import type { OfflineStore } from './offline-store';

/** The context of an answer taken from the offline copy: the response cache must not store it as fresh. */
const FROM_OFFLINE_COPY = 'fromOfflineCopy';

/**
 * Serves queries from the localStorage cache and fills it; a successful mutation clears related reads.
 * `uncached` names the queries that always go to the server and are never stored.
 */
export function cacheLink<TRouter extends AnyRouter>(opts: { language: () => string; uncached?: ReadonlySet<string> }): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const key = op.type === 'query' && !opts.uncached?.has(op.path) ? cacheKey(op.path, op.input, opts.language()) : null;
        if (key) {
          const cached = readCache(key);
          if (cached.hit) {
            observer.next({ result: { type: 'data', data: cached.data } });
            observer.complete();
            return () => undefined;
          }
        }
        const subscription = next(op).subscribe({
          next(envelope) {
            if (envelope.result.type === 'data' || envelope.result.type === undefined) {
              if (key && !envelope.context?.[FROM_OFFLINE_COPY]) writeCache(key, envelope.result.data);
              else if (op.type === 'mutation') clearRelated(op.path);
            }
            observer.next(envelope);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        });
        return () => subscription.unsubscribe();
      });
}

/** A call that got no answer at all (no connection, server out of reach); a cancelled call is not one. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof TRPCClientError) || httpStatusOf(error) !== undefined) return false;
  const cause: unknown = error.cause;
  return !(cause instanceof Error && cause.name === 'AbortError');
}

type OfflineCopyOptions = {
  /** The offline copy (loaded on demand). */
  store: () => Promise<OfflineStore>;
  /** The signed-in person now; without one nothing is kept or answered. */
  userId: () => string | null;
  /** The read's key (lib/cache cacheKey: path, language, input). */
  key: (path: string, input: unknown) => string;
  uncached?: ReadonlySet<string>;
  /** Who answered a read: the server, or the copy for want of it. */
  onAnswered: (from: 'server' | 'copy') => void;
};

/**
 * Keeps the server's answer to each read in the signed-in person's offline copy, and answers a read that gets no
 * answer at all (network gone) with the copy's, when there is one; any other failure stays a failure. Placed inside
 * cacheLink, it sees only the server's answers, and its own are marked so the response cache does not keep them.
 */
export function offlineCopyLink<TRouter extends AnyRouter>(opts: OfflineCopyOptions): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const userId = op.type === 'query' && !opts.uncached?.has(op.path) ? opts.userId() : null;
        const key = userId ? opts.key(op.path, op.input) : null;
        let closed = false;
        const answerFromCopy = (error: TRPCClientError<TRouter>) => {
          if (!userId || !key || !isNetworkFailure(error)) {
            observer.error(error);
            return;
          }
          opts
            .store()
            .then((store) => store.lookup(userId, key))
            .then(
              (found) => {
                if (closed) return;
                if (!found.hit) {
                  observer.error(error);
                  return;
                }
                opts.onAnswered('copy');
                observer.next({ result: { type: 'data', data: found.data }, context: { [FROM_OFFLINE_COPY]: true } });
                observer.complete();
              },
              () => {
                if (!closed) observer.error(error);
              },
            );
        };
        const subscription = next(op).subscribe({
          next(envelope) {
            if (userId && key && (envelope.result.type === 'data' || envelope.result.type === undefined)) {
              opts.onAnswered('server');
              const { data } = envelope.result;
              void opts.store().then((store) => store.remember(userId, key, data), () => undefined);
            }
            observer.next(envelope);
          },
          error: answerFromCopy,
          complete: () => observer.complete(),
        });
        return () => {
          closed = true;
          subscription.unsubscribe();
        };
      });
}

export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { httpStatus?: unknown } | undefined;
  const meta = error.meta as { response?: { status?: unknown } } | undefined;
  const status = data?.httpStatus ?? meta?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

export type RefreshOutcome = 'renewed' | 'refused';

type RefreshOptions = {
  /** The access token calls are sent with now; null without a session. */
  accessToken: () => string | null;
  /**
   * Gets and stores new tokens: 'refused' when the server will not renew the session; throws when unreachable.
   * Concurrent calls share one refresh (createSharedRefresh does, across tabs too).
   */
  refresh: () => Promise<RefreshOutcome>;
  /** The session is lost (refresh refused, or the retried call refused again). */
  onExpired: () => void;
  /** Procedures whose 401 means something else (a wrong password), never a lost session. */
  skip: (path: string) => boolean;
};

/**
 * On a 401 from a call made with a token: refreshes once (concurrent calls share the refresh), then
 * retries the call once with the new token; if the server refuses either, the session is declared expired.
 */
export function refreshLink<TRouter extends AnyRouter>(opts: RefreshOptions): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const sentWith = opts.accessToken();
        let closed = false;
        let current = next(op).subscribe({
          next: (envelope) => observer.next(envelope),
          complete: () => observer.complete(),
          error(error) {
            if (!sentWith || httpStatusOf(error) !== 401 || opts.skip(op.path)) {
              observer.error(error);
              return;
            }
            const latest = opts.accessToken();
            // Another call already renewed the tokens while this one was in flight: just retry.
            const renewal = latest && latest !== sentWith ? Promise.resolve<RefreshOutcome>('renewed') : opts.refresh();
            renewal.then(
              (outcome) => {
                if (outcome === 'refused') {
                  opts.onExpired();
                  observer.error(error);
                  return;
                }
                if (closed) return;
                current = next(op).subscribe({
                  next: (envelope) => observer.next(envelope),
                  complete: () => observer.complete(),
                  error(retryError) {
                    if (httpStatusOf(retryError) === 401) opts.onExpired();
                    observer.error(retryError);
                  },
                });
              },
              (unreachable: unknown) => observer.error(TRPCClientError.from(unreachable instanceof Error ? unreachable : new Error(String(unreachable)))),
            );
          },
        });
        return () => {
          closed = true;
          current.unsubscribe();
        };
      });
}
