// The plans, the subscription in force and its summary on the profile.
import type { subscriptions as es } from '../es/subscriptions';
import type { Shape } from '../shape';

export const subscriptions: Shape<typeof es> = {
  summary: {
    title: 'Your subscription',
    loading: 'Loading your plan...',
    loadError: 'Your subscription could not be loaded.',
    name: '{{plan}} plan',
    free: 'Free plan: no renewal date.',
    endsOn: 'Active until {{date}}, not renewing',
    expired: 'Your subscription ended: you are back on the Basic plan.',
  },
  title: 'Plans',
  subtitle: 'Choose the plan that suits you best',
  pricesIn: 'Prices in {{currency}}.',
  empty: 'No plans are available right now.',
  loading: 'Loading plans...',
  loadError: 'The plans could not be loaded.',
  names: {
    BASICO: 'Basic',
    MONTHLY: 'Monthly',
    QUARTERLY: 'Quarterly',
    SEMESTER: 'Semiannual',
    ANNUAL: 'Annual',
  },
  current: {
    label: 'Your current plan',
    basic: 'Free forever: up to {{projects}} active projects and {{actions}} new actions a month, no analytics.',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
    cancelled: 'Cancelled',
    renews: 'Your plan ends on {{date}} unless you renew it',
    endsOn: 'Your plan stays active until {{date}}; it will not renew after that.',
    expired: 'Your {{plan}} subscription ended on {{date}}.',
    daysRemaining_one: '{{count}} day left',
    daysRemaining_other: '{{count}} days left',
    monthlyRate: 'Monthly rate',
    totalPaid: 'Total paid',
    billingCycle: 'Billing cycle',
    paymentMethod: 'Payment method',
    nextRenewal: 'Renew it before',
    noRenewal: 'No renewal',
    savings: 'Savings',
  },
  months_one: '{{count}} month',
  months_other: '{{count}} months',
  paymentMethods: {
    manual: 'Manual payment (no card, no automatic charge)',
  },
  card: {
    recommended: 'Recommended',
    current: 'Current plan',
    perCycle_one: 'for {{count}} month',
    perCycle_other: 'for {{count}} months',
    perMonth: 'Works out at {{price}} a month',
    discount: '-{{discount}}',
    savings: 'You save {{amount}}',
    actionsUnlimited: 'Unlimited actions',
    actionsPerMonth_one: '{{count}} new action a month',
    actionsPerMonth_other: '{{count}} new actions a month',
    projects_one: 'Up to {{count}} active project',
    projects_other: 'Up to {{count}} active projects',
    analytics: 'Progress analytics',
    noAnalytics: 'No analytics',
    subscribe: 'Subscribe',
    change: 'Switch to this plan',
    currentButton: 'This is your plan',
  },
  confirm: {
    subscribeTitle: 'Subscribe to the {{plan}} plan?',
    changeTitle: 'Switch to the {{plan}} plan?',
    subscribeMessage:
      'You will pay {{price}} for {{period}}. It is a manual payment: there is no payment gateway and we never ask for a card; we record the payment ourselves and nothing is ever charged or renewed automatically. Your plan starts today and ends on {{endDate}} unless you renew it.',
    changeMessage:
      'Your {{current}} plan ends today and a new period of {{period}} starts; the remaining time is not carried over. You will pay {{price}} as a manual payment: no card, we record it ourselves and nothing is ever charged or renewed automatically. The new plan ends on {{endDate}} unless you renew it.',
    subscribe: 'Subscribe',
    change: 'Switch plan',
  },
  subscribed: 'Done! You are now on the {{plan}} plan.',
  changed: 'You switched to the {{plan}} plan.',
  errorSubscribing: 'Error saving your plan: {{reason}}',
  cancel: {
    button: 'Cancel subscription',
    title: 'Cancel your subscription?',
    message:
      'It will not renew. You keep the {{plan}} plan and all its features until {{date}}; after that you move to the Basic plan without losing your data.',
    confirm: 'Yes, cancel',
    keep: 'Keep my plan',
    done: 'Subscription cancelled. Your plan stays active until {{date}}.',
    error: 'Error cancelling your subscription: {{reason}}',
  },
  planLimit: {
    link: 'See plans',
  },
  faq: {
    title: 'Frequently asked questions',
    prices: {
      question: 'How much do the plans cost?',
      answer:
        'Paid plans start at {{price}} a month. Quarterly has a {{quarterly}} discount, Semiannual {{semester}} and Annual {{annual}}. You pay for the whole period when you subscribe.',
    },
    limits: {
      question: 'What does each plan include?',
      answer:
        'The Basic plan is free and is the plan of everyone without a subscription: up to {{basicProjects}} active projects and {{basicActions}} new actions a month, no analytics. Every paid plan includes up to {{paidProjects}} active projects, unlimited actions and analytics.',
    },
    limitReached: {
      question: 'What happens when I reach a limit?',
      answer:
        'You lose nothing you have already created. You just cannot create more active projects or actions until you change plan, complete or pause a project, or the next month starts (actions are counted per calendar month).',
    },
    payment: {
      question: 'How do I pay?',
      answer:
        'There is no payment gateway yet: when you subscribe we record the payment manually for the exact price of the plan, in US dollars (USD). We never ask for a card.',
    },
    change: {
      question: 'Can I change plan?',
      answer:
        'Yes, whenever you like. The new plan starts right away with a full period and its payment is recorded; the time left on your previous plan is not carried over.',
    },
    cancel: {
      question: 'How do I cancel?',
      answer:
        'With “Cancel subscription” on this page. Your plan will not renew, but you keep it until the renewal date; after that you go back to the Basic plan with all your data.',
    },
  },
};
