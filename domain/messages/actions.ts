import type { MessageCatalogue } from './types';

export const actionsMessages = {
  PROJECT_NOT_ACTIVE: {
    kind: 'UNPROCESSABLE',
    es: 'Solo puedes añadir acciones a proyectos activos',
    en: 'Actions can only be added to active projects',
  },
  ACTION_CONTEXT_INACTIVE: {
    kind: 'UNPROCESSABLE',
    es: 'Este contexto está inactivo: elige otro',
    en: 'This context is inactive: choose another one',
  },
  DUE_DATE_TOO_EARLY: {
    kind: 'UNPROCESSABLE',
    es: 'La fecha límite debe ser hoy o posterior ({minDate})',
    en: 'The due date must be today or later ({minDate})',
  },
  DUE_DATE_AFTER_PROJECT_END: {
    kind: 'UNPROCESSABLE',
    es: 'La fecha límite no puede ser posterior al fin del proyecto ({maxDate})',
    en: "The due date cannot be after the project's end date ({maxDate})",
  },
  ACTION_GOAL_REQUIRED: { es: 'Elige una meta', en: 'Choose a goal' },
  ACTION_CONTEXT_REQUIRED: { es: 'Elige un contexto', en: 'Choose a context' },
  ACTION_DUE_DATE_REQUIRED: { es: 'La fecha límite es obligatoria', en: 'The due date is required' },
  ACTION_TITLE_REQUIRED: { es: 'El título de la acción es obligatorio', en: 'The action title is required' },
  ACTION_TITLE_TOO_LONG: { es: 'El título admite como máximo 120 caracteres', en: 'The title can be at most 120 characters long' },
  ACTION_DESCRIPTION_TOO_LONG: {
    es: 'La descripción admite como máximo 2000 caracteres',
    en: 'The description can be at most 2000 characters long',
  },
  ACTION_ENERGY_INVALID: { es: 'Energía inválida: usa LOW, MEDIUM o HIGH', en: 'Invalid energy: use LOW, MEDIUM or HIGH' },
  ACTION_TIME_ESTIMATE_INVALID: {
    es: 'El tiempo estimado debe ser un número entero de minutos entre 1 y 10080',
    en: 'The time estimate must be a whole number of minutes from 1 to 10080',
  },
  ACTION_BASE_CAPITAL_INVALID: { es: 'El presupuesto debe ser un número mayor o igual a 0', en: 'The budget must be a number of 0 or more' },
  ACTION_BASE_CAPITAL_DECIMALS: { es: 'El presupuesto admite como máximo 2 decimales', en: 'The budget can have at most 2 decimals' },
  ACTION_BASE_CAPITAL_TOO_LARGE: {
    es: 'El presupuesto no puede superar 10.000.000,00',
    en: 'The budget cannot exceed 10,000,000.00',
  },
  ACTION_ACTUAL_COST_INVALID: { es: 'El coste real debe ser un número mayor o igual a 0', en: 'The actual cost must be a number of 0 or more' },
  ACTION_ACTUAL_COST_DECIMALS: { es: 'El coste real admite como máximo 2 decimales', en: 'The actual cost can have at most 2 decimals' },
  ACTION_ACTUAL_COST_TOO_LARGE: { es: 'El coste real no puede superar 10.000.000,00', en: 'The actual cost cannot exceed 10,000,000.00' },
  ACTION_ACTUAL_COST_NOT_COMPLETED: {
    kind: 'CONFLICT',
    es: 'Solo una acción completada tiene coste real: complétala primero',
    en: 'Only a completed action has an actual cost: complete it first',
  },
  ACTION_CURRENCY_INVALID: {
    es: 'Moneda no admitida: usa USD, EUR, GBP, MXN, CAD o AUD',
    en: 'Unsupported currency: use USD, EUR, GBP, MXN, CAD or AUD',
  },
  ACTION_DELETED: { es: 'Acción eliminada', en: 'Action deleted' },
  SERIES_RULE_INVALID: { es: 'Repetir: cada 1 a 365 días o días de la semana (1 a 7), hasta una fecha', en: 'Repeat: every 1 to 365 days or weekdays (1 to 7), until a date' },
  SERIES_UNTIL_OUT_OF_RANGE: { kind: 'UNPROCESSABLE', es: 'Repetir hasta: del {minDate} al {maxDate}', en: 'Repeat until: from {minDate} to {maxDate}' },
  SERIES_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Puedes tener {max} acciones recurrentes en curso como máximo: detén una para crear otra',
    en: 'You can have at most {max} recurring actions running: stop one to add another',
  },
} as const satisfies MessageCatalogue;
