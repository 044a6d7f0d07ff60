import type { MessageCatalogue } from './types';

/** The day-45 pulse (issue 41, item 5): its refusals and the suggestion of a flagged project. */
export const pulseMessages = {
  PULSE_WINDOW_CLOSED: {
    kind: 'CONFLICT',
    es: 'El pulso del día 45 se responde del {opensOn} al {closesOn} (días 40 a 50 de tu ciclo)',
    en: 'The day-45 pulse can be taken from {opensOn} to {closesOn} (days 40 to 50 of your cycle)',
  },
  PULSE_NOTHING_TARGETED: {
    kind: 'CONFLICT',
    es: 'No hay pulso en este ciclo: ninguna de tus metas o acciones apunta a una respuesta NO',
    en: 'There is no pulse this cycle: none of your goals or actions aims at a NO answer',
  },
  PULSE_QUESTION_NOT_TARGETED: {
    kind: 'UNPROCESSABLE',
    es: 'El pulso solo pregunta por las respuestas a las que apuntan tus metas y acciones en este ciclo',
    en: 'The pulse only asks about the answers your goals and actions aim at in this cycle',
  },
  PULSE_ANSWERS_INCOMPLETE: {
    kind: 'UNPROCESSABLE',
    es: 'Responde todas las preguntas del pulso: llevas {answered} de {total}',
    en: 'Please answer every question of the pulse: you have answered {answered} of {total}',
  },
  PULSE_HIGH_EXECUTION: {
    es: 'Tu ejecución es alta pero nada ha cambiado todavía: revisa si estas acciones son las adecuadas',
    en: 'Your execution is high but nothing has changed yet: check whether these actions are the right ones',
  },
} as const satisfies MessageCatalogue;
