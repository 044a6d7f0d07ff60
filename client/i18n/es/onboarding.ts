// The landing page.
export const onboarding = {
  haveAccount: 'Tengo una cuenta',
  signUp: 'Regístrate',
  welcome: 'Hola, {{name}}',
  welcomeBack: 'Hola de nuevo',
  logout: 'Cerrar sesión',
  explore: 'Explorar la app',
  goToApp: 'Ir a la app',
  intro: 'Evalúa seis áreas de tu vida, enfócate en las tres más bajas y conviértelas en proyectos con metas y acciones concretas.',
  socialProof: '{{people}} personas ya están pasando de sobrevivir a prosperar',
  carousel: {
    label: 'Cómo funciona Prospera',
    slide: 'Diapositiva',
    slideOf: '{{current}} de {{total}}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    goTo: 'Ir a la diapositiva {{number}}',
    pause: 'Pausar el pase de diapositivas',
    play: 'Reanudar el pase de diapositivas',
  },
  slides: {
    assess: {
      title: 'Descubre dónde estás',
      text: 'Responde preguntas de sí o no sobre seis áreas de tu vida y obtén una puntuación de 0 a 10 en cada una.',
    },
    focus: {
      title: 'Enfócate en lo que más importa',
      text: 'Trabaja tus tres áreas más bajas: mejorar la más baja puede elevar tu puntuación de vida global un 15 %.',
    },
    plan: {
      title: 'Convierte metas en proyectos',
      text: 'Crea proyectos de 90 días con metas de SER, HACER y TENER para cada área de enfoque.',
    },
    act: {
      title: 'Actúa cada día',
      text: 'Organiza tus acciones por contexto, energía y tiempo, y sigue tu progreso en el panel.',
    },
  },
  visual: {
    be: 'SER',
    do: 'HACER',
    have: 'TENER',
    contextHome: '@casa',
    contextOffice: '@oficina',
    contextPhone: '@teléfono',
  },
  footer: {
    legal: 'Documentos legales',
    credit: 'Creado con ❤️ por Prospera Labs',
    copyright: '© {{year}} Prospera. Todos los derechos reservados.',
  },
};
