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
  | 'PRECONDITION_FAILED'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'UNAVAILABLE';

/** The forms of a text that puts a number next to a noun: 'one' for 1 (in es and en), 'other' for the rest. */
export type PluralText = { one: string; other: string };

/**
 * One entry of the message catalogue. Entries with a kind are error codes an operation can fail with;
 * entries without one are validation messages (zod issue messages are these codes).
 * Texts may hold {placeholders}; where a number meets a noun, the texts have plural forms chosen by the
 * number in the placeholder named by `count`.
 */
export type MessageEntry =
  | { kind?: ErrorKind; es: string; en: string }
  | { kind?: ErrorKind; count: string; es: PluralText; en: PluralText };
export type MessageCatalogue = Record<string, MessageEntry>;
