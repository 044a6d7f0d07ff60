import type { MessageCatalogue } from './types';

export const subscriptionsMessages = {
  PLAN_LIMIT: {
    kind: 'FORBIDDEN',
    es: 'Has alcanzado el límite de tu plan {plan}: {limitName} (máximo {max}). Mejora tu plan para continuar.',
    en: 'You have reached the limit of your {plan} plan: {limitName} (maximum {max}). Upgrade your plan to continue.',
  },
  LIMIT_ACTIVE_PROJECTS: { es: 'proyectos activos', en: 'active projects' },
  LIMIT_ACTIONS_PER_MONTH: { es: 'acciones nuevas este mes', en: 'new actions this month' },
  LIMIT_ANALYTICS: { es: 'analítica e informes de progreso', en: 'analytics and progress reports' },
  PLAN_NOT_FOUND: { kind: 'NOT_FOUND', es: 'El plan no existe', en: 'The plan does not exist' },
  PLAN_NOT_PURCHASABLE: {
    kind: 'UNPROCESSABLE',
    es: 'El plan Básico es gratuito y no se contrata: elige un plan de pago',
    en: 'The Básico plan is free and cannot be purchased: choose a paid plan',
  },
  SUBSCRIPTION_CURRENCY_NOT_ACCEPTED: {
    kind: 'UNPROCESSABLE',
    es: 'Los planes se pagan en dólares estadounidenses (USD)',
    en: 'Plans are paid in US dollars (USD)',
  },
  AMOUNT_MISMATCH: {
    kind: 'UNPROCESSABLE',
    es: 'El importe pagado ({amountPaid}) no coincide con el precio del plan {plan} ({expected} USD)',
    en: 'The amount paid ({amountPaid}) does not match the price of the {plan} plan ({expected} USD)',
  },
  AMOUNT_PAID_INVALID: {
    es: 'El importe pagado debe ser un número positivo con hasta 2 decimales',
    en: 'The amount paid must be a positive number with at most 2 decimals',
  },
  SUBSCRIPTION_EXISTS: {
    kind: 'CONFLICT',
    es: 'Ya tienes una suscripción: cambia de plan en lugar de suscribirte de nuevo',
    en: 'You already have a subscription: change plan instead of subscribing again',
  },
  SUBSCRIPTION_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Suscripción no encontrada', en: 'Subscription not found' },
  PLAN_ALREADY_ACTIVE: {
    kind: 'CONFLICT',
    es: 'Ya tienes el plan {plan} activo hasta el {renewalDate}',
    en: 'Your {plan} plan is already active until {renewalDate}',
  },
} as const satisfies MessageCatalogue;
