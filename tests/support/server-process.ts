import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { TEST_JWT_SECRET } from './app';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { registerBody } from './users';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Parsed pino lines at level error (50) or above. */
  errorLines(): unknown[];
  /** The exit code once it exits (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL when it has not exited within graceMs; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
};

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const running = new Set<ChildProcess>();
// A test runner that dies mid-test must not leave servers behind.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

const vapidPairs = new Map<string, Record<string, string>>();

/** One VAPID pair per scratch database: every process on it signs pushes with the same keys, as production requires. */
function vapidPairOf(name: string): Record<string, string> {
  let pair = vapidPairs.get(name);
  if (!pair) {
    const keys = webPush.generateVAPIDKeys();
    pair = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:tests@prospera.example' };
    vapidPairs.set(name, pair);
  }
  return pair;
}

/**
 * The environment of a production server process on a scratch PostgreSQL database: the tests' JWT secret, its own
 * data folder and no client build. Several processes given the same environment share the database.
 */
export function serverProcessEnv(database: { url: string; name: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_URL: 'https://prospera.example',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    // Production with DATABASE_URL asks for the VAPID pair (server/env.ts); generated per database, shared by its processes.
    ...vapidPairOf(database.name),
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `${database.name}-data`),
    STATIC_DIR: path.join(os.tmpdir(), `${database.name}-no-client`),
    DB_POOL_SIZE: '3',
    ...extra,
  };
}

/** The real server entry (server/main.ts) as a child process with exactly the given environment. */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    errorLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level?: number })
        .filter((line) => (line.level ?? 0) >= 50),
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Resolves once GET /api/v1/health/ready answers 200; rejects when the process exits first or withinMs pass. */
export async function waitUntilReady(server: ServerProcess, withinMs: number): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${String(exitCode)}) before it was ready:\n${server.output()}`);
    const status = await fetch(`${server.baseUrl}/api/v1/health/ready`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready within ${withinMs} ms:\n${server.output()}`);
}

/** A JSON call to one process's REST API, in English, with a bearer token when given: its status and parsed body. */
export async function callProcess(server: ServerProcess, method: string, route: string, options: { body?: object; token?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (options.body) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}/api/v1${route}`, { method, headers, ...(options.body ? { body: JSON.stringify(options.body) } : {}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Two server processes on one scratch PostgreSQL database, the second started once the first is ready. */
export type ProcessPair = { database: ScratchDatabase; a: ServerProcess; b: ServerProcess; stop(): Promise<void> };

export async function startProcessPair(adminUrl: string, extra: Record<string, string> = {}): Promise<ProcessPair> {
  const database = await createScratchDatabase(adminUrl);
  const env = serverProcessEnv(database, extra);
  const a = startServerProcess(await freePort(), env);
  await waitUntilReady(a, 90_000);
  const b = startServerProcess(await freePort(), env);
  await waitUntilReady(b, 90_000);
  return {
    database,
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    },
  };
}

/** A person registered through the pair's first process and signed in through the second: their access token and id. */
export async function registerAcross(pair: ProcessPair): Promise<{ accessToken: string; userId: string }> {
  const account = registerBody();
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${pair.a.baseUrl}/api/v1/users/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const login = await fetch(`${pair.b.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: account.email, password: account.password }) });
  const session = (await login.json()) as { access_token: string; user: { id: string } };
  return { accessToken: session.access_token, userId: session.user.id };
}
