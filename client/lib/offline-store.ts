// The offline copy of issue 40: the last answer of each read the server gave the signed-in person, kept in IndexedDB
// under their user id, so that with the network gone a read answers what was last loaded instead of an error. It is
// loaded on demand (lib/offline.ts), outside the first bundle. docs/decisions/2026-12-01-offline-reads.md.
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

type Entry = { data: unknown; storedAt: number };
/** One person's copy: the build that stored it and the last answer of each read (cacheKey: path, language, input). */
export type OfflineRecord = { build: string; entries: Record<string, Entry> };

/** Where the copies live: IndexedDB in the browser; tests give a memory of their own. */
export type OfflineStorage = {
  get(userId: string): Promise<unknown>;
  set(userId: string, record: OfflineRecord): Promise<void>;
  delete(userId: string): Promise<void>;
  users(): Promise<string[]>;
  clear(): Promise<void>;
};

export type OfflineLookup = { hit: true; data: unknown } | { hit: false };

export type OfflineStore = {
  /** Reads the person's copy into memory (start-up, sign-in); later lookups wait for it. */
  restore(userId: string): Promise<void>;
  /** Keeps a read's answer; written to storage at most once per save delay. */
  remember(userId: string, key: string, data: unknown): void;
  /** The person's last answer to a read, if one is kept. */
  lookup(userId: string, key: string): Promise<OfflineLookup>;
  /** Writes what is waiting now (the page is going away). */
  flush(): Promise<void>;
  /** A sign-in: every other person's copy goes. */
  keepOnly(userId: string): Promise<void>;
  /** Logout, account deletion, a lost session: every copy goes. */
  forgetAll(): Promise<void>;
};

/** The reads kept per person, newest first: the screens of the issue need some 30; pages and weeks add more. */
export const MAX_ENTRIES = 200;
/** Reads come in bursts (a screen asks for several): one write per burst. */
export const SAVE_DELAY_MS = 2_000;

const MISS: OfflineLookup = { hit: false };

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && 'data' in value && typeof (value as Entry).storedAt === 'number';
}

/** The stored record's entries when it is this build's (another build's code may have read other shapes). */
function storedEntries(stored: unknown, build: string): [string, Entry][] {
  if (typeof stored !== 'object' || stored === null) return [];
  const record = stored as Partial<OfflineRecord>;
  if (record.build !== build || typeof record.entries !== 'object' || record.entries === null) return [];
  return Object.entries(record.entries).filter((pair): pair is [string, Entry] => isEntry(pair[1]));
}

export type StoreOptions = {
  storage: OfflineStorage;
  /** The signed-in person now: nothing is kept or answered for anyone else. */
  currentUserId: () => string | null;
  build: string;
  now?: () => number;
  saveDelayMs?: number;
  maxEntries?: number;
};

type Held = { userId: string; entries: Map<string, Entry>; restored: Promise<void> };

export function createOfflineStore({ storage, currentUserId, build, now = Date.now, saveDelayMs = SAVE_DELAY_MS, maxEntries = MAX_ENTRIES }: StoreOptions): OfflineStore {
  let held: Held | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancelSave = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const drop = () => {
    cancelSave();
    held = null;
  };

  /** The person's copy in memory, read from storage the first time; answers remembered meanwhile win. */
  const hold = (userId: string): Held => {
    if (held?.userId === userId) return held;
    cancelSave();
    const entries = new Map<string, Entry>();
    const restored = storage.get(userId).then(
      (stored) => {
        for (const [key, entry] of storedEntries(stored, build)) if (!entries.has(key)) entries.set(key, entry);
      },
      () => undefined,
    );
    held = { userId, entries, restored };
    return held;
  };

  const save = async () => {
    const current = held;
    if (!current) return;
    await current.restored;
    // Logged out, or someone else signed in (here or in another tab) while waiting: their copy is not written.
    if (current !== held || currentUserId() !== current.userId) return;
    const newest = [...current.entries].sort(([, a], [, b]) => b.storedAt - a.storedAt).slice(0, maxEntries);
    if (newest.length < current.entries.size) current.entries = new Map(newest);
    await storage.set(current.userId, { build, entries: Object.fromEntries(newest) }).catch(() => undefined);
  };

  return {
    restore: (userId) => hold(userId).restored,
    remember(userId, key, data) {
      if (currentUserId() !== userId) return;
      const { entries } = hold(userId);
      entries.delete(key);
      entries.set(key, { data, storedAt: now() });
      timer ??= setTimeout(() => {
        timer = null;
        void save();
      }, saveDelayMs);
    },
    async lookup(userId, key) {
      if (currentUserId() !== userId) return MISS;
      const current = hold(userId);
      await current.restored;
      const entry = current === held ? current.entries.get(key) : undefined;
      return entry ? { hit: true, data: entry.data } : MISS;
    },
    flush() {
      cancelSave();
      return save();
    },
    async keepOnly(userId) {
      if (held && held.userId !== userId) drop();
      const users = await storage.users().catch(() => []);
      await Promise.all(users.filter((user) => user !== userId).map((user) => storage.delete(user).catch(() => undefined)));
      await hold(userId).restored;
    },
    async forgetAll() {
      drop();
      await storage.clear().catch(() => undefined);
    },
  };
}

/** The browser's IndexedDB database 'prospera-offline', store 'reads', opened on first use. */
export function indexedDbStorage(): OfflineStorage {
  let store: UseStore | undefined;
  const reads = () => (store ??= createStore('prospera-offline', 'reads'));
  return {
    get: async (userId) => get<unknown>(userId, reads()),
    set: async (userId, record) => set(userId, record, reads()),
    delete: async (userId) => del(userId, reads()),
    users: async () => (await keys(reads())).map(String),
    clear: async () => clear(reads()),
  };
}

/**
 * The app's offline copy over IndexedDB; what waits for its write is written when the page is hidden (a closed tab,
 * an app sent to the background).
 */
export function browserOfflineStore(options: Omit<StoreOptions, 'storage'>): OfflineStore {
  const store = createOfflineStore({ ...options, storage: indexedDbStorage() });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void store.flush();
  });
  return store;
}
