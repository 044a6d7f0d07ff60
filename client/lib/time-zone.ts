// The user's time zone is the browser's: the client sends it in X-Time-Zone, so both sides share 'today'.

/** The browser's IANA time zone ('Europe/Madrid'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
