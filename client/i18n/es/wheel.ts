// The life wheel (/home), the assessment intro and the questions.
export const wheel = {
  home: {
    title: 'Tu rueda de la vida',
    subtitle: 'Seis áreas, una visión completa',
    empty: 'Completa la evaluación para ver la puntuación de cada área en tu rueda de la vida.',
    start: 'Comenzar la evaluación',
  },
  assessmentIntro: {
    title: 'Evaluación de tu vida',
    subtitle: 'Unos 10 minutos, preguntas de sí o no',
    empty: 'Responde con sinceridad a las preguntas de cada área para conocer tu punto de partida.',
  },
  assessmentArea: {
    title: 'Evaluación del área',
    subtitle: 'Responde sí o no',
    empty: 'Todavía no hay preguntas para esta área.',
  },
};
