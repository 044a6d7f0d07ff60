import type { MessageCatalogue } from './types';

export const goalsMessages = {
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
    count: 'count',
    es: { one: 'No se puede eliminar: tiene {count} acción asociada', other: 'No se puede eliminar: tiene {count} acciones asociadas' },
    en: { one: 'Cannot delete: has {count} associated action', other: 'Cannot delete: has {count} associated actions' },
  },
  GOAL_CONTENT_REQUIRED: { es: 'El contenido de la meta es obligatorio', en: 'The goal content is required' },
  GOAL_CONTENT_TOO_LONG: { es: 'La meta admite como máximo 120 caracteres', en: 'A goal can be at most 120 characters long' },
  TARGET_QUESTION_NOT_ALLOWED: {
    kind: 'UNPROCESSABLE',
    es: 'Solo puedes apuntar a preguntas del área del proyecto que respondiste NO en el ciclo actual',
    en: "You can only aim at questions of the project's area that you answered NO in the current cycle",
  },
  TARGET_QUESTIONS_TOO_MANY: { es: 'Puedes apuntar a 10 preguntas como máximo', en: 'You can aim at 10 questions at most' },
  TARGET_QUESTIONS_INVALID: { es: 'Las preguntas objetivo deben ser una lista de identificadores', en: 'The target questions must be a list of ids' },
  GOAL_TYPE_INVALID: { es: 'Tipo de meta inválido: usa SER, HACER o TENER', en: 'Invalid goal type: use BE, DO or HAVE' },
  GOALS_MINIMUM: {
    es: 'Necesitas al menos 3 metas SER, 3 HACER y 1 TENER para continuar',
    en: 'You need at least 3 BE, 3 DO, and 1 HAVE goals to continue',
  },
  GOAL_DELETED: { es: 'Meta eliminada', en: 'Goal deleted' },
} as const satisfies MessageCatalogue;
