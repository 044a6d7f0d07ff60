import type { MessageCatalogue } from './types';

export const wheelMessages = {
  // Assessment and answers
  AREA_ALREADY_ASSESSED: {
    kind: 'CONFLICT',
    es: 'Ya evaluaste esta área y tus respuestas son definitivas',
    en: 'You have already assessed this area and your answers are final',
  },
  ANSWERS_DUPLICATE: {
    kind: 'UNPROCESSABLE',
    es: 'Cada pregunta se responde una sola vez',
    en: 'Each question can be answered only once',
  },
  ANSWERS_QUESTION_NOT_IN_AREA: {
    kind: 'UNPROCESSABLE',
    es: 'Hay respuestas a preguntas que no son de esta área',
    en: 'Some answers are for questions that do not belong to this area',
  },
  ANSWERS_MIXED_SETS: {
    kind: 'UNPROCESSABLE',
    es: 'Responde solo las preguntas de tu situación: en pareja o sin pareja',
    en: 'Answer only the questions for your situation: in a relationship or single',
  },
  ANSWERS_INCOMPLETE: {
    kind: 'UNPROCESSABLE',
    es: 'Responde todas las preguntas: llevas {answered} de {total}',
    en: 'Please answer every question: you have answered {answered} of {total}',
  },
  ANSWERS_SAVED: { es: 'Respuestas guardadas', en: 'Answers saved' },
  ANSWERS_REQUIRED: { es: 'Envía tus respuestas', en: 'Send your answers' },
  ANSWERS_TOO_MANY: { es: 'Demasiadas respuestas para un área', en: 'Too many answers for one area' },
  ANSWER_NOT_BOOLEAN: { es: 'Cada respuesta es sí o no (true o false)', en: 'Each answer is yes or no (true or false)' },

  // The wheel as a whole
  AREAS_NOT_ALL_ASSESSED: {
    kind: 'UNPROCESSABLE',
    es: 'Primero evalúa las seis áreas: llevas {assessed} de {total}',
    en: 'Assess all six areas first: you have assessed {assessed} of {total}',
  },

  // Focus selection
  FOCUS_SELECT_EXACTLY_3: { kind: 'UNPROCESSABLE', es: 'Selecciona exactamente 3 áreas', en: 'Please select exactly 3 areas' },
  FOCUS_SELECT_ALL_ELIGIBLE: {
    kind: 'UNPROCESSABLE',
    count: 'count',
    es: {
      one: 'Solo {count} de tus áreas tiene menos de 10: selecciónala',
      other: 'Solo {count} de tus áreas tienen menos de 10: selecciónalas todas',
    },
    en: {
      one: 'Only {count} of your areas scores below 10: select it',
      other: 'Only {count} of your areas score below 10: select all of them',
    },
  },
  FOCUS_NO_ELIGIBLE_AREAS: {
    kind: 'UNPROCESSABLE',
    es: 'Todas tus áreas tienen 10: no queda ninguna en la que enfocarte',
    en: 'All your areas score 10: there is no area left to focus on',
  },
  FOCUS_DUPLICATE_AREAS: { kind: 'UNPROCESSABLE', es: 'Elige tres áreas distintas', en: 'Choose three different areas' },
  FOCUS_AREA_NOT_ELIGIBLE: {
    kind: 'UNPROCESSABLE',
    es: '{area} no puede ser un área de enfoque: solo cuentan las áreas evaluadas con menos de 10',
    en: '{area} cannot be a focus area: only assessed areas scoring below 10 count',
  },
  FOCUS_NOT_LOWEST: {
    kind: 'UNPROCESSABLE',
    es: 'Elige tus áreas con menor puntuación: {chosen} ({chosenScore}) puntúa más que {leftOut} ({leftOutScore}), que dejaste fuera',
    en: 'Choose your lowest-scoring areas: {chosen} ({chosenScore}) scores higher than {leftOut} ({leftOutScore}), which you left out',
  },
  FOCUS_ALREADY_SAVED: {
    kind: 'CONFLICT',
    es: 'Ya guardaste tus áreas de enfoque para este ciclo',
    en: 'You have already saved your focus areas for this cycle',
  },
  FOCUS_AREAS_REQUIRED: { es: 'Selecciona tus áreas de enfoque', en: 'Select your focus areas' },

  // Unlocking
  AREAS_CANNOT_UNLOCK: {
    kind: 'UNPROCESSABLE',
    es: 'Estas áreas no se pueden desbloquear: {areas}',
    en: 'These areas cannot be unlocked: {areas}',
  },
  UNLOCK_FOCUS_NOT_SAVED: {
    es: '{area}: primero guarda tus áreas de enfoque',
    en: '{area}: save your focus areas first',
  },
  UNLOCK_AREA_NOT_ASSESSED: { es: '{area}: aún no está evaluada', en: '{area}: not assessed yet' },
  UNLOCK_AREA_FINISHED: { es: '{area}: ya tiene 10 y está completa', en: '{area}: already scores 10 and is finished' },
  UNLOCK_AREAS_REQUIRED: { es: 'Indica qué áreas desbloquear', en: 'Say which areas to unlock' },
  UNLOCK_AREAS_TOO_MANY: { es: 'Tu rueda tiene solo seis áreas', en: 'Your wheel has only six areas' },

  // 90-day cycles
  CYCLE_TOO_EARLY: {
    kind: 'CONFLICT',
    es: 'Aún no puedes empezar el siguiente ciclo: podrás a partir del {date} (día {day}), o antes si completas o cancelas todos tus proyectos',
    en: 'You cannot start the next cycle yet: you can from {date} (day {day}), or earlier once all your projects are completed or cancelled',
  },
  CYCLE_NOT_STARTED: {
    kind: 'CONFLICT',
    es: 'Tu ciclo aún no ha empezado: evalúa las seis áreas y guarda tus áreas de enfoque',
    en: 'Your cycle has not started yet: assess all six areas and save your focus areas',
  },
  CYCLE_CLOSED: {
    kind: 'CONFLICT',
    es: 'Este ciclo está cerrado: sus respuestas, áreas de enfoque y puntuaciones ya no se pueden cambiar',
    en: 'This cycle is closed: its answers, focus areas and scores can no longer be changed',
  },
  CYCLE_CARRY_NOT_ALLOWED: {
    kind: 'UNPROCESSABLE',
    es: 'Solo puedes traer al nuevo ciclo proyectos activos del ciclo anterior cuya área vuelva a ser de enfoque: {projects}',
    en: 'You can only bring active projects of the previous cycle whose area is a focus area again: {projects}',
  },
  CYCLE_CARRY_TOO_MANY: { es: 'Son demasiados proyectos para traer a un ciclo', en: 'Too many projects to bring into one cycle' },
} as const satisfies MessageCatalogue;
