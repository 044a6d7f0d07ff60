import type { MessageCatalogue } from './types';

/** Notification settings and the stored time zone (issue 23). */
export const notificationsMessages = {
  NOTIFY_HOUR_INVALID: { es: 'La hora debe ser un número entero del 0 al 23', en: 'The hour must be a whole number from 0 to 23' },
  NOTIFY_SWITCH_INVALID: { es: 'Cada aviso se activa o se desactiva: true o false', en: 'Each notification is turned on or off: true or false' },
  TIME_ZONE_INVALID: {
    es: 'No conocemos esa zona horaria: elige una de la lista (por ejemplo, Europe/Madrid)',
    en: 'That is not a time zone we know: pick one from the list (for example, Europe/Madrid)',
  },
} as const satisfies MessageCatalogue;
