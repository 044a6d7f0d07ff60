import type { MessageCatalogue } from './types';

/** Notification settings and the stored time zone (issue 23). */
export const notificationsMessages = {
  NOTIFY_HOUR_INVALID: { es: 'La hora debe ser un número entero del 0 al 23', en: 'The hour must be a whole number from 0 to 23' },
  NOTIFY_SWITCH_INVALID: { es: 'Cada aviso se activa o se desactiva: true o false', en: 'Each notification is turned on or off: true or false' },
  TIME_ZONE_INVALID: {
    es: 'No conocemos esa zona horaria: elige una de la lista (por ejemplo, Europe/Madrid)',
    en: 'That is not a time zone we know: pick one from the list (for example, Europe/Madrid)',
  },
  MAIL_LANGUAGE_INVALID: { es: 'El idioma de los correos es es o en', en: 'The language of the mails is es or en' },
  UNSUBSCRIBE_LINK_INVALID: {
    es: 'Este enlace para darse de baja no es válido: ábrelo desde el correo o cambia tus avisos en tu perfil',
    en: 'This unsubscribe link is not valid: open it from the mail or change your notifications in your profile',
  },
  UNSUBSCRIBE_LINK_NOT_FOUND: {
    kind: 'NOT_FOUND',
    es: 'Este enlace para darse de baja no existe o su cuenta ya no existe: cambia tus avisos en tu perfil',
    en: 'This unsubscribe link does not exist, or its account no longer does: change your notifications in your profile',
  },
  UNSUBSCRIBE_LINK_EXPIRED: {
    kind: 'NOT_FOUND',
    es: 'Este enlace para darse de baja ha caducado (tiene más de un año o cambiaste tus avisos después): cambia tus avisos en tu perfil',
    en: 'This unsubscribe link has expired (it is over a year old, or you changed your notifications since): change your notifications in your profile',
  },
  UNSUBSCRIBED_WEEKLY_DIGEST: { es: 'Ya no recibirás el resumen semanal', en: 'You will no longer receive the weekly digest' },
  UNSUBSCRIBED_DUE_REMINDER: { es: 'Ya no recibirás recordatorios de acciones que vencen', en: 'You will no longer receive reminders of actions that are due' },
  UNSUBSCRIBED_REASSESS_INVITATION: {
    es: 'Ya no recibirás la invitación a reevaluar tu rueda de la vida',
    en: 'You will no longer receive the invitation to re-assess your life wheel',
  },
  UNSUBSCRIBED_PLAN_LAPSE_WARNING: {
    es: 'Ya no recibirás el aviso antes de que termine tu plan de pago',
    en: 'You will no longer receive the warning before your paid plan ends',
  },
  RESUBSCRIBED_WEEKLY_DIGEST: { es: 'Volverás a recibir el resumen semanal', en: 'You will receive the weekly digest again' },
  RESUBSCRIBED_DUE_REMINDER: { es: 'Volverás a recibir recordatorios de acciones que vencen', en: 'You will receive reminders of actions that are due again' },
  RESUBSCRIBED_REASSESS_INVITATION: {
    es: 'Volverás a recibir la invitación a reevaluar tu rueda de la vida',
    en: 'You will receive the invitation to re-assess your life wheel again',
  },
  RESUBSCRIBED_PLAN_LAPSE_WARNING: {
    es: 'Volverás a recibir el aviso antes de que termine tu plan de pago',
    en: 'You will again receive the warning before your paid plan ends',
  },
} as const satisfies MessageCatalogue;
