// The opaque cursor of a paged list: the sort key of a page's last row, its fields joined by '|' in base64url (so
// it travels in a query string as is). Each list names its fields and the pattern they must match.

export function encodeCursor(fields: readonly (string | number)[]): string {
  return btoa(fields.join('|')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The fields of a cursor text, matched by `pattern` (anchored, one group per field), or null when it is not one. */
export function decodeCursor(text: string, pattern: RegExp): string[] | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = pattern.exec(decoded);
  return match ? match.slice(1).map((field) => field ?? '') : null;
}

/** true when an ISO instant names a real moment as written (no 30 February rolling over into March). */
export function isExactInstant(iso: string): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString() === iso;
}

/** true when a YYYY-MM-DD text is a real calendar day. */
export const isExactDay = (day: string): boolean => isExactInstant(`${day}T00:00:00.000Z`);
