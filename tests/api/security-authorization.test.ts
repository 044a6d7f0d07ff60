import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { assertNoLeak, createFullUser, dumpUserRows, publicIds, secretsOf, type FullUser, type PublicIds } from '../support/security-fixture';
import {
  callRest,
  callTrpc,
  documentedOperations,
  isOwnedKind,
  missingIds,
  resolverOf,
  sampleRequest,
  trpcError,
  trpcInput,
  type ApiOperation,
  type IdKind,
} from '../support/security-openapi';

// The authorization matrix, generated from GET /api/openapi.json: every operation as anonymous, as another user
// holding the owner's ids, and as the owner. A route added to the API is in the matrix the moment it is documented.

const t = await createTestApp();
const operations = await documentedOperations(t.app);
afterAll(async () => t.close());

const secured = operations.filter((op) => op.secured);
// Logging out ends the caller's access tokens, so the caller's calls put it after every other one.
const endsSession = (op: ApiOperation) => op.name === 'POST /api/v1/auth/logout';
const byMethod = (op: ApiOperation) => (endsSession(op) ? 5 : ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(op.method));

let owner: FullUser;
let other: FullUser;
let shared: PublicIds;
let ownerSecrets: string[];
let ownerRows: Record<string, unknown[]>;
let overrides: Record<string, unknown>;

beforeAll(async () => {
  shared = await publicIds(t);
  owner = await createFullUser(t, { registered: true });
  other = await createFullUser(t, { registered: true });
  ownerSecrets = await secretsOf(t, owner);
  ownerRows = await dumpUserRows(t, owner.id);
  const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { id: string; basePrice: number }[] };
  overrides = { amountPaid: plans.plans.find((plan) => plan.id === shared.planId)?.basePrice };
});

async function expectOwnerUnchanged(): Promise<void> {
  expect(await dumpUserRows(t, owner.id)).toEqual(ownerRows);
}

it('documents every operation, and only the reviewed ones answer without a token', () => {
  expect(operations.length).toBeGreaterThanOrEqual(40);
  expect(operations.filter((op) => !op.secured).map((op) => op.name).sort()).toEqual([
    'GET /api/v1/auth/oauth/{provider}/callback',
    'GET /api/v1/auth/oauth/{provider}/start',
    'GET /api/v1/auth/providers',
    'GET /api/v1/calendar/{token}.ics',
    'GET /api/v1/documents/{type}/{lang}',
    'GET /api/v1/health',
    'GET /api/v1/health/live',
    'GET /api/v1/health/ready',
    'GET /api/v1/subscription/all',
    'POST /api/v1/auth/forgot-password',
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/oauth/complete',
    'POST /api/v1/auth/oauth/exchange',
    'POST /api/v1/auth/oauth/link',
    'POST /api/v1/auth/oauth/verify-email',
    'POST /api/v1/auth/refresh',
    'POST /api/v1/auth/reset-password',
    'POST /api/v1/notifications/resubscribe',
    'POST /api/v1/notifications/unsubscribe',
    'POST /api/v1/notifications/unsubscribe/{token}',
    'POST /api/v1/users/register',
  ]);
  // Every secured call is an operation (REST and tRPC) but the two file downloads, which are REST only.
  expect(secured.filter((op) => op.trpcPath === null).map((op) => op.name).sort()).toEqual(['GET /api/v1/reports/progress/{lang}', 'GET /api/v1/users/export/actions.csv']);
  expect(secured.every((op) => op.statuses.includes(401))).toBe(true);
});

describe('anonymous', () => {
  it.each(secured.map((op) => [op.name, op] as const))('%s: 401 UNAUTHENTICATED over REST and tRPC, with or without a valid body', async (_name, op) => {
    const request = sampleRequest(op, resolverOf(owner.owned, shared), overrides);
    const envelope = { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Autenticación requerida' };
    for (const token of [undefined, 'not-a-jwt', `${owner.token}x`]) {
      const rest = await callRest(t.app, op, request, token);
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual(envelope);
    }
    const empty = await callRest(t.app, op, { ...request, body: request.body ? {} : null });
    expect(empty.status).toBe(401);
    if (op.trpcPath) {
      const trpc = await callTrpc(t.app, op, trpcInput(request));
      expect(trpc.status).toBe(401);
      expect(trpcError(trpc)).toEqual({ message: envelope.message, appCode: 'UNAUTHENTICATED', httpStatus: 401 });
    }
    await expectOwnerUnchanged();
  });
});

describe("another user holding the owner's ids", () => {
  const logoutLast = [...secured].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  it.each(logoutLast.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const withOwnerIds = sampleRequest(op, resolverOf(other.owned, shared, owner.owned), overrides);
    const owned = [...withOwnerIds.kinds].filter(isOwnedKind);
    const otherRows = await dumpUserRows(t, other.id);
    const rest = await callRest(t.app, op, withOwnerIds, other.token);
    assertNoLeak(op.name, rest.text, ownerSecrets);
    expect(rest.status).toBeLessThan(500);
    if (owned.length === 0) {
      // Nothing of the owner's is named: the call is about the caller's own data and must not reach the owner's.
      await expectOwnerUnchanged();
      return;
    }
    const missing = await callRest(t.app, op, sampleRequest(op, resolverOf(other.owned, shared, missingIds()), overrides), other.token);
    expect(missing.status).toBe(404);
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 404, body: missing.body });

    const trpc = await callTrpc(t.app, op, trpcInput(withOwnerIds), other.token);
    assertNoLeak(op.name, trpc.text, ownerSecrets);
    expect(trpc.status).toBe(404);
    expect(trpcError(trpc)).toEqual({ message: (missing.body as { message: string }).message, appCode: (missing.body as { code: string }).code, httpStatus: 404 });

    // Each owned id on its own, the rest being the caller's own valid ids: no mix of ids reaches the owner's rows.
    if (owned.length > 1) {
      for (const kind of owned) {
        const one = { [kind]: owner.owned[kind as keyof FullUser['owned']] } as Partial<Record<IdKind, string>>;
        const single = await callRest(t.app, op, sampleRequest(op, resolverOf(other.owned, shared, one), overrides), other.token);
        assertNoLeak(op.name, single.text, ownerSecrets);
        expect({ kind, status: single.status, body: single.body }).toEqual({ kind, status: 404, body: missing.body });
      }
    }
    await expectOwnerUnchanged();
    expect(await dumpUserRows(t, other.id)).toEqual(otherRows);
  });
});

describe('the owner', () => {
  // Reads first, deletes last, so each control call still finds the rows the fixture made.
  const ordered = [...secured].sort((a, b) => byMethod(a) - byMethod(b));
  it.each(ordered.map((op) => [op.name, op] as const))('%s: the same request is not refused as a missing or foreign id', async (_name, op) => {
    const request = sampleRequest(op, resolverOf(owner.owned, shared), overrides);
    const response = await callRest(t.app, op, request, owner.token);
    expect(response.status).toBeLessThan(500);
    expect([400, 401, 404]).not.toContain(response.status);
    expect(op.statuses).toContain(response.status);
  });
});
