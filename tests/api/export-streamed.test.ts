import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/dates';
import type { AccountExport } from '../../domain/schemas/account-data';
import { createTestApp, type TestApp } from '../support/app';
import { createActionsDirect, todayIn } from '../support/plan-state';
import { createFullUser, type FullUser } from '../support/security-fixture';

// Issue 38: REST writes the export and its CSV while it reads the actions, a batch at a time
// (docs/decisions/2026-12-03-export-streamed.md). The bytes are those of the whole document tRPC still builds.
let t: TestApp;
let owner: FullUser;
let other: FullUser;
const api = (path: string) => `/api/v1${path}`;
const exportOf = (token: string, lang = 'es') => t.http.get(api('/users/export')).set('authorization', `Bearer ${token}`).set('accept-language', lang);
const csvOf = (token: string, lang = 'es') =>
  t.http.get(api('/users/export/actions.csv')).set('authorization', `Bearer ${token}`).set('accept-language', lang).set('x-time-zone', 'UTC');
const withBatch = (size: number) => void (t.app.deps.env = { ...t.app.deps.env, EXPORT_BATCH_ACTIONS: size });
// The one field two calls answer differently.
const timeless = (text: string) => text.replace(/"exportedAt":"[^"]+"/, '"exportedAt":"-"');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createFullUser(t);
  other = await createFullUser(t);
  // Both people's actions on the same days, so every batch's keyset crosses the other person's rows; one createMany
  // gives its rows one creation instant, so the ties of due date and creation are ordered by id.
  for (const [offset, count] of [[-40, 5], [-3, 9], [0, 1], [12, 7]] as const) {
    for (const user of [owner, other]) {
      await createActionsDirect(t, { userId: user.id, goalId: user.owned.goalId, contextId: user.owned.contextId, count, dueDate: addDays(todayIn(), offset), completed: offset < 0 });
    }
  }
}, 180_000);
afterAll(async () => t.close());

async function ownerActions(): Promise<number> {
  return t.app.deps.db.action.count({ where: { userId: owner.id } });
}

describe('GET /users/export, streamed', () => {
  it('answers the bytes of the whole document (tRPC) whatever the batch, in both languages', async () => {
    expect(await ownerActions()).toBeGreaterThan(20);
    for (const lang of ['es', 'en']) {
      const whole = await t.trpc('users.export', undefined, { token: owner.token, query: true, lang });
      expect(whole.status).toBe(200);
      for (const size of [1, 4, 22, 500]) {
        withBatch(size);
        const streamed = await exportOf(owner.token, lang);
        expect(streamed.status).toBe(200);
        expect(timeless(streamed.text)).toBe(timeless(JSON.stringify(whole.data)));
      }
    }
  });

  it('holds every action once, in the order of due date, creation and id, and nothing of another person', async () => {
    withBatch(4);
    const text = (await exportOf(owner.token)).text;
    const exported = JSON.parse(text) as AccountExport;
    const rows = await t.app.deps.db.action.findMany({ where: { userId: owner.id }, orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], select: { id: true } });
    expect(exported.actions.map((action) => action.id)).toEqual(rows.map((row) => row.id));
    const theirs = await t.app.deps.db.action.findMany({ where: { userId: other.id }, select: { id: true } });
    for (const id of [other.id, other.email, ...Object.values(other.owned), ...theirs.map((row) => row.id)]) expect(text).not.toContain(id);
  });

  it('keeps the headers of a JSON answer, without an ETag (its body is not known before it is sent)', async () => {
    withBatch(4);
    const response = await exportOf(owner.token);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const head = await t.http.head(api('/users/export')).set('authorization', `Bearer ${owner.token}`);
    expect({ status: head.status, type: head.headers['content-type'], etag: head.headers.etag }).toEqual({ status: 200, type: 'application/json; charset=utf-8', etag: undefined });
  });
});

describe('GET /users/export/actions.csv, streamed', () => {
  it('answers the same bytes whatever the batch, a row per action in the export order, with its headers', async () => {
    for (const lang of ['es', 'en']) {
      withBatch(500);
      const whole = await csvOf(owner.token, lang);
      expect(whole.status).toBe(200);
      expect(whole.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(whole.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="prospera-(acciones|actions)-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(whole.text.startsWith('\uFEFF')).toBe(true);
      const lines = whole.text.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength((await ownerActions()) + 2);
      for (const size of [1, 4, 22]) {
        withBatch(size);
        const streamed = await csvOf(owner.token, lang);
        expect(streamed.text).toBe(whole.text);
        expect(streamed.headers['content-disposition']).toBe(whole.headers['content-disposition']);
      }
    }
    const exported = JSON.parse((await exportOf(owner.token)).text) as AccountExport;
    const titles = (await csvOf(owner.token)).text.slice(1).split('\r\n').slice(1, -1).map((line) => line.split(';')[0]);
    expect(titles).toEqual(exported.actions.map((action) => action.title));
  });
});

describe('statements of the streamed export', () => {
  async function statementsOf(path: string, size: number): Promise<number> {
    withBatch(size);
    let count = 0;
    const stop = t.database.onQuery(() => {
      count += 1;
    });
    try {
      expect((await t.http.get(api(path)).set('authorization', `Bearer ${owner.token}`).set('x-time-zone', 'UTC')).status).toBe(200);
    } finally {
      stop();
    }
    return count;
  }

  it('one statement per batch beyond a fixed count, for the JSON and the CSV', async () => {
    const held = await ownerActions();
    for (const path of ['/users/export', '/users/export/actions.csv']) {
      const oneBatch = await statementsOf(path, held);
      expect(await statementsOf(path, held + 100)).toBe(oneBatch);
      for (const size of [1, 4, 7]) expect(await statementsOf(path, size)).toBe(oneBatch + Math.ceil(held / size) - 1);
    }
  });
});

describe('a failure while the export is written', () => {
  /** The app's database with action.findMany failing from its `failing`-th call of the next request on. */
  function failActionReads(failing: number): () => void {
    const db = t.app.deps.db;
    let calls = 0;
    const actions = new Proxy(db.action, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (name !== 'findMany' || typeof value !== 'function') return typeof value === 'function' ? (value.bind(target) as unknown) : value;
        return (...args: unknown[]) => {
          calls += 1;
          return calls >= failing ? Promise.reject(new Error('the database went away')) : (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    });
    t.app.deps.db = new Proxy(db, {
      get(target, name) {
        if (name === 'action') return actions;
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? (value.bind(target) as unknown) : value;
      },
    });
    return () => void (t.app.deps.db = db);
  }

  it('before the first byte (the first batch): a JSON 500, as any refusal', async () => {
    withBatch(4);
    for (const path of ['/users/export', '/users/export/actions.csv']) {
      const restore = failActionReads(1);
      try {
        const response = await t.http.get(api(path)).set('authorization', `Bearer ${owner.token}`).set('accept-language', 'en');
        expect(response.status).toBe(500);
        expect(response.body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' });
      } finally {
        restore();
      }
    }
  });

  it('after it: the connection breaks, so the client sees a failed download, never a short file that looks whole', async () => {
    withBatch(4);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of ['/users/export', '/users/export/actions.csv']) {
      const restore = failActionReads(3);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${api(path)}`, { headers: { authorization: `Bearer ${owner.token}`, 'x-time-zone': 'UTC' } });
        expect(response.status).toBe(200);
        await expect(response.text()).rejects.toThrow();
      } finally {
        restore();
      }
    }
    // The server goes on answering.
    expect((await exportOf(owner.token)).status).toBe(200);
  });
});
