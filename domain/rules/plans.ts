// Subscription plans as DECISIONS.md sets them. Money in integer cents.
export const PLAN_NAMES = ['BASICO', 'MONTHLY', 'QUARTERLY', 'SEMESTER', 'ANNUAL'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const PAID_MONTHLY_PRICE_CENTS = 999;

export type PlanDefinition = {
  name: PlanName;
  order: number;
  billingCycleMonths: number;
  monthlyPriceCents: number;
  discountPercent: number;
  maxActiveProjects: number;
  /** null: unlimited */
  maxActionsPerMonth: number | null;
  analytics: boolean;
  starred: boolean;
};

const paid = (name: PlanName, order: number, months: number, discountPercent: number): PlanDefinition => ({
  name,
  order,
  billingCycleMonths: months,
  monthlyPriceCents: PAID_MONTHLY_PRICE_CENTS,
  discountPercent,
  maxActiveProjects: 6,
  maxActionsPerMonth: null,
  analytics: true,
  starred: name === 'ANNUAL',
});

export const planDefinitions: readonly PlanDefinition[] = [
  {
    name: 'BASICO',
    order: 0,
    billingCycleMonths: 1,
    monthlyPriceCents: 0,
    discountPercent: 0,
    maxActiveProjects: 3,
    maxActionsPerMonth: 30,
    analytics: false,
    starred: false,
  },
  paid('MONTHLY', 1, 1, 0),
  paid('QUARTERLY', 2, 3, 10),
  paid('SEMESTER', 3, 6, 20),
  paid('ANNUAL', 4, 12, 30),
];

/** basePrice = monthly price x months x (1 - discount), rounded to cents. */
export function planBasePriceCents(plan: Pick<PlanDefinition, 'monthlyPriceCents' | 'billingCycleMonths' | 'discountPercent'>): number {
  return Math.round((plan.monthlyPriceCents * plan.billingCycleMonths * (100 - plan.discountPercent)) / 100);
}

/** What the plan saves against paying the monthly price every month of its cycle. */
export function planSavingsCents(plan: Pick<PlanDefinition, 'monthlyPriceCents' | 'billingCycleMonths' | 'discountPercent'>): number {
  return plan.monthlyPriceCents * plan.billingCycleMonths - planBasePriceCents(plan);
}
