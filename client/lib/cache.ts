// The response cache of SPEC section 7: read results kept in localStorage under 'api_cache_', each valid for
// 10 minutes or 15 reads, whichever comes first; writes clear the reads they affect; logout clears all. Entries
// remember the build that stored them: after an update, the new code never reads the old code's data shapes.

export const CACHE_PREFIX = 'api_cache_';
export const CACHE_TTL_MS = 600_000;
export const CACHE_MAX_READS = 15;
/** Set at build time (vite.config.ts); 'dev' under the dev server and in tests. */
export const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';

type CacheEntry = { data: unknown; storedAt: number; reads: number; build: string };
type CacheRead = { hit: true; data: unknown } | { hit: false };

/**
 * Which namespaces' reads a write in a namespace makes stale. A write also clears its own namespace.
 * account.me is the dashboard (life wheel and goal/action totals), so nearly every write touches it; analytics.me
 * sums cycles, weeks, projects and actions, so it goes stale with them.
 */
// The wheel and its cycles are one history (a new cycle is a new wheel): a write in either makes the same reads stale.
// A new cycle's focus selection parks projects, whose pending actions then leave the lists.
const WHEEL_WRITE = ['wheel', 'cycles', 'assessment', 'suggestions', 'account', 'projects', 'actions', 'weekly', 'analytics'] as const;

const relatedReads: Record<string, readonly string[]> = {
  auth: ['auth', 'account'],
  // The suggested actions name the person's contexts (GET /assessment/suggestions).
  account: ['auth', 'account', 'actions', 'suggestions'],
  wheel: WHEEL_WRITE,
  cycles: WHEEL_WRITE,
  assessment: ['assessment', 'suggestions', 'wheel', 'cycles', 'account', 'projects', 'analytics'],
  projects: ['projects', 'wheel', 'cycles', 'account', 'goals', 'actions', 'weekly', 'analytics'],
  goals: ['goals', 'projects', 'account', 'actions', 'weekly', 'analytics'],
  actions: ['actions', 'goals', 'projects', 'account', 'weekly', 'analytics'],
  weekly: ['weekly', 'actions', 'goals', 'projects', 'account', 'analytics'],
  // analytics.me is refused to BASICO and opened by a subscription: a plan change must not leave an old answer.
  subscriptions: ['subscriptions', 'account', 'analytics'],
  // An unsubscribe link turns a switch of account.notifications off or on.
  notifications: ['notifications', 'account'],
};

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** The storage key of one read: procedure path, language (responses are translated) and input. */
export function cacheKey(path: string, input: unknown, language: string): string {
  return `${CACHE_PREFIX}${path}|${language}|${JSON.stringify(canonical(input ?? {}))}`;
}

function parseEntry(raw: string | null): CacheEntry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry>;
    if (typeof entry.storedAt !== 'number' || typeof entry.reads !== 'number' || typeof entry.build !== 'string' || !('data' in entry)) return null;
    return entry as CacheEntry;
  } catch {
    return null;
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** Reads one entry and counts the read; an expired, worn-out or other build's entry is removed and misses. */
export function readCache(key: string, now = Date.now(), storage: Storage = localStorage, build = BUILD_ID): CacheRead {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { hit: false };
  }
  const entry = parseEntry(raw);
  if (!entry) {
    if (raw !== null) remove(storage, key);
    return { hit: false };
  }
  if (entry.build !== build || now - entry.storedAt >= CACHE_TTL_MS || entry.reads >= CACHE_MAX_READS) {
    remove(storage, key);
    return { hit: false };
  }
  try {
    storage.setItem(key, JSON.stringify({ ...entry, reads: entry.reads + 1 }));
  } catch {
    remove(storage, key);
  }
  return { hit: true, data: entry.data };
}

export function writeCache(key: string, data: unknown, now = Date.now(), storage: Storage = localStorage, build = BUILD_ID): void {
  const entry: CacheEntry = { data: data ?? null, storedAt: now, reads: 0, build };
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // Full or disabled storage only costs a network call next time.
    remove(storage, key);
  }
}

function keysWhere(storage: Storage, test: (key: string) => boolean): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && test(key)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/** The namespaces whose reads a write to `path` ('projects.setStatus') makes stale. */
export function namespacesClearedBy(path: string): readonly string[] {
  const namespace = path.split('.')[0] ?? path;
  return relatedReads[namespace] ?? [namespace];
}

/** Clears the cached reads related to a write. */
export function clearRelated(path: string, storage: Storage = localStorage): void {
  const prefixes = namespacesClearedBy(path).map((namespace) => `${CACHE_PREFIX}${namespace}.`);
  for (const key of keysWhere(storage, (key) => prefixes.some((prefix) => key.startsWith(prefix)))) remove(storage, key);
}

/** Clears every cached read (logout, login). */
export function clearCache(storage: Storage = localStorage): void {
  for (const key of keysWhere(storage, (key) => key.startsWith(CACHE_PREFIX))) remove(storage, key);
}
