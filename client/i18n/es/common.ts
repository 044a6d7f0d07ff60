// The frame of every screen: navigation, language, notices, the shared fields, 404 and the expired session.
export const common = {
  app: {
    name: 'Prospera',
    tagline: 'De sobrevivir a prosperar en 90 días',
  },
  common: {
    loading: 'Cargando...',
    back: 'Volver',
    close: 'Cerrar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    working: 'Procesando...',
    notProvided: 'No indicado',
    showPassword: 'Mostrar contraseña',
    /** A text field's characters used of its maximum. */
    counter: '{{count}}/{{max}}',
    hidePassword: 'Ocultar contraseña',
    retry: 'Reintentar',
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
  },
  nav: {
    label: 'Navegación principal',
    dashboard: 'Panel',
    wheel: 'Rueda',
    projects: 'Proyectos',
    actions: 'Acciones',
    profile: 'Perfil',
    now: 'Ahora',
    review: 'Revisión',
    history: 'Historial',
    analytics: 'Analítica',
    more: 'Más',
  },
  toast: {
    region: 'Avisos',
    dismiss: 'Cerrar notificación',
    /** How many times the same notice came while it showed (the toast shows it once, with ×N). */
    repeats_one: '{{count}} vez',
    repeats_other: '{{count}} veces',
  },
  update: {
    title: 'Nueva versión disponible',
    detail: 'Al actualizar se recarga la página: guarda antes lo que estés escribiendo.',
    accept: 'Actualizar',
    dismiss: 'Ahora no',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
  },
  errorBoundary: {
    title: '¡Ups! Algo salió mal',
    returnHome: 'Volver al inicio',
  },
  screenLoad: {
    title: 'No se pudo cargar esta pantalla',
    detail: 'Puede que no haya conexión o que haya una versión nueva de Prospera.',
    retry: 'Reintentar',
    reload: 'Recargar la página',
  },
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    goBack: 'Volver atrás',
    goHome: 'Ir al inicio',
    shortcuts: 'Accesos rápidos',
  },
  /** The offline notice above the bottom navigation (components/offline-notice). */
  offline: {
    title: 'Sin conexión.',
    text: 'Estás viendo lo último que cargaste. Lo que completes, crees o edites se guarda en este dispositivo y se envía al volver la conexión.',
  },
  sessionExpired: {
    title: 'Tu sesión ha expirado',
    text: 'Por seguridad, vuelve a iniciar sesión para continuar.',
    countdown_one: 'Te llevaremos al inicio de sesión en {{count}} segundo.',
    countdown_other: 'Te llevaremos al inicio de sesión en {{count}} segundos.',
    button: 'Iniciar sesión',
  },
  country: {
    label: 'Prefijo del país',
    search: 'Buscar país o prefijo',
    results_one: '{{count}} país',
    results_other: '{{count}} países',
    noResults: 'Ningún país coincide con «{{query}}»',
    selected: '{{country}} ({{dialCode}})',
  },
};
