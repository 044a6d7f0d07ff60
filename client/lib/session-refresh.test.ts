import { describe, expect, it } from 'vitest';
import { fakeToken, signedInUser } from '../test-support';
import { sessionStore } from './session';
import { createSharedRefresh, REFRESH_LEASE_KEY, type TokenPair } from './session-refresh';

/** The Web Locks API as the browser defines it for exclusive locks: one holder per name, the rest queue in order. */
function webLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as (lock: Lock) => Promise<unknown>;
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
    tails.set(name, run.catch(() => undefined));
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) };
}

/** A refresh endpoint that rotates like the server: each token once, answering after a network delay. */
function rotatingServer() {
  const calls: string[] = [];
  let generation = 0;
  const exchange = async (refreshToken: string): Promise<TokenPair | 'refused'> => {
    calls.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (refreshToken !== `r${generation}`) return 'refused';
    generation += 1;
    return { access_token: fakeToken({ sub: 'user-1', n: generation }), refresh_token: `r${generation}` };
  };
  return { calls, exchange };
}

function expiredSession(): void {
  sessionStore.set(signedInUser({ access_token: fakeToken({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) - 60 }), refresh_token: 'r0' }));
}

describe('refreshing shared by the tabs of one browser (two session instances on one localStorage)', () => {
  it.each([
    ['Web Locks', webLocks],
    ['the localStorage lease (no Web Locks)', () => null],
  ])('with %s, two tabs whose access token expired make one refresh call and both keep the new tokens', async (_name, locks) => {
    expiredSession();
    const server = rotatingServer();
    const shared = locks();
    const firstTab = createSharedRefresh({ exchange: server.exchange, locks: shared });
    const secondTab = createSharedRefresh({ exchange: server.exchange, locks: shared });
    expect(await Promise.all([firstTab(), secondTab(), firstTab()])).toEqual(['renewed', 'renewed', 'renewed']);
    expect(server.calls).toEqual(['r0']);
    expect(sessionStore.get()?.refresh_token).toBe('r1');
    expect(localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it('a tab that finds newer tokens in storage once its turn comes uses them instead of refreshing', async () => {
    expiredSession();
    const server = rotatingServer();
    const tab = createSharedRefresh({ exchange: server.exchange, locks: null });
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'other tab', until: Date.now() + 5000 }));
    const waiting = tab();
    // The other tab stores its renewed tokens and lets go of the lease.
    sessionStore.update({ access_token: fakeToken({ sub: 'user-1' }), refresh_token: 'elsewhere' });
    localStorage.removeItem(REFRESH_LEASE_KEY);
    expect(await waiting).toBe('renewed');
    expect(server.calls).toEqual([]);
    expect(sessionStore.get()?.refresh_token).toBe('elsewhere');
  });

  it('a refused refresh is refused in every tab, and tokens arriving after a logout are not stored', async () => {
    sessionStore.set(signedInUser({ access_token: fakeToken({ sub: 'user-1', exp: 1 }), refresh_token: 'spent' }));
    const server = rotatingServer();
    expect(await createSharedRefresh({ exchange: server.exchange, locks: webLocks() })()).toBe('refused');

    expiredSession();
    const tab = createSharedRefresh({
      exchange: async (token) => {
        sessionStore.clear();
        return server.exchange(token);
      },
      locks: null,
    });
    expect(await tab()).toBe('refused');
    expect(sessionStore.get()).toBeNull();
  });
});
