import type { MessageCatalogue } from './types';

/** Web Push devices (issue 40). */
export const pushMessages = {
  PUSH_DEVICE_NOT_FOUND: { kind: 'NOT_FOUND', es: 'Dispositivo no encontrado', en: 'Device not found' },
  PUSH_DEVICE_LIMIT: {
    kind: 'UNPROCESSABLE',
    es: 'Has alcanzado el máximo de {max} dispositivos con avisos. Quita alguno para añadir este.',
    en: 'You have reached the maximum of {max} devices with reminders. Remove one to add this one.',
  },
  PUSH_DEVICE_REMOVED: { es: 'Dispositivo quitado: no recibirá más avisos', en: 'Device removed: it will get no more reminders' },
  PUSH_DEVICE_UNNAMED: { es: 'Dispositivo sin nombre', en: 'Device without a name' },
  PUSH_ENDPOINT_INVALID: { es: 'La suscripción del navegador no trae una URL válida', en: "The browser's subscription has no valid URL" },
  PUSH_ENDPOINT_NOT_HTTPS: {
    kind: 'UNPROCESSABLE',
    es: 'La URL del servicio de avisos debe usar https (http solo para localhost fuera de producción)',
    en: 'The push service URL must use https (http only for localhost outside production)',
  },
  PUSH_ENDPOINT_PRIVATE: {
    kind: 'UNPROCESSABLE',
    es: 'La URL del servicio de avisos apunta a una dirección privada, local o reservada',
    en: 'The push service URL points to a private, local or reserved address',
  },
  PUSH_ENDPOINT_UNRESOLVED: { kind: 'UNPROCESSABLE', es: 'No se encuentra el servidor del servicio de avisos', en: "The push service's host cannot be found" },
  PUSH_KEYS_INVALID: {
    es: 'Las claves de la suscripción del navegador no son válidas (p256dh: una clave P-256; auth: 16 bytes en base64url)',
    en: "The browser subscription's keys are not valid (p256dh: a P-256 key; auth: 16 bytes in base64url)",
  },
  PUSH_LABEL_INVALID: { es: 'El nombre del dispositivo tiene de 1 a 200 caracteres', en: 'The device name has 1 to 200 characters' },
  NOTIFY_CHANNEL_INVALID: {
    es: 'Cada aviso llega por EMAIL (correo), PUSH (avisos en tus dispositivos) o BOTH (los dos)',
    en: 'Each notification comes by EMAIL, PUSH (reminders on your devices) or BOTH',
  },
} as const satisfies MessageCatalogue;
