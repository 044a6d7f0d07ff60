import type { MessageCatalogue } from './types';

export const passwordResetMessages = {
  RESET_TOKEN_INVALID: {
    kind: 'BAD_REQUEST',
    es: 'Este enlace para restablecer la contraseña no es válido o fue reemplazado por uno más nuevo. Pide otro.',
    en: 'This password reset link is not valid or was replaced by a newer one. Ask for another.',
  },
  RESET_TOKEN_USED: {
    kind: 'BAD_REQUEST',
    es: 'Este enlace ya se usó para cambiar la contraseña. Si necesitas cambiarla otra vez, pide uno nuevo.',
    en: 'This link was already used to change the password. If you need to change it again, ask for a new one.',
  },
  RESET_TOKEN_EXPIRED: {
    kind: 'BAD_REQUEST',
    es: 'Este enlace caducó: vale durante 1 hora. Pide uno nuevo.',
    en: 'This link has expired: it works for 1 hour. Ask for a new one.',
  },

  PASSWORD_RESET_REQUESTED: {
    es: 'Si existe una cuenta con ese email, te enviamos un enlace para elegir una contraseña nueva. Vale durante 1 hora.',
    en: 'If an account exists for that email, we sent it a link to choose a new password. It works for 1 hour.',
  },
  PASSWORD_RESET_DONE: {
    es: 'Contraseña cambiada. Inicia sesión con la nueva; las demás sesiones se cerraron.',
    en: 'Password changed. Log in with the new one; every other session was closed.',
  },

  RESET_TOKEN_REQUIRED: { es: 'Falta el token del enlace', en: 'The link token is required' },
} as const satisfies MessageCatalogue;
