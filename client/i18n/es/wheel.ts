// The life wheel (/home): scores, chart, banners and the choice of the focus areas.
export const wheel = {
  outOfTen: '{{score}}/10',
  focusTag: 'Enfoque',
  title: 'Tu rueda de la vida',
  subtitle: 'Seis áreas, una visión completa',
  loading: 'Cargando tu rueda de la vida...',
  loadError: 'No pudimos cargar tu rueda de la vida.',
  start: 'Comenzar la evaluación',
  continue: 'Continuar la evaluación',
  globalScore: 'Puntuación global',
  globalPending: 'Evalúa tu primera área para ver tu puntuación global.',
  chart: {
    title: 'Rueda de la vida',
    summary: 'Puntuación de cada área: {{list}}.',
    scored: '{{area}}, {{score}} de 10',
    notAssessed: '{{area}}, sin evaluar',
    /** An area's entry in the summary when it is a focus area. */
    focus: '{{area}}, área de enfoque',
    /** The words inside the empty wedge of an area not assessed yet. */
    notAssessedShort: 'sin evaluar',
    /** Explains the star on the focus areas' icons. */
    focusLegend: 'Área de enfoque',
  },
  scores: {
    title: 'Puntuaciones actuales',
    notAssessedLabel: 'sin evaluar',
    finishedLabel: 'Área completada con 10 de 10: no admite proyectos nuevos',
    hint: {
      projects: 'Ver proyectos',
      assess: 'Evaluar',
      chooseFocus: 'Elegir enfoque',
      finished: 'Completada',
      locked: 'Bloqueada',
    },
  },
  partial: {
    title: 'Evaluación parcial',
    text: 'Áreas evaluadas: {{assessed}} de {{total}}. Evalúa todas para elegir tus áreas de enfoque y crear proyectos.',
  },
  completed: {
    title: '¡Evaluación completada!',
    text: 'Tu puntuación global de vida es {{score}}/10.',
  },
  focus: {
    title: 'Enfócate en tus áreas más bajas',
    saved: 'Tus áreas de enfoque son {{areas}}. Crea en ellas tus proyectos de 90 días.',
    pending_one: 'Elige tu área de enfoque: la de puntuación más baja, donde más puedes crecer.',
    pending_other: 'Elige tus {{count}} áreas de enfoque: las de puntuación más baja, donde más puedes crecer.',
    choose: 'Elegir áreas de enfoque',
    saving: 'Guardando tus áreas de enfoque...',
    saveError: 'No pudimos guardar tus áreas de enfoque.',
    savedToast: 'Áreas de enfoque guardadas: {{areas}}',
    allFinished: 'Todas tus áreas están en 10: no queda ninguna en la que enfocarte. ¡Enhorabuena!',
  },
  focusModal: {
    title: 'Elige tus áreas de enfoque',
    text_one: 'Trabajarás en tus {{required}} áreas con la puntuación más baja. Hay un empate: elige {{count}} de las áreas empatadas.',
    text_other: 'Trabajarás en tus {{required}} áreas con la puntuación más baja. Hay un empate: elige {{count}} de las áreas empatadas.',
    autoChosen: 'Elegida por tener la puntuación más baja',
    tied: 'Empatada con {{score}}/10',
    counter: '{{selected}} de {{required}} seleccionadas',
    exactly: 'Selecciona exactamente {{required}} áreas para confirmar.',
    confirm: 'Confirmar áreas',
    confirming: 'Guardando...',
  },
};
