// The dashboard, the profile and the subscription screens.
export const account = {
  dashboard: {
    title: 'Panel',
    subtitle: 'Tu progreso de un vistazo',
    noData: 'Aún no hay datos. Completa tu evaluación para ver aquí tu progreso.',
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
};
