import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_CONCURRENCY, passwordWork } from '../../server/infra/passwords';
import { createTestApp, type TestApp } from '../support/app';
import { registerAndLogin, type RegisteredUser } from '../support/users';

// A burst of logins waits its turn for argon2 (bounded concurrency) and every login still succeeds; the bound is
// read through the limiter's stats, never by timing.

describe('a burst of logins', () => {
  let t: TestApp;
  let user: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerAndLogin(t);
  });
  afterAll(async () => t.close());

  it('all succeed (right password) or answer 401 (wrong one), over REST and tRPC, with at most the bound hashing at once', async () => {
    const login = (password: string) => t.http.post('/api/v1/auth/login').send({ email: user.email, password });
    const burst = PASSWORD_HASH_CONCURRENCY + 2;
    const [rest, wrong, trpc] = await Promise.all([
      Promise.all(Array.from({ length: burst }, () => login(user.password))),
      login('not-the-password'),
      t.trpc('auth.login', { email: user.email, password: user.password }),
    ]);
    expect(rest.map((response) => response.status)).toEqual(Array.from({ length: burst }, () => 200));
    for (const response of rest) expect((t.app.deps.tokens.checkAccessToken(response.body.access_token)).id).toBe(user.id);
    expect(wrong.status).toBe(401);
    expect(trpc.status).toBe(200);
    expect(passwordWork.stats.peak).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
    expect(passwordWork.stats).toMatchObject({ running: 0, queued: 0 });
  });
});
