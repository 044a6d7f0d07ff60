import { z } from 'zod';
import { PlanListSchema } from '../../domain/schemas/subscriptions';
import { listPlans } from '../services/subscriptions';
import { defineOperation } from './define';

export const subscriptionOperations = {
  all: defineOperation({
    method: 'GET',
    path: '/subscription/all',
    auth: 'none',
    summary: 'The subscription plans with prices, discounts, savings and limits',
    input: z.object({}),
    output: PlanListSchema,
    handler: async (ctx) => ({ plans: await listPlans(ctx) }),
  }),
};
