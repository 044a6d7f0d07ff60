import type { TestApp } from './app';

const DAY_MS = 86_400_000;

/**
 * A clock the test moves instead of sleeping: give `now` to createTestApp(env, { clock: clock.now }) and move it
 * with moveTo and moveDays.
 */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: (): Date => current,
    moveTo(iso: string): void {
      current = new Date(iso);
    },
    moveDays(days: number): void {
      current = new Date(current.getTime() + days * DAY_MS);
    },
  };
}

/** An access token issued at the app's current time: tokens expire by the same clock the tests move. */
export function tokenAt(t: TestApp, user: { id: string; email: string; currencyId: string }): string {
  return t.app.deps.tokens.signAccessToken({ id: user.id, email: user.email, currencyId: user.currencyId });
}
