import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Algorithm, Options } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's const enum cannot be read as a value under verbatimModuleSyntax.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * How long a slot stays closed after a task ends (ms), from how long the task took (`ms`) and the share of that
 * time the server's event loop was busy (`loopBusy`, 0-1).
 */
export type Rest = (ran: { ms: number; loopBusy: number }) => number;

/**
 * Runs tasks with at most `limit` of them under way; the others wait their turn, first come first served. After
 * each task its slot rests for as long as `rest` says (by default not at all) before the next task takes it.
 */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Tasks under way, slots resting after a task, tasks waiting now, the most ever under way at once, and how many
   * have started.
   */
  readonly stats: { running: number; resting: number; queued: number; peak: number; started: number };
};

export function createLimiter(limit: number, rest: Rest = () => 0): Limiter {
  const waiting: (() => void)[] = [];
  const stats = { running: 0, resting: 0, queued: 0, peak: 0, started: 0 };
  const take = () => {
    stats.running += 1;
    stats.peak = Math.max(stats.peak, stats.running);
  };
  // A slot that opens goes straight to the first task waiting, so nobody who arrives later can take it first.
  const open = () => {
    const next = waiting.shift();
    if (next) {
      stats.queued -= 1;
      take();
      next();
    }
  };
  return {
    stats,
    async run(task) {
      if (stats.running + stats.resting < limit) {
        take();
      } else {
        stats.queued += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      stats.started += 1;
      const startedAt = performance.now();
      const loopBefore = performance.eventLoopUtilization();
      try {
        return await task();
      } finally {
        stats.running -= 1;
        const pause = rest({ ms: performance.now() - startedAt, loopBusy: performance.eventLoopUtilization(loopBefore).utilization });
        if (pause > 0) {
          stats.resting += 1;
          // A resting slot never keeps the process alive: whoever waits for it is held by a request of their own.
          setTimeout(() => {
            stats.resting -= 1;
            open();
          }, pause).unref();
        } else {
          open();
        }
      }
    },
  };
}

/**
 * Hashes and verifications under way at once: one core fewer than the machine has (at least one), so a burst of
 * logins never takes every core.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/**
 * While the server's event loop was busy more than half the time a hash took, the hashing slot rests as long again
 * before the next hash starts. Even at SCHED_IDLE (below), a thread that uses the CPU requests leave idle lengthens
 * their tail: on 2 cores beside reads at c10, a separate process spinning at SCHED_IDLE, with no memory work at all,
 * took a cheap read's p99 to 1.2-2.0x, and logins at their full rate took it to 2.2-2.4x on PostgreSQL. Hashing at
 * most half the time while requests keep the server busy brought that to 1.0-1.9x, at ~20 logins/s there instead
 * of ~65. A server with nothing else to do hashes back to back.
 */
export const restWhileBusy: Rest = ({ ms, loopBusy }) => (loopBusy > 0.5 ? ms : 0);

/** The bound on argon2 work; its stats are the seam a test reads the concurrency and the rests through. */
export const passwordWork: Limiter = createLimiter(PASSWORD_HASH_CONCURRENCY, restWhileBusy);

/**
 * The nice value of the threads that hash (Linux). A hash costs ~20 ms of CPU: at normal priority, logins at their
 * maximum rate hold a core that requests also need, and a cheap read's p99 grew 3-4x beside them. At the lowest
 * priority argon2 takes the CPU that requests leave idle (all of it on a quiet server), and logins slow down
 * instead of reads.
 *
 * Where util-linux's chrt is at hand (Debian, the Docker image), the thread also takes Linux's SCHED_IDLE policy.
 * A thread at nice 19 still runs out its time slice when the server's thread wakes on the same core, and the
 * scheduler counts that core as busy when it places a waking thread: beside logins at their maximum rate, the
 * server's thread waited ~1.2 s of every 5 s for a core. A SCHED_IDLE thread gives way at once and its core counts
 * as idle: that wait fell to ~0.4 s and reads answered ~35% more requests beside logins, at ~20% fewer logins/s.
 */
export const PASSWORD_THREAD_NICENESS = 19;

type HashJob = { op: 'hash'; password: string; options: Options } | { op: 'verify'; hash: string; password: string };

// A worker of its own per slot, running @node-rs/argon2's synchronous calls on that thread. Linux keeps a nice
// value per thread, so setPriority there lowers that thread only (elsewhere it would lower the whole process,
// which is why it is Linux only).
const HASHING_THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const argon2 = require(${JSON.stringify(createRequire(import.meta.url).resolve('@node-rs/argon2'))});
if (process.platform === 'linux') {
  require('node:os').setPriority(${PASSWORD_THREAD_NICENESS});
  try {
    const thread = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
    require('node:child_process').execFileSync('chrt', ['--idle', '--pid', '0', thread], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // No chrt here, or the policy was refused: the thread keeps its nice value.
  }
}
parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ result: job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hash, job.password) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});`;

const idleThreads: Worker[] = [];

/** Runs one job on an idle hashing thread (started on first use, at most PASSWORD_HASH_CONCURRENCY: passwordWork). */
async function onHashingThread<T>(job: HashJob): Promise<T> {
  const thread = idleThreads.pop() ?? new Worker(HASHING_THREAD_SOURCE, { eval: true });
  const reply = await new Promise<{ result?: T; error?: string }>((resolve, reject) => {
    const answered = (message: { result?: T; error?: string }) => {
      thread.off('error', failed);
      resolve(message);
    };
    const failed = (error: Error) => {
      thread.off('message', answered);
      reject(error);
    };
    thread.once('message', answered);
    thread.once('error', failed);
    thread.ref();
    thread.postMessage(job);
  })
    // An idle thread never keeps the process alive.
    .finally(() => thread.unref());
  idleThreads.push(thread);
  if (reply.error !== undefined) throw new Error(reply.error);
  return reply.result as T;
}

export async function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => onHashingThread<string>({ op: 'hash', password, options: ARGON2_OPTIONS }));
}

/**
 * The hash of a random password nobody knows, made with ARGON2_OPTIONS (a test keeps the two in step). Logins
 * for unknown emails verify against it, so they cost what a wrong password costs.
 */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$/qyu4PfG7l5E1uPQ9QdY9Q$FuWFFjWR7mobtdoisKAQftWHeNbHVQZNf3VDF900Uxk';

/**
 * Checks a password against a stored hash; without one (unknown email) against DUMMY_HASH, so both paths cost
 * one argon2id verification and answer in about the same time. A malformed stored hash never matches.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const matches = await passwordWork.run(() => onHashingThread<boolean>({ op: 'verify', hash: storedHash ?? DUMMY_HASH, password })).catch(() => false);
  return storedHash !== null && matches;
}

/** true when a hash was made with other parameters than today's: it is replaced at the next successful login. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PARAMS);
}
