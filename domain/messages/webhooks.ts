import type { MessageCatalogue } from './types';

/** Signed webhooks (issue 39). */
export const webhooksMessages = {
  WEBHOOK_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Webhook no encontrado', en: 'Webhook not found' },
  WEBHOOK_DELIVERY_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Entrega de webhook no encontrada', en: 'Webhook delivery not found' },
  WEBHOOK_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Has alcanzado el máximo de {max} webhooks. Borra alguno para registrar otro.',
    en: 'You have reached the maximum of {max} webhooks. Delete one to register another.',
  },
  WEBHOOK_URL_INVALID: { es: 'Escribe una URL https válida', en: 'Enter a valid https URL' },
  WEBHOOK_URL_TOO_LONG: { es: 'La URL admite como máximo 2048 caracteres', en: 'The URL takes at most 2048 characters' },
  WEBHOOK_URL_NOT_HTTPS: {
    kind: 'UNPROCESSABLE',
    es: 'La URL del webhook debe usar https (http solo para localhost fuera de producción)',
    en: 'The webhook URL must use https (http only for localhost outside production)',
  },
  WEBHOOK_URL_PRIVATE: {
    kind: 'UNPROCESSABLE',
    es: 'La URL del webhook apunta a una dirección privada, local o reservada: usa una dirección pública',
    en: 'The webhook URL points to a private, local or reserved address: use a public address',
  },
  WEBHOOK_URL_UNRESOLVED: {
    kind: 'UNPROCESSABLE',
    es: 'No se encuentra el servidor de la URL del webhook',
    en: 'The webhook URL\'s host cannot be found',
  },
  WEBHOOK_EVENT_UNKNOWN: {
    es: 'Evento desconocido. Los eventos son: action.created, action.completed, goal.completed, week.closed, review.created, cycle.started, cycle.reassessed',
    en: 'Unknown event. The events are: action.created, action.completed, goal.completed, week.closed, review.created, cycle.started, cycle.reassessed',
  },
  WEBHOOK_EVENTS_REQUIRED: { es: 'Elige al menos un evento', en: 'Choose at least one event' },
  WEBHOOK_DELETED: { es: 'Webhook borrado: no recibirá más entregas', en: 'Webhook deleted: it will receive no more deliveries' },
  WEBHOOK_DISABLED_GONE: {
    es: 'Desactivado: el servidor respondió 410 (Gone)',
    en: 'Disabled: the server answered 410 (Gone)',
  },
  WEBHOOK_DISABLED_BY_OWNER: { es: 'Desactivado por su dueño', en: 'Disabled by its owner' },
  WEBHOOK_SEND_TIMEOUT: { es: 'El servidor no respondió a tiempo', en: 'The server did not answer in time' },
  WEBHOOK_SEND_REFUSED_ADDRESS: {
    es: 'No se envió: la URL lleva a una dirección que no es pública',
    en: 'Not sent: the URL leads to an address that is not public',
  },
  WEBHOOK_SEND_UNREACHABLE: { es: 'No se pudo conectar con el servidor', en: 'The server could not be reached' },
  WEBHOOK_SEND_DISABLED: { es: 'No se envió: el webhook está desactivado', en: 'Not sent: the webhook is disabled' },
} as const satisfies MessageCatalogue;
