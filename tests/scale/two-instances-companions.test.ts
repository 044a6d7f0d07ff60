import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProcess as call, startProcessPair, type ProcessPair, type ServerProcess } from '../support/server-process';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerBody } from '../support/users';

// A share ended on one instance: the companion's next read on the other answers 404 at once. Each companion call reads
// the share row (docs/decisions/2026-12-01-companions.md), so no per-process state can keep it alive.

const adminUrl = process.env.TEST_DATABASE_URL;


describe.skipIf(!adminUrl)('companions on two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let smtp: TestSmtp;
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    pair = await startProcessPair(adminUrl!, { AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: smtp.url });
    ({ a, b } = pair);
  }, 200_000);

  afterAll(async () => {
    await pair?.stop();
    await smtp?.close();
  }, 60_000);

  async function signedUp(server: ServerProcess): Promise<{ email: string; token: string }> {
    const account = registerBody();
    expect((await call(server, 'POST', '/users/register', { body: account })).status).toBe(201);
    const login = await call(server, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    return { email: account.email, token: login.body.access_token as string };
  }

  it("an end on A: the companion's next read on B answers 404", async () => {
    const owner = await signedUp(a);
    const companion = await signedUp(b);
    const invited = await call(a, 'POST', '/users/companions', { token: owner.token, body: { email: companion.email, role: 'PARTNER', weekly: true } });
    expect(invited.status).toBe(201);
    const mail = await smtp.next(companion.email);
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect((await call(b, 'POST', '/supporting/accept', { token: companion.token, body: { token } })).status).toBe(200);
    const shareId = invited.body.id as string;
    expect((await call(b, 'GET', `/supporting/${shareId}`, { token: companion.token })).status).toBe(200);
    expect((await call(a, 'GET', `/supporting/${shareId}`, { token: companion.token })).status).toBe(200);

    expect((await call(a, 'DELETE', `/users/companions/${shareId}`, { token: owner.token })).status).toBe(200);
    const after = await call(b, 'GET', `/supporting/${shareId}`, { token: companion.token });
    expect(after.status).toBe(404);
    expect(after.body.code).toBe('SUPPORTED_NOT_FOUND');
    expect((await call(b, 'PUT', `/supporting/${shareId}/notes`, { token: companion.token, body: { weekStart: '2026-01-05', text: 'x' } })).status).toBe(404);
  });
});
