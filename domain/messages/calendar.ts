import type { MessageCatalogue } from './types';

/** The secret calendar feed (issue 23). */
export const calendarMessages = {
  CALENDAR_FEED_NOT_FOUND: {
    kind: 'NOT_FOUND',
    es: 'Este calendario no existe o su enlace se revocó o se regeneró. Crea uno nuevo desde tu perfil.',
    en: 'This calendar does not exist, or its link was revoked or regenerated. Create a new one from your profile.',
  },
  CALENDAR_FEED_REVOKED: {
    es: 'El enlace de tu calendario ya no funciona',
    en: 'Your calendar link no longer works',
  },
} as const satisfies MessageCatalogue;
