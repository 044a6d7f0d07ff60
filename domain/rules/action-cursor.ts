/** Where a page of the actions list ends: the sort key of its last action (due date, creation instant, id). */
export type ActionCursor = { dueDate: string; createdAt: string; id: string };

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** true when an ISO instant names a real moment as written (no 30 February rolling over into March). */
function isExactInstant(iso: string): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString() === iso;
}

/** The opaque text of a cursor (base64url, so it travels in a query string as is). */
export function encodeActionCursor(cursor: ActionCursor): string {
  return btoa(`${cursor.dueDate}|${cursor.createdAt}|${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor an opaque text stands for, or null when it is not one encodeActionCursor made. */
export function decodeActionCursor(text: string): ActionCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR_PATTERN.exec(decoded);
  if (!match) return null;
  const [, dueDate = '', createdAt = '', id = ''] = match;
  return isExactInstant(`${dueDate}T00:00:00.000Z`) && isExactInstant(createdAt) ? { dueDate, createdAt, id } : null;
}
