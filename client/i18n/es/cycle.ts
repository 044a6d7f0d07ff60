// The 90-day cycle: the day counter in the header of /home and /dashboard, the re-assessment invitation and the
// projects carried into the next cycle from the focus selection.
export const cycle = {
  number: 'Ciclo {{number}}',
  day: 'Día {{day}} de {{total}}',
  daysLeft_one: 'Queda {{count}} día',
  daysLeft_other: 'Quedan {{count}} días',
  over: 'Tu ciclo ha terminado',
  notStarted: 'Tu ciclo empieza cuando guardes tus áreas de enfoque',
  reassessFrom: 'Podrás volver a evaluarte a partir del {{date}}.',
  card: {
    title: 'Es hora de volver a evaluarte',
    intro: 'Llevas {{day}} días de tu ciclo {{number}}. Responde otra vez a tu rueda de la vida para medir lo que has cambiado.',
    stepsLabel: 'Qué pasará',
    closes: 'El ciclo {{number}} se cierra y queda guardado: sus respuestas, su enfoque y sus puntuaciones ya no cambian.',
    answer: 'Respondes de nuevo las preguntas de las seis áreas.',
    compare: 'Verás qué cambió, respuesta por respuesta.',
    carry: 'Tus proyectos activos pueden venir contigo si vuelves a elegir su área como enfoque.',
    start: 'Empezar el ciclo {{next}}',
    confirmTitle: '¿Empezar el ciclo {{next}}?',
    confirmText: 'El ciclo {{number}} se cerrará y no podrás cambiarlo. Después responderás de nuevo las seis áreas.',
    confirm: 'Sí, empezar',
    error: 'No se pudo empezar el nuevo ciclo.',
  },
  carry: {
    focusText_one: 'Tu área de enfoque es la de puntuación más baja.',
    focusText_other: 'Tus {{count}} áreas de enfoque son las de puntuación más baja.',
    title: 'Proyectos del ciclo anterior',
    text: 'Marca los que quieres traer a este ciclo. Los que no marques se quedan en el ciclo anterior como «Algún día».',
    option: 'Traer «{{title}}» a este ciclo',
    loading: 'Cargando tus proyectos del ciclo anterior...',
    loadError: 'No pudimos cargar tus proyectos del ciclo anterior.',
  },
};
