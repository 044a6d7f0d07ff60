import { AppError } from '../../domain/errors';

/** Counts hits per key in fixed windows. Async so a shared store (Redis) can implement it for several instances. */
export type RateLimitStore = {
  /** Adds one hit to the key's current window, opening a new window of windowMs when there is none. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
};

type Window = { count: number; resetAt: number };

/**
 * The in-process store. Bounded: expired windows are pruned as time passes, and past maxKeys live windows the
 * oldest are dropped (they were opened first, so they would reset first).
 */
export function createMemoryRateLimitStore(options: { maxKeys?: number; now?: () => number } = {}): RateLimitStore & { size(): number } {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  // Insertion order is window-opening order: a reset deletes and re-inserts its key.
  const windows = new Map<string, Window>();
  let nextPruneAt = 0;

  function prune(at: number) {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
  }

  return {
    async increment(key, windowMs) {
      const at = now();
      if (at >= nextPruneAt) {
        prune(at);
        nextPruneAt = at + windowMs;
      }
      const current = windows.get(key);
      if (current && current.resetAt > at) {
        current.count += 1;
        return { count: current.count, resetInMs: current.resetAt - at };
      }
      windows.delete(key);
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      windows.set(key, { count: 1, resetAt: at + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    size: () => windows.size,
  };
}

export type RateLimiter = {
  /** Counts one attempt against every key; throws TOO_MANY_REQUESTS (with retryAfter seconds) past the limit of any. */
  hit(keys: readonly string[]): Promise<void>;
};

export function createRateLimiter(store: RateLimitStore, limits: { max: number; windowMs: number }): RateLimiter {
  return {
    async hit(keys) {
      const results = await Promise.all(keys.map((key) => store.increment(key, limits.windowMs)));
      const exceeded = results.filter((result) => result.count > limits.max);
      if (exceeded.length === 0) return;
      const waitMs = Math.max(...exceeded.map((result) => result.resetInMs));
      throw new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
    },
  };
}
