import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// Issue 39 item 5: single reads with a version ETag, a version per row bumped by every write, If-Match on the writes
// of projects, goals, actions, contexts and the profile (REST and tRPC): 412 PRECONDITION_FAILED when stale.

let t: TestApp;
let owner: PlanUser;
let stranger: PlanUser;
let projectId: string;
let projectDetailId: string;
let goalId: string;
let actionId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createPlanUser(t);
  stranger = await createPlanUser(t);
  ({ projectId, projectDetailId } = await createProjectDirect(t, owner.user.id, owner.wheel.area('PERSONAL_DEVELOPMENT').id));
  goalId = await createGoalDirect(t, owner.user.id, projectDetailId, 'DO');
  await createActionsDirect(t, { userId: owner.user.id, goalId, contextId: owner.contextId, count: 1 });
  actionId = (await t.app.deps.db.action.findFirstOrThrow({ where: { goalId }, select: { id: true } })).id;
});
afterAll(async () => t.close());

type Row = 'project' | 'goal' | 'action' | 'context' | 'profile';
const tables: Record<Row, string> = { project: 'Project', goal: 'Goal', action: 'Action', context: 'Context', profile: 'Profile' };
/** A row's version as the database holds it (a profile by its user's id). */
const versionOf = async (row: Row, id: string): Promise<number> => {
  const key = row === 'profile' ? '"userId"' : 'id';
  const [found] = await t.app.deps.db.$queryRawUnsafe<{ version: number }[]>(`SELECT version FROM "${tables[row]}" WHERE ${key} = $1::uuid`, id);
  if (!found) throw new Error(`No ${row} ${id}`);
  return found.version;
};

/** A request with headers beyond apiAs's. */
const call = (method: 'get' | 'put' | 'patch' | 'delete' | 'post', path: string, headers: Record<string, string> = {}, body?: object, token = owner.user.token) => {
  const request = t.http[method](`/api/v1${path}`).set({ authorization: `Bearer ${token}`, 'x-time-zone': 'UTC', 'accept-language': 'es', ...headers });
  return body ? request.send(body) : request;
};

async function tokenWith(scopes: string[]): Promise<string> {
  const created = await apiAs(t, owner.user.token).post('/users/tokens', { name: `t-${scopes.join('-')}`, scopes });
  expect(created.status).toBe(201);
  return (created.body as { token: string }).token;
}

describe('single reads', () => {
  it.each([
    ['project', () => `/projects/${projectId}`, '/projects/me', 'projects'],
    ['goal', () => `/goals/${goalId}`, '/goals/me', 'goals'],
    ['action', () => `/actions/${actionId}`, '/actions/me', 'actions'],
    ['context', () => `/users/contexts/${owner.contextId}`, '/users/my-contexts', 'contexts'],
  ] as const)('%s: as the list shows it, a version ETag and 304; a foreign id answers 404', async (_row, single, list, key) => {
    const api = apiAs(t, owner.user.token);
    const one = await api.get(single());
    expect(one.status).toBe(200);
    const listed = (await api.get(list)).body[key] as { id: string }[];
    expect(listed.find((item) => item.id === one.body.id)).toEqual(one.body);
    const etag = String(one.headers.etag);
    expect(etag).toMatch(new RegExp(`^"${one.body.version}\\.[\\w-]{16}"$`));
    const again = await call('get', single(), { 'if-none-match': etag });
    expect({ status: again.status, etag: again.headers.etag }).toEqual({ status: 304, etag });
    const foreign = await apiAs(t, stranger.user.token, { lang: 'en' }).get(single());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const spanish = await apiAs(t, stranger.user.token, { lang: 'es' }).get(single());
    expect(spanish.body.message).not.toBe(foreign.body.message);
  });

  it('personal access tokens need plan:read, as the lists do', async () => {
    const reader = await tokenWith(['plan:read']);
    const other = await tokenWith(['wheel:read']);
    for (const path of [`/projects/${projectId}`, `/goals/${goalId}`, `/actions/${actionId}`, `/users/contexts/${owner.contextId}`]) {
      expect((await call('get', path, {}, undefined, reader)).status).toBe(200);
      const refused = await call('get', path, {}, undefined, other);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'INSUFFICIENT_SCOPE' });
    }
  });

  it('tRPC answers the single reads too', async () => {
    const result = await t.trpc('goals.one', { id: goalId }, { token: owner.user.token, query: true });
    expect(result.data).toMatchObject({ id: goalId, version: expect.any(Number) });
  });
});

describe('versions', () => {
  it('every write path of a row bumps its version, in the database, whatever writes it', async () => {
    const api = apiAs(t, owner.user.token);
    const bumps: [Row, string, () => Promise<{ status: number }>][] = [
      ['goal', goalId, () => api.patch(`/goals/${goalId}`, { content: 'Leer más' })],
      ['goal', goalId, () => api.patch(`/goals/${goalId}/toggle`)],
      ['action', actionId, () => api.patch(`/actions/${actionId}`, { title: 'Otra' })],
      ['action', actionId, () => api.patch(`/actions/${actionId}/toggle`)],
      ['action', actionId, () => api.patch(`/actions/${actionId}/toggle`)],
      ['action', actionId, () => api.put(`/actions/${actionId}/complete`, { actualCost: 3 })],
      ['project', projectId, () => api.put(`/projects/${projectId}/status`, { status: 'SOMEDAY' })],
      ['project', projectId, () => api.put(`/projects/${projectId}/status`, { status: 'ACTIVE' })],
      ['context', owner.contextId, () => api.put(`/users/contexts/${owner.contextId}`, { name: '@oficina' })],
      // The database keeps the context's action count: a new action using it changes the context too.
      ['context', owner.contextId, () => createActionsDirect(t, { userId: owner.user.id, goalId, contextId: owner.contextId, count: 1 }).then(() => ({ status: 200 }))],
      ['profile', owner.user.id, () => api.put('/users/update', { firstName: 'Eva', lastName: 'Prueba', phone: '+1 5550001111', address: 'Calle 1', avatarUrl: 'https://example.com/a.png' })],
    ];
    for (const [row, id, write] of bumps) {
      const before = await versionOf(row, id);
      const response = await write();
      expect({ row, status: response.status }).toEqual({ row, status: 200 });
      // At least one: completing with a cost writes the row twice (completed, then the cost).
      expect({ row, bumped: (await versionOf(row, id)) > before }).toEqual({ row, bumped: true });
    }
  });

  it('a write that changes nothing of the row keeps its version; bookkeeping columns do not count', async () => {
    const before = await versionOf('action', actionId);
    await t.app.deps.db.action.update({ where: { id: actionId }, data: { title: (await t.app.deps.db.action.findUniqueOrThrow({ where: { id: actionId } })).title } });
    expect(await versionOf('action', actionId)).toBe(before);
    const profile = await versionOf('profile', owner.user.id);
    await t.app.deps.db.profile.update({ where: { userId: owner.user.id }, data: { notifyDueAt: new Date('2030-01-01T00:00:00Z') } });
    expect(await versionOf('profile', owner.user.id)).toBe(profile);
  });
});

describe('If-Match', () => {
  it('the current version (or the single read ETag, or *) lets the write through; no header changes nothing of today', async () => {
    const version = await versionOf('goal', goalId);
    expect((await call('patch', `/goals/${goalId}`, { 'if-match': `"${version}"` }, { content: 'Con versión' })).status).toBe(200);
    const etag = (await call('get', `/goals/${goalId}`)).headers.etag as string;
    expect((await call('patch', `/goals/${goalId}`, { 'if-match': `"0", ${etag}` }, { content: 'Con ETag' })).status).toBe(200);
    expect((await call('patch', `/goals/${goalId}`, { 'if-match': '*' }, { content: 'Con asterisco' })).status).toBe(200);
    expect((await call('patch', `/goals/${goalId}`, {}, { content: 'Sin cabecera' })).status).toBe(200);
  });

  it('a stale version answers 412 PRECONDITION_FAILED, translated, and nothing changes', async () => {
    const stale = (await versionOf('action', actionId)) - 1;
    const before = await t.app.deps.db.action.findUniqueOrThrow({ where: { id: actionId } });
    const es = await call('patch', `/actions/${actionId}`, { 'if-match': `"${stale}"` }, { title: 'Pisado' });
    const en = await call('patch', `/actions/${actionId}`, { 'if-match': `"${stale}"`, 'accept-language': 'en' }, { title: 'Pisado' });
    expect(es.status).toBe(412);
    expect(es.body).toMatchObject({ statusCode: 412, code: 'PRECONDITION_FAILED', message: expect.stringContaining('If-Match') });
    expect(en.body).toMatchObject({ statusCode: 412, code: 'PRECONDITION_FAILED', message: expect.stringContaining('changed since you read it') });
    expect(es.body.message).not.toBe(en.body.message);
    expect(await t.app.deps.db.action.findUniqueOrThrow({ where: { id: actionId } })).toEqual(before);
    const weak = await call('delete', `/actions/${actionId}`, { 'if-match': `W/"${before.version}"` });
    expect(weak.status).toBe(412);
    expect(await t.app.deps.db.action.count({ where: { id: actionId } })).toBe(1);
  });

  it('on every conditional write: projects, goals, actions, contexts and the profile', async () => {
    const profileBody = { firstName: 'Eva', lastName: 'Prueba', phone: '+1 5550001111', address: 'Calle 2', avatarUrl: 'https://example.com/a.png' };
    const writes: [string, () => ReturnType<typeof call>][] = [
      ['project status', () => call('put', `/projects/${projectId}/status`, { 'if-match': '"999"' }, { status: 'SOMEDAY' })],
      ['goal toggle', () => call('patch', `/goals/${goalId}/toggle`, { 'if-match': '"999"' })],
      ['goal delete', () => call('delete', `/goals/${goalId}`, { 'if-match': '"999"' })],
      ['action toggle', () => call('patch', `/actions/${actionId}/toggle`, { 'if-match': '"999"' })],
      ['action complete', () => call('put', `/actions/${actionId}/complete`, { 'if-match': '"999"' }, {})],
      ['context rename', () => call('put', `/users/contexts/${owner.contextId}`, { 'if-match': '"999"' }, { name: '@nunca' })],
      ['context delete', () => call('delete', `/users/delete-context/${owner.contextId}`, { 'if-match': '"999"' })],
      ['profile', () => call('put', '/users/update', { 'if-match': '"999"' }, profileBody)],
    ];
    for (const [what, write] of writes) {
      const response = await write();
      expect({ what, status: response.status, code: response.body.code }).toEqual({ what, status: 412, code: 'PRECONDITION_FAILED' });
    }
  });

  it('a malformed header answers 400 IF_MATCH_INVALID; a foreign id still answers 404', async () => {
    const malformed = await call('patch', `/goals/${goalId}`, { 'if-match': '3' }, { content: 'x' });
    expect({ status: malformed.status, code: malformed.body.code }).toEqual({ status: 400, code: 'IF_MATCH_INVALID' });
    const foreign = await call('patch', `/goals/${goalId}`, { 'if-match': '"1"' }, { content: 'x' }, stranger.user.token);
    expect(foreign.status).toBe(404);
  });

  it('two racing writes naming the same version: exactly one wins, the other answers 412', async () => {
    const version = await versionOf('goal', goalId);
    const responses = await Promise.all(['A', 'B', 'C'].map((content) => call('patch', `/goals/${goalId}`, { 'if-match': `"${version}"` }, { content })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412, 412]);
    const winner = responses.find((response) => response.status === 200)!;
    expect((await t.app.deps.db.goal.findUniqueOrThrow({ where: { id: goalId } })).content).toBe(winner.body.content);
  });

  it('a refused write gives the version back: the same If-Match still works', async () => {
    const version = await versionOf('goal', goalId);
    const refused = await call('delete', `/goals/${goalId}`, { 'if-match': `"${version}"` });
    expect(refused.body.code).toBe('GOAL_HAS_ACTIONS');
    expect(await versionOf('goal', goalId)).toBe(version);
    expect((await call('patch', `/goals/${goalId}`, { 'if-match': `"${version}"` }, { content: 'Después' })).status).toBe(200);
  });

  it('tRPC mutations read If-Match from the request: stale answers 412, current passes; not in a batch of several', async () => {
    const version = await versionOf('goal', goalId);
    const headers = { authorization: `Bearer ${owner.user.token}`, 'accept-language': 'en', 'content-type': 'application/json' };
    const stale = await t.http.post('/api/trpc/goals.toggle').set({ ...headers, 'if-match': `"${version - 1}"` }).send(JSON.stringify({ id: goalId }));
    expect({ status: stale.status, appCode: stale.body.error.data.appCode }).toEqual({ status: 412, appCode: 'PRECONDITION_FAILED' });
    expect(stale.body.error.message).toContain('changed since you read it');
    expect(await versionOf('goal', goalId)).toBe(version);
    const current = await t.http.post('/api/trpc/goals.toggle').set({ ...headers, 'if-match': `"${version}"` }).send(JSON.stringify({ id: goalId }));
    expect(current.status).toBe(200);
    const batch = await t.http
      .post('/api/trpc/goals.toggle,goals.toggle?batch=1')
      .set({ ...headers, 'if-match': '*' })
      .send(JSON.stringify({ 0: { id: goalId }, 1: { id: goalId } }));
    const entries = batch.body as { error: { data: { appCode: string } } }[];
    expect(entries.map((entry) => entry.error.data.appCode)).toEqual(['IF_MATCH_BATCH', 'IF_MATCH_BATCH']);
  });
});

describe('PUT /users/contexts/{id}', () => {
  it('renames under the rules of creation: a duplicate name answers the error creation gives', async () => {
    const api = apiAs(t, owner.user.token, { lang: 'en' });
    await api.post('/users/add-context', { name: '@Taller' });
    const other = await api.post('/users/add-context', { name: '@Garaje' });
    const renamed = await api.put(`/users/contexts/${other.body.id}`, { name: 'cochera' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: other.body.id, name: '@cochera', version: other.body.version + 1 });
    const clash = await api.put(`/users/contexts/${other.body.id}`, { name: '@TALLER' });
    const added = await api.post('/users/add-context', { name: '@TALLER' });
    expect({ status: clash.status, code: clash.body.code, message: clash.body.message }).toEqual({ status: 409, code: 'CONTEXT_EXISTS', message: added.body.message });
    expect(added.body.code).toBe('CONTEXT_EXISTS');
    expect((await apiAs(t, owner.user.token).get(`/users/contexts/${other.body.id}`)).body.name).toBe('@cochera');
    const blank = await api.put(`/users/contexts/${other.body.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect((await apiAs(t, stranger.user.token).put(`/users/contexts/${other.body.id}`, { name: '@mío' })).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents ETag, If-None-Match and 304 on JSON GETs, If-Match and 412 on the conditional writes', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { parameters: { name: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    const single = doc.paths['/api/v1/goals/{id}']!.get!;
    expect(single.parameters.map((parameter) => parameter.name)).toContain('If-None-Match');
    expect(Object.keys(single.responses['200']!.headers ?? {})).toContain('ETag');
    expect(single.responses['304']).toBeDefined();
    const list = doc.paths['/api/v1/users/my-contexts']!.get!;
    expect(list.responses['304']).toBeDefined();
    for (const [path, method] of [['/api/v1/goals/{id}', 'patch'], ['/api/v1/users/contexts/{id}', 'put'], ['/api/v1/users/update', 'put'], ['/api/v1/projects/{id}/status', 'put']] as const) {
      const operation = doc.paths[path]![method]!;
      expect({ path, ifMatch: operation.parameters.some((parameter) => parameter.name === 'If-Match'), has412: '412' in operation.responses }).toEqual({ path, ifMatch: true, has412: true });
    }
    expect(doc.paths['/api/v1/goals/add']!.post!.parameters.some((parameter) => parameter.name === 'If-Match')).toBe(false);
  });
});
