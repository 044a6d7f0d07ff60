import { decodeCursor, encodeCursor, isExactDay, isExactInstant } from './page-cursor';

/** Where a page of the actions list ends: the sort key of its last action (due date, creation instant, id). */
export type ActionCursor = { dueDate: string; createdAt: string; id: string };

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque text of a cursor (base64url, so it travels in a query string as is). */
export function encodeActionCursor(cursor: ActionCursor): string {
  return encodeCursor([cursor.dueDate, cursor.createdAt, cursor.id]);
}

/** The cursor an opaque text stands for, or null when it is not one encodeActionCursor made. */
export function decodeActionCursor(text: string): ActionCursor | null {
  const [dueDate = '', createdAt = '', id = ''] = decodeCursor(text, CURSOR_PATTERN) ?? [];
  return isExactDay(dueDate) && isExactInstant(createdAt) ? { dueDate, createdAt, id } : null;
}
