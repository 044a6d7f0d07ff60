import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createLimiter, hashPassword, PASSWORD_HASH_CONCURRENCY, PASSWORD_THREAD_NICENESS, passwordWork, restWhileBusy, verifyPassword, type Rest } from './passwords';

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
    expect(limiter.stats).toEqual({ running: 2, resting: 0, queued: 3, peak: 2, started: 2 });

    tasks[1]!.reject(new Error('argon2 failed'));
    await expect(results[1]).rejects.toThrow('argon2 failed');
    expect(started).toEqual([0, 1, 2]);
    for (const [index, task] of tasks.entries()) task.resolve(index * 10);
    const outcome = await settled;
    expect(outcome.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([0, 'rejected', 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.stats).toEqual({ running: 0, resting: 0, queued: 0, peak: 2, started: 5 });
  });
});

/** Keeps this thread's event loop busy for `ms` (no timer can fire meanwhile). */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('a limiter whose slots rest after each task', () => {
  it('holds the slot for as long as `rest` says, then gives it to the first task waiting', async () => {
    const heard: Parameters<Rest>[0][] = [];
    const limiter = createLimiter(1, (ran) => (heard.push(ran), 20));
    const first = deferred<string>();
    const started: string[] = [];
    const a = limiter.run(() => (started.push('a'), first.promise));
    const b = limiter.run(async () => (started.push('b'), 'b'));
    first.resolve('a');
    expect(await a).toBe('a');
    expect(limiter.stats).toEqual({ running: 0, resting: 1, queued: 1, peak: 1, started: 1 });
    expect(started).toEqual(['a']);
    // A task that arrives while the slot rests queues behind the one already waiting.
    const c = limiter.run(async () => (started.push('c'), 'c'));
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
    expect(heard).toHaveLength(3);
    for (const ran of heard) {
      expect(ran.ms).toBeGreaterThanOrEqual(0);
      expect(ran.loopBusy).toBeGreaterThanOrEqual(0);
      expect(ran.loopBusy).toBeLessThanOrEqual(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(limiter.stats).toEqual({ running: 0, resting: 0, queued: 0, peak: 1, started: 3 });
  });

  it('tells `rest` whether the event loop was busy while the task ran', async () => {
    const heard: number[] = [];
    const limiter = createLimiter(1, ({ loopBusy }) => (heard.push(loopBusy), 0));
    await limiter.run(async () => spin(40));
    await limiter.run(() => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(heard[0]).toBeGreaterThan(0.5);
    expect(heard[1]).toBeLessThan(0.5);
  });
});

describe('restWhileBusy: hashing takes at most half the time while requests keep the server busy', () => {
  it('rests as long as the hash took when the loop was busy more than half that time, and not at all otherwise', () => {
    expect(restWhileBusy({ ms: 18, loopBusy: 0.9 })).toBe(18);
    expect(restWhileBusy({ ms: 18, loopBusy: 0.5 })).toBe(0);
    expect(restWhileBusy({ ms: 18, loopBusy: 0.05 })).toBe(0);
  });

  it('so the hashing slot rests after a hash made while this thread was busy, and not after one made while it was idle', async () => {
    const stored = await hashPassword('busy server');
    expect(passwordWork.stats.resting).toBe(0);
    let done = false;
    const check = verifyPassword(stored, 'busy server').finally(() => (done = true));
    // Busy in slices, with a turn of the loop between them so the hashing thread's answer can arrive.
    while (!done) {
      spin(20);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await check).toBe(true);
    expect(passwordWork.stats.resting).toBe(1);
    // The next check waits out the rest and still answers.
    expect(await verifyPassword(stored, 'busy server')).toBe(true);
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

describe('argon2 runs at the lowest priority', () => {
  /** The nice value of each of this process's threads (Linux's /proc: field 19 of each task's stat). */
  const threadNiceness = () =>
    fs.readdirSync('/proc/self/task').map((task) => {
      const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it.runIf(process.platform === 'linux')('on threads of their own whose nice value is PASSWORD_THREAD_NICENESS; the server\'s thread keeps its own', async () => {
    expect(await verifyPassword(await hashPassword('niced'), 'niced')).toBe(true);
    expect(threadNiceness().filter((nice) => nice === PASSWORD_THREAD_NICENESS).length).toBeGreaterThanOrEqual(1);
    expect(os.getPriority()).toBe(0);
  });

  /** Linux's SCHED_IDLE, as /proc shows a task's policy (field 41 of its stat). */
  const SCHED_IDLE = 5;
  const policyOf = (statPath: string) => {
    const stat = fs.readFileSync(statPath, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
  };
  const hasChrt = process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;

  it.runIf(hasChrt)('with Linux\'s SCHED_IDLE policy where chrt is at hand; the server\'s thread keeps the normal policy', async () => {
    expect(await verifyPassword(await hashPassword('idle'), 'idle')).toBe(true);
    const policies = fs.readdirSync('/proc/self/task').map((task) => policyOf(`/proc/self/task/${task}/stat`));
    expect(policies.filter((policy) => policy === SCHED_IDLE).length).toBeGreaterThanOrEqual(1);
    expect(policyOf('/proc/thread-self/stat')).toBe(0);
  });

  it('a malformed stored hash fails on the thread without harming it: the next check still answers', async () => {
    expect(await verifyPassword('$argon2id$not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword(await hashPassword('still here'), 'still here')).toBe(true);
  });
});
