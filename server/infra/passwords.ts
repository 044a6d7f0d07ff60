import os from 'node:os';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's const enum cannot be read as a value under verbatimModuleSyntax.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** Runs tasks with at most `limit` of them under way; the others wait their turn, first come first served. */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks under way, tasks waiting now, the most ever under way at once, and how many have started. */
  readonly stats: { running: number; queued: number; peak: number; started: number };
};

export function createLimiter(limit: number): Limiter {
  const waiting: (() => void)[] = [];
  const stats = { running: 0, queued: 0, peak: 0, started: 0 };
  const take = () => {
    stats.running += 1;
    stats.peak = Math.max(stats.peak, stats.running);
  };
  return {
    stats,
    async run(task) {
      if (stats.running < limit) {
        take();
      } else {
        stats.queued += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      stats.started += 1;
      try {
        return await task();
      } finally {
        stats.running -= 1;
        // A slot that opens goes straight to the first task waiting, so nobody who arrives later can take it first.
        const next = waiting.shift();
        if (next) {
          stats.queued -= 1;
          take();
          next();
        }
      }
    },
  };
}

/**
 * Hashes and verifications under way at once: one core fewer than the machine has (at least one), so a burst of
 * logins never takes every core from the requests.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/**
 * The bound on argon2 work; its stats are the seam a test reads the concurrency through. Each task is one call of
 * @node-rs/argon2's async API, which runs on libuv's thread pool, off the event loop.
 */
export const passwordWork: Limiter = createLimiter(PASSWORD_HASH_CONCURRENCY);

export async function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => argon2Hash(password, ARGON2_OPTIONS));
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
  // A malformed stored hash makes argon2 throw: it matches nothing.
  const matches = await passwordWork.run(() => argon2Verify(storedHash ?? DUMMY_HASH, password)).catch(() => false);
  return storedHash !== null && matches;
}

/** true when a hash was made with other parameters than today's: it is replaced at the next successful login. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PARAMS);
}
