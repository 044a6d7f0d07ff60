import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test-support';
import { CACHE_PREFIX } from './cache';
import { decodeToken, isTokenExpired, SESSION_STORAGE_KEY, sessionFromTokens, sessionStore, TokenRefusedError, type SessionUser } from './session';

const user: SessionUser = {
  userId: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  phone: '+52 5512345678',
  address: 'Calle 1',
  access_token: fakeToken({ sub: 'u1' }),
  refresh_token: 'r1',
};

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof TokenRefusedError ? error.problem : 'other';
  }
}

describe('decoding the access token', () => {
  it('reads sub, email, currencyId and exp from the base64url payload', () => {
    const token = fakeToken({ sub: 'abc', email: 'ñandú@example.com', currencyId: 'c1', exp: 2_000_000_000 });
    expect(decodeToken(token)).toEqual({ sub: 'abc', email: 'ñandú@example.com', currencyId: 'c1', exp: 2_000_000_000 });
  });

  it.each(['', 'not-a-token', 'a.b', 'a.!!!.c', `x.${btoa('[1,2]')}.y`, `x.${btoa('{"email":"no-sub"}')}.y`])('refuses %j', (token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('an exp in the past is expired', () => {
    expect(isTokenExpired({ sub: 'a', exp: 1000 }, 1_000_001)).toBe(true);
    expect(isTokenExpired({ sub: 'a', exp: 1000 }, 999_000)).toBe(false);
  });
});

describe('a login builds the session user from its tokens', () => {
  it('takes userId from sub and keeps both tokens and the profile', () => {
    const session = sessionFromTokens({ access_token: fakeToken({ sub: 'u9' }), refresh_token: 'r' }, 'typed@example.com', { firstName: 'Ana' });
    expect(session).toMatchObject({ userId: 'u9', email: 'ana@example.com', firstName: 'Ana', lastName: '', refresh_token: 'r' });
  });

  it("refuses missing tokens ('El servidor no retornó un token válido')", () => {
    expect(refusal(() => sessionFromTokens({ refresh_token: 'r' }, 'a@b.co'))).toBe('missingToken');
    expect(refusal(() => sessionFromTokens({ access_token: fakeToken() }, 'a@b.co'))).toBe('missingToken');
  });

  it("refuses an undecodable token ('Token inválido o corrupto')", () => {
    expect(refusal(() => sessionFromTokens({ access_token: 'garbage', refresh_token: 'r' }, 'a@b.co'))).toBe('invalidToken');
  });

  it("refuses an expired token ('El token ha expirado')", () => {
    const expired = fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    expect(refusal(() => sessionFromTokens({ access_token: expired, refresh_token: 'r' }, 'a@b.co'))).toBe('expiredToken');
  });
});

const isLoggedIn = () => sessionStore.get() !== null;

describe('the stored session', () => {
  it('is logged in only with userId, email and both tokens', () => {
    expect(isLoggedIn()).toBe(false);
    sessionStore.set(user);
    expect(isLoggedIn()).toBe(true);
    for (const field of ['userId', 'email', 'access_token', 'refresh_token'] as const) {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, [field]: '' }));
      expect(isLoggedIn()).toBe(false);
    }
    localStorage.setItem(SESSION_STORAGE_KEY, '{broken');
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps the fields of SPEC section 3 in localStorage', () => {
    sessionStore.set(user);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(user);
  });

  it('logout clears the user and the response cache and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set(user);
    localStorage.setItem(`${CACHE_PREFIX}projects.me|es|{}`, '{}');
    localStorage.setItem('language', 'en');
    sessionStore.clear();
    unsubscribe();
    expect(sessionStore.get()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('update keeps the other fields (token rotation)', () => {
    sessionStore.set(user);
    sessionStore.update({ access_token: 'new', refresh_token: 'r2' });
    expect(sessionStore.get()).toEqual({ ...user, access_token: 'new', refresh_token: 'r2' });
  });
});
