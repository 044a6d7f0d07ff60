import type { MessageCatalogue } from './types';

export const subscriptionsMessages = {
  PLAN_LIMIT: {
    kind: 'FORBIDDEN',
    es: 'Has alcanzado el límite de tu plan {plan}: {limitName} (máximo {max}). Mejora tu plan para continuar.',
    en: 'You have reached the limit of your {plan} plan: {limitName} (maximum {max}). Upgrade your plan to continue.',
  },
  LIMIT_ACTIVE_PROJECTS: { es: 'proyectos activos', en: 'active projects' },
  LIMIT_ACTIONS_PER_MONTH: { es: 'acciones nuevas este mes', en: 'new actions this month' },
} as const satisfies MessageCatalogue;
