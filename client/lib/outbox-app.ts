// The app's outbox (lib/outbox) in the browser: its writes in IndexedDB (database 'prospera-outbox', store 'writes',
// one list per person; idb-keyval loads on first use), one Web Lock for every tab, a BroadcastChannel that tells the
// other tabs the list changed, and what sends it: the connection coming back, the window regaining focus, the service
// worker's Background Sync, and a timer for the backoff. docs/decisions/2026-12-02-offline-writes.md.
import { TRPCClientError } from '@trpc/client';
import type { UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { errorInfo } from './errors';
import { httpStatusOf, isNetworkFailure } from './links';
import type { Lock, Outbox, OutboxStorage, SendResult, Write } from './outbox';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_NAME as NAME } from './outbox-names';


function isWrite(value: unknown): value is Write {
  return typeof value === 'object' && value !== null && typeof (value as Write).id === 'string' && typeof (value as Write).key === 'string' && typeof (value as Write).path === 'string';
}

/** The lists in IndexedDB, one per person. */
export function indexedDbOutbox(): OutboxStorage {
  let store: UseStore | undefined;
  const idb = () => import('idb-keyval').then((module) => ({ module, writes: (store ??= module.createStore(NAME, 'writes')) }));
  return {
    async load(userId) {
      const { module, writes } = await idb();
      const stored = await module.get<unknown>(userId, writes);
      return Array.isArray(stored) ? stored.filter(isWrite) : [];
    },
    async save(userId, list) {
      const { module, writes } = await idb();
      await (list.length > 0 ? module.set(userId, list, writes) : module.del(userId, writes));
    },
    async clear() {
      const { module, writes } = await idb();
      await module.clear(writes);
    },
  };
}

/** Web Locks across the tabs; where a browser has none, one tab's own queue. */
export function browserLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    // request() resolves with what the callback's promise resolves to (its DOM type says the promise itself).
    if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(NAME, work) as Promise<Awaited<ReturnType<typeof work>>>;
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * An attempt's failure as the outbox sees it: no answer, a server error, too many requests, a key still running or
 * a lost session are tried again later; any other refusal (validation, a plan limit, 412 changed elsewhere) waits for
 * the person.
 */
export function sendFailure(error: unknown): SendResult {
  const status = error instanceof TRPCClientError ? httpStatusOf(error) : undefined;
  if (isNetworkFailure(error) || status === undefined) return { kind: 'retry' };
  const { code } = errorInfo(error);
  if (status >= 500 || status === 401 || status === 408 || status === 429 || code === 'IDEMPOTENCY_KEY_IN_PROGRESS') return { kind: 'retry' };
  return { kind: 'refused', refusal: { status, code: code ?? null, message: error instanceof Error ? error.message : '' } };
}

/** The other tabs hear that the list changed. */
export function outboxChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
}

/** Background Sync is not in TypeScript's DOM types yet. */
type SyncRegistration = ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };

/** Asks the service worker to wake a page to send when the connection returns (Background Sync, where it exists). */
function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator) || typeof window === 'undefined' || !('SyncManager' in window)) return;
  void navigator.serviceWorker.ready.then((registration) => (registration as SyncRegistration).sync.register(NAME)).catch(() => undefined);
}

/** Sends what waits: at start, when the connection returns, on focus, when the worker asks, and after each backoff. */
export function startSending(outbox: Outbox, channel: BroadcastChannel | null): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const at = outbox.nextAttemptAt();
    if (at === null) return;
    requestBackgroundSync();
    if (navigator.onLine) timer = setTimeout(() => void outbox.flush(), Math.max(0, at - Date.now()));
  };
  outbox.subscribe(schedule);
  window.addEventListener('online', () => void outbox.flush({ now: true }));
  window.addEventListener('focus', () => void outbox.flush());
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === OUTBOX_FLUSH_MESSAGE) void outbox.flush({ now: true });
    });
  }
  if (channel) channel.onmessage = () => void outbox.reload();
  void outbox.reload().then(() => outbox.flush({ now: true }));
}

/** The signed-in person's waiting and refused writes, for the screens. */
export function useOutboxWrites(outbox: Outbox): readonly Write[] {
  return useSyncExternalStore(outbox.subscribe, outbox.writes, outbox.writes);
}
