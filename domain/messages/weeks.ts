import type { MessageCatalogue } from './types';

/** The weekly rhythm: execution scores, weekly reviews and "what can I do now". */
export const weeksMessages = {
  WEEKS_INVALID: { es: 'El número de semanas debe ser un entero entre 1 y 52', en: 'The number of weeks must be a whole number from 1 to 52' },
  NOW_MINUTES_INVALID: { es: 'Los minutos deben ser un número entero de 1 a 10080', en: 'The minutes must be a whole number from 1 to 10080' },
  NOW_BUDGET_INVALID: {
    es: 'El presupuesto debe ser un importe de 0 o más con dos decimales como máximo',
    en: 'The budget must be an amount of 0 or more with at most two decimals',
  },
} as const satisfies MessageCatalogue;
