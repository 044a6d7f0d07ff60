// Renewing the stored tokens once for every tab of the browser. The tabs share the session in localStorage; if
// each refreshed on its own, all but one would present a refresh token another tab had just rotated. So one tab
// refreshes at a time (the Web Locks API, else a lease in localStorage), and a tab that finds newer tokens in
// storage once its turn comes uses them instead of refreshing. The server's grace window for a just-rotated
// token covers what slips through (docs/decisions/2026-11-23-accounts-refresh-grace.md).
import type { RefreshOutcome } from './links';
import { decodeToken, isTokenExpired, sessionStore, type SessionUser } from './session';

export type TokenPair = { access_token: string; refresh_token: string };

export const REFRESH_LOCK_NAME = 'prospera-session-refresh';
export const REFRESH_LEASE_KEY = 'session_refresh_lease';
/** How long a tab may hold the refresh before the others stop waiting for it. */
const TURN_TIMEOUT_MS = 10_000;
const LEASE_POLL_MS = 50;

type Lease = { owner: string; until: number };

export type SharedRefreshOptions = {
  /** Asks the server for new tokens; 'refused' when it will not. Throws when the server cannot be reached. */
  exchange: (refreshToken: string) => Promise<TokenPair | 'refused'>;
  /** The browser's Web Locks (navigator.locks); without them a lease in localStorage takes turns. */
  locks?: LockManager | null;
  /** The stored session (every tab reads the same localStorage). */
  read?: () => SessionUser | null;
  write?: (tokens: TokenPair) => void;
};

function usable(user: SessionUser): boolean {
  const claims = decodeToken(user.access_token);
  return claims !== null && !isTokenExpired(claims);
}

function browserLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null;
}

/** One refresh per expiry across tabs: returns the function the data layer calls on a 401. */
export function createSharedRefresh({
  exchange,
  locks = browserLocks(),
  read = sessionStore.get,
  write = sessionStore.update,
}: SharedRefreshOptions): () => Promise<RefreshOutcome> {
  let pending: Promise<RefreshOutcome> | null = null;

  async function renew(staleRefreshToken: string): Promise<RefreshOutcome> {
    const current = read();
    if (!current) return 'refused';
    // Another tab renewed the tokens while this one waited for its turn.
    if (current.refresh_token !== staleRefreshToken && usable(current)) return 'renewed';
    const tokens = await exchange(current.refresh_token);
    if (tokens === 'refused') return 'refused';
    // Logged out (or in as someone else) meanwhile: these tokens belong to no stored session.
    if (read()?.refresh_token !== current.refresh_token) return 'refused';
    write(tokens);
    return 'renewed';
  }

  function inTurn(staleRefreshToken: string): Promise<RefreshOutcome> {
    if (locks) return withWebLock(locks, () => renew(staleRefreshToken));
    return withLease(() => renew(staleRefreshToken));
  }

  return () => {
    const session = read();
    if (!session) return Promise.resolve('refused');
    pending ??= inTurn(session.refresh_token).finally(() => {
      pending = null;
    });
    return pending;
  };
}

/** Runs `task` holding the browser-wide lock; a holder that takes too long no longer blocks this tab. */
async function withWebLock<T>(locks: LockManager, task: () => Promise<T>): Promise<T> {
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal: AbortSignal.timeout(TURN_TIMEOUT_MS) }, task);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return task();
    throw error;
  }
}

function readLease(): Lease | null {
  try {
    const value = JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return value && typeof value.owner === 'string' && typeof value.until === 'number' ? { owner: value.owner, until: value.until } : null;
  } catch {
    return null;
  }
}

function leaseHeld(): boolean {
  const lease = readLease();
  return lease !== null && lease.until > Date.now();
}

/** Until the lease is released or runs out; storage events from other tabs end the wait early. */
function leaseReleased(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (leaseHeld()) return;
      clearInterval(timer);
      window.removeEventListener('storage', check);
      resolve();
    };
    const timer = setInterval(check, LEASE_POLL_MS);
    window.addEventListener('storage', check);
  });
}

/**
 * Without Web Locks: a lease in localStorage. Two tabs may still both take it at the same instant; the server
 * then answers the later one with the same successor tokens.
 */
async function withLease<T>(task: () => Promise<T>): Promise<T> {
  while (leaseHeld()) await leaseReleased();
  const owner = `${Date.now()}-${Math.random()}`;
  try {
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner, until: Date.now() + TURN_TIMEOUT_MS }));
  } catch {
    return task();
  }
  try {
    return await task();
  } finally {
    if (readLease()?.owner === owner) localStorage.removeItem(REFRESH_LEASE_KEY);
  }
}
