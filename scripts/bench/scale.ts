// `npm run bench:scale`: issue 38's table. On the PostgreSQL of BENCH_DATABASE_URL it seeds S (1,000 users) and L
// (100,000 users, about 5 million actions), each beside a heavy user (scripts/bench/scale-seed.ts), starts the real
// server (the built bundle) on each, and times sequential requests of every read of the table for the typical and
// the heavy user: median and p95, the answer's bytes, and the server's peak resident memory during each read's
// requests (Linux: VmHWM after clear_refs). Prints the table with heavy/typical and L/S per read, writes JSON.
// Options: --sizes S,L (default both), --requests 200, --json <path> (default bench-results/scale-<time>.json, git-
// ignored, and bench-results/scale-latest.json), --reseed (seed again even when seeded today), --reads <list> (only
// the reads whose label contains one of the comma-separated words, e.g. `weeks,analytics,progress`), --interleave
// (the typical and the heavy person's requests alternate, so the ratio holds on a loaded machine), --planner <sizes>
// (then the notification planner's figures at those populations, e.g. 100000,1000000, from
// scripts/bench/planner-scale.ts with --wave <people>, default 100000; printed, and kept in the JSON under planner).
// Asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD, SERVER_ENV, SIZES, seedSize, type Seeded, type SizeName } from './scale-seed';
import { startServer, type Running } from './servers';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'S,L' },
    requests: { type: 'string', default: '200' },
    json: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    reads: { type: 'string' },
    interleave: { type: 'boolean', default: false },
    planner: { type: 'string' },
    wave: { type: 'string', default: '100000' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('BENCH_DATABASE_URL must name a PostgreSQL database the bench may use to create prospera_bench_s and prospera_bench_l');
  process.exit(1);
}
const sizes = options.sizes.split(',').map((size) => size.trim().toUpperCase()).filter((size): size is SizeName => size in SIZES);
const REQUESTS = Number(options.requests);

type Person = 'typical' | 'heavy';
type Read = { label: string; method: 'GET' | 'PUT'; path: (who: Who) => string; body?: string };
type Who = { email: string; token: string; pendingId: string };
type Figure = { medianMs: number; p95Ms: number; bytes: number; peakRssMb: number | null; status: number };

const READS: Read[] = [
  { label: 'GET /lifewheel/me', method: 'GET', path: () => '/lifewheel/me' },
  { label: 'GET /actions/me?limit=50', method: 'GET', path: () => '/actions/me?limit=50' },
  { label: 'GET /actions/me (whole list)', method: 'GET', path: () => '/actions/me' },
  { label: 'GET /weeks/me', method: 'GET', path: () => '/weeks/me' },
  { label: 'GET /actions/now', method: 'GET', path: () => '/actions/now' },
  { label: 'GET /actions/now?limit=20', method: 'GET', path: () => '/actions/now?limit=20' },
  { label: 'GET /analytics/me', method: 'GET', path: () => '/analytics/me' },
  { label: 'GET /users/export', method: 'GET', path: () => '/users/export' },
  { label: 'GET /users/export/actions.csv', method: 'GET', path: () => '/users/export/actions.csv' },
  { label: 'GET /reports/progress/ES', method: 'GET', path: () => '/reports/progress/ES' },
  { label: 'PUT /actions/{id}/complete', method: 'PUT', path: (who) => `/actions/${who.pendingId}/complete`, body: '{}' },
];

const chosen = options.reads?.split(',').map((word) => word.trim()).filter(Boolean);
const MEASURED = chosen ? READS.filter((read) => chosen.some((word) => read.label.includes(word))) : READS;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Resets the process's peak resident size (Linux clear_refs 5); false where that is not possible. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function peakMegabytes(pid: number): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

/** A fresh access token (each read's requests start with one: a slow read's 200 requests outlast a token). */
async function tokenOf(server: Running, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function login(server: Running, email: string): Promise<Who> {
  const token = await tokenOf(server, email);
  const page = (await (await fetch(`${server.url}/api/v1/actions/me?limit=200`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: string; completed: boolean }[] };
  const pending = page.items.find((item) => !item.completed);
  if (!pending) throw new Error(`${email} has no pending action`);
  return { email, token, pendingId: pending.id };
}

/** One request of `read` as `person` (with a fresh token), timed: what measure() repeats. */
async function requester(server: Running, person: Who, read: Read): Promise<() => Promise<{ ms: number; bytes: number; status: number }>> {
  const who = { ...person, token: await tokenOf(server, person.email) };
  const url = `${server.url}/api/v1${read.path(who)}`;
  const init: RequestInit = {
    method: read.method,
    headers: { authorization: `Bearer ${who.token}`, ...(read.body ? { 'content-type': 'application/json' } : {}) },
    ...(read.body ? { body: read.body } : {}),
  };
  return async () => {
    const started = performance.now();
    const response = await fetch(url, init);
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes, status: response.status };
  };
}

/**
 * REQUESTS sequential requests of `read` for each of `people`, after 3 of warm-up each: one person's after the other's,
 * or, with --interleave, alternating (one request each per round, so load from elsewhere falls on both alike; the peak
 * resident size is then the pair's).
 */
async function measure(server: Running, people: Who[], read: Read): Promise<Figure[]> {
  const figures: Figure[] = [];
  const run = async (group: Who[]) => {
    const requests = await Promise.all(group.map((person) => requester(server, person, read)));
    for (let warm = 0; warm < 3; warm += 1) for (const once of requests) await once();
    const peakKnown = resetPeak(server.pid);
    const times: number[][] = group.map(() => []);
    const last = group.map(() => ({ bytes: 0, status: 0 }));
    for (let round = 0; round < REQUESTS; round += 1) {
      for (const [index, once] of requests.entries()) {
        const result = await once();
        times[index]!.push(result.ms);
        last[index] = result;
      }
    }
    const peakRssMb = peakKnown ? peakMegabytes(server.pid) : null;
    for (const [index, values] of times.entries()) {
      figures.push({ medianMs: percentile(values, 50), p95Ms: percentile(values, 95), bytes: last[index]!.bytes, peakRssMb, status: last[index]!.status });
    }
  };
  if (options.interleave) await run(people);
  else for (const person of people) await run([person]);
  return figures;
}

type SizeFigures = { seeded: Seeded; figures: Record<string, Record<Person, Figure>> };

async function benchSize(size: SizeName): Promise<SizeFigures> {
  const seeded = await seedSize(adminUrl!, size, { reseed: options.reseed, log: (line) => console.log(line) });
  const server = await startServer({ ...SERVER_ENV, DATABASE_URL: seeded.url });
  try {
    const people: Record<Person, Who> = { typical: await login(server, seeded.typicalEmail), heavy: await login(server, seeded.heavyEmail) };
    const figures: SizeFigures['figures'] = {};
    for (const read of MEASURED) {
      const [typical, heavy] = (await measure(server, [people.typical, people.heavy], read)) as [Figure, Figure];
      figures[read.label] = { typical, heavy };
      const line = (figure: Figure) => `${figure.medianMs.toFixed(1).padStart(7)} ms ${kb(figure.bytes).padStart(9)}${figure.status >= 400 ? ` (HTTP ${figure.status})` : ''}`;
      console.log(`${size} ${read.label.padEnd(32)} typical ${line(typical)}   heavy ${line(heavy)}`);
    }
    return { seeded, figures };
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`);
const ms = (figure: Figure | undefined) => (figure ? `${figure.medianMs.toFixed(1)} ms` : '-');
const ratio = (a: Figure | undefined, b: Figure | undefined) => (a && b ? `${(a.medianMs / b.medianMs).toFixed(2)}x` : '-');
const cell = (figure: Figure | undefined) => (figure ? `${ms(figure)}, ${kb(figure.bytes)}${figure.status >= 400 ? ` (${figure.status})` : ''}` : '-');

function printTable(results: Partial<Record<SizeName, SizeFigures>>): void {
  const s = results.S?.figures;
  const l = results.L?.figures;
  console.log('\n| read | typical, S | typical, L | heavy, S | heavy, L | heavy/typical S | heavy/typical L | L/S typical | L/S heavy | heavy peak RSS S / L |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { label } of MEASURED) {
    const peak = (figure: Figure | undefined) => (figure?.peakRssMb ? `${figure.peakRssMb.toFixed(0)} MB` : '-');
    console.log(
      `| \`${label}\` | ${cell(s?.[label]?.typical)} | ${cell(l?.[label]?.typical)} | ${cell(s?.[label]?.heavy)} | ${cell(l?.[label]?.heavy)} | ` +
        `${ratio(s?.[label]?.heavy, s?.[label]?.typical)} | ${ratio(l?.[label]?.heavy, l?.[label]?.typical)} | ` +
        `${ratio(l?.[label]?.typical, s?.[label]?.typical)} | ${ratio(l?.[label]?.heavy, s?.[label]?.heavy)} | ${peak(s?.[label]?.heavy)} / ${peak(l?.[label]?.heavy)} |`,
    );
  }
}

const results: Partial<Record<SizeName, SizeFigures>> = {};
for (const size of sizes) results[size] = await benchSize(size);
printTable(results);
/** The planner's figures (its own script, on the same server): what it wrote, or null when it failed. */
function plannerFigures(populations: string): unknown {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/planner-scale.ts', '--sizes', populations, '--wave', options.wave], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: adminUrl },
  });
  if (run.status !== 0) return null;
  return JSON.parse(fs.readFileSync(path.join('bench-results', 'planner-scale.json'), 'utf8'));
}
const planner = options.planner ? plannerFigures(options.planner) : undefined;
const machine = { host: os.hostname(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg(), node: process.version };
const document = { date: new Date().toISOString(), machine, requests: REQUESTS, interleaved: options.interleave, sizes: results, ...(planner === undefined ? {} : { planner }) };
const target = options.json ?? path.join('bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(document, null, 2));
if (!options.json) fs.writeFileSync(path.join('bench-results', 'scale-latest.json'), JSON.stringify(document, null, 2));
console.log(`\n${new Date().toISOString()} on ${machine.cpus} × ${machine.cpuModel} (load ${machine.loadAverage.map((value) => value.toFixed(1)).join(' ')}); JSON: ${target}`);
