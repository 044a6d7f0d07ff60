import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDate, zonedStartOfDay } from '../../domain/rules/dates';
import type { MySubscription, Plan, SubscriptionResult } from '../../domain/schemas/subscriptions';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, type TestUser } from '../support/users';

let t: TestApp;
let plans: Record<Plan['name'], Plan>;
let usdId: string;
let eurId: string;

beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.http.get('/api/v1/subscription/all')).body as { plans: Plan[] };
  plans = Object.fromEntries(list.plans.map((plan) => [plan.name, plan])) as Record<Plan['name'], Plan>;
  const db = t.app.deps.db;
  usdId = (await db.currency.findUniqueOrThrow({ where: { code: 'USD' } })).id;
  eurId = (await db.currency.findUniqueOrThrow({ where: { code: 'EUR' } })).id;
});
afterAll(async () => t.close());

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const purchase = (name: Plan['name']) => ({ planId: plans[name].id, currencyId: plans[name].currencyId, amountPaid: plans[name].basePrice });

function add(user: TestUser, body: unknown, headers: Record<string, string> = {}) {
  return t.http.post('/api/v1/users/add-subscription').set({ ...bearer(user), ...headers }).send(body as object);
}
function update(user: TestUser, body: unknown) {
  return t.http.put('/api/v1/users/update-subscription').set(bearer(user)).send(body as object);
}
function cancel(user: TestUser) {
  return t.http.post('/api/v1/subscription/cancel').set(bearer(user)).send({});
}
function mine(user: TestUser, headers: Record<string, string> = {}) {
  return t.http.get('/api/v1/users/my-subscription').set({ ...bearer(user), ...headers });
}

async function subscribed(name: Plan['name']): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await createUserDirect(t);
  const response = await add(user, purchase(name));
  expect(response.status).toBe(201);
  return { user, subscriptionId: (response.body as SubscriptionResult).subscription.id };
}

function paymentsOf(userId: string) {
  return t.app.deps.db.subscriptionPayment.findMany({ where: { subscription: { userId } }, orderBy: { paidAt: 'asc' } });
}
function rowOf(userId: string) {
  return t.app.deps.db.userSubscription.findUnique({ where: { userId } });
}

/** The same calendar day `months` later, clamped to the month's end: the expectation, computed another way. */
function monthsLater(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  for (let candidate = day; candidate >= 28; candidate -= 1) {
    const attempt = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), candidate));
    if (attempt.getUTCMonth() === target.getUTCMonth()) return attempt.toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day)).toISOString().slice(0, 10);
}

describe('GET /subscription/all', () => {
  it('prices every plan in USD and names the currency id that subscribing takes', () => {
    for (const plan of Object.values(plans)) expect(plan).toMatchObject({ currencyId: usdId, currencyCode: 'USD' });
  });
});

describe('GET /users/my-subscription', () => {
  it('answers { subscription: null } and the BASICO plan for a user who never subscribed, on REST and tRPC', async () => {
    const user = await createUserDirect(t);
    const rest = await mine(user);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ subscription: null, currentPlan: plans.BASICO });
    const trpc = await t.trpc('subscription.mine', undefined, { token: user.token, query: true });
    expect(trpc.data).toEqual(rest.body);
  });

  it('needs a signed-in user: 401 on both transports', async () => {
    const rest = await t.http.get('/api/v1/users/my-subscription');
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    const trpc = await t.trpc('subscription.mine', undefined, { query: true });
    expect(trpc.error?.data.appCode).toBe('UNAUTHENTICATED');
  });

  it('shows an expired subscription as inactive, with BASICO in force', async () => {
    const { user } = await subscribed('QUARTERLY');
    await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: new Date(Date.now() - 60_000) } });
    const body = (await mine(user)).body as MySubscription;
    expect(body.subscription).toMatchObject({ active: false, status: 'inactive', daysRemaining: 0, nextRenewal: null, autoRenew: true });
    expect(body.subscription?.plan.name).toBe('QUARTERLY');
    expect(body.currentPlan).toEqual(plans.BASICO);
    expect(body.currentPlan.features.analytics).toBe(false);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])('counts days remaining in calendar days of the user (%s)', async (zone) => {
    const { user } = await subscribed('MONTHLY');
    const today = localDate(new Date(), zone);
    // Half an hour into the local day three days from now: three days left, whatever the hour now.
    const renewal = new Date(zonedStartOfDay(addDays(today, 3), zone).getTime() + 30 * 60_000);
    await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: renewal } });
    const body = (await mine(user, { 'x-time-zone': zone })).body as MySubscription;
    expect(body.subscription?.daysRemaining).toBe(3);
  });

  it('counts the renewal day itself while the plan is in force', async () => {
    const { user } = await subscribed('MONTHLY');
    await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: new Date(Date.now() + 60_000) } });
    const body = (await mine(user)).body as MySubscription;
    expect(body.subscription).toMatchObject({ active: true, daysRemaining: 1 });
  });
});

describe('POST /users/add-subscription', () => {
  it('subscribes: 201, a period of the plan from now, the payment recorded as manual', async () => {
    const user = await createUserDirect(t);
    const zone = 'America/Mexico_City';
    const before = Date.now();
    const response = await add(user, purchase('MONTHLY'), { 'x-time-zone': zone });
    expect(response.status).toBe(201);
    const { subscription, currentPlan } = response.body as SubscriptionResult;
    expect(subscription).toMatchObject({
      plan: plans.MONTHLY,
      active: true,
      status: 'active',
      autoRenew: true,
      cancelledAt: null,
      billingCycle: 1,
      monthlyRate: 9.99,
      savings: 0,
      totalPaid: 9.99,
      currencyCode: 'USD',
      paymentMethod: 'manual',
    });
    expect(currentPlan).toEqual(plans.MONTHLY);
    const start = new Date(subscription.startDate);
    const renewal = new Date(subscription.renewalDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription.nextRenewal).toBe(subscription.renewalDate);
    // Renews on the same local date a month later, at the same local time (Mexico City has no DST).
    expect(localDate(renewal, zone)).toBe(monthsLater(localDate(start, zone), 1));
    expect((renewal.getTime() - start.getTime()) % 86_400_000).toBe(0);
    const expectedDays = Math.round((renewal.getTime() - start.getTime()) / 86_400_000);
    expect(subscription.daysRemaining).toBe(expectedDays);

    const row = await rowOf(user.id);
    expect(row).toMatchObject({ id: subscription.id, planId: plans.MONTHLY.id, currencyId: usdId, paymentMethod: 'manual', autoRenew: true, cancelledAt: null });
    const payments = await paymentsOf(user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 999, currencyId: usdId, method: 'manual' });
    expect(payments[0]?.reference).toMatch(/^manual-[0-9a-f-]{36}$/);
  });

  it('an annual plan renews twelve months later', async () => {
    const user = await createUserDirect(t);
    const response = await add(user, purchase('ANNUAL'));
    const { subscription } = response.body as SubscriptionResult;
    expect(subscription).toMatchObject({ billingCycle: 12, monthlyRate: 6.99, savings: 35.96, totalPaid: 83.92 });
    expect(localDate(new Date(subscription.renewalDate), 'UTC')).toBe(monthsLater(localDate(new Date(subscription.startDate), 'UTC'), 12));
  });

  describe('at a fixed moment', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    // Only Date is faked: timers and I/O run as usual.
    const at = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };

    it.each([
      ['2025-01-31T12:00:00.000Z', 'UTC', 'MONTHLY', '2025-02-28T12:00:00.000Z', 28],
      ['2028-01-31T12:00:00.000Z', 'UTC', 'MONTHLY', '2028-02-29T12:00:00.000Z', 29],
      ['2025-08-31T12:00:00.000Z', 'UTC', 'SEMESTER', '2026-02-28T12:00:00.000Z', 181],
      // 03:00 UTC on 1 March is 21:00 on 28 February in Mexico City: the period ends on 28 March there.
      ['2025-03-01T03:00:00.000Z', 'America/Mexico_City', 'MONTHLY', '2025-03-29T03:00:00.000Z', 28],
    ] as const)('bought at %s (%s), %s renews at %s, %i days ahead', async (now, zone, name, renewal, days) => {
      at(now);
      const user = await createUserDirect(t);
      const response = await add(user, purchase(name), { 'x-time-zone': zone });
      expect(response.status).toBe(201);
      expect((response.body as SubscriptionResult).subscription).toMatchObject({ startDate: now, renewalDate: renewal, daysRemaining: days });
    });
  });

  it('works over tRPC with the same answer shape', async () => {
    const user = await createUserDirect(t);
    const result = await t.trpc('subscription.add', purchase('SEMESTER'), { token: user.token });
    expect(result.status).toBe(200);
    const data = result.data as SubscriptionResult;
    expect(data.subscription).toMatchObject({ plan: plans.SEMESTER, totalPaid: 47.95, status: 'active' });
    const rest = (await mine(user)).body as MySubscription;
    expect(rest).toEqual(data);
  });

  it('subscribing twice answers 409 SUBSCRIPTION_EXISTS and charges nothing more, on both transports', async () => {
    const { user } = await subscribed('MONTHLY');
    const again = await add(user, purchase('ANNUAL'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'SUBSCRIPTION_EXISTS' });
    const trpc = await t.trpc('subscription.add', purchase('ANNUAL'), { token: user.token });
    expect(trpc.status).toBe(409);
    expect(trpc.error?.data.appCode).toBe('SUBSCRIPTION_EXISTS');
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await rowOf(user.id))?.planId).toBe(plans.MONTHLY.id);
  });

  it('a cancelled or expired subscription still exists: 409, change plan instead', async () => {
    const { user } = await subscribed('MONTHLY');
    await cancel(user);
    await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: new Date(Date.now() - 1000) } });
    const again = await add(user, purchase('MONTHLY'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SUBSCRIPTION_EXISTS');
  });

  it('two subscribe calls at once: one subscription, one payment, the other 409', async () => {
    const user = await createUserDirect(t);
    const responses = await Promise.all([add(user, purchase('MONTHLY')), add(user, purchase('QUARTERLY'))]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('amountPaid must equal the basePrice: 422 AMOUNT_MISMATCH, nothing recorded, on both transports', async () => {
    const user = await createUserDirect(t);
    for (const amountPaid of [9.98, 10, 0, 26.97]) {
      const response = await add(user, { ...purchase('MONTHLY'), amountPaid });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('AMOUNT_MISMATCH');
    }
    const en = await add(user, { ...purchase('QUARTERLY'), amountPaid: 9.99 }, { 'accept-language': 'en' });
    expect(en.body.message).toBe('The amount paid (9.99) does not match the price of the QUARTERLY plan (26.97 USD)');
    const trpc = await t.trpc('subscription.add', { ...purchase('MONTHLY'), amountPaid: 1 }, { token: user.token });
    expect(trpc.status).toBe(422);
    expect(trpc.error?.data.appCode).toBe('AMOUNT_MISMATCH');
    expect(await rowOf(user.id)).toBeNull();
  });

  it('BASICO cannot be bought: 422 PLAN_NOT_PURCHASABLE', async () => {
    const user = await createUserDirect(t);
    const response = await add(user, { planId: plans.BASICO.id, currencyId: usdId, amountPaid: 0 });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('PLAN_NOT_PURCHASABLE');
    expect(await rowOf(user.id)).toBeNull();
  });

  it('plans are paid in USD: another currency or an unknown one is 422 SUBSCRIPTION_CURRENCY_NOT_ACCEPTED', async () => {
    const user = await createUserDirect(t);
    for (const currencyId of [eurId, randomUUID()]) {
      const response = await add(user, { ...purchase('MONTHLY'), currencyId });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('SUBSCRIPTION_CURRENCY_NOT_ACCEPTED');
    }
    expect(await rowOf(user.id)).toBeNull();
  });

  it('an unknown plan is 404 PLAN_NOT_FOUND', async () => {
    const user = await createUserDirect(t);
    const response = await add(user, { ...purchase('MONTHLY'), planId: randomUUID() });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('PLAN_NOT_FOUND');
  });

  it('validates the body: 400 with an issue per field', async () => {
    const user = await createUserDirect(t);
    const missing = await add(user, {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect((missing.body.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['amountPaid', 'currencyId', 'planId']);
    for (const amountPaid of [9.999, -9.99, '9.99', 1_000_000]) {
      const response = await add(user, { ...purchase('MONTHLY'), amountPaid });
      expect(response.status).toBe(400);
      expect(response.body.issues[0]).toMatchObject({ path: 'amountPaid', code: 'AMOUNT_PAID_INVALID' });
    }
    const badId = await add(user, { ...purchase('MONTHLY'), planId: 'not-a-uuid' });
    expect(badId.body.issues[0]).toMatchObject({ path: 'planId', code: 'INVALID_ID' });
    const trpc = await t.trpc('subscription.add', { ...purchase('MONTHLY'), amountPaid: 9.999 }, { token: user.token });
    expect(trpc.status).toBe(400);
    expect(trpc.error?.data.appCode).toBe('VALIDATION_ERROR');
    expect(await rowOf(user.id)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const response = await t.http.post('/api/v1/users/add-subscription').send(purchase('MONTHLY'));
    expect(response.status).toBe(401);
  });
});

describe('PUT /users/update-subscription', () => {
  it('changes plan: a new period from now, auto-renewal on, a second payment', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    const response = await update(user, { id: subscriptionId, ...purchase('ANNUAL') });
    expect(response.status).toBe(200);
    const { subscription, currentPlan } = response.body as SubscriptionResult;
    expect(subscription).toMatchObject({ id: subscriptionId, plan: plans.ANNUAL, autoRenew: true, cancelledAt: null, billingCycle: 12, totalPaid: 93.91 });
    expect(currentPlan).toEqual(plans.ANNUAL);
    expect(localDate(new Date(subscription.renewalDate), 'UTC')).toBe(monthsLater(localDate(new Date(subscription.startDate), 'UTC'), 12));
    const payments = await paymentsOf(user.id);
    expect(payments.map((payment) => payment.amountCents)).toEqual([999, 8392]);
  });

  it('sums what was paid in integer cents', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    await update(user, { id: subscriptionId, ...purchase('QUARTERLY') });
    const response = await update(user, { id: subscriptionId, ...purchase('SEMESTER') });
    expect((response.body as SubscriptionResult).subscription.totalPaid).toBe(84.91);
  });

  it('works over tRPC', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    const result = await t.trpc('subscription.update', { id: subscriptionId, ...purchase('QUARTERLY') }, { token: user.token });
    expect(result.status).toBe(200);
    expect((result.data as SubscriptionResult).subscription.plan.name).toBe('QUARTERLY');
  });

  it('the plan already in force is refused (409 PLAN_ALREADY_ACTIVE) and charges nothing, on both transports', async () => {
    const { user, subscriptionId } = await subscribed('QUARTERLY');
    const response = await update(user, { id: subscriptionId, ...purchase('QUARTERLY') });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('PLAN_ALREADY_ACTIVE');
    expect(response.body.message).toMatch(/^Ya tienes el plan QUARTERLY activo hasta el \d{1,2} de \w+ de \d{4}$/);
    const trpc = await t.trpc('subscription.update', { id: subscriptionId, ...purchase('QUARTERLY') }, { token: user.token });
    expect(trpc.error?.data.appCode).toBe('PLAN_ALREADY_ACTIVE');
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('once expired, choosing the same plan renews it', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    await cancel(user);
    await t.app.deps.db.userSubscription.update({ where: { userId: user.id }, data: { renewalDate: new Date(Date.now() - 1000) } });
    const response = await update(user, { id: subscriptionId, ...purchase('MONTHLY') });
    expect(response.status).toBe(200);
    expect((response.body as SubscriptionResult).subscription).toMatchObject({ active: true, autoRenew: true, cancelledAt: null, totalPaid: 19.98 });
    expect((response.body as SubscriptionResult).currentPlan).toEqual(plans.MONTHLY);
  });

  it('changing plan after cancelling turns auto-renewal back on', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    await cancel(user);
    const response = await update(user, { id: subscriptionId, ...purchase('SEMESTER') });
    expect((response.body as SubscriptionResult).subscription).toMatchObject({ autoRenew: true, cancelledAt: null, plan: plans.SEMESTER });
  });

  it("another user's subscription id answers 404 like a missing one, and changes nothing", async () => {
    const owner = await subscribed('MONTHLY');
    const intruder = await subscribed('MONTHLY');
    const before = await rowOf(owner.user.id);
    for (const id of [owner.subscriptionId, randomUUID()]) {
      const response = await update(intruder.user, { id, ...purchase('ANNUAL') });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    }
    const trpc = await t.trpc('subscription.update', { id: owner.subscriptionId, ...purchase('ANNUAL') }, { token: intruder.user.token });
    expect(trpc.error?.data.appCode).toBe('SUBSCRIPTION_NOT_FOUND');
    expect(await rowOf(owner.user.id)).toEqual(before);
    expect(await paymentsOf(owner.user.id)).toHaveLength(1);
    expect(await paymentsOf(intruder.user.id)).toHaveLength(1);
  });

  it('a user without a subscription gets 404', async () => {
    const user = await createUserDirect(t);
    const response = await update(user, { id: randomUUID(), ...purchase('MONTHLY') });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it('applies the purchase rules: amount, currency, BASICO, unknown plan', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    const cases = [
      [{ ...purchase('ANNUAL'), amountPaid: 83.91 }, 422, 'AMOUNT_MISMATCH'],
      [{ ...purchase('ANNUAL'), currencyId: eurId }, 422, 'SUBSCRIPTION_CURRENCY_NOT_ACCEPTED'],
      [{ planId: plans.BASICO.id, currencyId: usdId, amountPaid: 0 }, 422, 'PLAN_NOT_PURCHASABLE'],
      [{ ...purchase('ANNUAL'), planId: randomUUID() }, 404, 'PLAN_NOT_FOUND'],
    ] as const;
    for (const [body, status, code] of cases) {
      const response = await update(user, { id: subscriptionId, ...body });
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
    }
    const missingId = await update(user, purchase('ANNUAL'));
    expect(missingId.status).toBe(400);
    expect(missingId.body.issues[0]).toMatchObject({ path: 'id' });
    expect((await rowOf(user.id))?.planId).toBe(plans.MONTHLY.id);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('two changes to the same plan at once: one goes through, the other finds it active, one payment', async () => {
    const { user, subscriptionId } = await subscribed('MONTHLY');
    const responses = await Promise.all([
      update(user, { id: subscriptionId, ...purchase('ANNUAL') }),
      update(user, { id: subscriptionId, ...purchase('ANNUAL') }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.code).toBe('PLAN_ALREADY_ACTIVE');
    expect(await paymentsOf(user.id)).toHaveLength(2);
  });
});

describe('POST /subscription/cancel', () => {
  it('turns auto-renewal off and keeps the plan until the renewal date', async () => {
    const { user } = await subscribed('QUARTERLY');
    const before = (await mine(user)).body as MySubscription;
    const response = await cancel(user);
    expect(response.status).toBe(200);
    const { subscription, currentPlan } = response.body as SubscriptionResult;
    expect(subscription).toMatchObject({ active: true, status: 'active', autoRenew: false, nextRenewal: null, plan: plans.QUARTERLY });
    expect(subscription.renewalDate).toBe(before.subscription?.renewalDate);
    expect(subscription.cancelledAt).not.toBeNull();
    expect(currentPlan).toEqual(plans.QUARTERLY);
    expect(await rowOf(user.id)).toMatchObject({ autoRenew: false });
  });

  it('is idempotent: cancelling again answers 200 and keeps the first cancellation date', async () => {
    const { user } = await subscribed('MONTHLY');
    const first = (await cancel(user)).body as SubscriptionResult;
    const second = await cancel(user);
    expect(second.status).toBe(200);
    expect((second.body as SubscriptionResult).subscription.cancelledAt).toBe(first.subscription.cancelledAt);
    const trpc = await t.trpc('subscription.cancel', {}, { token: user.token });
    expect(trpc.status).toBe(200);
    expect((trpc.data as SubscriptionResult).subscription.cancelledAt).toBe(first.subscription.cancelledAt);
  });

  it('works over tRPC', async () => {
    const { user } = await subscribed('ANNUAL');
    const result = await t.trpc('subscription.cancel', {}, { token: user.token });
    expect(result.status).toBe(200);
    expect((result.data as SubscriptionResult).subscription).toMatchObject({ autoRenew: false, active: true });
  });

  it('without a subscription: 404 SUBSCRIPTION_NOT_FOUND on both transports', async () => {
    const user = await createUserDirect(t);
    const rest = await cancel(user);
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    const trpc = await t.trpc('subscription.cancel', {}, { token: user.token });
    expect(trpc.status).toBe(404);
    expect(trpc.error?.data.appCode).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it("only touches the caller's own subscription", async () => {
    const owner = await subscribed('MONTHLY');
    const other = await subscribed('MONTHLY');
    await cancel(other.user);
    expect(await rowOf(owner.user.id)).toMatchObject({ autoRenew: true, cancelledAt: null });
  });

  it('needs a signed-in user', async () => {
    const response = await t.http.post('/api/v1/subscription/cancel').send({});
    expect(response.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the subscription operations with their tRPC paths and statuses', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { 'x-trpc-path': string; 'x-trpc-deprecated-paths'?: string[]; responses: Record<string, unknown> }>> };
    expect(doc.paths['/api/v1/users/my-subscription']?.get?.['x-trpc-path']).toBe('subscriptions.mine');
    expect(doc.paths['/api/v1/users/my-subscription']?.get?.['x-trpc-deprecated-paths']).toEqual(['subscription.mine']);
    const addOperation = doc.paths['/api/v1/users/add-subscription']?.post;
    expect(addOperation?.['x-trpc-path']).toBe('subscriptions.add');
    expect(Object.keys(addOperation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '404', '409', '422']));
    const updateOperation = doc.paths['/api/v1/users/update-subscription']?.put;
    expect(updateOperation?.['x-trpc-path']).toBe('subscriptions.update');
    expect(Object.keys(updateOperation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '409', '422']));
    expect(doc.paths['/api/v1/subscription/cancel']?.post?.['x-trpc-path']).toBe('subscriptions.cancel');
  });
});
