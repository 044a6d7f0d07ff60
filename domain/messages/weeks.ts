import type { MessageCatalogue } from './types';

/** The weekly rhythm: execution scores, weekly reviews and "what can I do now". */
export const weeksMessages = {
  WEEKS_INVALID: { es: 'El número de semanas debe ser un entero entre 1 y 52', en: 'The number of weeks must be a whole number from 1 to 52' },
} as const satisfies MessageCatalogue;
