// Plans and subscriptions as the subscription calls answer them.
import type { MySubscription, Plan, Subscription } from '../../domain/schemas/subscriptions';
import { uuid } from './projects';

const MONTHLY_PRICE = 9.99;

function plan(name: Plan['name'], months: number, discount: number): Plan {
  const full = Math.round(MONTHLY_PRICE * months * 100) / 100;
  const basePrice = name === 'BASICO' ? 0 : Math.round(MONTHLY_PRICE * months * (100 - discount)) / 100;
  return {
    id: uuid(800 + months + (name === 'BASICO' ? 50 : 0)),
    name,
    basePrice,
    currencyId: uuid(2),
    currencyCode: 'USD',
    billingCycle: months,
    pricePerMonth: Math.round((basePrice / months) * 100) / 100,
    discount,
    savings: name === 'BASICO' ? 0 : Math.round((full - basePrice) * 100) / 100,
    starred: name === 'ANNUAL',
    features: name === 'BASICO' ? { actions: 30, projects: 3, analytics: false } : { actions: null, projects: 6, analytics: true },
  };
}

export const plans = {
  BASICO: plan('BASICO', 1, 0),
  MONTHLY: plan('MONTHLY', 1, 0),
  QUARTERLY: plan('QUARTERLY', 3, 10),
  SEMESTER: plan('SEMESTER', 6, 20),
  ANNUAL: plan('ANNUAL', 12, 30),
};

export function subscription(current: Plan, changes: Partial<Subscription> = {}): Subscription {
  return {
    id: uuid(990),
    plan: current,
    active: true,
    status: 'active',
    autoRenew: true,
    startDate: '2025-01-01T10:00:00.000Z',
    renewalDate: '2099-04-01T10:00:00.000Z',
    nextRenewal: '2099-04-01T10:00:00.000Z',
    cancelledAt: null,
    billingCycle: current.billingCycle,
    monthlyRate: current.pricePerMonth,
    savings: current.savings,
    totalPaid: current.basePrice,
    currencyCode: 'USD',
    paymentMethod: 'manual',
    daysRemaining: 12,
    ...changes,
  };
}

export function mine(current: Subscription | null): MySubscription {
  return { subscription: current, currentPlan: current?.active ? current.plan : plans.BASICO };
}
