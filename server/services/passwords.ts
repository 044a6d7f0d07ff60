import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's const enum cannot be read as a value under verbatimModuleSyntax.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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
  const matches = await verify(storedHash ?? DUMMY_HASH, password).catch(() => false);
  return storedHash !== null && matches;
}

/** true when a hash was made with other parameters than today's: it is replaced at the next successful login. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PARAMS);
}
