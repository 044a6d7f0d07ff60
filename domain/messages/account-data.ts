import type { MessageCatalogue } from './types';

/** Export and deletion of an account (issue 22). */
export const accountDataMessages = {
  ACCOUNT_PASSWORD_INCORRECT: {
    kind: 'FORBIDDEN',
    es: 'La contraseña no es correcta. Tu cuenta no se ha eliminado.',
    en: 'The password is not correct. Your account was not deleted.',
  },
  ACCOUNT_DELETION_LINK_INVALID: {
    kind: 'FORBIDDEN',
    es: 'El enlace de confirmación no es válido, ya se usó o caducó. Pide uno nuevo desde tu perfil.',
    en: 'The confirmation link is not valid, was already used or has expired. Ask for a new one from your profile.',
  },
  ACCOUNT_HAS_PASSWORD: {
    kind: 'UNPROCESSABLE',
    es: 'Tu cuenta tiene contraseña: confirma la eliminación escribiéndola.',
    en: 'Your account has a password: confirm the deletion by typing it.',
  },
  EXPORT_TOO_LARGE: {
    kind: 'PAYLOAD_TOO_LARGE',
    es: 'Tu cuenta tiene más de {max} acciones, más de las que cabe en una sola descarga. Descarga tus acciones por páginas (GET /actions/me?limit=&cursor=) o escríbenos y te enviamos el archivo completo.',
    en: 'Your account has more than {max} actions, more than fit in one download. Download your actions page by page (GET /actions/me?limit=&cursor=) or write to us and we will send you the whole file.',
  },
  ACCOUNT_DELETED: { es: 'Tu cuenta y todos tus datos se han eliminado', en: 'Your account and all your data have been deleted' },
  ACCOUNT_DELETION_LINK_SENT: {
    es: 'Te enviamos un enlace para confirmar la eliminación. Vale durante 1 hora.',
    en: 'We sent you a link to confirm the deletion. It works for 1 hour.',
  },
  ACCOUNT_DELETION_PASSWORD_REQUIRED: {
    es: 'Escribe tu contraseña para eliminar la cuenta',
    en: 'Type your password to delete the account',
  },
} as const satisfies MessageCatalogue;
