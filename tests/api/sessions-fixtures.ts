import { afterEach, expect } from 'vitest';
import type { TestApp } from '../support/app';
import type { RegisteredUser } from '../support/users';
import { bearer } from './accounts-fixtures';

/**
 * A clock `shift(ms)` ahead of the real one, for createTestApp(env, { clock: clock.now }): a test crosses an expiry
 * without sleeping, and the clock is back to now after each test of the file that makes it.
 */
export function shiftedClock(): { now: () => Date; shift: (ms: number) => void } {
  let shiftMs = 0;
  afterEach(() => {
    shiftMs = 0;
  });
  return {
    now: () => new Date(Date.now() + shiftMs),
    shift: (ms) => {
      shiftMs = ms;
    },
  };
}

/** A new session of the user (POST /auth/login), which must succeed. */
export async function login(t: TestApp, user: RegisteredUser, password = user.password): Promise<{ access_token: string; refresh_token: string }> {
  const response = await t.http.post('/api/v1/auth/login').send({ email: user.email, password });
  expect(response.status).toBe(200);
  return response.body as { access_token: string; refresh_token: string };
}

/** Changes the user's password with PUT /users/update, signed in with `token`, keeping the rest of the profile. */
export function changePassword(t: TestApp, user: RegisteredUser, token: string, password: string) {
  return t.http.put('/api/v1/users/update').set(bearer(token)).send({
    firstName: 'Lucía', lastName: 'Registro', phone: user.phone, address: 'Av. Siempre Viva 742', password, confirmPassword: password,
  });
}
