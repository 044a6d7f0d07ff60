import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit';

describe('what a hit answers, and a refund', () => {
  it('answers the units left and the time to the reset of the tightest key', async () => {
    let now = 0;
    const limiter = createRateLimiter(createMemoryRateLimitStore({ now: () => now }), { max: 10, windowMs: 60_000 });
    expect(await limiter.hit(['a'], 3)).toEqual({ remaining: 7, resetInMs: 60_000 });
    now = 20_000;
    expect(await limiter.hit(['b'])).toEqual({ remaining: 9, resetInMs: 60_000 });
    // a has 6 left and resets in 40 s, b 8 left in 60 s: a is the tightest.
    expect(await limiter.hit(['a', 'b'])).toEqual({ remaining: 6, resetInMs: 40_000 });
    // Of equal units left (5 each), the later reset: b's.
    expect(await limiter.hit(['b'], 2)).toEqual({ remaining: 6, resetInMs: 60_000 });
    expect(await limiter.hit(['a', 'b'])).toEqual({ remaining: 5, resetInMs: 60_000 });
  });

  it('answers 0 left on the last unit and refuses the next', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore({ now: () => 0 }), { max: 2, windowMs: 10_000 });
    await limiter.hit(['k']);
    expect(await limiter.hit(['k'])).toEqual({ remaining: 0, resetInMs: 10_000 });
    await expect(limiter.hit(['k'])).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfter: 10 } });
  });

  it('a refund gives units back to an open window, never below nothing, and does not reopen a closed one', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    const limiter = createRateLimiter(store, { max: 5, windowMs: 10_000 });
    await limiter.hit(['k'], 3);
    await limiter.refund(['k'], 2);
    expect(await limiter.hit(['k'])).toEqual({ remaining: 3, resetInMs: 10_000 });
    await limiter.refund(['k'], 50);
    expect(await limiter.hit(['k'])).toEqual({ remaining: 4, resetInMs: 10_000 });
    now = 10_000;
    await limiter.refund(['k', 'never-counted'], 1);
    expect(store.size()).toBe(1);
    expect(await limiter.hit(['k'])).toEqual({ remaining: 4, resetInMs: 10_000 });
  });
});
