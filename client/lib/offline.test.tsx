// The offline reads through the app's own tRPC client, session and screens, over an in-memory stand-in for IndexedDB
// (jsdom has none): what the server answered is kept for the signed-in person, a read the network cannot answer gets
// it back, nobody else ever does, logout, account deletion and another person's sign-in leave nothing behind, and the
// notice comes and goes with the connection.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '../components/offline-notice';
import { SessionProvider, useSession } from '../features/auth/session-provider';
import i18n from '../i18n';
import { dashboard } from '../test-fixtures/dashboard';
import { weeksFixture } from '../test-fixtures/weekly';
import { fakeServer, fakeToken, renderApp, signedInUser } from '../test-support';
import { CACHE_PREFIX, clearCache } from './cache';
import { connection, offlineStore } from './offline';
import type * as storeModule from './offline-store';
import type { OfflineRecord, StoreOptions } from './offline-store';
import { queryClient, TRPCProvider, trpcClient } from './trpc';

const memory = vi.hoisted(() => {
  const records = new Map<string, unknown>();
  return {
    records,
    storage: {
      get: async (userId: string) => structuredClone(records.get(userId)),
      set: async (userId: string, record: unknown) => {
        records.set(userId, structuredClone(record));
      },
      delete: async (userId: string) => {
        records.delete(userId);
      },
      users: async () => [...records.keys()],
      clear: async () => {
        records.clear();
      },
    },
  };
});

vi.mock('./offline-store', async (importOriginal) => {
  const actual = await importOriginal<typeof storeModule>();
  return {
    ...actual,
    browserOfflineStore: (options: Omit<StoreOptions, 'storage'>) =>
      actual.createOfflineStore({ ...options, storage: memory.storage, saveDelayMs: 0 }),
  };
});

const projects = { projects: [{ id: 'p1', title: 'Leer 12 libros' }] };

/** What the copy holds now for a person, once every waiting answer is written. */
async function keptFor(userId: string): Promise<string[]> {
  await (await offlineStore()).flush();
  const record = memory.records.get(userId) as OfflineRecord | undefined;
  return record ? Object.keys(record.entries) : [];
}

/** The network is gone: every call fails as fetch does then, and the browser says it is offline. */
function goOffline() {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('a read the network cannot answer', () => {
  it("answers the signed-in person's last copy, which the response cache does not keep as fresh", async () => {
    signedInUser();
    fakeServer(() => ({ data: projects }));
    await trpcClient.projects.me.query({});
    expect(await keptFor('user-1')).toEqual([`${CACHE_PREFIX}projects.me|es|{}`]);

    clearCache();
    goOffline();
    await expect(trpcClient.projects.me.query({})).resolves.toEqual(projects);
    expect(connection.isOffline()).toBe(true);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(CACHE_PREFIX))).toEqual([]);

    goOnline();
    fakeServer(() => ({ data: { projects: [] } }));
    await expect(trpcClient.projects.me.query({})).resolves.toEqual({ projects: [] });
    expect(connection.isOffline()).toBe(false);
  });

  it('stays an error when the server answered one, or when nothing was kept', async () => {
    signedInUser();
    fakeServer(() => ({ data: projects }));
    await trpcClient.projects.me.query({});
    await keptFor('user-1');
    clearCache();

    fakeServer(() => ({ status: 500, code: 'INTERNAL_ERROR', message: 'Error interno' }));
    await expect(trpcClient.projects.me.query({})).rejects.toMatchObject({ data: { httpStatus: 500 } });
    goOffline();
    await expect(trpcClient.goals.me.query({})).rejects.toThrow('Failed to fetch');
    goOnline();
  });

  it("never answers one person's copy to another", async () => {
    signedInUser();
    fakeServer(() => ({ data: projects }));
    await trpcClient.projects.me.query({});
    await keptFor('user-1');
    clearCache();

    signedInUser({ userId: 'user-2', access_token: fakeToken({ sub: 'user-2' }) });
    goOffline();
    await expect(trpcClient.projects.me.query({})).rejects.toThrow('Failed to fetch');
    goOnline();
  });
});

function SessionButtons() {
  const { signIn, signOut, forget } = useSession();
  return (
    <>
      <button type="button" onClick={() => signIn({ access_token: fakeToken({ sub: 'user-2', email: 'bea@example.com' }), refresh_token: 'refresh-2' }, 'bea@example.com')}>
        sign in as another person
      </button>
      <button type="button" onClick={() => void signOut()}>
        log out
      </button>
      <button type="button" onClick={forget}>
        account deleted
      </button>
    </>
  );
}

/** Signed in as user-1 with a kept copy, and the session's controls on screen. */
async function withKeptCopy() {
  signedInUser();
  fakeServer((call) => (call.path === 'auth.logout' ? { data: { success: true } } : { data: projects }));
  await trpcClient.projects.me.query({});
  expect(await keptFor('user-1')).toEqual([`${CACHE_PREFIX}projects.me|es|{}`]);
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <SessionProvider>
          <SessionButtons />
        </SessionProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

describe('the copy and the session', () => {
  it.each([['log out'], ['account deleted']])('leaves nothing behind at "%s"', async (button) => {
    await withKeptCopy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(memory.records.size).toBe(0));
  });

  it("drops another person's copy when someone else signs in", async () => {
    await withKeptCopy();
    fireEvent.click(screen.getByRole('button', { name: 'sign in as another person' }));
    await vi.waitFor(() => expect(memory.records.has('user-1')).toBe(false));
    fakeServer(() => ({ data: { projects: [] } }));
    await trpcClient.projects.me.query({});
    expect(await keptFor('user-2')).toEqual([`${CACHE_PREFIX}projects.me|es|{}`]);
  });
});

/** The dashboard's reads: account.me with this life score, and an empty week. */
function serveDashboard(globalScore: number) {
  fakeServer((call) => {
    if (call.path === 'account.me') return { data: dashboard({ globalScore }) };
    if (call.path === 'weekly.weeks') return { data: weeksFixture('2025-05-19', []) };
    if (call.path === 'weekly.reviews') return { data: { reviews: [] } };
    return { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

describe('offline in the app', () => {
  it('shows the dashboard as last loaded, with the notice until the connection returns', async () => {
    signedInUser();
    serveDashboard(5.5);
    const online = renderApp('/dashboard');
    expect(await screen.findByTestId('life-score', undefined, { timeout: 10_000 })).toHaveProperty('textContent', '5,5/10');
    online.unmount();
    await keptFor('user-1');
    clearCache();

    goOffline();
    renderApp('/dashboard');
    expect(await screen.findByTestId('life-score', undefined, { timeout: 10_000 })).toHaveProperty('textContent', '5,5/10');
    expect(screen.getByTestId('offline-notice').textContent).toBe('Sin conexión. Estás viendo lo último que cargaste. Lo que completes, crees o edites se guarda en este dispositivo y se envía al volver la conexión.');

    serveDashboard(6);
    goOnline();
    await vi.waitFor(() => expect(screen.getByTestId('life-score').textContent).toBe('6,0/10'));
    expect(screen.getByTestId('offline-notice').textContent).toBe('');
  });
});

describe('the offline notice', () => {
  it.each([
    ['es', 'Sin conexión. Estás viendo lo último que cargaste. Lo que completes, crees o edites se guarda en este dispositivo y se envía al volver la conexión.'],
    ['en', 'Offline. You are seeing what you last loaded. What you complete, create or edit is kept on this device and sent when the connection returns.'],
  ])('in %s, is announced while offline and gone once online', async (language, text) => {
    await i18n.changeLanguage(language);
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOffline();
    expect(region.textContent).toBe(text);
    goOnline();
    expect(region.textContent).toBe('');
  });
});
