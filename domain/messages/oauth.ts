import type { MessageCatalogue } from './types';

/** Sign-in with Google, Facebook or an OpenID Connect provider (server/services/oauth.ts). */
export const oauthMessages = {
  OAUTH_PROVIDER_UNKNOWN: {
    kind: 'NOT_FOUND',
    es: 'Ese proveedor de inicio de sesión no está disponible',
    en: 'That sign-in provider is not available',
  },
  OAUTH_STATE_INVALID: {
    kind: 'BAD_REQUEST',
    es: 'El inicio de sesión con el proveedor caducó o no empezó aquí. Inténtalo de nuevo.',
    en: 'The sign-in with the provider expired or did not start here. Please try again.',
  },
  OAUTH_FAILED: {
    kind: 'BAD_REQUEST',
    es: 'El proveedor no confirmó tu inicio de sesión. Inténtalo de nuevo.',
    en: 'The provider did not confirm your sign-in. Please try again.',
  },
  OAUTH_UNAVAILABLE: {
    kind: 'UNAVAILABLE',
    es: 'No se pudo contactar con el proveedor de inicio de sesión. Inténtalo más tarde.',
    en: 'The sign-in provider could not be reached. Please try again later.',
  },
  OAUTH_EMAIL_REQUIRED: {
    kind: 'BAD_REQUEST',
    es: 'El proveedor no compartió tu email. Permite el acceso al email o regístrate con email y contraseña.',
    en: 'The provider did not share your email. Allow access to it or register with email and password.',
  },
  OAUTH_CODE_INVALID: {
    kind: 'UNAUTHENTICATED',
    es: 'Este enlace de inicio de sesión ya se usó o caducó. Vuelve a iniciar sesión.',
    en: 'This sign-in link was already used or has expired. Please sign in again.',
  },
  OAUTH_ALREADY_LINKED: {
    kind: 'CONFLICT',
    es: 'Esta cuenta ya está vinculada a otra cuenta del mismo proveedor',
    en: 'This account is already linked to another account of the same provider',
  },
  OAUTH_MAIL_CODE_FORMAT: {
    es: 'Escribe los 6 números del código que te enviamos por correo',
    en: 'Type the 6 digits of the code we e-mailed you',
  },
  OAUTH_MAIL_CODE_WRONG: {
    kind: 'BAD_REQUEST',
    es: 'Ese no es el código que te enviamos. Revisa el último correo e inténtalo de nuevo.',
    en: 'That is not the code we sent you. Check the latest e-mail and try again.',
  },
  SIGN_IN_METHOD_NOT_FOUND: {
    kind: 'NOT_FOUND',
    es: 'Ese método de acceso no está vinculado a tu cuenta',
    en: 'That sign-in method is not linked to your account',
  },
  SIGN_IN_METHOD_LAST: {
    kind: 'CONFLICT',
    es: 'No puedes quitar tu único método de acceso: añade otro antes (una contraseña con «¿Olvidaste tu contraseña?», o entrando con otro proveedor)',
    en: 'You cannot remove your only sign-in method: add another first (a password through "Forgot your password?", or by signing in with another provider)',
  },
} as const satisfies MessageCatalogue;
