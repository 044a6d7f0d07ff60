import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import {
  assertNoLeak,
  createFullUser,
  dumpUserRows,
  publicIds,
  referenceIds,
  secretsOf,
  shapeOf,
  type FullUser,
  type PublicIds,
} from '../support/security-fixture';
import { callRest, callTrpc, documentedOperations, resolverOf, sampleRequest, trpcInput, type ApiOperation, type JsonSchema } from '../support/security-openapi';
import { registerBody } from '../support/users';

// Mass assignment: every operation called twice on two users made the same way, once as documented and once
// with fields it does not take (another user's ids, scores, flags, statuses, dates, hashes). The two users'
// rows must stay alike, the extra fields must change nothing, and no answer may carry a hash or another user's data.

const t = await createTestApp();
const operations = await documentedOperations(t.app);
afterAll(async () => t.close());

const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Reads first and deletes last, so every call still finds the rows the fixture made.
const secured = operations.filter((op) => op.secured).sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

const LONG_AGO = '2000-01-01T00:00:00.000Z';
const FAR_AHEAD = '2100-01-01T00:00:00.000Z';

let control: FullUser;
let attacked: FullUser;
let victim: FullUser;
let shared: PublicIds;
let reference: Set<string>;
let victimRows: Record<string, unknown[]>;
let victimSecrets: string[];
let amountPaid: number;
let euroId: string;

beforeAll(async () => {
  shared = await publicIds(t);
  reference = await referenceIds(t);
  [control, attacked, victim] = [await createFullUser(t), await createFullUser(t), await createFullUser(t, { registered: true })];
  victimRows = await dumpUserRows(t, victim.id);
  victimSecrets = await secretsOf(t, victim);
  const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { id: string; basePrice: number }[] };
  amountPaid = plans.plans.find((plan) => plan.id === shared.planId)!.basePrice;
  euroId = (await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'EUR' } })).id;
});

/** Fields no write body takes (or takes only to ignore), aimed at someone else's rows and at server-owned state. */
function extraFields(): Record<string, unknown> {
  return {
    id: randomUUID(),
    userId: victim.id,
    lifeWheelId: randomUUID(),
    ...victim.owned,
    score: 10,
    isArchived: true,
    isBlocked: false,
    isFocus: true,
    isAnswered: true,
    answeredSet: true,
    completed: true,
    completedAt: LONG_AGO,
    status: 'COMPLETED',
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
    assessedAt: LONG_AGO,
    focusSelectedAt: LONG_AGO,
    email: 'hijack@example.com',
    passwordHash: '$argon2id$forged',
    currencyId: euroId,
    renewalDate: FAR_AHEAD,
    autoRenew: false,
    cancelledAt: LONG_AGO,
    paymentMethod: 'free',
    basePriceCents: 0,
    amountCents: 0,
    baseCapitalCents: 99_999_999,
    role: 'admin',
    isAdmin: true,
  };
}

/**
 * The value with extra fields in every object the schema describes, except the fields it really takes. A body
 * 'id' beside a path {id} stays: the path must win.
 */
function withExtras(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withExtras(item, schema?.items));
  if (!value || typeof value !== 'object') return value;
  const properties = schema?.properties ?? {};
  // Fields declared without a type are documented as accepted and ignored: they get the hostile value too.
  const real = (key: string) => Boolean(properties[key]?.type);
  const extras = Object.fromEntries(Object.entries(extraFields()).filter(([key]) => !real(key)));
  const own = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withExtras(inner, properties[key])]));
  return { ...extras, ...own };
}

async function personal(user: FullUser): Promise<string[]> {
  const profile = await t.app.deps.db.profile.findUniqueOrThrow({ where: { userId: user.id }, select: { phone: true } });
  return [user.email, profile.phone];
}

async function shapeOfUser(user: FullUser): Promise<Record<string, unknown[]>> {
  return shapeOf(await dumpUserRows(t, user.id), reference, await personal(user));
}

/** A response with what differs between two alike users erased: their ids, instants, email, phone and calendar secret. */
function responseShape(body: unknown, mine: readonly string[]): unknown {
  const labels = new Map<string, string>();
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (mine.includes(value)) return 'personal';
    if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return 'instant';
    if (/\/calendar\/[\w-]{43}\.ics$/.test(value)) return value.replace(/[\w-]{43}\.ics$/, 'secret.ics');
    // A personal access token's secret, shown once, is random in each answer.
    if (/^prs_[0-9A-Za-z]+$/.test(value)) return 'prs_secret';
    // A sampled address (an invited companion's) is random in each request.
    if (/^sample-[0-9a-f]{8}@example\.com$/.test(value)) return 'sample-email';
    // So is a webhook's signing secret.
    if (/^whsec_[0-9A-Za-z+/=]+$/.test(value)) return 'whsec_secret';
    // And a browser's push endpoint (security-openapi.ts samplePushEndpoint).
    if (/^http:\/\/127\.0\.0\.1:9\/push\/[0-9a-f]+$/.test(value)) return 'push-endpoint';
    // Ids, whole or inside a text (a payment's reference), get labels in order of appearance.
    return value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => {
      if (reference.has(id)) return id;
      if (!labels.has(id)) labels.set(id, `id-${labels.size + 1}`);
      return labels.get(id)!;
    });
  }) as unknown;
}

async function requestsFor(op: ApiOperation, user: FullUser) {
  const [, phone] = await personal(user);
  return sampleRequest(op, resolverOf(user.owned, shared), { amountPaid, phone });
}

describe('extra fields in every request change nothing they name', () => {
  it.each(secured.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const plain = await requestsFor(op, control);
    const hostile = await requestsFor(op, attacked);
    if (op.body) hostile.body = withExtras(hostile.body, op.body) as Record<string, unknown>;
    else hostile.query = { ...hostile.query, ...Object.fromEntries(Object.entries(extraFields()).filter(([key]) => !(key in hostile.query)).map(([key, value]) => [key, String(value)])) };

    const expected = await callRest(t.app, op, plain, control.token);
    const answered = await callRest(t.app, op, hostile, attacked.token);
    assertNoLeak(op.name, answered.text, victimSecrets);
    expect(answered.status).toBe(expected.status);
    expect(responseShape(answered.body, await personal(attacked))).toEqual(responseShape(expected.body, await personal(control)));
    expect(await shapeOfUser(attacked)).toEqual(await shapeOfUser(control));
    expect(await dumpUserRows(t, victim.id)).toEqual(victimRows);
  });

  it('over tRPC too: extra fields in a mutation reach nothing', async () => {
    const addGoal = operations.find((op) => op.trpcPath === 'goals.add')!;
    const toggle = operations.find((op) => op.trpcPath === 'actions.toggle')!;
    for (const op of [addGoal, toggle]) {
      const plain = await requestsFor(op, control);
      const hostile = await requestsFor(op, attacked);
      const expected = await callTrpc(t.app, op, trpcInput(plain), control.token);
      const answered = await callTrpc(t.app, op, withExtras(trpcInput(hostile), op.body ?? undefined), attacked.token);
      assertNoLeak(op.name, answered.text, victimSecrets);
      expect(answered.status).toBe(expected.status);
    }
    expect(await shapeOfUser(attacked)).toEqual(await shapeOfUser(control));
    expect(await dumpUserRows(t, victim.id)).toEqual(victimRows);
  });
});

describe('accounts', () => {
  it('registration ignores ids, hashes, currency, dates and nested rows sent with it', async () => {
    const body = registerBody();
    const forgedId = randomUUID();
    const response = await t.http.post('/api/v1/users/register').send({
      ...body,
      id: forgedId,
      userId: victim.id,
      passwordHash: '$argon2id$forged',
      currencyId: euroId,
      createdAt: LONG_AGO,
      termsAcceptedAt: LONG_AGO,
      isAdmin: true,
      role: 'admin',
      profile: { create: { firstName: 'Otra' } },
      lifeWheel: { create: { isAnswered: true } },
      subscription: { create: { planId: shared.planId } },
    });
    expect(response.status).toBe(201);
    assertNoLeak('register', response.text, victimSecrets);
    expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'email', 'id', 'profile']);
    const user = await t.app.deps.db.user.findUniqueOrThrow({
      where: { email: body.email },
      select: { id: true, passwordHash: true, createdAt: true, currency: { select: { code: true } }, subscription: true, profile: { select: { firstName: true } }, lifeWheel: { select: { isAnswered: true } } },
    });
    expect(user.id).not.toBe(forgedId);
    expect(user.currency.code).toBe('USD');
    expect(await verify(user.passwordHash ?? '', body.password)).toBe(true);
    expect(Date.now() - user.createdAt.getTime()).toBeLessThan(60 * 60 * 1000);
    expect(user.subscription).toBeNull();
    expect(user.profile?.firstName).toBe(body.firstName);
    expect(user.lifeWheel?.isAnswered).toBe(false);
    expect(await dumpUserRows(t, victim.id)).toEqual(victimRows);
  });

  it('login with extra fields signs in the account of the email, and answers no hash', async () => {
    const body = registerBody();
    expect((await t.http.post('/api/v1/users/register').send(body)).status).toBe(201);
    const response = await t.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password, id: victim.id, userId: victim.id, sub: victim.id });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(body.email);
    assertNoLeak('login', response.text, victimSecrets);
    const claims = t.app.deps.tokens.checkAccessToken(response.body.access_token);
    expect(claims.id).toBe(response.body.user.id);
  });
});
