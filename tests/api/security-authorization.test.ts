import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStarts } from '../../domain/rules/weekly';
import { createTestApp } from '../support/app';
import { createUserDirect, type TestUser } from '../support/users';
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
// holding the owner's ids, as the owner, and as the owner's companion with each sharing choice and once the share has
// ended (issue 41). A route added to the API is in the matrix the moment it is documented.

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
    const accepts = op.name === 'POST /api/v1/supporting/accept' ? { token: owner.invitationToken } : {};
    const request = sampleRequest(op, resolverOf(owner.owned, shared), { ...overrides, ...accepts });
    const response = await callRest(t.app, op, request, owner.token);
    expect(response.status).toBeLessThan(500);
    expect([400, 401, 404]).not.toContain(response.status);
    expect(op.statuses).toContain(response.status);
  });
});

/** The sharing choices a companion may hold, one role of the matrix each (budgets with plan, review text with weekly). */
const CHOICES = {
  wheel: { wheel: true },
  cycles: { cycles: true },
  plan: { plan: true },
  budgets: { plan: true, budgets: true },
  weekly: { weekly: true },
  reviewText: { weekly: true, reviewText: true },
} as const;
const PARTS = ['wheel', 'cycles', 'plan', 'weekly'] as const;

/** A companion of the owner with these choices, accepted (or ended): their user and the share's id. */
async function companionOf(choices: Record<string, boolean>, status: 'ACTIVE' | 'ENDED') {
  const companion = await createUserDirect(t);
  const now = new Date();
  const share = await t.app.deps.db.share.create({
    data: { ownerId: owner.id, companionEmail: companion.email, companionId: companion.id, role: 'COACH', ...choices, status, mailLang: 'es', acceptedAt: now, createdAt: now, updatedAt: now },
    select: { id: true },
  });
  return { companion, shareId: share.id };
}

// Every operation that names an id of the owner's, as a companion holding the owner's ids: the share grants no call
// but the companion ones, which answer the chosen parts and write nothing but the note.
const ownersIds = secured.filter((op) => [...sampleRequest(op, () => 'x').kinds].some(isOwnedKind) && !op.path.startsWith('/api/v1/supporting/'));

describe.each(Object.entries(CHOICES))("the owner's companion with the %s choice", (choice, choices) => {
  let companion: TestUser;
  let shareId: string;
  beforeAll(async () => {
    ({ companion, shareId } = await companionOf(choices, 'ACTIVE'));
    // The owner's own calls above changed their rows: this role's calls must leave them as they are now.
    ownerRows = await dumpUserRows(t, owner.id);
  });

  it('reads exactly the chosen part, with no budget, review text, e-mail, phone or address unless chosen', async () => {
    const view = await t.http.get(`/api/v1/supporting/${shareId}`).set('authorization', `Bearer ${companion.token}`);
    expect(view.status).toBe(200);
    const body = view.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['person', ...PARTS.filter((part) => part in choices)].sort());
    const text = JSON.stringify(body);
    // The owner's address is the sample text by now (PUT /users/me above), as their first name is: no key may carry it.
    assertNoLeak(choice, text, (await secretsOf(t, owner)).filter((secret) => !Object.values(owner.owned).includes(secret)));
    for (const key of ['"email"', '"phone"', '"address"', '"lastName"']) expect(text).not.toContain(key);
    expect(text.includes('"budget"')).toBe(choice === 'budgets');
    expect(text.includes('"wins"')).toBe(choice === 'reviewText');
    const note = await t.http
      .put(`/api/v1/supporting/${shareId}/notes`)
      .set('authorization', `Bearer ${companion.token}`)
      .send({ weekStart: weekStarts(new Date(), 'UTC', 0)[0], text: 'Ánimo' });
    expect(note.status).toBe(200);
  });

  it.each(ownersIds.map((op) => [op.name, op] as const))("%s with the owner's ids: 404, nothing of the owner's changes", async (_name, op) => {
    const request = sampleRequest(op, resolverOf(owner.owned, shared), overrides);
    const response = await callRest(t.app, op, request, companion.token);
    assertNoLeak(op.name, response.text, ownerSecrets);
    expect(response.status).toBe(404);
    await expectOwnerUnchanged();
  });
});

describe("the owner's former companion", () => {
  it.each(secured.filter((op) => op.path.startsWith('/api/v1/supporting/{id}')).map((op) => [op.name, op] as const))('%s: 404 once the share ended', async (_name, op) => {
    const { companion, shareId } = await companionOf(CHOICES.reviewText, 'ENDED');
    const request = sampleRequest(op, resolverOf(owner.owned, shared, { supportedShareId: shareId }), overrides);
    const response = await callRest(t.app, op, request, companion.token);
    expect(response.status).toBe(404);
    assertNoLeak(op.name, response.text, ownerSecrets);
  });
});
