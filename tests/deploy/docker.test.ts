import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, ComposeStack, dockerUnavailable, ROOT } from './docker-stack';

// The real thing: scripts/docker/local-bases.sh, then the image and docker-compose.yml as shipped, run in Docker.
const unavailable = await dockerUnavailable();
if (unavailable) console.warn(`tests/deploy/docker.test.ts skipped: ${unavailable}`);

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`docker test: ${what} took ${seconds(started)} s`);
  return result;
}

type Reply = { status: number; body: Record<string, unknown> };

// Lists, inside the container, every package folder under /app/node_modules (as package-lock.json keys them)
// and every other file under /app.
const LIST_APP = `
const fs = require('node:fs');
const path = require('node:path');
const packages = [];
const files = [];
function modules(dir, key) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const scoped = name.startsWith('@') ? fs.readdirSync(path.join(dir, name)).map((inner) => name + '/' + inner) : [name];
    for (const pkg of scoped) {
      packages.push(key + '/' + pkg);
      const nested = path.join(dir, pkg, 'node_modules');
      if (fs.existsSync(nested)) modules(nested, key + '/' + pkg + '/node_modules');
    }
  }
}
function walk(dir, rel) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = rel ? rel + '/' + entry.name : entry.name;
    if (child === 'node_modules') continue;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), child);
    else files.push(child);
  }
}
modules('/app/node_modules', 'node_modules');
walk('/app', '');
console.log(JSON.stringify({ packages, files }));
`;

describe.skipIf(unavailable)('the Docker image and docker-compose.yml, built and run', () => {
  let stack: ComposeStack;
  const account = {
    email: `docker-${randomBytes(4).toString('hex')}@example.com`,
    password: 'secreto-123',
    firstName: 'Lucía',
    lastName: 'Contenedor',
    phone: `+1 ${String(Date.now()).slice(-10)}`,
    address: 'Calle del Puerto 1',
    acceptTermsAndPolicies: true,
  };
  const contextName = `@docker-${randomBytes(3).toString('hex')}`;

  async function call(method: string, route: string, options: { body?: object; token?: string } = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (options.body) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${stack.baseUrl}/api/v1${route}`, { method, headers, ...(options.body ? { body: JSON.stringify(options.body) } : {}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  async function logIn(): Promise<string> {
    const login = await call('POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    return login.body.access_token as string;
  }

  beforeAll(async () => {
    stack = await ComposeStack.create();
    console.log(`docker test: project ${stack.project}, ${stack.tool}, ${stack.baseUrl}`);
    const bases = await timed('base images (scripts/docker/local-bases.sh)', () => check('bash', ['scripts/docker/local-bases.sh'], { timeoutMs: 1_800_000 }));
    console.log(bases);
    await timed('image build', () => stack.build('app', 1_800_000));
  });

  afterAll(async () => {
    await stack?.destroy();
  });

  it('starts on a free port, turns healthy, serves the client, and registers and logs in through the port', async () => {
    await timed('up and healthy', async () => {
      await stack.compose(['up', '-d']);
      await stack.waitHealthy('app');
    });
    const page = await fetch(`${stack.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    expect((await call('POST', '/users/register', { body: account })).status).toBe(201);
    const token = await logIn();
    expect((await call('GET', '/auth/me', { token })).body.email).toBe(account.email);
    expect((await call('POST', '/users/add-context', { body: { name: contextName }, token })).status).toBe(201);
  });

  it('finds the account and its data again after `down` (volumes kept) and `up`', async () => {
    await timed('down and up again', async () => {
      await stack.compose(['down']);
      expect((await stack.leftovers()).volumes).toHaveLength(1);
      await stack.compose(['up', '-d']);
      await stack.waitHealthy('app');
    });
    const token = await logIn();
    const contexts = await call('GET', '/users/my-contexts', { token });
    expect(contexts.status).toBe(200);
    expect((contexts.body.contexts as { name: string }[]).map((context) => context.name)).toContain(contextName);
  });

  it('runs the server bundle as PID 1 under a non-root user, with two malloc arenas', async () => {
    const app = await stack.containerId('app');
    const status = await check('docker', ['exec', app, 'cat', '/proc/1/status']);
    const uids = /^Uid:\s+(.+)$/m.exec(status)?.[1]?.split(/\s+/).map(Number);
    expect(uids).toHaveLength(4);
    for (const uid of uids!) expect(uid).not.toBe(0);
    const command = await check('docker', ['exec', app, 'sh', '-c', "tr '\\0' ' ' < /proc/1/cmdline"]);
    expect(command).toMatch(/^node dist\/server\/main\.mjs/);
    const environment = await check('docker', ['exec', app, 'sh', '-c', "tr '\\0' '\\n' < /proc/1/environ"]);
    expect(environment.split('\n')).toContain('MALLOC_ARENA_MAX=2');
  });

  it('holds production dependencies only and no test files (and prints its size)', async () => {
    const app = await stack.containerId('app');
    const image = await check('docker', ['inspect', '--format', '{{.Image}}', app]);
    const size = Number(await check('docker', ['image', 'inspect', '--format', '{{.Size}}', image]));
    console.log(`docker test: image size ${(size / 1e6).toFixed(0)} MB`);

    const listing = JSON.parse(await check('docker', ['exec', app, 'node', '-e', LIST_APP])) as { packages: string[]; files: string[] };
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
    };
    // devOptional: a dev dependency that a production package names only as an optional peer (the Prisma CLI).
    const devOnly = Object.keys(lock.packages).filter((key) => lock.packages[key]!.dev || lock.packages[key]!.devOptional);
    expect(devOnly).toEqual(expect.arrayContaining(['node_modules/vitest', 'node_modules/prisma']));
    expect(listing.packages).toContain('node_modules/fastify');
    expect(listing.packages.filter((pkg) => devOnly.includes(pkg))).toEqual([]);
    expect(listing.packages.filter((pkg) => !(pkg in lock.packages))).toEqual([]);

    expect(listing.files).toContain('dist/server/main.mjs');
    expect(listing.files.filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(listing.files.filter((file) => /(^|\/)tests?\/|\.test\.[cm]?[jt]sx?$|test-setup/.test(file))).toEqual([]);
  });

  it('stops within 10 s of SIGTERM, exiting 0 after a graceful shutdown', async () => {
    const app = await stack.containerId('app');
    const started = Date.now();
    // docker stop sends SIGTERM and kills the container when it has not exited 10 s later (exit code 137).
    await check('docker', ['stop', '--time', '10', app], { timeoutMs: 30_000 });
    console.log(`docker test: SIGTERM to exit took ${seconds(started)} s`);
    expect(await check('docker', ['inspect', '--format', '{{.State.ExitCode}} {{.State.OOMKilled}}', app])).toBe('0 false');
    expect(await check('docker', ['logs', app])).toContain('shutting down');
  });

  it('leaves no container, network or volume behind after `down -v`', async () => {
    const before = await stack.leftovers();
    expect(before.containers).toHaveLength(2);
    expect(before.networks).toHaveLength(1);
    expect(before.volumes).toHaveLength(1);
    await stack.compose(['down', '-v']);
    expect(await stack.leftovers()).toEqual({ containers: [], networks: [], volumes: [] });
  });
});
