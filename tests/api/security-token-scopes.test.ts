import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, grantedScopes, missingScopes, type ApiScope } from '../../domain/schemas/api-tokens';
import { newApiToken } from '../../server/infra/tokens';
import { createTestApp } from '../support/app';
import { createFullUser, dumpUserRows, publicIds, type FullUser, type PublicIds } from '../support/security-fixture';
import { callRest, documentedOperations, resolverOf, sampleRequest, type ApiOperation } from '../support/security-openapi';

// The authorization matrix of personal access tokens (issue 39), generated from GET /api/openapi.json, whose
// x-token-scopes come from the operation table: every secured operation, called over REST with a token of each scope
// alone, of none and of all. A token the operation does not allow gets 403 and changes nothing; one it allows gets
// through, and its answer names no record of an area the token cannot read.

const t = await createTestApp();
const operations = await documentedOperations(t.app);
afterAll(async () => t.close());

const secured = operations.filter((op) => op.secured);
const SCOPE_SETS: { label: string; scopes: ApiScope[] }[] = [
  { label: 'no scope', scopes: [] },
  ...API_SCOPES.map((scope) => ({ label: scope, scopes: [scope] })),
  { label: 'every scope', scopes: [...API_SCOPES] },
];

/** The area a scope reads, for the areas whose records carry text or ids the fixture can recognise. */
type ReadArea = 'plan:read' | 'weekly:read' | 'profile:read';

let owner: FullUser;
let shared: PublicIds;
let overrides: Record<string, unknown>;
const tokens = new Map<string, string>();
let markers: Record<ReadArea, string[]>;

beforeAll(async () => {
  shared = await publicIds(t);
  owner = await createFullUser(t, { registered: true });
  const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { id: string; basePrice: number }[] };
  overrides = { amountPaid: plans.plans.find((plan) => plan.id === shared.planId)?.basePrice };
  // Straight into the table: the API refuses a token without scopes, and the matrix wants that case too.
  for (const { label, scopes } of SCOPE_SETS) {
    const { token, tokenHash } = newApiToken();
    await t.app.deps.db.personalAccessToken.create({
      data: { userId: owner.id, name: label, scopes, tokenHash, createdAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    tokens.set(label, token);
  }
  const phone = (await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId: owner.id }, select: { phone: true } })).phone;
  const { projectId, projectDetailId, goalId, actionId, seriesId, contextId, reviewId } = owner.owned;
  markers = {
    // The fixture's own records (tests/support/security-fixture.ts): titles and texts, and their ids.
    'plan:read': ['Correr 5 km', 'Ser constante', 'Comprar zapatillas', 'Primer entrenamiento', 'Estirar', projectId, projectDetailId, goalId, actionId, seriesId, contextId],
    'weekly:read': ['Constancia', reviewId],
    'profile:read': [owner.email, phone],
  };
});

// Reads first, deletes last, the calls that end a session after every other one (as the session matrix orders them).
const rank = (op: ApiOperation) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(op.method) + (op.name === 'POST /api/v1/auth/logout' ? 5 : 0);
const ordered = [...secured].sort((a, b) => rank(a) - rank(b));

it('every secured operation declares what a personal access token needs', () => {
  expect(secured.length).toBeGreaterThanOrEqual(60);
  for (const op of secured) expect({ op: op.name, scopes: op.tokenScopes }).not.toEqual({ op: op.name, scopes: null });
  // What only a session may do (issue 39): tokens, the password and e-mail, sign-in methods, the account, payments,
  // the notification settings and the push devices (issue 40), and every companions call (issue 41: no token reaches
  // another person's shared data).
  expect(secured.filter((op) => op.tokenScopes === 'session').map((op) => op.name).sort()).toEqual([
    'DELETE /api/v1/supporting/{id}',
    'DELETE /api/v1/users/calendar-feed',
    'DELETE /api/v1/users/companions/{id}',
    'DELETE /api/v1/users/me',
    'DELETE /api/v1/users/me/sign-in-methods/{id}',
    'DELETE /api/v1/users/notifications/devices/{id}',
    'DELETE /api/v1/users/tokens/{id}',
    'GET /api/v1/auth/session',
    'GET /api/v1/supporting',
    'GET /api/v1/supporting/{id}',
    'GET /api/v1/users/companions',
    'GET /api/v1/users/me/deletion-summary',
    'GET /api/v1/users/me/sign-in-methods',
    'GET /api/v1/users/tokens',
    'PATCH /api/v1/users/companions/{id}',
    'POST /api/v1/auth/logout',
    'POST /api/v1/subscription/cancel',
    'POST /api/v1/supporting/accept',
    'POST /api/v1/users/add-subscription',
    'POST /api/v1/users/calendar-feed',
    'POST /api/v1/users/companions',
    'POST /api/v1/users/me/deletion-request',
    'POST /api/v1/users/notifications/devices',
    'POST /api/v1/users/tokens',
    'PUT /api/v1/supporting/{id}/notes',
    'PUT /api/v1/users/notifications',
    'PUT /api/v1/users/update',
    'PUT /api/v1/users/update-subscription',
  ]);
});

describe('each operation with a token of each scope set', () => {
  it.each(ordered.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const request = sampleRequest(op, resolverOf(owner.owned, shared), overrides);
    const needs = op.tokenScopes ?? 'session';
    const allows = (scopes: ApiScope[]) => needs !== 'session' && missingScopes(needs as ApiScope[], scopes).length === 0;
    const before = await dumpUserRows(t, owner.id);
    for (const { label, scopes } of SCOPE_SETS.filter((set) => !allows(set.scopes))) {
      const response = await callRest(t.app, op, request, tokens.get(label));
      expect({ label, status: response.status }).toEqual({ label, status: 403 });
      if (needs === 'session') {
        expect(response.body).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });
      } else {
        const missing = missingScopes(needs as ApiScope[], scopes).join(' ');
        expect(response.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: missing });
        expect((response.body as { message: string }).message).toContain(missing);
        expect(response.headers['www-authenticate']).toBe(`Bearer error="insufficient_scope", scope="${needs.join(' ')}"`);
      }
    }
    expect(await dumpUserRows(t, owner.id)).toEqual(before);
    for (const { label, scopes } of SCOPE_SETS.filter((set) => allows(set.scopes))) {
      const response = await callRest(t.app, op, request, tokens.get(label));
      expect({ label, status: response.status }).not.toEqual({ label, status: expect.toSatisfy((status: number) => [401, 403].includes(status) || status >= 500) });
      const readable = grantedScopes(scopes);
      for (const [area, texts] of Object.entries(markers) as [ReadArea, string[]][]) {
        if (readable.has(area)) continue;
        const leaked = texts.find((text) => response.text.includes(text));
        expect({ label, area, leaked }).toEqual({ label, area, leaked: undefined });
      }
    }
  });
});
