// The 'session-expired' window event of SPEC section 4: raised once per lost session, whoever notices first.
export const SESSION_EXPIRED_EVENT = 'session-expired';

let announced = false;

export function announceSessionExpired(): void {
  if (announced) return;
  announced = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** A new session starts (login): a later loss is announced again. */
export function resetSessionExpiry(): void {
  announced = false;
}
