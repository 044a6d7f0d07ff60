import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deprecatedTrpcNames, operationTables } from '../../server/operations';
import { answersJson, type OperationTable } from '../../server/operations/define';
import { createTestApp, type TrpcResult } from '../support/app';
import { testClock } from '../support/clock';
import { createUserDirect, type TestUser } from '../support/users';

// The tRPC names follow the areas' one names (docs/decisions/2026-11-28-architecture-one-name-per-area.md); the names
// from before keep answering, as the procedure they map to, for third parties. The client calls the new ones only.

// A still clock: two calls one after the other answer the same times (the export's exportedAt).
const t = await createTestApp({}, { clock: testClock('2026-11-27T14:00:00.000Z').now });
afterAll(async () => t.close());
let user: TestUser;
beforeAll(async () => {
  user = await createUserDirect(t);
});

const tables = operationTables as Record<string, OperationTable>;
const pairs = Object.entries(deprecatedTrpcNames);

function operationOf(name: string) {
  const [area = '', procedure = ''] = name.split('.');
  return tables[area]?.[procedure];
}

/** What a call answered, without the error's path (it names the procedure as called). */
function answer(result: TrpcResult) {
  return { status: result.status, data: result.data, appCode: result.error?.data.appCode, message: result.error?.message };
}

describe('the deprecated tRPC names', () => {
  it('each names a procedure of the current tables, in a namespace that is not a current one', () => {
    for (const [older, current] of pairs) {
      const operation = operationOf(current);
      expect(operation && answersJson(operation), `${older} → ${current}`).toBe(true);
      expect(Object.keys(tables), older).not.toContain(older.split('.')[0]);
    }
  });

  it('cover every old namespace of the renamed areas', () => {
    expect([...new Set(pairs.map(([older]) => older.split('.')[0]))].sort()).toEqual(['answers', 'lifewheel', 'reviews', 'subscription', 'users', 'weeks']);
  });

  it.each(pairs)('%s answers as %s does, signed out', async (older, current) => {
    const query = operationOf(current)?.method === 'GET';
    const [before, after] = [await t.trpc(older, {}, { query }), await t.trpc(current, {}, { query })];
    expect(before.status).not.toBe(404);
    expect(answer(before)).toEqual(answer(after));
  });

  it.each(pairs.filter(([, current]) => operationOf(current)?.method === 'GET'))('%s answers as %s does, signed in', async (older, current) => {
    const [before, after] = [await t.trpc(older, {}, { query: true, token: user.token }), await t.trpc(current, {}, { query: true, token: user.token })];
    expect(answer(before)).toEqual(answer(after));
  });

  it('reach the same data as the new names: a context added under one name is there under the other', async () => {
    const added = await t.trpc('users.addContext', { name: '@viejo' }, { token: user.token });
    expect(added.status).toBe(200);
    const again = await t.trpc('account.addContext', { name: '@VIEJO' }, { token: user.token });
    expect(again.error?.data.appCode).toBe('CONTEXT_EXISTS');
    const listed = (await t.trpc('account.myContexts', undefined, { query: true, token: user.token })).data as { contexts: { name: string }[] };
    expect(listed.contexts.map((context) => context.name)).toContain('@viejo');
  });

  it('are in a batch beside the new names', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const response = await t.http.get(`/api/trpc/users.me,account.me?batch=1&input=${input}`).set('authorization', `Bearer ${user.token}`);
    expect(response.status).toBe(200);
    const [before, after] = response.body as { result: { data: unknown } }[];
    expect(before?.result.data).toEqual(after?.result.data);
  });

  it('are listed in the OpenAPI document beside the name it gives', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-trpc-path'?: string; 'x-trpc-deprecated-paths'?: string[] }>>;
    };
    expect(doc.paths['/api/v1/users/me']?.get).toMatchObject({ 'x-trpc-path': 'account.me', 'x-trpc-deprecated-paths': ['users.me'] });
    expect(doc.paths['/api/v1/reviews/add']?.post).toMatchObject({ 'x-trpc-path': 'weekly.addReview', 'x-trpc-deprecated-paths': ['reviews.add'] });
    expect(doc.paths['/api/v1/lifewheel/cycles']?.get).toMatchObject({ 'x-trpc-path': 'cycles.list', 'x-trpc-deprecated-paths': ['lifewheel.cycles'] });
    expect(doc.paths['/api/v1/actions/me']?.get?.['x-trpc-deprecated-paths']).toBeUndefined();
  });
});

/** Every source file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the client', () => {
  it('names no deprecated tRPC procedure or namespace, in its code, its tests or its fixtures', () => {
    const oldNamespaces = [...new Set(pairs.map(([older]) => older.split('.')[0]))].join('|');
    const accessor = new RegExp(`\\b(trpc|trpcClient|client)\\.(${oldNamespaces})\\.`);
    const found = sourceFiles('client').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const names = pairs.map(([older]) => older).filter((older) => new RegExp(`(?<![\\w-])${older.replace('.', '\\.')}(?!\\w)`).test(text));
      return [...names, ...(accessor.test(text) ? ['trpc.<old namespace>'] : [])].map((name) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
