import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS } from '../../server/env';

// Docker cannot run on the development machines, so these check statically what can be checked.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Instruction = { name: string; args: string };
function dockerInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name = '', ...rest] = line.split(/\s+/);
      return { name: name.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const instructions = dockerInstructions(read('Dockerfile'));
  const stages = instructions.filter((i) => i.name === 'FROM');
  const runtimeStart = instructions.lastIndexOf(stages.at(-1)!);
  const runtime = instructions.slice(runtimeStart);

  it('is multi-stage on a Node LTS base', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.args).toMatch(/^node:(20|22|24)[\w.-]*/);
  });

  it('runs as a non-root user with production dependencies only', () => {
    const user = runtime.find((i) => i.name === 'USER');
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)$/);
    expect(instructions.some((i) => i.name === 'RUN' && /npm prune --omit=dev/.test(i.args))).toBe(true);
    expect(runtime.some((i) => i.name === 'COPY' && /dist\/client/.test(i.args))).toBe(true);
  });

  it('has a health check on /api/v1/health, exposes 3000 and starts the server (which migrates)', () => {
    expect(runtime.find((i) => i.name === 'HEALTHCHECK')?.args).toContain('/api/v1/health');
    expect(runtime.find((i) => i.name === 'EXPOSE')?.args).toBe('3000');
    expect(runtime.find((i) => i.name === 'CMD')?.args).toContain('server/main.ts');
  });

  it('copies only paths that exist in the repository', () => {
    const sources = instructions
      .filter((i) => i.name === 'COPY' && !i.args.includes('--from='))
      .flatMap((i) => i.args.split(/\s+/).filter((part) => !part.startsWith('--')).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  type Service = {
    image?: string;
    build?: unknown;
    environment?: Record<string, string>;
    env_file?: string | string[];
    healthcheck?: { test: unknown };
    depends_on?: Record<string, { condition: string }>;
    ports?: string[];
    volumes?: string[];
  };
  const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };

  it('runs PostgreSQL with a named volume and a health check', () => {
    const postgres = compose.services.postgres!;
    expect(postgres.image).toMatch(/^postgres:/);
    expect(postgres.healthcheck?.test).toBeDefined();
    const volume = postgres.volumes?.[0]?.split(':')[0];
    expect(volume && Object.keys(compose.volumes)).toContain(volume);
  });

  it('starts the app after a healthy PostgreSQL, on port 3000, with its secrets from .env', () => {
    const app = compose.services.app!;
    expect(app.build).toBeDefined();
    expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(app.ports).toContain('3000:3000');
    expect(app.env_file).toBe('.env');
    expect(app.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    for (const key of Object.keys(app.environment ?? {})) expect(ENV_KEYS, key).toContain(key);
  });
});

describe('.env.example', () => {
  it('names only variables the server reads (plus the compose database password), and no secret values', () => {
    const lines = read('.env.example').split('\n').filter((line) => line && !line.startsWith('#'));
    const entries = lines.map((line) => line.split('=') as [string, string]);
    for (const [key] of entries) expect([...ENV_KEYS, 'POSTGRES_PASSWORD'], key).toContain(key);
    expect(Object.fromEntries(entries).JWT_SECRET).toBe('');
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^\.env$/m);
    expect(read('.dockerignore')).toMatch(/^\.env$/m);
  });
});
