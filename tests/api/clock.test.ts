import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, Plan, SubscriptionResult } from '../../domain/schemas/subscriptions';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect, type TestUser } from '../support/users';

// buildApp's clock is the one source of "now": moving it moves every date rule and token expiry, no sleeping.
let now = new Date('2026-03-15T12:00:00.000Z');
let t: TestApp;
let monthly: Plan;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const { plans } = (await t.http.get('/api/v1/subscription/all')).body as { plans: Plan[] };
  monthly = plans.find((plan) => plan.name === 'MONTHLY')!;
});
afterAll(async () => t.close());

const moveTo = (iso: string) => {
  now = new Date(iso);
};
/** A token issued at the clock's current time (tokens expire by the same clock). */
const tokenOf = (user: TestUser) => t.app.deps.tokens.signAccessToken({ id: user.id, email: user.email, currencyId: user.currencyId });
const mine = async (token: string) => t.http.get('/api/v1/users/my-subscription').set({ authorization: `Bearer ${token}` });

describe('the clock given to buildApp', () => {
  it('is the "now" of the subscription rules: the period starts at it and runs out as it moves', async () => {
    moveTo('2026-03-15T12:00:00.000Z');
    const user = await createUserDirect(t);
    const bought = await t.http
      .post('/api/v1/users/add-subscription')
      .set({ authorization: `Bearer ${user.token}` })
      .send({ planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice });
    expect(bought.status).toBe(201);
    expect((bought.body as SubscriptionResult).subscription).toMatchObject({
      startDate: '2026-03-15T12:00:00.000Z',
      renewalDate: '2026-04-15T12:00:00.000Z',
      daysRemaining: 31,
      active: true,
    });

    moveTo('2026-04-10T09:00:00.000Z');
    const later = (await mine(tokenOf(user))).body as MySubscription;
    expect(later.subscription).toMatchObject({ active: true, daysRemaining: 5 });
    expect(later.currentPlan.name).toBe('MONTHLY');

    moveTo('2026-04-20T09:00:00.000Z');
    const expired = (await mine(tokenOf(user))).body as MySubscription;
    expect(expired.subscription).toMatchObject({ active: false, status: 'inactive', daysRemaining: 0 });
    expect(expired.currentPlan.name).toBe('BASICO');
  });

  it('is the time access tokens are issued and checked at', async () => {
    moveTo('2026-03-15T12:00:00.000Z');
    const user = await createUserDirect(t);
    expect((await mine(user.token)).status).toBe(200);
    moveTo('2026-03-15T12:14:00.000Z');
    expect((await mine(user.token)).status).toBe(200);
    moveTo('2026-03-15T12:16:00.000Z');
    expect((await mine(user.token)).status).toBe(401);
  });
});
