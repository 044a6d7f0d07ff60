import type { MessageCatalogue } from './types';

/** Projects, goals and actions. */
export const projectsMessages = {
  ASSESSMENT_INCOMPLETE: {
    kind: 'UNPROCESSABLE',
    es: 'Completa la evaluación de las seis áreas antes de crear proyectos',
    en: 'Complete the assessment of all six areas before creating projects',
  },
  FOCUS_NOT_SELECTED: {
    kind: 'UNPROCESSABLE',
    es: 'Guarda tu selección de 3 áreas de enfoque antes de crear proyectos',
    en: 'Save your selection of 3 focus areas before creating projects',
  },
  AREA_FINISHED: {
    kind: 'UNPROCESSABLE',
    es: 'Esta área ya tiene la puntuación máxima (10/10) y no admite proyectos nuevos',
    en: 'This area already has the top score (10/10) and takes no new projects',
  },
  AREA_NOT_FOCUS: {
    kind: 'UNPROCESSABLE',
    es: 'Solo puedes crear proyectos en tus 3 áreas de enfoque',
    en: 'You can only create projects in your 3 focus areas',
  },
  AREA_BLOCKED: { kind: 'UNPROCESSABLE', es: 'Esta área está bloqueada', en: 'This area is locked' },
  AREA_PROJECT_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Esta área ya tiene {max} proyectos (los cancelados no cuentan)',
    en: 'This area already has {max} projects (cancelled ones do not count)',
  },
  EXPECTED_SCORE_NOT_ABOVE_CURRENT: {
    kind: 'UNPROCESSABLE',
    es: 'La puntuación esperada debe ser mayor que la puntuación actual del área ({score})',
    en: "The expected score must be higher than the area's current score ({score})",
  },
  START_DATE_TOO_EARLY: {
    kind: 'UNPROCESSABLE',
    es: 'La fecha de inicio debe ser a partir de mañana ({minDate})',
    en: 'The start date must be tomorrow or later ({minDate})',
  },
  DATE_ERROR_MIN: { kind: 'UNPROCESSABLE', es: 'El proyecto debe durar un mínimo de 3 meses', en: 'The project must last a minimum of 3 months' },
  DATE_ERROR_MAX: { kind: 'UNPROCESSABLE', es: 'El proyecto debe durar un máximo de 6 meses', en: 'The project must last a maximum of 6 months' },
  PROJECT_NO_ACTIONS: {
    kind: 'UNPROCESSABLE',
    es: 'No se puede completar el proyecto: necesitas crear al menos una acción y completarla antes de marcar el proyecto como completado.',
    en: 'Cannot complete project: You need to create at least one action and complete it before marking the project as completed.',
  },
  PROJECT_PENDING_ACTIONS: {
    kind: 'UNPROCESSABLE',
    es: 'No se puede completar el proyecto: {completed} de {total} acciones completadas. Completa todas las acciones primero.',
    en: 'Cannot complete project: {completed} of {total} actions completed. Please complete all actions first.',
  },
  PROJECT_TITLE_REQUIRED: { es: 'El título es obligatorio', en: 'The title is required' },
  PROJECT_TITLE_TOO_LONG: { es: 'El título admite como máximo 120 caracteres', en: 'The title can be at most 120 characters long' },
  PROJECT_DESCRIPTION_REQUIRED: { es: 'La descripción es obligatoria', en: 'The description is required' },
  PROJECT_DESCRIPTION_TOO_LONG: {
    es: 'La descripción admite como máximo 2000 caracteres',
    en: 'The description can be at most 2000 characters long',
  },
  EXPECTED_SCORE_INVALID: {
    es: 'La puntuación esperada debe ser un número entero del 1 al 10',
    en: 'The expected score must be a whole number from 1 to 10',
  },
  PROJECT_STATUS_INVALID: {
    es: 'Estado inválido: usa ACTIVE, SOMEDAY, COMPLETED o CANCELLED',
    en: 'Invalid status: use ACTIVE, SOMEDAY, COMPLETED or CANCELLED',
  },

  PROJECT_CLOSED: {
    kind: 'UNPROCESSABLE',
    es: 'No se pueden añadir metas a un proyecto completado o cancelado',
    en: 'Goals cannot be added to a completed or cancelled project',
  },
  GOAL_TYPE_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Este proyecto ya tiene {max} metas {goalType}',
    en: 'This project already has {max} {goalType} goals',
  },
  GOAL_HAS_ACTIONS: {
    kind: 'CONFLICT',
    es: 'No se puede eliminar: tiene {count} acción(es) asociada(s)',
    en: 'Cannot delete: has {count} associated action(s)',
  },
  GOAL_CONTENT_REQUIRED: { es: 'El contenido de la meta es obligatorio', en: 'The goal content is required' },
  GOAL_CONTENT_TOO_LONG: { es: 'La meta admite como máximo 120 caracteres', en: 'A goal can be at most 120 characters long' },
  GOAL_TYPE_INVALID: { es: 'Tipo de meta inválido: usa BE, DO o HAVE', en: 'Invalid goal type: use BE, DO or HAVE' },
  GOALS_MINIMUM: {
    es: 'Necesitas al menos 3 metas BE, 3 DO y 1 HAVE para continuar',
    en: 'You need at least 3 BE, 3 DO, and 1 HAVE goals to continue',
  },
  GOAL_DELETED: { es: 'Meta eliminada', en: 'Goal deleted' },

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
  ACTION_CURRENCY_INVALID: {
    es: 'Moneda no admitida: usa USD, EUR, GBP, MXN, CAD o AUD',
    en: 'Unsupported currency: use USD, EUR, GBP, MXN, CAD or AUD',
  },
  ACTION_DELETED: { es: 'Acción eliminada', en: 'Action deleted' },
} as const satisfies MessageCatalogue;
