/** The category of an error, which each transport turns into its own status (no HTTP knowledge here). */
export type ErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'HEADERS_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'UNAVAILABLE';

/**
 * One entry of the message catalogue. Entries with a kind are error codes an operation can fail with;
 * entries without one are validation messages (zod issue messages are these codes).
 * Texts may hold {placeholders}.
 */
export type MessageEntry = { kind?: ErrorKind; es: string; en: string };
export type MessageCatalogue = Record<string, MessageEntry>;
