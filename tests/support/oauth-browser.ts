// The browser's side of a provider sign-in, for the API tests: the app's /start, the test provider's login form
// (tests/support/oidc-provider.ts), and the app's callback, with the flow cookie carried as a browser would.
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { TestOidcProvider } from './oidc-provider';

/** The sealed flow cookie the start route sets, as a Cookie header. */
export function flowCookieOf(setCookie: string | string[] | undefined): string {
  const first = ([] as string[]).concat(setCookie ?? [])[0] ?? '';
  return first.split(';')[0] ?? '';
}

export function oauthBrowser(t: TestApp, oidc: TestOidcProvider, appUrl: string) {
  /** The provider's side, as a browser would go through it: its login form, signed in as `login`. */
  async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name, value.join('='));
      }
      return response;
    };
    let response = await send(authorizationUrl);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
      const next = new URL(location, oidc.issuer);
      if (next.href.startsWith(appUrl)) return next;
      if (next.pathname.startsWith('/interaction/')) {
        response = await send(next.href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        });
      } else {
        response = await send(next.href);
      }
    }
    throw new Error('the provider never sent the browser back');
  }

  /** The whole browser round trip: start, the provider's login as `login`, the callback; the app's final redirect. */
  async function roundTrip(login: string): Promise<URL> {
    const start = await t.http.get('/api/v1/auth/oauth/oidc/start');
    expect(start.status).toBe(303);
    const back = await signInAtProvider(start.headers.location as string, login);
    const callback = await t.http.get(back.pathname + back.search).set('cookie', flowCookieOf(start.headers['set-cookie']));
    expect(callback.status).toBe(303);
    return new URL(callback.headers.location as string);
  }

  /** The one-time code of the callback's redirect to /oauth, for POST /auth/oauth/exchange. */
  async function codeFor(login: string): Promise<string> {
    const landing = await roundTrip(login);
    expect(landing.pathname).toBe('/oauth');
    return landing.searchParams.get('code') ?? '';
  }

  return { signInAtProvider, roundTrip, codeFor };
}
