import type { MessageCatalogue } from './types';

// Where SPEC.md section 5 quotes a Spanish service message ('Registration service', 'Login'), that is the text.
export const accountsMessages = {
  INVALID_CREDENTIALS: { kind: 'UNAUTHENTICATED', es: 'Email o contraseña incorrectos', en: 'Invalid email or password' },
  REFRESH_TOKEN_INVALID: {
    kind: 'UNAUTHENTICATED',
    es: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    en: 'Your session has expired. Please log in again.',
  },
  EMAIL_EXISTS: { kind: 'CONFLICT', es: 'Este email ya está registrado', en: 'Email already in use' },
  PHONE_EXISTS: { kind: 'CONFLICT', es: 'Este teléfono ya está registrado', en: 'Phone already in use' },
  CONTEXT_EXISTS: { kind: 'CONFLICT', es: 'Ya tienes un contexto con ese nombre', en: 'A context with this name already exists' },
  CONTEXT_IN_USE: {
    kind: 'CONFLICT',
    count: 'count',
    es: { one: 'No se puede eliminar: tiene {count} acción asociada', other: 'No se puede eliminar: tiene {count} acciones asociadas' },
    en: { one: 'Cannot delete: has {count} associated action', other: 'Cannot delete: has {count} associated actions' },
  },
  CONTEXT_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Has alcanzado el máximo de {max} contextos. Elimina alguno para crear otro.',
    en: 'You have reached the maximum of {max} contexts. Delete one to create another.',
  },

  LOGGED_OUT: { es: 'Sesión cerrada', en: 'Logged out' },
  CONTEXT_DELETED: { es: 'Contexto eliminado', en: 'Context deleted' },

  EMAIL_PASSWORD_REQUIRED: { es: 'Email y contraseña son requeridos', en: 'Email and password are required' },
  NAMES_REQUIRED: { es: 'Nombre y apellido son requeridos', en: 'First and last name are required' },
  PHONE_REQUIRED: { es: 'Teléfono es requerido', en: 'Phone is required' },
  ADDRESS_REQUIRED: { es: 'Dirección es requerida', en: 'Address is required' },
  TERMS_NOT_ACCEPTED: {
    es: 'Debes aceptar los términos, condiciones y políticas para continuar',
    en: 'You must accept the terms, conditions and policies to continue',
  },
  EMAIL_INVALID: { es: 'Email inválido', en: 'Invalid email' },
  EMAIL_TOO_LONG: { es: 'El email no puede superar 254 caracteres', en: 'Email cannot exceed 254 characters' },
  PASSWORD_TOO_SHORT: { es: 'La contraseña debe tener al menos 6 caracteres', en: 'Password must be at least 6 characters' },
  PASSWORD_TOO_LONG: { es: 'La contraseña no puede superar 128 caracteres', en: 'Password cannot exceed 128 characters' },
  PASSWORD_FIELDS_REQUIRED: {
    es: 'Ambos campos de contraseña son obligatorios para cambiar la contraseña.',
    en: 'Both password fields are required when changing password.',
  },
  PASSWORDS_DO_NOT_MATCH: { es: 'Las contraseñas no coinciden', en: 'Passwords do not match' },
  NAME_TOO_LONG: { es: 'Nombre y apellido no pueden superar 80 caracteres', en: 'First and last name cannot exceed 80 characters' },
  ADDRESS_TOO_LONG: { es: 'La dirección no puede superar 200 caracteres', en: 'Address cannot exceed 200 characters' },
  PHONE_FORMAT_INVALID: { es: 'Formato de teléfono inválido', en: 'Invalid phone format' },
  PHONE_DIAL_CODE_INVALID: {
    es: 'Formato de teléfono inválido: empieza por un código de país válido (por ejemplo +52)',
    en: 'Invalid phone format: start with a valid country dial code (for example +52)',
  },
  PHONE_LENGTH_INVALID: {
    es: 'Formato de teléfono inválido: el número debe tener {digits} dígitos',
    en: 'Invalid phone format: the number must have {digits} digits',
  },
  PHONE_LENGTH_OUT_OF_RANGE: {
    es: 'Formato de teléfono inválido: el número debe tener entre {min} y {max} dígitos',
    en: 'Invalid phone format: the number must have between {min} and {max} digits',
  },
  AVATAR_URL_INVALID: {
    es: 'La URL del avatar debe ser http, https o una ruta que empiece por / (máximo 2048 caracteres)',
    en: 'The avatar URL must be http, https or a path starting with / (at most 2048 characters)',
  },
  REFRESH_TOKEN_REQUIRED: { es: 'Falta el refresh_token', en: 'The refresh_token is required' },
  CONTEXT_NAME_REQUIRED: { es: 'El nombre del contexto es obligatorio', en: 'Context name is required' },
  CONTEXT_NAME_TOO_LONG: {
    es: 'El nombre del contexto puede tener como máximo 40 caracteres después de @',
    en: 'Context name can have at most 40 characters after @',
  },
} as const satisfies MessageCatalogue;
