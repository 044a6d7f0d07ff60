import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild, ensurePrismaClient, ensureServerBuild, SERVER_BUNDLE } from '../../scripts/prepare';
import { startOidcProvider, TEST_OIDC_CLIENT_ID, TEST_OIDC_CLIENT_SECRET } from '../support/oidc-provider';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

/**
 * Starts the production server exactly as `npm start` does, on a fresh PGlite data folder, with a real OpenID
 * Connect provider beside it (tests/support/oidc-provider.ts) as its generic sign-in provider.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider(baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-e2e-'));
  // The server's clock seam (server/infra/clock.ts): a test writes milliseconds here to move the server in time.
  const clockOffsetFile = path.join(dataDir, 'clock-offset');
  fs.writeFileSync(clockOffsetFile, '');
  ensurePrismaClient();
  ensureClientBuild();
  ensureServerBuild();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '',
      CLOCK_OFFSET_FILE: clockOffsetFile,
      // Every test signs in from 127.0.0.1 against this one server; the limits themselves are tested in tests/api.
      AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '1000000',
      // The notification mails go out within half a second of being owed, not at the next minute.
      NOTIFICATIONS_INTERVAL_MS: '500',
      APP_URL: baseUrl, OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET, OIDC_NAME: 'Test ID' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 180_000).catch(async (error: unknown) => {
    await oidc.close();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('clockOffsetFile', clockOffsetFile);
  // Without SMTP_URL the server writes every mail here as an .eml file (server/infra/mail.ts).
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Milliseconds written here move the server's clock (empty = none); a test that writes it empties it again. */
    clockOffsetFile: string;
    /** The server's mail outbox: one .eml file per message sent. */
    outboxDir: string;
  }
}
