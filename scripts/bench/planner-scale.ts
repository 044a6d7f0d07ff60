// `npm run bench:planner [-- --sizes 100000,1000000 --wave 100000]`: the notification planner at scale, on a
// PostgreSQL given by BENCH_DATABASE_URL (an admin URL; the bench creates and drops its own database). For each
// population, seeded with generate_series: one planning pass at an instant when nobody is due (time, rows read, its
// plan with EXPLAIN (ANALYZE, BUFFERS)), the worker's CPU per minute (process.cpuUsage over a few passes, worker on
// against off), the event loop's longest delay during the passes (monitorEventLoopDelay), and the first pass after the
// migration (everyone due at once) at the first size. Then the Monday wave: `--wave` people of one zone due at
// 08:00, drained by two server processes (server/main.ts, their clock moved by CLOCK_OFFSET_FILE) to a local SMTP
// server started here, counted once per (user, kind, period). Prints a table and writes bench-results/planner-scale.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { dueProfiles, planDueNotifications, runNotifications } from '../../server/services/notification-jobs';
import { startProcess } from './servers';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'prospera_bench_planner';
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const SIZES = argument('sizes', '100000,1000000').split(',').map(Number);
const WAVE = Number(argument('wave', '100000'));
/** A Monday: 07:00 UTC is 08:00 in Madrid, the wave's hour. Nobody of the idle population is due at IDLE_AT. */
const WAVE_AT = new Date('2026-12-07T07:00:00.000Z');
const IDLE_AT = new Date('2026-12-07T03:00:00.000Z');
const PASSES = 5;
/** The idle population's instants (SQL over a number per person): spread over a day that starts after the wave. */
const idleDue = (number: string) => `'2026-12-08T00:00:00Z'::timestamptz + ((${number} % 1440) || ' minutes')::interval`;
const ZONES = ['Europe/Madrid', 'America/Mexico_City', 'America/Bogota', 'America/Lima', 'Asia/Kolkata', 'Australia/Adelaide', 'America/New_York', 'UTC'];

const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const env = (overrides: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'test', DATABASE_URL: dbUrl, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'warn', APP_URL: 'https://prospera.example', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-')), ...overrides });

/**
 * `count` accounts from number `from` on, in SQL: user, profile (zones and hours spread, reminders on), and for the wave
 * a wheel whose cycle's focus was chosen (so each Monday digest has something to say). `dueAt` is the SQL of each
 * one's notifyDueAt (`i` is the account's number).
 */
async function seed(client: pg.Client, from: number, count: number, options: { wave: boolean; dueAt: string }): Promise<void> {
  const zone = options.wave ? `'Europe/Madrid'` : `(ARRAY[${ZONES.map((name) => `'${name}'`).join(',')}])[1 + i % ${ZONES.length}]`;
  await client.query(`
    INSERT INTO "User" ("id", "email", "passwordHash", "currencyId", "termsAcceptedAt", "updatedAt")
    SELECT md5('bench-user-' || i)::uuid, 'bench' || i || '@bench.example', 'x', (SELECT "id" FROM "Currency" WHERE "code" = 'USD'), now(), now()
    FROM generate_series(${from}, ${from + count - 1}) AS i`);
  await client.query(`
    INSERT INTO "Profile" ("id", "userId", "firstName", "lastName", "phone", "address", "avatarUrl", "timeZone", "notifyHour",
      "weeklyDigest", "dueReminders", "language", "notifyDueAt", "updatedAt")
    SELECT md5('bench-profile-' || i)::uuid, md5('bench-user-' || i)::uuid, 'Nombre', 'Apellido', '+34' || lpad(i::text, 10, '0'), 'Calle', '',
      ${zone}, ${options.wave ? 8 : 'i % 24'}, ${options.wave ? 'true' : 'i % 7 = 0'}, ${options.wave ? 'false' : 'true'}, 'es', ${options.dueAt}, now()
    FROM generate_series(${from}, ${from + count - 1}) AS i`);
  if (!options.wave) return;
  await client.query(`
    INSERT INTO "LifeWheel" ("id", "userId", "isAnswered", "focusSelectedAt", "updatedAt")
    SELECT md5('bench-wheel-' || i)::uuid, md5('bench-user-' || i)::uuid, true, '2026-11-02T09:00:00Z', now()
    FROM generate_series(${from}, ${from + count - 1}) AS i`);
  await client.query(`
    INSERT INTO "Cycle" ("id", "lifeWheelId", "number") SELECT md5('bench-cycle-' || i)::uuid, md5('bench-wheel-' || i)::uuid, 1
    FROM generate_series(${from}, ${from + count - 1}) AS i`);
  // The wave's people were planned before: each is due again at the wave's instant.
  await client.query(`UPDATE "Profile" SET "notifyDueAt" = '${WAVE_AT.toISOString()}' WHERE "id" IN (SELECT md5('bench-profile-' || i)::uuid FROM generate_series(${from}, ${from + count - 1}) AS i)`);
}

type Idle = { size: number; passMs: number; profilesRead: number; explainRows: number; explainBuffers: string; explainMs: number; cpuPerPassMs: number; cpuPerMinuteMs: number; idleCpuPerMinuteMs: number; loopMaxMs: number };

/** Runs `work` with the event loop's delay watched: its result, and the longest delay seen in ms. */
async function watchingLoop<T>(work: () => Promise<T>): Promise<{ result: T; loopMaxMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await work();
    return { result, loopMaxMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function measureIdle(size: number): Promise<Idle> {
  const app = await buildApp({ env: env(), clock: () => IDLE_AT });
  try {
    const deps = app.deps;
    const started = performance.now();
    const plan = await planDueNotifications(deps, IDLE_AT);
    const passMs = performance.now() - started;
    const query = dueProfiles(IDLE_AT, 200).sql;
    const explained = await app.database.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
    const text = explained.map((row) => row['QUERY PLAN']).join('\n');
    const rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(text)?.[1] ?? NaN);
    // Worker on: PASSES passes at the default interval (one a minute), their CPU; off: the same time with no pass.
    const before = process.cpuUsage();
    const { loopMaxMs } = await watchingLoop(async () => {
      for (let pass = 0; pass < PASSES; pass += 1) await runNotifications(deps);
    });
    const cpuPerPassMs = cpuMs(before) / PASSES;
    const idleStart = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleCpuPerMinuteMs = cpuMs(idleStart) * 30;
    return {
      size,
      passMs,
      profilesRead: plan.profiles,
      explainRows: rows,
      explainBuffers: /Buffers: [^\n]+/.exec(text)?.[0] ?? '',
      explainMs: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN),
      cpuPerPassMs,
      cpuPerMinuteMs: cpuPerPassMs * (60_000 / app.deps.env.NOTIFICATIONS_INTERVAL_MS),
      idleCpuPerMinuteMs,
      loopMaxMs,
    };
  } finally {
    await app.close();
  }
}

type FirstPass = { size: number; ms: number; profiles: number; planned: number; loopMaxMs: number };

/** The first pass after the migration: everyone "due at once", each instant computed by the domain rule. */
async function measureFirstPass(client: pg.Client, size: number): Promise<FirstPass> {
  await client.query(`UPDATE "Profile" SET "notifyDueAt" = '1970-01-01T00:00:00Z'`);
  const app = await buildApp({ env: env(), clock: () => IDLE_AT });
  try {
    const started = performance.now();
    const { result, loopMaxMs } = await watchingLoop(() => planDueNotifications(app.deps, IDLE_AT));
    // The mails it planned are not this bench's subject: the passes after it must find nothing to send, and nobody
    // of this population due before the wave is over.
    await client.query('DELETE FROM "NotificationJob"');
    await client.query(`UPDATE "Profile" SET "notifyDueAt" = ${idleDue('abs(hashtext("userId"::text))')}`);
    return { size, ms: performance.now() - started, profiles: result.profiles, planned: result.planned, loopMaxMs };
  } finally {
    await app.close();
  }
}

type Wave = { people: number; planned: number; delivered: number; uniqueDelivered: number; skipped: number; failed: number; minutes: number; perSecond: number };

/** A local SMTP server that counts what it receives and the distinct Message-IDs (one per job). */
async function countingSmtp() {
  const ids = new Set<string>();
  let messages = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        messages += 1;
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        if (id) ids.add(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, counts: () => ({ messages, unique: ids.size }), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function measureWave(client: pg.Client, from: number): Promise<Wave> {
  await seed(client, from, WAVE, { wave: true, dueAt: `'${WAVE_AT.toISOString()}'` });
  await client.query('ANALYZE');
  const smtp = await countingSmtp();
  const offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'planner-clock-')), 'offset');
  // Both instances' clocks read the wave's instant plus the time since they started.
  fs.writeFileSync(offsetFile, String(WAVE_AT.getTime() - Date.now()));
  const serverEnv = (dir: string) => ({ NODE_ENV: 'test', DATABASE_URL: dbUrl, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'warn', APP_URL: 'https://prospera.example', DATA_DIR: dir, SMTP_URL: smtp.url, NOTIFICATIONS_INTERVAL_MS: '1000', CLOCK_OFFSET_FILE: offsetFile, STATIC_DIR: path.join(dir, 'none') });
  const started = Date.now();
  const instances = await Promise.all([0, 1].map(() => startProcess('server/main.ts', serverEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'planner-wave-'))), '/api/v1/health/ready')));
  try {
    for (;;) {
      const rows = await client.query<{ status: string; count: number }>(`SELECT "status", count(*)::int AS count FROM "NotificationJob" WHERE "kind" = 'WEEKLY_DIGEST' AND "period" = '2026-12-07' GROUP BY "status"`);
      const by = Object.fromEntries(rows.rows.map((row) => [row.status, row.count]));
      const planned = rows.rows.reduce((sum, row) => sum + row.count, 0);
      const open = (by.PENDING ?? 0) + (by.SENDING ?? 0);
      process.stdout.write(`\r  wave: ${planned} planned, ${by.SENT ?? 0} sent, ${open} open, ${((Date.now() - started) / 60_000).toFixed(1)} min   `);
      if (planned >= WAVE && open === 0) {
        const minutes = (Date.now() - started) / 60_000;
        const { messages, unique } = smtp.counts();
        console.log('');
        return { people: WAVE, planned, delivered: messages, uniqueDelivered: unique, skipped: by.SKIPPED ?? 0, failed: by.FAILED ?? 0, minutes, perSecond: messages / (minutes * 60) };
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp.close();
  }
}

/** Rows as an aligned text table, the columns in the first row's order. */
function printTable(rows: Record<string, string | number>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  console.log(columns.map((column) => column.padEnd(width(column))).join(' | '));
  for (const row of rows) console.log(columns.map((column) => String(row[column]).padEnd(width(column))).join(' | '));
}

await admin(`DROP DATABASE IF EXISTS ${DB_NAME}`);
await admin(`CREATE DATABASE ${DB_NAME}`);
// Opening an app migrates the new database and loads the reference data.
await (await buildApp({ env: env() })).close();
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();

const idle: Idle[] = [];
const firstPasses: FirstPass[] = [];
let seeded = 0;
for (const size of SIZES) {
  const started = performance.now();
  // Planned before: each one's instant is within the next 23 hours after IDLE_AT, none at it.
  await seed(client, seeded + 1, size - seeded, { wave: false, dueAt: idleDue('i') });
  seeded = size;
  await client.query('ANALYZE');
  console.log(`seeded ${size} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  idle.push(await measureIdle(size));
  console.log(JSON.stringify(idle.at(-1)));
  // The first pass after the migration, at the first size: it leaves every instant computed by the domain rule.
  if (firstPasses.length === 0) firstPasses.push(await measureFirstPass(client, size));
}
const wave = WAVE > 0 ? await measureWave(client, seeded + 1) : null;
await client.end();

console.log('\nIdle planning pass (nobody due), per population');
printTable(idle.map((row) => ({ profiles: row.size, 'pass ms': row.passMs.toFixed(1), 'rows read': row.profilesRead, 'EXPLAIN rows': row.explainRows, 'EXPLAIN ms': row.explainMs, buffers: row.explainBuffers, 'worker CPU/min ms': row.cpuPerMinuteMs.toFixed(1), 'off CPU/min ms': row.idleCpuPerMinuteMs.toFixed(1), 'loop max ms': row.loopMaxMs.toFixed(1) })));
if (idle.length > 1) console.log(`worker CPU per minute, ${idle.at(-1)!.size} / ${idle[0]!.size}: ${(idle.at(-1)!.cpuPerMinuteMs / idle[0]!.cpuPerMinuteMs).toFixed(2)}x (target <= 1.5x)`);
console.log('\nFirst pass after the migration (everyone due at once)');
printTable(firstPasses.map((row) => ({ profiles: row.size, 's': (row.ms / 1000).toFixed(1), 'rows read': row.profiles, planned: row.planned, 'loop max ms': row.loopMaxMs.toFixed(1) })));
if (wave) {
  console.log('\nMonday wave, two instances, to a local SMTP server');
  printTable([{ people: wave.people, planned: wave.planned, delivered: wave.delivered, 'unique delivered': wave.uniqueDelivered, skipped: wave.skipped, failed: wave.failed, minutes: wave.minutes.toFixed(1), 'mails/s': wave.perSecond.toFixed(0) }]);
}
const result = { date: new Date().toISOString(), machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os.loadavg()[0]!.toFixed(1)}`, idle, firstPasses, wave };
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/planner-scale.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('\nwrote bench-results/planner-scale.json');
await admin(`DROP DATABASE IF EXISTS ${DB_NAME}`);
