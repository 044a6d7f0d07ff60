import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support/app';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from '../support/server-process';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { registerBody } from '../support/users';

// Two real server processes (server/main.ts) on one PostgreSQL database, both with NOTIFICATIONS_WORKER=false, and a
// real SMTP server: every reset mail asked for arrives exactly once, also one queued by an instance that went down.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('password reset mails with two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let smtp: TestSmtp;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];

  async function startInstance(): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-reset-'));
    dirs.push(dataDir);
    const server = startServerProcess(await freePort(), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-client'),
      APP_URL: 'https://prospera.example',
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_MAX: '1000',
      NOTIFICATIONS_WORKER: 'false',
    });
    servers.push(server);
    await waitUntilReady(server, 60_000);
    return server;
  }

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!);
    smtp = await startTestSmtp();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop(5_000)));
    await smtp?.close();
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (server: ServerProcess, route: string, body: object) =>
    fetch(`${server.baseUrl}/api/v1${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const mailsTo = (email: string) => smtp.received.filter((mail) => [mail.to ?? []].flat().some((to) => to.text === email));

  it('sends each reset mail once while both instances take requests, and one queued before a restart after it', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const people: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const body = registerBody();
      expect((await post(index % 2 === 0 ? a : b, '/users/register', body)).status).toBe(201);
      people.push(body.email);
    }
    // Each person asks twice, once on each instance, and unknown addresses are asked about in between.
    for (const [index, email] of people.entries()) {
      for (const server of [a, b]) expect((await post(server, '/auth/forgot-password', { email })).status).toBe(202);
      expect((await post(index % 2 === 0 ? b : a, '/auth/forgot-password', { email: `unknown-${index}@example.com` })).status).toBe(202);
    }
    await expect.poll(() => people.map((email) => mailsTo(email).length), { timeout: 30_000, interval: 100 }).toEqual(people.map(() => 2));

    // Both instances stop; a mail queued by an instance that went down before sending it is sent by the next to start.
    await Promise.all(servers.splice(0).map((server) => server.stop(10_000)));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "PasswordResetMail" ("id", "email", "lang", "runAt", "createdAt", "updatedAt") VALUES ($1, $2, 'en', now(), now(), now())`,
        [randomUUID(), people[0]],
      );
      await Promise.all([startInstance(), startInstance()]);
      await expect.poll(() => mailsTo(people[0]!).length, { timeout: 30_000, interval: 100 }).toBe(3);
      // More passes of both instances change nothing.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(people.map((email) => mailsTo(email).length)).toEqual([3, 2, 2, 2]);
      expect(mailsTo(people[0]!)[2]!.subject).toBe('Reset your Prospera password');
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      const rows = await client.query<{ status: string; count: string; addresses: string }>(
        `SELECT "status"::text, count(*)::text AS "count", count("email")::text AS "addresses" FROM "PasswordResetMail" GROUP BY "status" ORDER BY 1`,
      );
      expect(rows.rows).toEqual([
        { status: 'SENT', count: '9', addresses: '0' },
        { status: 'SKIPPED', count: '4', addresses: '0' },
      ]);
    } finally {
      await client.end();
    }
    for (const server of servers) expect(server.errorLines()).toEqual([]);
  }, 120_000);
});
