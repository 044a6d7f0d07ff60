import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTEXTS_PER_USER } from '../../domain/schemas/accounts';
import { deleteContext } from '../../server/services/contexts';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, type TestUser } from '../support/users';
import { bearer, seedWork } from './accounts-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const add = (token: string, name: unknown, lang = 'es') => t.http.post('/api/v1/users/add-context').set(bearer(token)).set('accept-language', lang).send({ name });
const list = (token: string) => t.http.get('/api/v1/users/my-contexts').set(bearer(token));
const remove = (token: string, id: string, lang = 'es') => t.http.delete(`/api/v1/users/delete-context/${id}`).set(bearer(token)).set('accept-language', lang);

describe('POST /users/add-context', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUserDirect(t);
  });

  it('answers 201 with the context; the @ prefix is added when missing', async () => {
    const response = await add(user.token, 'casa');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), name: '@casa', createdAt: expect.any(String), active: true, actionsCount: 0, canDelete: true, version: 1 });
    const row = await t.app.deps.db.context.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({ userId: user.id, name: '@casa', normalizedName: '@casa' });
  });

  it.each([
    ['  @Oficina  ', '@Oficina'],
    ['@@teléfono', '@teléfono'],
    [' @  en   la calle ', '@en la calle'],
    ['a'.repeat(40), `@${'a'.repeat(40)}`],
  ])('%j is stored as %j', async (typed, stored) => {
    const response = await add(user.token, typed);
    expect(response.status).toBe(201);
    expect(response.body.name).toBe(stored);
  });

  it('409 CONTEXT_EXISTS for the same name in any case, with or without @', async () => {
    expect((await add(user.token, '@Compras')).status).toBe(201);
    for (const name of ['@compras', 'COMPRAS', '  compras ']) {
      const response = await add(user.token, name, 'en');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'CONTEXT_EXISTS', message: 'A context with this name already exists' });
    }
    expect(await t.app.deps.db.context.count({ where: { userId: user.id, normalizedName: '@compras' } })).toBe(1);
  });

  it('two simultaneous adds of one name: one 201, one 409', async () => {
    const responses = await Promise.all([add(user.token, '@carrera'), add(user.token, '@Carrera')]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['', 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    ['   ', 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    ['@', 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    [' @ ', 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    [undefined, 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    [42, 'CONTEXT_NAME_REQUIRED', 'El nombre del contexto es obligatorio'],
    ['a'.repeat(41), 'CONTEXT_NAME_TOO_LONG', 'El nombre del contexto puede tener como máximo 40 caracteres después de @'],
    ['tab\u0007bell', 'INVALID_FORMAT', 'Formato inválido'],
  ])('%j: 400 %s', async (name, code, message) => {
    const before = await t.app.deps.db.context.count({ where: { userId: user.id } });
    const response = await add(user.token, name);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.body.issues[0]).toMatchObject({ path: 'name', code });
    expect(await t.app.deps.db.context.count({ where: { userId: user.id } })).toBe(before);
  });

  it(`refuses a context past ${MAX_CONTEXTS_PER_USER} with 422 CONTEXT_LIMIT`, async () => {
    const crowded = await createUserDirect(t);
    await t.app.deps.db.context.createMany({
      data: Array.from({ length: MAX_CONTEXTS_PER_USER }, (_, i) => ({ userId: crowded.id, name: `@c${i}`, normalizedName: `@c${i}` })),
    });
    const response = await add(crowded.token, 'uno-más', 'en');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'CONTEXT_LIMIT',
      max: MAX_CONTEXTS_PER_USER,
      message: `You have reached the maximum of ${MAX_CONTEXTS_PER_USER} contexts. Delete one to create another.`,
    });
    const trpc = await t.trpc('users.addContext', { name: 'otro' }, { token: crowded.token });
    expect(trpc.error?.data).toMatchObject({ appCode: 'CONTEXT_LIMIT', max: MAX_CONTEXTS_PER_USER });
  });

  it('works over tRPC, with the same conflict code', async () => {
    const result = await t.trpc('users.addContext', { name: 'trpc' }, { token: user.token });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ name: '@trpc', canDelete: true });
    const again = await t.trpc('users.addContext', { name: '@TRPC' }, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.error?.data.appCode).toBe('CONTEXT_EXISTS');
  });
});

describe('GET /users/my-contexts', () => {
  it('lists newest first, wrapped in { contexts }, with actionsCount and canDelete', async () => {
    const user = await createUserDirect(t);
    const ids: string[] = [];
    for (const name of ['@uno', '@dos', '@tres']) ids.push((await add(user.token, name)).body.id as string);
    await seedWork(t, user.id, { goals: 1, actionsPerGoal: 2, contextId: ids[1] });
    const response = await list(user.token);
    expect(response.status).toBe(200);
    expect((response.body.contexts as { name: string }[]).map((context) => context.name)).toEqual(['@tres', '@dos', '@uno']);
    expect(response.body.contexts[1]).toEqual({ id: ids[1], name: '@dos', createdAt: expect.any(String), active: true, actionsCount: 2, canDelete: false, version: expect.any(Number) });
    expect(response.body.contexts[0]).toMatchObject({ actionsCount: 0, canDelete: true });
    const trpc = await t.trpc('users.myContexts', undefined, { token: user.token, query: true });
    expect(trpc.data).toEqual(response.body);
  });

  it('reads the counts with the contexts: one query for many contexts as for one', async () => {
    const one = await createUserDirect(t);
    await add(one.token, '@solo');
    const many = await createUserDirect(t);
    for (let i = 0; i < 8; i += 1) {
      const { body } = await add(many.token, `@ctx${i}`);
      await seedWork(t, many.id, { goals: 1, actionsPerGoal: 2, contextId: body.id });
    }
    const queriesFor = async (token: string) => {
      let n = 0;
      const stop = t.database.onQuery(() => n++);
      try {
        expect((await list(token)).status).toBe(200);
      } finally {
        stop();
      }
      return n;
    };
    // One statement either way, counted like Prisma's though it goes straight through the driver.
    expect(await queriesFor(one.token)).toBe(1);
    expect(await queriesFor(many.token)).toBe(1);
  });

  it('a user without contexts gets an empty list', async () => {
    const user = await createUserDirect(t);
    expect((await list(user.token)).body).toEqual({ contexts: [] });
  });
});

describe('DELETE /users/delete-context/{id}', () => {
  it('deletes an unused context', async () => {
    const user = await createUserDirect(t);
    const { body } = await add(user.token, '@borrar');
    const response = await remove(user.token, body.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Contexto eliminado' });
    expect(await t.app.deps.db.context.count({ where: { id: body.id } })).toBe(0);
  });

  it('409 CONTEXT_IN_USE with the action count while actions use it; nothing is deleted', async () => {
    const user = await createUserDirect(t);
    const { body } = await add(user.token, '@ocupado');
    await seedWork(t, user.id, { goals: 1, actionsPerGoal: 2, contextId: body.id });
    const english = await remove(user.token, body.id, 'en');
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'CONTEXT_IN_USE', message: 'Cannot delete: has 2 associated actions' });
    const spanish = await remove(user.token, body.id);
    expect(spanish.body.message).toBe('No se puede eliminar: tiene 2 acciones asociadas');
    const trpc = await t.trpc('users.deleteContext', { id: body.id }, { token: user.token });
    expect(trpc.status).toBe(409);
    expect(trpc.error?.data.appCode).toBe('CONTEXT_IN_USE');
    expect(await t.app.deps.db.context.count({ where: { id: body.id } })).toBe(1);
  });

  it("an action added while the delete waits for the user's lock still blocks it (checked under the lock)", async () => {
    const user = await createUserDirect(t);
    const { body } = await add(user.token, '@carrera-borrado');
    const db = t.app.deps.db;
    // Another request adds an action using the context right before this one takes the user's lock to delete it.
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== '$transaction') return Reflect.get(target, property, receiver) as unknown;
        const transaction = db.$transaction.bind(db) as (work: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
        return async (work: (tx: unknown) => Promise<unknown>) => {
          await seedWork(t, user.id, { goals: 1, actionsPerGoal: 1, contextId: body.id });
          return transaction(work);
        };
      },
    });
    const ctx = { deps: t.app.deps, db: racing, read: t.app.deps.read, lang: 'en' as const, timeZone: 'UTC', now: new Date(), ip: '127.0.0.1', user: { id: user.id, email: user.email, currencyId: user.currencyId } };
    await expect(deleteContext(ctx, body.id)).rejects.toMatchObject({ code: 'CONTEXT_IN_USE', params: { count: 1 } });
    expect(await db.context.count({ where: { id: body.id } })).toBe(1);
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    const user = await createUserDirect(t);
    const unknown = await remove(user.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const malformed = await remove(user.token, 'abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].code).toBe('INVALID_ID');
  });

  it('works over tRPC', async () => {
    const user = await createUserDirect(t);
    const { body } = await add(user.token, '@trpc-borrar');
    const result = await t.trpc('users.deleteContext', { id: body.id }, { token: user.token });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ success: true, message: 'Contexto eliminado' });
  });
});

describe('two users never see each other’s contexts', () => {
  let ana: TestUser;
  let beto: TestUser;
  let betoContext: string;
  beforeAll(async () => {
    ana = await createUserDirect(t);
    beto = await createUserDirect(t);
    await add(ana.token, '@casa');
    betoContext = (await add(beto.token, '@casa')).body.id as string;
  });

  it('the same name is fine for two users, and each lists only their own', async () => {
    const anaList = (await list(ana.token)).body.contexts as { id: string }[];
    const betoList = (await list(beto.token)).body.contexts as { id: string }[];
    expect(anaList).toHaveLength(1);
    expect(betoList.map((context) => context.id)).toEqual([betoContext]);
    expect(anaList[0]?.id).not.toBe(betoContext);
  });

  it("another user's context id answers 404, over REST and tRPC, and it is not deleted", async () => {
    const rest = await remove(ana.token, betoContext);
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('NOT_FOUND');
    const trpc = await t.trpc('users.deleteContext', { id: betoContext }, { token: ana.token });
    expect(trpc.status).toBe(404);
    expect(trpc.error?.data.appCode).toBe('NOT_FOUND');
    expect(await t.app.deps.db.context.count({ where: { id: betoContext } })).toBe(1);
  });
});
