// The browser's time zone: sent in X-Time-Zone (it counts until a zone of record is stored), stored at registration,
// and compared with the stored one (features/account/zone-prompt.tsx offers to update it).

/** The browser's IANA time zone ('Europe/Madrid'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
