import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, addDays } from '../../domain/rules/dates';
import { createProsperaClient, type Action, type ApiScope, type ErrorEnvelope } from '../../sdk';
import { createTestApp, type TestApp } from '../support/app';
import { arrangeWheel, todayIn } from '../support/plan-state';
import { registerBody } from '../support/users';

// The TypeScript SDK (sdk/) against the real app listening on a port: what the README's example does (sign in, create
// a personal access token, list today's actions with it), typed answers, and refusals read as the error envelope.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

/** A person registered and signed in through the SDK, with a personal access token made through it too. */
async function signUpWithToken(scopes: ApiScope[]) {
  const anonymous = createProsperaClient({ baseUrl, timeZone: 'UTC' });
  // The SDK's type asks for the literal true: terms accepted (registerBody's type says boolean).
  const body = { ...registerBody(), acceptTermsAndPolicies: true as const };
  const registered = await anonymous.POST('/api/v1/users/register', { body });
  expect(registered.response.status).toBe(201);
  const login = await anonymous.POST('/api/v1/auth/login', { body: { email: body.email, password: body.password } });
  expect(login.error).toBeUndefined();
  const session = login.data!;
  const signedIn = createProsperaClient({ baseUrl, token: session.access_token, timeZone: 'UTC' });
  const created = await signedIn.POST('/api/v1/users/tokens', { body: { name: 'Mi script', scopes, expiresInDays: 30 } });
  expect(created.response.status).toBe(201);
  return { userId: session.user.id, signedIn, token: created.data! };
}

describe('the TypeScript SDK', () => {
  it('is generated from the document the server serves', async () => {
    const served = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as unknown;
    const committed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../sdk/openapi.json'), 'utf8')) as unknown;
    expect(served).toEqual(committed);
  });

  it("signs in, creates a token and, with it, adds an action due today and lists today's actions", async () => {
    const { userId, signedIn, token } = await signUpWithToken(['plan:read', 'plan:write']);
    expect(token).toMatchObject({ name: 'Mi script', scopes: ['plan:read', 'plan:write'], expired: false, lastUsedAt: null });
    expect(token.token).toMatch(/^prs_[0-9A-Za-z]{49}$/);
    const listed = await signedIn.GET('/api/v1/users/tokens');
    expect(listed.data?.tokens.map((row) => row.id)).toEqual([token.id]);

    // The assessment and the focus are set straight in the database; everything the script does goes through the SDK.
    await arrangeWheel(t, userId);
    const wheel = (await signedIn.GET('/api/v1/lifewheel/me')).data!;
    const area = wheel.lifeAreas.find((row) => row.key === 'PERSONAL_DEVELOPMENT')!;

    const script = createProsperaClient({ baseUrl, token: token.token, language: 'en' });
    const today = todayIn('UTC');
    const startDate = addDays(today, 1);
    const project = await script.POST('/api/v1/projects/from-lifewheel-area', {
      body: { lifeWheelAreaId: area.id, title: 'Leer más', description: 'Un libro al mes', expectedScore: 8, startDate, endDate: addCalendarMonths(startDate, 3) },
    });
    expect(project.response.status).toBe(201);
    const goal = await script.POST('/api/v1/goals/add', { body: { projectDetailId: project.data!.detail.id, goalType: 'DO', content: 'Leer cada noche' } });
    expect(goal.response.status).toBe(201);
    const contexts = (await script.GET('/api/v1/users/my-contexts')).data!.contexts;
    const home = contexts.find((context) => context.name === '@casa')!;
    const added = await script.POST('/api/v1/actions/add', {
      body: { goalId: goal.data!.id, contextId: home.id, title: 'Elegir el libro', dueDate: today, energy: 'LOW', timeEstimate: 15 },
    });
    expect(added.response.status).toBe(201);
    await script.POST('/api/v1/actions/add', { body: { goalId: goal.data!.id, contextId: home.id, title: 'Leer el capítulo 1', dueDate: addDays(today, 7) } });

    const now = await script.GET('/api/v1/actions/now', { params: { query: { contextId: home.id } } });
    expect(now.response.status).toBe(200);
    expect(now.data!.emptyReason).toBeNull();
    const dueToday: Action[] = now.data!.actions.filter((action) => action.daysUntilDue <= 0);
    expect(dueToday.map((action) => [action.title, action.dueDate, action.contextName, action.project.title])).toEqual([['Elegir el libro', today, '@casa', 'Leer más']]);
    expect(now.data!.actions.map((action) => action.title)).toEqual(['Elegir el libro', 'Leer el capítulo 1']);
  });

  it('reads refusals as the error envelope, in the language asked for: a missing scope, a session-only call, a revoked token', async () => {
    const { signedIn, token } = await signUpWithToken(['plan:read']);
    const script = createProsperaClient({ baseUrl, token: token.token, language: 'en' });

    const analytics = await script.GET('/api/v1/analytics/me');
    expect(analytics.response.status).toBe(403);
    expect(analytics.data).toBeUndefined();
    const refusal: ErrorEnvelope | undefined = analytics.error;
    expect(refusal).toMatchObject({ statusCode: 403, code: 'INSUFFICIENT_SCOPE', scope: 'analytics:read' });
    expect(refusal?.message).toContain('This access token lacks the analytics:read scope');

    const another = await script.POST('/api/v1/users/tokens', { body: { name: 'Otro', scopes: ['plan:read'] } });
    expect(another.response.status).toBe(403);
    expect(another.error?.code).toBe('TOKEN_NOT_ALLOWED');

    const revoked = await signedIn.DELETE('/api/v1/users/tokens/{id}', { params: { path: { id: token.id } } });
    expect(revoked.data?.success).toBe(true);
    const refused = await script.GET('/api/v1/actions/now');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
    const spanish = await createProsperaClient({ baseUrl, token: token.token }).GET('/api/v1/actions/now');
    expect(spanish.error?.message).toBe('Autenticación requerida');
  });
});
