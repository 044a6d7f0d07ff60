import { Redis } from 'ioredis';
import { AppError } from '../../domain/errors';

/** Counts hits per key in fixed windows. Async so a shared store (Redis) can implement it for several instances. */
export type RateLimitStore = {
  /** Adds `amount` hits (default one) to the key's current window, opening a new window of windowMs when there is none. */
  increment(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes `amount` hits back from the key's current window (a refund); a window that has closed stays closed. */
  decrement(key: string, amount: number): Promise<void>;
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
    async increment(key, windowMs, amount = 1) {
      const at = now();
      if (at >= nextPruneAt) {
        prune(at);
        nextPruneAt = at + windowMs;
      }
      const current = windows.get(key);
      if (current && current.resetAt > at) {
        current.count += amount;
        return { count: current.count, resetInMs: current.resetAt - at };
      }
      windows.delete(key);
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      windows.set(key, { count: amount, resetAt: at + windowMs });
      return { count: amount, resetInMs: windowMs };
    },
    async decrement(key, amount) {
      const current = windows.get(key);
      if (current && current.resetAt > now()) current.count = Math.max(0, current.count - amount);
    },
    size: () => windows.size,
  };
}

/** Where the tightest key of a hit stands: the units its window has left (never below 0) and when it resets. */
export type RateLimitStanding = { remaining: number; resetInMs: number };

export type RateLimiter = {
  /**
   * Counts `units` attempts (default one) against every key and answers the standing of the tightest (fewest units
   * left; of equals, the later reset); throws TOO_MANY_REQUESTS (with retryAfter seconds) past the limit of any.
   */
  hit(keys: readonly string[], units?: number): Promise<RateLimitStanding>;
  /** Gives `units` back to every key, in the windows still open: an answer that turned out to cost nothing. */
  refund(keys: readonly string[], units?: number): Promise<void>;
};

export function createRateLimiter(store: RateLimitStore, limits: { max: number; windowMs: number }): RateLimiter {
  return {
    async hit(keys, units = 1) {
      const results = await Promise.all(keys.map((key) => store.increment(key, limits.windowMs, units)));
      const exceeded = results.filter((result) => result.count > limits.max);
      if (exceeded.length > 0) {
        const waitMs = Math.max(...exceeded.map((result) => result.resetInMs));
        throw new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      let tightest: RateLimitStanding = { remaining: limits.max, resetInMs: 0 };
      for (const { count, resetInMs } of results) {
        const remaining = Math.max(0, limits.max - count);
        if (remaining < tightest.remaining || (remaining === tightest.remaining && resetInMs > tightest.resetInMs)) tightest = { remaining, resetInMs };
      }
      return tightest;
    },
    async refund(keys, units = 1) {
      await Promise.all(keys.map((key) => store.decrement(key, units)));
    },
  };
}

// INCRBY and the window's expiry in one atomic step: no instance can see a counted key without a window. A key
// found without an expiry (never expected) gets one, so no key can lock its client out for good.
const INCREMENT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// A refund only touches a window that is still open: DECRBY keeps its expiry, and a closed one is not reopened.
const DECREMENT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0
`;

/** The store every instance shares: one Redis key per limit key, living for its window. */
export function createRedisRateLimitStore(redis: Pick<Redis, 'eval'>, prefix = 'prospera:auth:'): RateLimitStore {
  return {
    async increment(key, windowMs, amount = 1) {
      const reply = await redis.eval(INCREMENT_SCRIPT, 1, `${prefix}${key}`, windowMs, amount);
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
        throw new Error(`Unexpected rate-limit reply from Redis: ${JSON.stringify(reply)}`);
      }
      return { count: reply[0], resetInMs: reply[1] };
    },
    async decrement(key, amount) {
      await redis.eval(DECREMENT_SCRIPT, 1, `${prefix}${key}`, amount);
    },
  };
}

/**
 * Counts in primary and, while primary fails, in fallback: during a Redis outage each instance limits on its
 * own instead of not at all. onDown is called when primary starts failing, onUp when it answers again.
 */
function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  events: { onDown(error: unknown): void; onUp(): void },
): RateLimitStore {
  let down = false;
  return {
    async increment(key, windowMs, amount) {
      try {
        const result = await primary.increment(key, windowMs, amount);
        if (down) {
          down = false;
          events.onUp();
        }
        return result;
      } catch (error) {
        if (!down) {
          down = true;
          events.onDown(error);
        }
        return fallback.increment(key, windowMs, amount);
      }
    },
    async decrement(key, amount) {
      try {
        await primary.decrement(key, amount);
      } catch {
        // The hit was counted in the fallback if primary fails now; the outage itself is reported by increment.
        await fallback.decrement(key, amount);
      }
    },
  };
}

type Logger = { info(bindings: object, message: string): void; warn(bindings: object, message: string): void };

/**
 * The login and register limiter. With Redis every instance counts there; without it, and while Redis does not
 * answer, each instance counts in its own memory.
 */
export function createAuthRateLimiter(limits: { max: number; windowMs: number }, redis: Redis | undefined, log: Logger): RateLimiter {
  const store = redis
    ? createFallbackRateLimitStore(createRedisRateLimitStore(redis), createMemoryRateLimitStore(), {
        onDown: (error) => log.warn({ err: error }, 'auth rate limits count in this instance: Redis does not answer'),
        onUp: () => log.info({}, 'auth rate limits are shared again through Redis'),
      })
    : createMemoryRateLimitStore();
  return createRateLimiter(store, limits);
}

/** The window of the API limit: RATE_LIMIT_MAX units per minute. */
export const API_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The limiter of every API request (RATE_LIMIT_MAX per minute per IP and per credential). With Redis every instance counts there; while
 * Redis does not answer, API requests are let through (the Redis client logs the outage) rather than all refused.
 */
export function createApiRateLimiter(max: number, redis: Redis | undefined): RateLimiter {
  if (!redis) return createRateLimiter(createMemoryRateLimitStore(), { max, windowMs: API_RATE_LIMIT_WINDOW_MS });
  const shared = createRedisRateLimitStore(redis, 'prospera:rate:');
  const letThrough: RateLimitStore = {
    async increment(key, windowMs, amount) {
      try {
        return await shared.increment(key, windowMs, amount);
      } catch {
        return { count: 0, resetInMs: windowMs };
      }
    },
    async decrement(key, amount) {
      try {
        await shared.decrement(key, amount);
      } catch {
        // Nothing was counted while Redis does not answer, so nothing is owed.
      }
    },
  };
  return createRateLimiter(letThrough, { max, windowMs: API_RATE_LIMIT_WINDOW_MS });
}

/** A Redis reply may not take longer than this: an unresponsive Redis must not hold requests. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * A Redis client for the rate limits, connected (or found unreachable) before it returns, so the first requests
 * already count in Redis. While Redis is unreachable commands fail at once instead of queueing, the client
 * reconnects in the background, and the outage is logged once (not once per retry).
 */
export async function connectRateLimitRedis(url: string, log: Logger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits fall back to this instance until it answers');
  });
  client.on('ready', () => {
    if (reported) log.info({}, 'Redis reachable again: rate limits are shared');
    reported = false;
  });
  await new Promise<void>((resolve) => {
    // Bounded even when the server accepts the connection but never answers the ready check.
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS + REDIS_COMMAND_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    }
    client.once('ready', done);
    client.once('error', done);
  });
  return client;
}

/** Closes the client: politely when connected, at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // The connection dropped while quitting; disconnecting below ends the reconnection attempts.
    }
  }
  client.disconnect();
}
