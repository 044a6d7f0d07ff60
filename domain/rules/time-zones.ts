// IANA time zones, as Intl knows them (no database of zones of our own: the runtime's is the one dates use).

/** The longest zone name accepted; the longest real one ('America/Argentina/ComodRivadavia') has 32 characters. */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * The name Intl gives a time zone ('america/lima' -> 'America/Lima', 'Etc/UTC' -> 'UTC'), or null when it knows
 * no such zone. Offsets ('+01:00') are not zones: they do not follow a place's daylight saving time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
