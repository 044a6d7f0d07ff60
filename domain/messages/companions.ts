import type { MessageCatalogue } from './types';

/** Companions: a coach or partner who sees the chosen parts of a person's plan (issue 41). */
export const companionsMessages = {
  SHARE_NOT_FOUND: { kind: 'NOT_FOUND', es: 'No se encontró a esa persona acompañante', en: 'Companion not found' },
  SUPPORTED_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Esta persona no comparte nada contigo', en: 'This person shares nothing with you' },
  SHARE_INVITATION_INVALID: {
    kind: 'NOT_FOUND',
    es: 'La invitación no es válida o ha caducado. Pide a quien te invitó que te envíe otra.',
    en: 'The invitation is not valid or has expired. Ask whoever invited you to send another one.',
  },
  SHARE_EMAIL_MISMATCH: {
    kind: 'FORBIDDEN',
    es: 'Esta invitación es para otra dirección de correo: inicia sesión con la cuenta a la que se envió.',
    en: 'This invitation is for another e-mail address: sign in with the account it was sent to.',
  },
  SHARE_SELF: { kind: 'UNPROCESSABLE', es: 'No puedes invitarte a ti mismo', en: 'You cannot invite yourself' },
  SHARE_EXISTS: {
    kind: 'CONFLICT',
    es: 'Ya compartes con esta dirección: cambia lo que ve o termina esa invitación primero.',
    en: 'You already share with this address: change what it sees or end that share first.',
  },
  SHARE_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Has alcanzado el máximo de {max} personas acompañantes. Termina alguna para invitar a otra.',
    en: 'You have reached the maximum of {max} companions. End one to invite another.',
  },
  SHARE_EMAIL_INVALID: { es: 'Escribe un correo electrónico válido', en: 'Enter a valid e-mail address' },
  SHARE_ROLE_INVALID: { es: 'El rol es COACH o PARTNER', en: 'The role is COACH or PARTNER' },
  SHARE_CHOICE_INVALID: { es: 'Cada opción es verdadero o falso', en: 'Each choice is true or false' },
  SHARE_NOTHING_CHOSEN: {
    es: 'Elige al menos una cosa que compartir: la rueda, los ciclos, el plan o la semana',
    en: 'Choose at least one thing to share: the wheel, the cycles, the plan or the week',
  },
  SHARE_BUDGETS_NEED_PLAN: { es: 'Los presupuestos solo se comparten junto con el plan', en: 'Budgets are only shared together with the plan' },
  SHARE_REVIEW_TEXT_NEEDS_WEEKLY: {
    es: 'El texto de las revisiones solo se comparte junto con la semana',
    en: 'The review text is only shared together with the week',
  },
  COMPANION_NOTE_REQUIRED: { es: 'Escribe la nota', en: 'Write the note' },
  COMPANION_NOTE_TOO_LONG: { es: 'La nota admite como máximo 500 caracteres', en: 'The note takes at most 500 characters' },
  COMPANION_NOTE_WEEK_INVALID: {
    kind: 'UNPROCESSABLE',
    es: 'La nota va en el lunes de una de las últimas 12 semanas que ves',
    en: 'The note goes on the Monday of one of the last 12 weeks you see',
  },
  SHARE_ENDED: { es: 'Has dejado de compartir con {email}', en: 'You stopped sharing with {email}' },
  SHARE_LEFT: { es: 'Has dejado de acompañar a {name}', en: 'You no longer support {name}' },
} as const satisfies MessageCatalogue;
