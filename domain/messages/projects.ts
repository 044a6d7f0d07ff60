import type { MessageCatalogue } from './types';

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
  PROJECT_NOT_PARKED: {
    kind: 'CONFLICT',
    es: 'Solo puedes traer a este ciclo un proyecto de «Algún día» de un ciclo cerrado',
    en: 'Only a Someday project of a closed cycle can be brought into this cycle',
  },
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
    count: 'total',
    es: {
      one: 'No se puede completar el proyecto: {completed} de {total} acción completada. Completa todas las acciones primero.',
      other: 'No se puede completar el proyecto: {completed} de {total} acciones completadas. Completa todas las acciones primero.',
    },
    en: {
      one: 'Cannot complete project: {completed} of {total} action completed. Please complete all actions first.',
      other: 'Cannot complete project: {completed} of {total} actions completed. Please complete all actions first.',
    },
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
} as const satisfies MessageCatalogue;
