import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_TTL_MS, requestFingerprint, sweepIdempotencyKeys } from '../../server/services/idempotency';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { createUserDirect, type TestUser } from '../support/users';

// Idempotency-Key on every signed-in write, REST and tRPC (issue 39 item 4; docs/decisions/2026-11-30-idempotency-keys.md).

const clock = testClock('2026-06-01T10:00:00Z');
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  user = await createUserDirect(t);
});
afterAll(async () => t.close());

const token = () => tokenAt(t, user);
const add = (name: string, key?: string, options: { lang?: string; as?: string } = {}) => {
  const request = t.http
    .post('/api/v1/users/add-context')
    .set('authorization', `Bearer ${options.as ?? token()}`)
    .set('accept-language', options.lang ?? 'es');
  if (key !== undefined) request.set('idempotency-key', key);
  return request.send({ name });
};
const contexts = (name: string, userId = user.id) => t.app.deps.db.context.count({ where: { userId, name } });
const keyRows = (key: string) => t.app.deps.db.idempotencyKey.count({ where: { userId: user.id, key } });

describe('REST writes with an Idempotency-Key', () => {
  it('the same key and body answer the first result again, marked Idempotent-Replayed, and change nothing', async () => {
    const first = await add('@replay', 'key-replay-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await add('@replay', 'key-replay-1', { lang: 'en' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await contexts('@replay')).toBe(1);
  });

  it('without a key the same request is done again, as before (here refused as a duplicate)', async () => {
    await add('@plain');
    const again = await add('@plain');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONTEXT_EXISTS');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, translated, and changes nothing', async () => {
    expect((await add('@first', 'key-reused')).status).toBe(201);
    const es = await add('@second', 'key-reused');
    expect(es.status).toBe(422);
    expect(es.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('Esta Idempotency-Key ya se usó') });
    const en = await add('@second', 'key-reused', { lang: 'en' });
    expect(en.body.message).toMatch(/^This Idempotency-Key was already used/);
    expect(await contexts('@second')).toBe(0);
  });

  it('a malformed key answers 400 IDEMPOTENCY_KEY_INVALID, translated, and changes nothing', async () => {
    for (const key of ['a'.repeat(256), '']) {
      const response = await add('@malformed', key, { lang: 'en' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters' });
    }
    expect(await contexts('@malformed')).toBe(0);
    expect((await add('@longest', 'k'.repeat(255))).status).toBe(201);
    // Without a valid token the answer is 401 whatever the key.
    const anonymous = await add('@malformed', '', { as: 'not-a-token' });
    expect(anonymous.status).toBe(401);
  });

  it('a 4xx refusal is stored: the replay refuses alike even once the cause is gone', async () => {
    const existing = await add('@taken');
    const refused = await add('@taken', 'key-refused');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONTEXT_EXISTS');
    expect((await t.http.delete(`/api/v1/users/delete-context/${existing.body.id}`).set('authorization', `Bearer ${token()}`)).status).toBe(200);
    const replay = await add('@taken', 'key-refused');
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual(refused.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await contexts('@taken')).toBe(0);
  });

  it('keys are per user: another person with the same key and body gets their own result', async () => {
    const other = await createUserDirect(t);
    expect((await add('@shared', 'key-shared')).status).toBe(201);
    const theirs = await add('@shared', 'key-shared', { as: tokenAt(t, other) });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await contexts('@shared', other.id)).toBe(1);
  });

  it('a key whose first request still runs answers 409 IDEMPOTENCY_KEY_IN_PROGRESS; abandoned after 10 minutes, it is claimed again', async () => {
    // The row of a first request in flight, as the claim inserts it.
    await t.app.deps.db.idempotencyKey.create({
      data: {
        userId: user.id,
        key: 'key-running',
        fingerprint: requestFingerprint('POST', '/users/add-context', { name: '@running' }),
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + IDEMPOTENCY_TTL_MS),
      },
    });
    const busy = await add('@running', 'key-running', { lang: 'en' });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: 'The first request with this Idempotency-Key is still running. Try again in a moment.' });
    expect(await contexts('@running')).toBe(0);
    clock.moveTo(new Date(clock.now().getTime() + IDEMPOTENCY_ABANDONED_MS).toISOString());
    expect((await add('@running', 'key-running')).status).toBe(201);
    expect(await contexts('@running')).toBe(1);
  });

  it('requests racing with one key do the work once: the others answer 409 in progress or the replay', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => add('@race', 'key-race')));
    const created = answers.filter((answer) => answer.status === 201 && answer.headers['idempotent-replayed'] === undefined);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      if (answer === created[0]) continue;
      if (answer.status === 409) expect(answer.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      else expect(answer.headers['idempotent-replayed']).toBe('true');
    }
    expect(await contexts('@race')).toBe(1);
  });

  it('a key expires 24 hours after its first request, and the cleanup pass deletes its row', async () => {
    expect((await add('@expiring', 'key-expiring')).status).toBe(201);
    clock.moveTo(new Date(clock.now().getTime() + IDEMPOTENCY_TTL_MS - 1000).toISOString());
    await sweepIdempotencyKeys(t.app.deps);
    expect(await keyRows('key-expiring')).toBe(1);
    expect((await add('@expiring', 'key-expiring')).headers['idempotent-replayed']).toBe('true');
    clock.moveTo(new Date(clock.now().getTime() + 1000).toISOString());
    // Expired: the request is done again (and refused, the context exists), not replayed.
    const after = await add('@expiring', 'key-expiring');
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('CONTEXT_EXISTS');
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows('key-expiring')).toBe(1);
    clock.moveTo(new Date(clock.now().getTime() + IDEMPOTENCY_TTL_MS).toISOString());
    expect(await sweepIdempotencyKeys(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await keyRows('key-expiring')).toBe(0);
    expect(await t.app.deps.db.idempotencyKey.count({ where: { expiresAt: { lte: clock.now() } } })).toBe(0);
  });

  it('writes without a user ignore the header (register, login): there is no one to keep the key for', async () => {
    const response = await t.http.post('/api/v1/auth/login').set('idempotency-key', 'a'.repeat(300)).send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(response.status).toBe(401);
  });
});

describe('tRPC mutations with an Idempotency-Key', () => {
  const mutate = (path: string, body: string, key: string) =>
    t.http.post(`/api/trpc/${path}`).set('authorization', `Bearer ${token()}`).set('accept-language', 'en').set('idempotency-key', key).type('json').send(body);

  it('replays the first result with Idempotent-Replayed, and shares the key with REST for the same operation and input', async () => {
    const first = await mutate('users.addContext', JSON.stringify({ name: '@trpc' }), 'key-trpc');
    expect(first.status).toBe(200);
    const again = await mutate('users.addContext', JSON.stringify({ name: '@trpc' }), 'key-trpc');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const rest = await add('@trpc', 'key-trpc');
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual(first.body.result.data);
    expect(await contexts('@trpc')).toBe(1);
    const reused = await mutate('users.addContext', JSON.stringify({ name: '@other' }), 'key-trpc');
    expect(reused.status).toBe(422);
    expect(reused.body.error.data.appCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a key sent with a batch of several calls answers 400 IDEMPOTENCY_KEY_BATCH and runs none', async () => {
    const body = JSON.stringify({ 0: { name: '@batch-a' }, 1: { name: '@batch-b' } });
    const response = await mutate('users.addContext,users.addContext?batch=1', body, 'key-batch');
    const answers = response.body as { error: { data: { appCode: string } } }[];
    expect(answers.map((answer) => answer.error.data.appCode)).toEqual(['IDEMPOTENCY_KEY_BATCH', 'IDEMPOTENCY_KEY_BATCH']);
    expect(await contexts('@batch-a')).toBe(0);
    const single = await mutate('users.addContext?batch=1', JSON.stringify({ 0: { name: '@batch-a' } }), 'key-batch-1');
    expect(single.status).toBe(200);
    expect(await contexts('@batch-a')).toBe(1);
  });
});

describe('the OpenAPI document', () => {
  it('documents Idempotency-Key, its 409 and 422 and Idempotent-Replayed on the signed-in writes, and on no read or anonymous write', async () => {
    const document = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { parameters: { name: string }[]; responses: Record<string, { headers?: object }> }>> };
    const addContext = document.paths['/api/v1/users/add-context']?.post;
    expect(addContext?.parameters.map((parameter) => parameter.name)).toContain('Idempotency-Key');
    expect(Object.keys(addContext?.responses ?? {})).toEqual(expect.arrayContaining(['409', '422']));
    expect(addContext?.responses['201']?.headers).toHaveProperty('Idempotent-Replayed');
    const names = (method: string, path: string) => document.paths[`/api/v1${path}`]?.[method]?.parameters.map((parameter) => parameter.name);
    expect(names('get', '/users/my-contexts')).not.toContain('Idempotency-Key');
    expect(names('post', '/auth/login')).not.toContain('Idempotency-Key');
  });
});
