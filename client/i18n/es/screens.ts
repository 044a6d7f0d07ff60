// Titles and empty states of the signed-in screens; each later issue fills its own screen.
export const screens = {
  home: {
    title: 'Tu rueda de la vida',
    subtitle: 'Seis áreas, una visión completa',
    empty: 'Completa la evaluación para ver la puntuación de cada área en tu rueda de la vida.',
    start: 'Comenzar la evaluación',
  },
  dashboard: {
    title: 'Panel',
    subtitle: 'Tu progreso de un vistazo',
    noData: 'Aún no hay datos. Completa tu evaluación para ver aquí tu progreso.',
  },
  projects: {
    title: 'Mis proyectos',
    subtitle: 'Proyectos de 90 días para tus áreas de enfoque',
    empty: 'Todavía no tienes proyectos.',
    create: 'Nuevo proyecto',
  },
  projectCreate: {
    title: 'Nuevo proyecto',
    subtitle: 'Elige un área de enfoque y define tu proyecto',
    empty: 'Completa la evaluación y elige tus tres áreas de enfoque para crear proyectos.',
  },
  projectGoals: {
    title: 'Metas del proyecto',
    subtitle: 'SER, HACER y TENER',
    empty: 'Este proyecto todavía no tiene metas.',
  },
  areaProjects: {
    title: 'Proyectos del área',
    subtitle: 'Hasta dos proyectos por área',
    empty: 'Esta área todavía no tiene proyectos.',
  },
  actions: {
    title: 'Mis acciones',
    subtitle: 'Pasos concretos agrupados por contexto',
    empty: 'Todavía no tienes acciones.',
  },
  profile: {
    title: 'Mi perfil',
    subtitle: 'Tus datos y tus contextos',
    email: 'Email',
    phone: 'Teléfono',
    address: 'Dirección',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión...',
    subscription: 'Ver planes',
  },
  subscription: {
    title: 'Planes',
    subtitle: 'Elige el plan que mejor te acompaña',
    empty: 'No hay planes disponibles en este momento.',
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
