// Offline, in the first bundle: whether the person must be told they are offline (components/offline-notice), and
// the door to the offline copy of their reads (lib/offline-store, loaded on demand).
import { BUILD_ID } from './cache';
import type { OfflineStore } from './offline-store';
import { sessionStore } from './session';

type Listener = () => void;

const listeners = new Set<Listener>();
const reconnectListeners = new Set<Listener>();
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
/** The last read was answered from the offline copy because the server could not be reached. */
let answeredFromCopy = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The browser's connection and the reads' answers, as the offline notice needs them. */
export const connection = {
  /** Offline as far as the person is concerned: the browser says so, or the server was out of reach for a read. */
  isOffline: (): boolean => !browserOnline || answeredFromCopy,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Who answered the last read: the server, or the offline copy for want of it. */
  answered: (from: 'server' | 'copy'): void => {
    const fromCopy = from === 'copy';
    if (fromCopy === answeredFromCopy) return;
    answeredFromCopy = fromCopy;
    notify();
  },
  /** The browser is back online after reads were answered from the copy: they should be asked again. */
  onReconnect: (listener: Listener): (() => void) => {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOnline = false;
    notify();
  });
  window.addEventListener('online', () => {
    browserOnline = true;
    notify();
    if (answeredFromCopy) for (const listener of reconnectListeners) listener();
  });
}

let loading: Promise<OfflineStore> | null = null;

/** The offline copy, loaded on first use; a failed load (offline before it ever loaded) is tried again next time. */
export function offlineStore(): Promise<OfflineStore> {
  loading ??= import('./offline-store').then(
    (module) => module.browserOfflineStore({ currentUserId: () => sessionStore.get()?.userId ?? null, build: BUILD_ID }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Start-up: the signed-in person's copy is read, ready for a read the network cannot answer. */
export function restoreOfflineReads(): void {
  const userId = sessionStore.get()?.userId;
  if (userId) void offlineStore().then((store) => store.restore(userId), () => undefined);
}

/** A sign-in: the copies of anyone else who used this browser go. */
export function keepOfflineReadsOf(userId: string): Promise<void> {
  return offlineStore().then((store) => store.keepOnly(userId), () => undefined);
}

/** Logout, account deletion, a lost session: nothing of the person stays. */
export function forgetOfflineReads(): Promise<void> {
  return offlineStore().then((store) => store.forgetAll(), () => undefined);
}
