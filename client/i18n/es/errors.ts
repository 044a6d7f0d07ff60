// The error catalogue of SPEC section 8.
export const errors = {
  general: {
    unexpected: 'Ocurrió un error inesperado',
    tryAgain: 'Algo salió mal. Inténtalo de nuevo.',
    unknown: 'Ocurrió un error desconocido',
  },
  auth: {
    invalidCredentials: 'Email o contraseña incorrectos',
    userNotFound: 'Usuario no encontrado',
    unauthorized: 'No estás autorizado para realizar esta acción',
    sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    invalidToken: 'Token de autenticación inválido',
    emailExists: 'Este email ya está registrado',
    phoneExists: 'Este número de teléfono ya está registrado',
  },
  network: {
    offline: 'No se puede conectar con el servidor. Revisa tu conexión a internet.',
    timeout: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
  },
  validation: {
    checkInput: 'Revisa los datos e inténtalo de nuevo',
    invalidInput: 'Datos inválidos',
    required: 'Este campo es obligatorio',
    invalidFormat: 'Formato inválido',
  },
  server: {
    internal: 'Error del servidor. Inténtalo más tarde.',
    unavailable: 'Servicio no disponible temporalmente. Inténtalo más tarde.',
    connection: 'Error de conexión. Inténtalo de nuevo.',
  },
  permission: {
    forbidden: 'No tienes permiso para acceder a este recurso',
  },
  resource: {
    notFound: 'Recurso no encontrado',
    alreadyExists: 'Este recurso ya existe',
  },
  status: {
    http400: 'Solicitud inválida',
    http401: 'Autenticación requerida',
    http403: 'Acceso denegado',
    http404: 'No encontrado',
    http408: 'Tiempo de espera agotado',
    http409: 'Conflicto: el recurso ya existe',
    http422: 'No se pudo procesar la solicitud',
    http429: 'Demasiadas solicitudes. Espera un momento.',
    http500: 'Error del servidor',
    http502: 'Error de conexión',
    http503: 'Servicio no disponible',
    http504: 'El servidor tardó demasiado en responder',
    generic: 'Error {{status}}: la solicitud falló',
  },
};
