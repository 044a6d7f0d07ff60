import { describe, expect, it } from 'vitest';
import { createLimiter, hashPassword, PASSWORD_HASH_CONCURRENCY, passwordWork, verifyPassword } from './passwords';

// Password hashing runs with bounded concurrency so logins leave cores for reads. Concurrency is read through
// the limiter's stats (the seam), never by timing.

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, starts the others in order as slots free, and a failure frees its slot', async () => {
    const limiter = createLimiter(2);
    const tasks = [0, 1, 2, 3, 4].map(() => deferred<number>());
    const started: number[] = [];
    const results = tasks.map((task, index) => limiter.run(() => (started.push(index), task.promise)));
    const settled = Promise.allSettled(results);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats).toEqual({ running: 2, queued: 3, peak: 2, started: 2 });

    tasks[1]!.reject(new Error('argon2 failed'));
    await expect(results[1]).rejects.toThrow('argon2 failed');
    expect(started).toEqual([0, 1, 2]);
    for (const [index, task] of tasks.entries()) task.resolve(index * 10);
    const outcome = await settled;
    expect(outcome.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([0, 'rejected', 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.stats).toEqual({ running: 0, queued: 0, peak: 2, started: 5 });
  });
});

describe('argon2 work is bounded', () => {
  it(`at most PASSWORD_HASH_CONCURRENCY (${PASSWORD_HASH_CONCURRENCY} here) hashes and verifications at once; the queued ones still succeed`, async () => {
    expect(PASSWORD_HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const stored = await hashPassword('correct horse');
    const burst = PASSWORD_HASH_CONCURRENCY + 3;
    const checks = Array.from({ length: burst }, (_, index) => verifyPassword(stored, index % 2 === 0 ? 'correct horse' : 'wrong'));
    const hashes = [hashPassword('another'), hashPassword('and another')];
    expect(passwordWork.stats.running).toBe(PASSWORD_HASH_CONCURRENCY);
    expect(passwordWork.stats.queued).toBe(burst + hashes.length - PASSWORD_HASH_CONCURRENCY);
    expect(await Promise.all(checks)).toEqual(Array.from({ length: burst }, (_, index) => index % 2 === 0));
    for (const made of await Promise.all(hashes)) expect(made).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(passwordWork.stats).toMatchObject({ running: 0, queued: 0, peak: PASSWORD_HASH_CONCURRENCY });
  });
});

describe('argon2 on the thread pool', () => {
  it('a malformed stored hash fails without harming anything: the next check still answers', async () => {
    expect(await verifyPassword('$argon2id$not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword(await hashPassword('still here'), 'still here')).toBe(true);
    expect(passwordWork.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it('an unknown account (no stored hash) never matches, whatever the password', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
