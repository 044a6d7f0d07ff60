import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { ensureServerBuild, SERVER_BUNDLE } from '../prepare';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export type Running = { url: string; pid: number; stop(): Promise<void> };

/** Resident set size of a process in MB, as `ps` reports it. */
export function residentMegabytes(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/**
 * CPU time a process has used so far (user and system, all its threads) in ms, from /proc (Linux); NaN elsewhere.
 * /proc counts in clock ticks of 1/100 s.
 */
export function cpuMilliseconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts an entry point (TypeScript through tsx, or built JavaScript) in its own Node process and waits until `readyPath` answers. */
export async function startProcess(entry: string, env: Record<string, string>, readyPath: string): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    const ok = await fetch(url + readyPath).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The app's server as the Docker image runs it (the bundle, rebuilt when its sources changed, with the image's
 * MALLOC_ARENA_MAX), ready once its health check answers.
 */
export async function startServer(env: Record<string, string>): Promise<Running> {
  ensureServerBuild();
  return startProcess(SERVER_BUNDLE, { MALLOC_ARENA_MAX: '2', ...env }, '/api/v1/health');
}
