import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS } from '../../server/env';

// Quick static checks; docker.test.ts builds the image and runs the stack where a Docker daemon answers.
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
    expect(runtime.find((i) => i.name === 'CMD')?.args).toContain('dist/server/main.mjs');
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
    healthcheck?: { test: unknown };
    depends_on?: Record<string, { condition: string }>;
    ports?: string[];
    volumes?: string[];
  };
  const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };

  it('runs PostgreSQL of the Node image\'s Debian release, with a named volume and a health check', () => {
    const postgres = compose.services.postgres!;
    const release = /^FROM node:\d+-(\w+)-slim/m.exec(read('Dockerfile'))?.[1];
    expect(postgres.image).toBe(`postgres:15-${release}`);
    expect(postgres.healthcheck?.test).toBeDefined();
    const volume = postgres.volumes?.[0]?.split(':')[0];
    expect(volume && Object.keys(compose.volumes)).toContain(volume);
  });

  it('starts the app after a healthy PostgreSQL, on port 3000 unless PROSPERA_PORT says otherwise', () => {
    const app = compose.services.app!;
    expect(app.build).toBeDefined();
    expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(app.ports).toEqual(['${PROSPERA_PORT:-3000}:3000']);
    expect(app.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    expect(app.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(app.environment?.APP_URL).toMatch(/^\$\{APP_URL:\?/);
  });

  it('passes every server variable that the image does not fix, from .env or the shell', () => {
    const environment = compose.services.app!.environment ?? {};
    for (const key of Object.keys(environment)) expect(ENV_KEYS, key).toContain(key);
    const fixedByImage = ['HOST', 'PORT', 'DATA_DIR', 'STATIC_DIR'];
    const testsOnly = ['CLOCK_OFFSET_FILE'];
    for (const key of ENV_KEYS.filter((name) => !fixedByImage.includes(name) && !testsOnly.includes(name))) expect(Object.keys(environment), key).toContain(key);
  });
});

describe('.env.example', () => {
  it('names only variables that the server reads or docker-compose.yml interpolates, and no secret values', () => {
    const lines = read('.env.example').split('\n').filter((line) => line && !line.startsWith('#'));
    const entries = lines.map((line) => line.split('=') as [string, string]);
    const interpolated = [...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((match) => match[1]!);
    for (const [key] of entries) expect([...ENV_KEYS, ...interpolated], key).toContain(key);
    expect(Object.fromEntries(entries)).toMatchObject({ JWT_SECRET: '', POSTGRES_PASSWORD: '' });
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^\.env$/m);
    expect(read('.dockerignore')).toMatch(/^\.env$/m);
  });
});
