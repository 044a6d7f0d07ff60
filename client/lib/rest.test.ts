import { describe, expect, it, vi } from 'vitest';
import { fakeServer, fakeToken, signedInUser } from '../test-support';
import { errorMessage, RestError } from './errors';
import { attachmentName, authorizedGet } from './rest';
import { sessionStore } from './session';

describe('authenticated REST downloads', () => {
  it('renews the session once on a 401 and sends the call again with the new token', async () => {
    signedInUser({ refresh_token: 'r-old' });
    const renewed = fakeToken({ sub: 'user-1', iat: 2 });
    const seen: (string | null)[] = [];
    const { calls } = fakeServer(
      (call) => (call.path === 'auth.refresh' ? { data: { access_token: renewed, refresh_token: 'r-new', token_type: 'Bearer', expires_in: 900 } } : { status: 404, code: 'NOT_FOUND', message: call.path }),
      () => new Response('', { status: 500 }),
    );
    const fetchMock = vi.mocked(fetch);
    const trpcFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (resource, init) => {
      if (resource !== '/api/v1/users/export') return trpcFetch(resource, init);
      const authorization = new Headers(init?.headers).get('authorization');
      seen.push(authorization);
      return authorization === `Bearer ${renewed}` ? Response.json({ version: 1 }) : Response.json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 });
    });
    const response = await authorizedGet('/users/export');
    expect(await response.json()).toEqual({ version: 1 });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(`Bearer ${renewed}`);
    expect(calls.filter((call) => call.path === 'auth.refresh')).toHaveLength(1);
    expect(sessionStore.get()?.refresh_token).toBe('r-new');
  });

  it("turns the server's error envelope into a RestError read in the reader's language", async () => {
    signedInUser();
    fakeServer(
      () => ({ status: 404, code: 'NOT_FOUND', message: '' }),
      () => Response.json({ statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 }),
    );
    const failure = await authorizedGet('/users/export/actions.csv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(errorMessage(failure)).toBe('Servicio no disponible temporalmente. Inténtalo más tarde.');
  });

  it('reads the file name of an attachment', () => {
    expect(attachmentName('attachment; filename="prospera-actions-2026-11-24.csv"')).toBe('prospera-actions-2026-11-24.csv');
    expect(attachmentName("attachment; filename*=UTF-8''prospera-acci%C3%B3n.csv")).toBe('prospera-acción.csv');
    expect(attachmentName(null)).toBeNull();
  });
});
