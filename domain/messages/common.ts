import type { MessageCatalogue } from './types';

export const commonMessages = {
  VALIDATION_ERROR: { kind: 'BAD_REQUEST', es: 'Revisa los datos e inténtalo de nuevo', en: 'Please check your input and try again' },
  INVALID_JSON: { kind: 'BAD_REQUEST', es: 'El cuerpo de la petición no es JSON válido', en: 'The request body is not valid JSON' },
  BAD_REQUEST: { kind: 'BAD_REQUEST', es: 'Petición inválida', en: 'Invalid request' },
  UNSUPPORTED_MEDIA_TYPE: {
    kind: 'UNSUPPORTED_MEDIA_TYPE',
    es: 'Tipo de contenido no admitido: envía application/json',
    en: 'Unsupported content type: send application/json',
  },
  PAYLOAD_TOO_LARGE: { kind: 'PAYLOAD_TOO_LARGE', es: 'El cuerpo de la petición es demasiado grande', en: 'The request body is too large' },
  HEADERS_TOO_LARGE: {
    kind: 'HEADERS_TOO_LARGE',
    es: 'Las cabeceras de la petición son demasiado grandes',
    en: 'The request headers are too large',
  },
  BATCH_TOO_LARGE: {
    kind: 'BAD_REQUEST',
    es: 'Demasiadas llamadas en una sola petición: como máximo {max}',
    en: 'Too many calls in one request: at most {max}',
  },
  NOT_FOUND: { kind: 'NOT_FOUND', es: 'Recurso no encontrado', en: 'Resource not found' },
  ROUTE_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Ruta no encontrada: {method} {path}', en: 'Route not found: {method} {path}' },
  UNAUTHENTICATED: { kind: 'UNAUTHENTICATED', es: 'Autenticación requerida', en: 'Authentication required' },
  METRICS_TOKEN_REQUIRED: {
    kind: 'UNAUTHENTICATED',
    es: 'Las métricas piden el token de METRICS_TOKEN en la cabecera Authorization: Bearer',
    en: 'The metrics require the METRICS_TOKEN token in the Authorization: Bearer header',
  },
  FORBIDDEN: { kind: 'FORBIDDEN', es: 'No tienes permiso para acceder a este recurso', en: "You don't have permission to access this resource" },
  CONFLICT: { kind: 'CONFLICT', es: 'Este recurso ya existe', en: 'This resource already exists' },
  TOO_MANY_REQUESTS: {
    kind: 'TOO_MANY_REQUESTS',
    count: 'retryAfter',
    es: {
      one: 'Demasiadas peticiones. Espera {retryAfter} segundo e inténtalo de nuevo.',
      other: 'Demasiadas peticiones. Espera {retryAfter} segundos e inténtalo de nuevo.',
    },
    en: {
      one: 'Too many requests. Please wait {retryAfter} second and try again.',
      other: 'Too many requests. Please wait {retryAfter} seconds and try again.',
    },
  },
  CHANGED_MEANWHILE: {
    kind: 'CONFLICT',
    es: 'Otro cambio hecho al mismo tiempo lo impidió. Recarga e inténtalo de nuevo.',
    en: 'A change made at the same time prevented this. Reload and try again.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    kind: 'BAD_REQUEST',
    es: 'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles',
    en: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
  },
  IDEMPOTENCY_KEY_REUSED: {
    kind: 'UNPROCESSABLE',
    es: 'Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada petición distinta',
    en: 'This Idempotency-Key was already used with another request: use a new key for each different request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    kind: 'CONFLICT',
    es: 'La primera petición con esta Idempotency-Key aún está en curso. Inténtalo de nuevo en un momento.',
    en: 'The first request with this Idempotency-Key is still running. Try again in a moment.',
  },
  IDEMPOTENCY_KEY_BATCH: {
    kind: 'BAD_REQUEST',
    es: 'Una Idempotency-Key vale para una sola llamada: no la envíes con un lote de varias',
    en: 'An Idempotency-Key covers a single call: do not send it with a batch of several',
  },
  PRECONDITION_FAILED: {
    kind: 'PRECONDITION_FAILED',
    es: 'Esto cambió desde que lo leíste (If-Match ya no coincide): vuelve a leerlo y repite el cambio sobre su versión actual',
    en: 'This changed since you read it (If-Match no longer matches): read it again and repeat the change on its current version',
  },
  IF_MATCH_INVALID: {
    kind: 'BAD_REQUEST',
    es: 'La cabecera If-Match debe ser * o una lista de etiquetas entre comillas separadas por comas ("3")',
    en: 'The If-Match header must be * or a comma-separated list of quoted entity tags ("3")',
  },
  IF_MATCH_BATCH: {
    kind: 'BAD_REQUEST',
    es: 'Un If-Match vale para una sola llamada: no lo envíes con un lote de varias',
    en: 'An If-Match covers a single call: do not send it with a batch of several',
  },
  INTERNAL_ERROR: { kind: 'INTERNAL', es: 'Error del servidor. Inténtalo más tarde.', en: 'Server error. Please try again later.' },
  SERVICE_UNAVAILABLE: {
    kind: 'UNAVAILABLE',
    es: 'Servicio no disponible temporalmente. Inténtalo más tarde.',
    en: 'Service temporarily unavailable. Please try again later.',
  },
  REQUIRED: { es: 'Este campo es obligatorio', en: 'This field is required' },
  INVALID_FORMAT: { es: 'Formato inválido', en: 'Invalid format' },
  INVALID_ID: { es: 'Identificador inválido', en: 'Invalid identifier' },
  INVALID_DATE: { es: 'Fecha inválida (usa AAAA-MM-DD)', en: 'Invalid date (use YYYY-MM-DD)' },
} as const satisfies MessageCatalogue;
