import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { kindOf } from '../../domain/messages';
import { API_PREFIX } from '../../server/env';
import { statusOfKind } from '../../server/http/errors';
import { toFastifyPath } from '../../server/http/rest/routes';
import { operationTables } from '../../server/operations';
import { answersJson, type AnyOperation, type OperationTable } from '../../server/operations/define';
import { createTestApp } from '../support/app';

// Every route Fastify registers under /api/v1 is in the OpenAPI document, with its method and its status codes: a
// route added beside the operation tables, or an answer the document forgets, fails here. The routes are seen as
// Fastify registers them, through an onRoute hook on the instance the app is built on.

const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<{ default: (options?: FastifyServerOptions) => FastifyInstance }>();
  const withRouteLog = (options?: FastifyServerOptions) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) registered.push({ method, url: route.url });
    });
    return app;
  };
  return { ...fastify, default: withRouteLog };
});

type OperationObject = { operationId: string; responses: Record<string, unknown>; 'x-trpc-path'?: string };

const t = await createTestApp();
afterAll(async () => t.close());
const doc = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, OperationObject>> };

const apiRoutes = registered.filter((route) => route.url.startsWith(`${API_PREFIX}/`) && route.method !== 'HEAD');
const operations = Object.entries(operationTables as Record<string, OperationTable>).flatMap(([area, table]) =>
  Object.entries(table).map(([name, operation]) => ({ id: `${area}.${name}`, operation })),
);

/** The document's entry for a Fastify route: the path whose Fastify form is the route's, under the same method. */
function documented(route: { method: string; url: string }): OperationObject | undefined {
  const path = Object.keys(doc.paths).find((candidate) => API_PREFIX + toFastifyPath(candidate.slice(API_PREFIX.length)) === route.url);
  return path ? doc.paths[path]?.[route.method.toLowerCase()] : undefined;
}

/** The statuses an operation declares: its success, a 304 for a file with an ETag, 401 when signed in, its errors. */
function declaredStatuses(operation: AnyOperation): string[] {
  const success = operation.answer?.kind === 'redirect' ? operation.answer.status : (operation.status ?? 200);
  const conditional = operation.answer?.kind === 'file' && operation.answer.etag ? [304] : [];
  const signedIn = operation.auth === 'required' ? [401] : [];
  const errors = (operation.errors ?? []).map((code) => statusOfKind[kindOf(code) ?? 'INTERNAL']);
  return [success, ...conditional, ...signedIn, ...errors].map(String);
}

describe('the OpenAPI document and the routes Fastify serves under /api/v1', () => {
  it('sees the routes: every operation, the files and redirects among them', () => {
    expect(apiRoutes.length).toBe(operations.length);
    expect(apiRoutes).toEqual(expect.arrayContaining([{ method: 'GET', url: '/api/v1/calendar/:token' }, { method: 'GET', url: '/api/v1/auth/oauth/:provider/start' }]));
  });

  it('documents every registered route with its method', () => {
    const undocumented = apiRoutes.filter((route) => !documented(route)).map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it.each(operations.map(({ id, operation }) => [id, operation] as const))('%s: documented with the statuses it declares', (id, operation) => {
    const route = { method: operation.method, url: API_PREFIX + toFastifyPath(operation.path) };
    expect(apiRoutes).toContainEqual(route);
    const entry = documented(route);
    expect(entry?.operationId).toBe(id);
    expect(Object.keys(entry?.responses ?? {})).toEqual(expect.arrayContaining(declaredStatuses(operation)));
  });
});

describe('tRPC', () => {
  it('serves the operations that answer JSON, and no file or redirect', async () => {
    const restOnly = operations.filter(({ operation }) => !answersJson(operation)).map(({ id }) => id);
    expect(restOnly.sort()).toEqual(['account.exportActionsCsv', 'auth.oauthCallback', 'auth.oauthStart', 'calendar.feed', 'documents.get', 'reports.progress']);
    for (const { id, operation } of operations) {
      const entry = documented({ method: operation.method, url: API_PREFIX + toFastifyPath(operation.path) });
      expect(entry?.['x-trpc-path'], id).toBe(restOnly.includes(id) ? undefined : id);
    }
    for (const id of restOnly) expect((await t.http.get(`/api/trpc/${id}`)).status, id).toBe(404);
  });

  it('answers the one-click unsubscribe as notifications.unsubscribe does', async () => {
    const input = { token: 'not-a-token' };
    const oneClick = await t.trpc('notifications.oneClickUnsubscribe', input, { lang: 'en' });
    const unsubscribe = await t.trpc('notifications.unsubscribe', input, { lang: 'en' });
    expect(oneClick.status).toBe(404);
    expect(oneClick.error?.data.appCode).toBe('UNSUBSCRIBE_LINK_NOT_FOUND');
    expect(oneClick.error?.message).toBe(unsubscribe.error?.message);
  });
});
