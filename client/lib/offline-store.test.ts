import { describe, expect, it, vi } from 'vitest';
import { createOfflineStore, type OfflineRecord, type OfflineStorage } from './offline-store';

/** IndexedDB's part, in memory: values are copied in and out as IndexedDB's structured clone does. */
function memoryStorage() {
  const records = new Map<string, unknown>();
  const set = vi.fn(async (userId: string, record: OfflineRecord) => {
    records.set(userId, structuredClone(record));
  });
  const storage: OfflineStorage = {
    get: async (userId) => structuredClone(records.get(userId)),
    set,
    delete: async (userId) => {
      records.delete(userId);
    },
    users: async () => [...records.keys()],
    clear: async () => {
      records.clear();
    },
  };
  return { storage, records, set };
}

/** A page of the app: its own store over the browser's storage, with whoever is signed in there. */
function page(storage: OfflineStorage, signedIn: { userId: string | null }, options: { build?: string; maxEntries?: number } = {}) {
  return createOfflineStore({ storage, currentUserId: () => signedIn.userId, build: options.build ?? 'b1', saveDelayMs: 10, ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}) });
}

const projects = [{ id: 'p1', title: 'Leer 12 libros' }];

describe('the offline copy of the reads', () => {
  it('gives the same person their last answers after a restart', async () => {
    const { storage } = memoryStorage();
    const session = { userId: 'ana' };
    const first = page(storage, session);
    first.remember('ana', 'projects.me|es|{}', projects);
    first.remember('ana', 'projects.me|es|{}', [...projects, { id: 'p2', title: 'Correr' }]);
    await first.flush();

    const restarted = page(storage, session);
    await restarted.restore('ana');
    expect(await restarted.lookup('ana', 'projects.me|es|{}')).toEqual({ hit: true, data: [...projects, { id: 'p2', title: 'Correr' }] });
    expect(await restarted.lookup('ana', 'goals.me|es|{}')).toEqual({ hit: false });
  });

  it('writes a burst of answers once, after the save delay', async () => {
    const { storage, set } = memoryStorage();
    const store = page(storage, { userId: 'ana' });
    store.remember('ana', 'wheel.me|es|{}', { score: 5 });
    store.remember('ana', 'projects.me|es|{}', projects);
    store.remember('ana', 'account.me|es|{}', { user: 'ana' });
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(Object.keys(set.mock.calls[0]![1].entries)).toHaveLength(3);
  });

  it('answers nothing of one person to another, and keeps nothing for someone not signed in', async () => {
    const { storage, records } = memoryStorage();
    const session: { userId: string | null } = { userId: 'ana' };
    const store = page(storage, session);
    store.remember('ana', 'projects.me|es|{}', projects);
    await store.flush();

    session.userId = 'bea';
    expect(await store.lookup('ana', 'projects.me|es|{}')).toEqual({ hit: false });
    expect(await store.lookup('bea', 'projects.me|es|{}')).toEqual({ hit: false });
    const other = page(storage, session);
    expect(await other.lookup('bea', 'projects.me|es|{}')).toEqual({ hit: false });

    session.userId = null;
    store.remember('ana', 'goals.me|es|{}', []);
    await store.flush();
    expect(Object.keys((records.get('ana') as OfflineRecord).entries)).toEqual(['projects.me|es|{}']);
  });

  it('does not write a copy whose person logged out before the save', async () => {
    const { storage, records } = memoryStorage();
    const session: { userId: string | null } = { userId: 'ana' };
    const store = page(storage, session);
    store.remember('ana', 'projects.me|es|{}', projects);
    session.userId = null;
    await store.flush();
    expect(records.size).toBe(0);
  });

  it('forgets every copy at logout and account deletion', async () => {
    const { storage, records } = memoryStorage();
    const store = page(storage, { userId: 'ana' });
    store.remember('ana', 'projects.me|es|{}', projects);
    await store.flush();
    expect(records.size).toBe(1);

    await store.forgetAll();
    expect(records.size).toBe(0);
    expect(await store.lookup('ana', 'projects.me|es|{}')).toEqual({ hit: false });
  });

  it('drops the copies of others when someone signs in, and keeps the one of the person signing in', async () => {
    const { storage, records } = memoryStorage();
    const session = { userId: 'ana' };
    const store = page(storage, session);
    store.remember('ana', 'projects.me|es|{}', projects);
    await store.flush();
    session.userId = 'bea';
    store.remember('bea', 'projects.me|es|{}', []);
    await store.flush();

    await store.keepOnly('bea');
    expect([...records.keys()]).toEqual(['bea']);
    expect(await store.lookup('bea', 'projects.me|es|{}')).toEqual({ hit: true, data: [] });
  });

  it("ignores another build's copy, and keeps only the newest answers", async () => {
    const { storage } = memoryStorage();
    const session = { userId: 'ana' };
    const old = page(storage, session, { build: 'b0' });
    old.remember('ana', 'projects.me|es|{}', projects);
    await old.flush();
    expect(await page(storage, session).lookup('ana', 'projects.me|es|{}')).toEqual({ hit: false });

    let clock = 0;
    const small = createOfflineStore({ storage, currentUserId: () => 'ana', build: 'b1', maxEntries: 2, now: () => (clock += 1) });
    for (const key of ['a', 'b', 'c']) small.remember('ana', key, key);
    await small.flush();
    const restarted = page(storage, session);
    expect(await restarted.lookup('ana', 'a')).toEqual({ hit: false });
    expect(await restarted.lookup('ana', 'c')).toEqual({ hit: true, data: 'c' });
  });
});
