import { z } from 'zod';
import {
  AddSubscriptionInputSchema,
  MySubscriptionSchema,
  PlanListSchema,
  SubscriptionResultSchema,
  UpdateSubscriptionInputSchema,
} from '../../domain/schemas/subscriptions';
import { addSubscription, cancelSubscription, getMySubscription, listPlans, updateSubscription } from '../services/subscriptions';
import { defineOperation } from './define';

const purchaseErrors = ['PLAN_NOT_FOUND', 'PLAN_NOT_PURCHASABLE', 'SUBSCRIPTION_CURRENCY_NOT_ACCEPTED', 'AMOUNT_MISMATCH'] as const;

export const subscriptionsOperations = {
  all: defineOperation({
    method: 'GET',
    path: '/subscription/all',
    auth: 'none',
    summary: 'The subscription plans with prices, discounts, savings and limits',
    input: z.object({}),
    output: PlanListSchema,
    handler: async (ctx) => ({ plans: await listPlans(ctx) }),
  }),
  mine: defineOperation({
    method: 'GET',
    path: '/users/my-subscription',
    auth: 'required',
    scopes: ['profile:read'],
    summary: "The caller's subscription (null when they never subscribed) and the plan in force",
    input: z.object({}),
    output: MySubscriptionSchema,
    handler: (ctx) => getMySubscription(ctx),
  }),
  add: defineOperation({
    method: 'POST',
    path: '/users/add-subscription',
    auth: 'required',
    scopes: 'session',
    summary: 'Subscribes to a paid plan: amountPaid must equal its basePrice, in USD',
    description:
      'Starts a period of the plan now and records the payment (method manual). A user who already has a subscription ' +
      '(even a cancelled or expired one) changes plan with PUT /users/update-subscription instead (409 SUBSCRIPTION_EXISTS).',
    status: 201,
    errors: [...purchaseErrors, 'SUBSCRIPTION_EXISTS'],
    input: AddSubscriptionInputSchema,
    output: SubscriptionResultSchema,
    handler: (ctx, input) => addSubscription(ctx, input, ctx.deps.payments),
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/users/update-subscription',
    auth: 'required',
    scopes: 'session',
    summary: "Changes the caller's plan: a new period starts now and its payment is recorded",
    description:
      'The rest of the old period is not carried over; auto-renewal is turned on again. Choosing the plan already in force ' +
      'answers 409 PLAN_ALREADY_ACTIVE; once it has expired, choosing it again renews it.',
    errors: [...purchaseErrors, 'SUBSCRIPTION_NOT_FOUND', 'PLAN_ALREADY_ACTIVE'],
    input: UpdateSubscriptionInputSchema,
    output: SubscriptionResultSchema,
    handler: (ctx, input) => updateSubscription(ctx, input, ctx.deps.payments),
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/subscription/cancel',
    auth: 'required',
    scopes: 'session',
    summary: 'Turns auto-renewal off; the plan stays in force until the renewal date',
    description: 'Cancelling an already cancelled subscription changes nothing and answers it again.',
    errors: ['SUBSCRIPTION_NOT_FOUND'],
    input: z.object({}),
    output: SubscriptionResultSchema,
    handler: (ctx) => cancelSubscription(ctx),
  }),
};
