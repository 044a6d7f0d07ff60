import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type RunResult = { code: number; stdout: string; stderr: string };

/** Runs a command in the repository and resolves with its exit code and output; never rejects. */
export function run(command: string, args: string[], options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: ROOT, env: options.env ?? process.env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr: stderr || (error && typeof error.code !== 'number' ? error.message : '') });
      },
    );
  });
}

/** Like run, but rejects with the command's last output lines when it fails. */
export async function check(command: string, args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${tail}`);
  }
  return result.stdout.trim();
}

/** Why Docker cannot be used here, or null when a daemon answers. */
export async function dockerUnavailable(): Promise<string | null> {
  const info = await run('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 20_000 });
  if (info.code === 0 && info.stdout.trim()) return null;
  const reason = (info.stderr || info.stdout).trim().split('\n')[0] || `docker info exited ${info.code}`;
  return `no Docker daemon answers (${reason})`;
}

/** npm's codes for a registry connection that dropped or stalled, as opposed to a real build failure. */
const TRANSIENT_NETWORK_ERROR = /npm error code (EIDLETIMEOUT|ECONNRESET|ETIMEDOUT|ECONNREFUSED|EAI_AGAIN|ENOTFOUND|ERR_SOCKET_TIMEOUT)\b/;

/** `docker compose` (v2) where it exists, else `docker-compose` (v1). */
export async function composeCommand(): Promise<string[]> {
  if ((await run('docker', ['compose', 'version'])).code === 0) return ['docker', 'compose'];
  if ((await run('docker-compose', ['version'])).code === 0) return ['docker-compose'];
  throw new Error('neither `docker compose` nor `docker-compose` is installed (apt-get install docker-compose)');
}

/** A TCP port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * docker-compose.yml as shipped, under a project name of its own and published on a free port of 127.0.0.1,
 * with its settings in an env file of its own, the way a user's .env gives them.
 */
export class ComposeStack {
  readonly project = `prospera-test-${randomBytes(4).toString('hex')}`;
  readonly baseUrl: string;
  private readonly envFile: string;

  private constructor(
    private readonly command: string[],
    port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.envFile = path.join(os.tmpdir(), `${this.project}.env`);
    const vapid = webPush.generateVAPIDKeys();
    const settings = {
      POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:tests@prospera.example',
      PROSPERA_PORT: `127.0.0.1:${port}`,
      APP_URL: this.baseUrl,
    };
    fs.writeFileSync(this.envFile, Object.entries(settings).map(([key, value]) => `${key}=${value}\n`).join(''), { mode: 0o600 });
  }

  static async create(): Promise<ComposeStack> {
    return new ComposeStack(await composeCommand(), await freePort());
  }

  get tool(): string {
    return this.command.join(' ');
  }

  compose(args: string[], timeoutMs = 300_000): Promise<string> {
    const [command, ...prefix] = this.command as [string, ...string[]];
    return check(command, [...prefix, '--project-name', this.project, '--env-file', this.envFile, '--file', 'docker-compose.yml', ...args], { timeoutMs });
  }

  /**
   * Builds a service's image. The build installs packages from the npm registry; when it fails on one of the
   * registry's transient network errors it is tried again (Docker's layer cache keeps the steps already done),
   * up to three times in all. Any other failure fails at once.
   */
  async build(service: string, timeoutMs: number): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.compose(['build', service], timeoutMs);
      } catch (error) {
        if (attempt >= 3 || !TRANSIENT_NETWORK_ERROR.test((error as Error).message)) throw error;
        console.log(`docker test: build attempt ${attempt} met a transient registry error; trying again`);
      }
    }
  }

  async containerId(service: string): Promise<string> {
    const id = await this.compose(['ps', '-q', service]);
    if (!id) throw new Error(`no container for ${service}`);
    return id;
  }

  /** Waits until Docker's health check calls the service healthy; fails early, with its logs, when it cannot be. */
  async waitHealthy(service: string, withinMs = 180_000): Promise<void> {
    const id = await this.containerId(service);
    const deadline = Date.now() + withinMs;
    let state = '';
    while (Date.now() < deadline) {
      state = await check('docker', ['inspect', '--format', '{{.State.Status}} {{.State.Health.Status}}', id]);
      if (state === 'running healthy') return;
      if (state.endsWith('unhealthy') || !state.startsWith('running')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const logs = await this.compose(['logs', '--no-color', '--tail', '60', service]).catch((error: Error) => error.message);
    throw new Error(`${service} is not healthy (${state}):\n${logs}`);
  }

  /** Ids of everything Docker holds for this project: containers, networks and volumes. */
  async leftovers(): Promise<{ containers: string[]; networks: string[]; volumes: string[] }> {
    const label = `label=com.docker.compose.project=${this.project}`;
    const list = async (args: string[]) => (await check('docker', args)).split('\n').filter(Boolean);
    return {
      containers: await list(['ps', '-a', '-q', '--filter', label]),
      networks: [...new Set([...(await list(['network', 'ls', '-q', '--filter', label])), ...(await list(['network', 'ls', '-q', '--filter', `name=${this.project}_`]))])],
      volumes: [...new Set([...(await list(['volume', 'ls', '-q', '--filter', label])), ...(await list(['volume', 'ls', '-q', '--filter', `name=${this.project}_`]))])],
    };
  }

  /** Removes the stack, its volumes and its image tag (keeping the layers, so the next build is cached). */
  async destroy(): Promise<void> {
    await this.compose(['down', '--volumes', '--remove-orphans', '--timeout', '10']).catch((error: Error) => console.error(error.message));
    const images = await run('docker', ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}}', '--filter', `reference=${this.project}*`]);
    for (const image of images.stdout.split('\n').filter(Boolean)) await run('docker', ['image', 'rm', '--no-prune', image]);
    fs.rmSync(this.envFile, { force: true });
  }
}
