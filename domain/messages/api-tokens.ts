import type { MessageCatalogue } from './types';

/** Personal access tokens and their scopes (issue 39). */
export const apiTokensMessages = {
  INSUFFICIENT_SCOPE: {
    kind: 'FORBIDDEN',
    es: 'Este token de acceso no tiene el permiso {scope}. Crea uno que lo incluya desde tu perfil.',
    en: 'This access token lacks the {scope} scope. Create one that includes it from your profile.',
  },
  TOKEN_NOT_ALLOWED: {
    kind: 'FORBIDDEN',
    es: 'Un token de acceso personal no puede hacer esto: inicia sesión en Prospera para hacerlo.',
    en: 'A personal access token cannot do this: sign in to Prospera to do it.',
  },
  API_TOKEN_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Token de acceso no encontrado', en: 'Access token not found' },
  API_TOKEN_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Has alcanzado el máximo de {max} tokens de acceso. Revoca alguno para crear otro.',
    en: 'You have reached the maximum of {max} access tokens. Revoke one to create another.',
  },
  API_TOKEN_REVOKED: { es: 'Token de acceso revocado: ya no funciona', en: 'Access token revoked: it no longer works' },
  TOKEN_NAME_REQUIRED: { es: 'Ponle un nombre al token', en: 'Give the token a name' },
  TOKEN_NAME_TOO_LONG: { es: 'El nombre admite como máximo 80 caracteres', en: 'The name takes at most 80 characters' },
  TOKEN_SCOPES_REQUIRED: { es: 'Elige al menos un permiso', en: 'Choose at least one scope' },
  TOKEN_SCOPE_UNKNOWN: {
    es: 'Permiso desconocido. Los permisos son: profile:read, wheel:read, wheel:write, plan:read, plan:write, weekly:read, weekly:write, analytics:read, account:export, webhooks',
    en: 'Unknown scope. The scopes are: profile:read, wheel:read, wheel:write, plan:read, plan:write, weekly:read, weekly:write, analytics:read, account:export, webhooks',
  },
  TOKEN_EXPIRY_INVALID: { es: 'La caducidad va de 1 a 365 días', en: 'The expiry is 1 to 365 days' },
} as const satisfies MessageCatalogue;
