import { describe, expect, it, vi } from 'vitest';
import { fakeServer, fakeToken, signedInUser } from '../test-support';
import { CACHE_PREFIX } from './cache';
import { resetSessionExpiry, SESSION_EXPIRED_EVENT } from './session-events';
import { sessionStore } from './session';
import { trpcClient } from './trpc';

const me = { id: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'García', phone: '', address: '', avatarUrl: '', currencyId: 'c' };

function listenForExpiry() {
  resetSessionExpiry();
  const listener = vi.fn();
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return { listener, stop: () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener) };
}

describe('the bearer token and the headers', () => {
  it('sends the stored access token, the language and the time zone', async () => {
    const user = signedInUser();
    const server = fakeServer(() => ({ data: me }));
    await trpcClient.auth.me.query({});
    expect(server.calls[0]).toMatchObject({ path: 'auth.me', authorization: `Bearer ${user.access_token}`, language: 'es' });
    const headers = new Headers(server.fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no token without a session', async () => {
    const server = fakeServer(() => ({ data: { providers: [] } }));
    await trpcClient.auth.providers.query({});
    expect(server.calls[0]!.authorization).toBeNull();
  });
});

describe('refresh once on a 401', () => {
  it('refreshes with the stored refresh token, stores the new pair and retries the call once', async () => {
    const user = signedInUser();
    const renewed = fakeToken({ sub: 'user-1', iat: 2 });
    const expiry = listenForExpiry();
    const server = fakeServer((call) => {
      if (call.path === 'auth.refresh') return { data: { access_token: renewed, refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 900 } };
      return call.authorization === `Bearer ${renewed}` ? { data: me } : { status: 401, code: 'UNAUTHENTICATED', message: 'Autenticación requerida' };
    });
    await expect(trpcClient.auth.me.query({})).resolves.toEqual(me);
    expiry.stop();
    expect(server.calls.map((call) => call.path)).toEqual(['auth.me', 'auth.refresh', 'auth.me']);
    expect(server.calls[1]!.input).toEqual({ refresh_token: user.refresh_token });
    expect(server.calls[1]!.authorization).toBeNull();
    expect(sessionStore.get()).toMatchObject({ access_token: renewed, refresh_token: 'refresh-2', firstName: 'Ana' });
    expect(expiry.listener).not.toHaveBeenCalled();
  });

  it('concurrent 401s share one refresh', async () => {
    signedInUser();
    const renewed = fakeToken({ iat: 3 });
    const server = fakeServer((call) => {
      if (call.path === 'auth.refresh') return { data: { access_token: renewed, refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 900 } };
      return call.authorization === `Bearer ${renewed}` ? { data: me } : { status: 401, code: 'UNAUTHENTICATED', message: 'no' };
    });
    await Promise.all([trpcClient.auth.me.query({}), trpcClient.account.myContexts.query({})]);
    expect(server.calls.filter((call) => call.path === 'auth.refresh')).toHaveLength(1);
  });

  it('raises the session-expired event when the refresh is refused, and the call fails', async () => {
    signedInUser();
    const expiry = listenForExpiry();
    fakeServer((call) =>
      call.path === 'auth.refresh'
        ? { status: 401, code: 'REFRESH_TOKEN_INVALID', message: 'Tu sesión ha expirado' }
        : { status: 401, code: 'UNAUTHENTICATED', message: 'Autenticación requerida' },
    );
    await expect(trpcClient.auth.me.query({})).rejects.toThrow('Autenticación requerida');
    expiry.stop();
    expect(expiry.listener).toHaveBeenCalledTimes(1);
  });

  it('raises it when the retried call is refused again, without a second refresh', async () => {
    signedInUser();
    const expiry = listenForExpiry();
    const server = fakeServer((call) =>
      call.path === 'auth.refresh'
        ? { data: { access_token: fakeToken({ iat: 9 }), refresh_token: 'refresh-3', token_type: 'Bearer', expires_in: 900 } }
        : { status: 401, code: 'UNAUTHENTICATED', message: 'no' },
    );
    await expect(trpcClient.auth.me.query({})).rejects.toThrow();
    expiry.stop();
    expect(server.calls.map((call) => call.path)).toEqual(['auth.me', 'auth.refresh', 'auth.me']);
    expect(expiry.listener).toHaveBeenCalledTimes(1);
  });

  it('a wrong password (401 on login) is an answer, not a lost session', async () => {
    const expiry = listenForExpiry();
    signedInUser();
    const server = fakeServer(() => ({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' }));
    await expect(trpcClient.auth.login.mutate({ email: 'ana@example.com', password: 'wrong-one' })).rejects.toThrow('Email o contraseña incorrectos');
    expiry.stop();
    expect(server.calls).toHaveLength(1);
    expect(expiry.listener).not.toHaveBeenCalled();
  });

  it('without a stored token a 401 is passed on as it is', async () => {
    const expiry = listenForExpiry();
    const server = fakeServer(() => ({ status: 401, code: 'UNAUTHENTICATED', message: 'Autenticación requerida' }));
    await expect(trpcClient.auth.me.query({})).rejects.toThrow();
    expiry.stop();
    expect(server.calls).toHaveLength(1);
    expect(expiry.listener).not.toHaveBeenCalled();
  });
});

describe('the response cache in the data layer', () => {
  it('serves a repeated read from localStorage and a write clears it', async () => {
    signedInUser();
    const server = fakeServer((call) => (call.path === 'account.myContexts' ? { data: { contexts: [] } } : { data: { id: 'x', name: '@casa' } }));
    await trpcClient.account.myContexts.query({});
    await trpcClient.account.myContexts.query({});
    expect(server.calls.map((call) => call.path)).toEqual(['account.myContexts']);
    expect(Object.keys(localStorage).some((key) => key.startsWith(`${CACHE_PREFIX}account.myContexts|es|`))).toBe(true);
    await trpcClient.account.addContext.mutate({ name: 'casa' });
    await trpcClient.account.myContexts.query({});
    expect(server.calls.map((call) => call.path)).toEqual(['account.myContexts', 'account.addContext', 'account.myContexts']);
  });

  it('does not cache failures', async () => {
    signedInUser();
    const server = fakeServer(() => ({ status: 500, code: 'INTERNAL_ERROR', message: 'Error del servidor' }));
    await expect(trpcClient.account.myContexts.query({})).rejects.toThrow();
    await expect(trpcClient.account.myContexts.query({})).rejects.toThrow();
    expect(server.calls).toHaveLength(2);
  });
});
