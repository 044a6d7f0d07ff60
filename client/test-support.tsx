// Helpers for the client's component tests: the app's providers around a memory router, a fake tRPC
// server behind fetch, and tokens shaped like the server's.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from './components/toast';
import { SessionExpiredModal } from './features/auth/session-expired-modal';
import { SessionProvider } from './features/auth/session-provider';
import { sessionStore, type SessionUser } from './lib/session';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { AppRoutes } from './routes';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token (unsigned: the client only decodes). */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const payload = { sub: 'user-1', email: 'ana@example.com', currencyId: 'cur-1', exp: Math.floor(Date.now() / 1000) + 900, ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function signedInUser(changes: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    userId: 'user-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    phone: '+1 5551234567',
    address: 'Calle Mayor 1',
    access_token: fakeToken(),
    refresh_token: 'refresh-1',
    ...changes,
  };
  sessionStore.set(user);
  return user;
}

export type FakeCall = { path: string; input: unknown; authorization: string | null; language: string | null };
export type FakeReply = { data: unknown } | { status: number; code: string; message: string };

function replyBody(reply: FakeReply) {
  if ('data' in reply) return { result: { data: reply.data } };
  return { error: { message: reply.message, code: -32600, data: { code: reply.code, httpStatus: reply.status, appCode: reply.code } } };
}

function statusOf(reply: FakeReply): number {
  return 'data' in reply ? 200 : reply.status;
}

/**
 * Replaces fetch with a tRPC server answering each procedure through `answer` (batched or not, GET or
 * POST); other URLs go to `other`. Returns the calls it received.
 */
export function fakeServer(answer: (call: FakeCall) => FakeReply, other?: (url: string) => Response) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (resource: string, init?: RequestInit) => {
    const url = new URL(resource, 'http://localhost');
    if (!url.pathname.startsWith('/api/trpc/')) {
      if (!other) throw new TypeError('Failed to fetch');
      return other(url.pathname);
    }
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const rawInput = typeof init?.body === 'string' ? init.body : url.searchParams.get('input');
    const parsed: unknown = rawInput ? JSON.parse(rawInput) : undefined;
    const headers = new Headers(init?.headers);
    const replies = paths.map((path, index) => {
      const input = batched ? (parsed as Record<string, unknown> | undefined)?.[String(index)] : parsed;
      const call = { path, input, authorization: headers.get('authorization'), language: headers.get('accept-language') };
      calls.push(call);
      return answer(call);
    });
    const statuses = new Set(replies.map(statusOf));
    const status = statuses.size === 1 ? [...statuses][0]! : 207;
    const body = batched ? replies.map(replyBody) : replyBody(replies[0]!);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole app (routes, guards, session, toasts, session-expired modal) at a path. */
export function renderApp(path: string, extra?: ReactNode) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <ToastProvider>
            <SessionProvider>
              <AppRoutes />
              <SessionExpiredModal />
              <LocationProbe />
              {extra}
            </SessionProvider>
          </ToastProvider>
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
