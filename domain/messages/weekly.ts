import type { MessageCatalogue } from './types';

/** The weekly rhythm: execution scores, weekly reviews and "what can I do now". */
export const weeklyMessages = {
  WEEKS_INVALID: { es: 'El número de semanas debe ser un entero entre 1 y 52', en: 'The number of weeks must be a whole number from 1 to 52' },
  NOW_MINUTES_INVALID: { es: 'Los minutos deben ser un número entero de 1 a 10080', en: 'The minutes must be a whole number from 1 to 10080' },
  NOW_BUDGET_INVALID: {
    es: 'El presupuesto debe ser un importe de 0 o más con dos decimales como máximo',
    en: 'The budget must be an amount of 0 or more with at most two decimals',
  },
  REVIEW_TEXT_TOO_LONG: { es: 'Cada respuesta de la revisión admite como máximo 1000 caracteres', en: 'Each answer of the review can be at most 1000 characters long' },
  REVIEW_RATING_INVALID: { es: 'La valoración debe ser un número entero del 1 al 5', en: 'The rating must be a whole number from 1 to 5' },
  REVIEW_RESOLUTION_INVALID: {
    es: 'Cada acción vencida se reprograma (con fecha), se completa o se elimina',
    en: 'Each overdue action is rescheduled (with a date), completed or deleted',
  },
  REVIEW_TOO_MANY_ITEMS: { es: 'Son demasiadas acciones para una revisión', en: 'Too many actions for one review' },
  REVIEW_WEEK_NOT_MONDAY: { kind: 'UNPROCESSABLE', es: 'La semana se indica por su lunes', en: 'A week is given by its Monday' },
  REVIEW_TOO_EARLY: {
    kind: 'CONFLICT',
    es: 'Aún no puedes revisar esta semana: podrás a partir del viernes {date}',
    en: 'You cannot review this week yet: you can from Friday, {date}',
  },
  REVIEW_EXISTS: { kind: 'CONFLICT', es: 'Ya revisaste esta semana: puedes editar tu revisión', en: 'You already reviewed this week: you can edit your review' },
  REVIEW_LOCKED: {
    kind: 'CONFLICT',
    es: 'Esta revisión ya no se puede editar: solo durante los 7 días siguientes a escribirla',
    en: 'This review can no longer be edited: only during the 7 days after it was written',
  },
  REVIEW_ACTION_NOT_OVERDUE: {
    kind: 'CONFLICT',
    es: 'Estas acciones no están vencidas o ya están completadas: {actions}',
    en: 'These actions are not overdue or are already completed: {actions}',
  },
  REVIEW_ACTION_NOT_PENDING: { kind: 'CONFLICT', es: 'Estas acciones ya están completadas: {actions}', en: 'These actions are already completed: {actions}' },
  REVIEW_PLAN_OUTSIDE_WEEK: {
    kind: 'UNPROCESSABLE',
    es: 'Las acciones elegidas para la próxima semana deben tener fecha del {from} al {to}',
    en: 'The actions picked for next week must be due from {from} to {to}',
  },
  REVIEW_DUPLICATE_ACTION: { kind: 'UNPROCESSABLE', es: 'Cada acción puede aparecer una sola vez en la revisión', en: 'Each action can appear only once in the review' },
  SETTLE_ACTIONS_INVALID: { es: 'Indica de 1 a 200 acciones distintas', en: 'Give from 1 to 200 different actions' },
  SETTLE_RESOLUTION_INVALID: {
    es: 'Elige marcarlas como no hechas o reprogramarlas con una fecha',
    en: 'Choose to mark them as not done or to reschedule them with a date',
  },
  SETTLE_ACTION_NOT_PAST_DUE: {
    kind: 'CONFLICT',
    es: 'Estas acciones no están vencidas o ya están completadas: {actions}',
    en: 'These actions are not past due or are already completed: {actions}',
  },
} as const satisfies MessageCatalogue;
