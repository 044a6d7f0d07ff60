// The browser tests' fixtures. Each worker runs its own production server (`node dist/server/main.mjs`, as `npm start`
// does) on its own port, PGlite data folder and copy of the built client, with a real OpenID Connect provider beside
// it: tests of one worker run one after another on it, and those of other workers never see its data, its clock or
// its mails. A test asks for what it needs: `baseUrl`, the server's movable `clock`, the `outbox` of its mails, a
// page `signedIn` as a new person, or the `cast` of the screens.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../../scripts/bench/servers';
import { SERVER_BUNDLE } from '../../scripts/prepare';
import { startOidcProvider, TEST_OIDC_CLIENT_ID, TEST_OIDC_CLIENT_SECRET } from '../support/oidc-provider';
import { registerAndLogin, type SignedIn } from './support/arrange';
import { outboxFor } from './support/outbox';
import { arrangeCast, type Cast } from './support/screens';
import { storeSession, TIME_ZONE } from './support/ui';

const DAY_MS = 24 * 60 * 60 * 1000;
const BUILT_CLIENT = path.resolve('dist/client');

export type AppServer = {
  baseUrl: string;
  /** The built client this server serves (a copy of dist/client of its own, which a test may change). */
  staticDir: string;
  /** Milliseconds written here move the server's clock (empty = none): the clock seam of server/infra/clock.ts. */
  clockOffsetFile: string;
  /** Without SMTP_URL the server writes every mail here as an .eml file (server/infra/mail.ts). */
  outboxDir: string;
};

/** The server's clock, and the test's browser with it; both are back at the real time after the test. */
export type MovableClock = {
  /** Sends the server's clock `days` ahead of the real time (0: back to it); the browser's stays. */
  moveServer(days: number): void;
  /** Sends the server's clock and the test's browser context `days` ahead of now. */
  travel(days: number): Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/v1/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

/** Starts the production server on a fresh data folder and a copy of the build; answers it and how to stop it. */
async function startAppServer(): Promise<{ server: AppServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider(baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-e2e-'));
  const staticDir = path.join(dataDir, 'client');
  fs.cpSync(BUILT_CLIENT, staticDir, { recursive: true });
  const clockOffsetFile = path.join(dataDir, 'clock-offset');
  fs.writeFileSync(clockOffsetFile, '');
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '',
      CLOCK_OFFSET_FILE: clockOffsetFile,
      // Every test signs in from 127.0.0.1 against this one server; the limits themselves are tested in tests/api.
      AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '1000000',
      // The notification mails go out within half a second of being owed, not at the next minute.
      NOTIFICATIONS_INTERVAL_MS: '500',
      APP_URL: baseUrl, OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET, OIDC_NAME: 'Test ID' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await waitForHealth(baseUrl, child, 180_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { server: { baseUrl, staticDir, clockOffsetFile, outboxDir: path.join(dataDir, 'outbox') }, stop };
}

type WorkerFixtures = {
  server: AppServer;
  /** The people the screens of support/screens.ts are seen as, arranged once per worker that asks; tests only read them. */
  cast: Cast;
};

type TestFixtures = {
  /** The worker's server, e.g. http://127.0.0.1:41234 (also the pages' baseURL). */
  baseUrl: string;
  clock: MovableClock;
  /** The messages the server sent to an address, oldest first. */
  outbox: (to: string) => Promise<ParsedMail[]>;
  /**
   * A new person registered and signed in over the API (`user`), and the test's `page` holding their session in
   * Spanish as the login screen leaves it; the test opens the screen it wants.
   */
  signedIn: { user: SignedIn; page: Page };
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const { server, stop } = await startAppServer();
      await use(server);
      await stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  cast: [async ({ server }, use) => use(await arrangeCast(server.baseUrl, TIME_ZONE, server.outboxDir)), { scope: 'worker', timeout: 120_000 }],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  baseUrl: async ({ server }, use) => use(server.baseUrl),
  clock: async ({ server, context }, use) => {
    const moveServer = (days: number) => fs.writeFileSync(server.clockOffsetFile, days === 0 ? '' : String(days * DAY_MS));
    await use({
      moveServer,
      travel: async (days) => {
        moveServer(days);
        await context.clock.install({ time: Date.now() + days * DAY_MS });
      },
    });
    moveServer(0);
  },
  outbox: async ({ server }, use) => use((to) => outboxFor(server.outboxDir, to)),
  signedIn: async ({ server, page }, use) => {
    const user = await registerAndLogin(server.baseUrl);
    await storeSession(page, server.baseUrl, user, 'es');
    await use({ user, page });
  },
});

export { expect };
