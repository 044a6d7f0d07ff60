// `npm run bench:forgot-password`: POST /auth/forgot-password for an address with an account and one without, in
// interleaved pairs (random order inside each pair) over loopback, with a real SMTP server receiving the mails; GET
// /api/v1/health/live in the same run as the baseline. Each mode: every request after the previous one's mail was
// handled (the request's own cost), and back to back (the mail of one request being sent during the next). PGlite
// always, PostgreSQL too when DATABASE_URL is set (a database of its own: the bench writes into it). Prints figures;
// asserts nothing. BENCH_PAIRS (default 100) pairs per mode.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/database/open';
import { loadEnv } from '../../server/env';
import { Api } from './api';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
const WARM_UP = 10;
const ACCOUNTS = 20;
const DAY_MS = 86_400_000;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function startSmtp(): Promise<{ url: string; received: () => number; close(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function bench(label: string, url: string | undefined): Promise<void> {
  const smtp = await startSmtp();
  // The bench's clock jumps a day ahead before each round over the accounts, so no address ever meets its quota and
  // every known request queues a mail.
  let offsetMs = 0;
  const env = loadEnv({
    NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JWT_SECRET: 'f'.repeat(40), APP_URL: 'https://prospera.example',
    SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'none', ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase({ url, dataDir: 'memory://' });
  const app = await buildApp({ env, database, clock: () => new Date(Date.now() + offsetMs) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const api = new Api(base);
    const accounts: string[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
      const phone = `+44 ${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
      await api.call('POST', '/users/register', { email, password: 'bench-password', firstName: 'Bench', lastName: 'Mark', address: 'Loopback 1', phone, acceptTermsAndPolicies: true });
      accounts.push(email);
    }
    const timedRequest = async (method: string, path: string, body?: object): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1${path}`, body ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return elapsed;
    };

    let asked = 0;
    const nextKnown = () => {
      if (asked % ACCOUNTS === 0) offsetMs += DAY_MS;
      return accounts[asked++ % ACCOUNTS]!;
    };
    const pairs = async (count: number, drained: boolean) => {
      const known: number[] = [];
      const unknown: number[] = [];
      let knownSlower = 0;
      for (let pair = 0; pair < count; pair += 1) {
        const times = { known: 0, unknown: 0 };
        const order = Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const kind of order) {
          const email = kind === 'known' ? nextKnown() : `nobody-${randomBytes(6).toString('hex')}@example.com`;
          times[kind] = await timedRequest('POST', '/auth/forgot-password', { email });
          if (drained) await app.deps.resetMails.wake();
        }
        known.push(times.known);
        unknown.push(times.unknown);
        if (times.known > times.unknown) knownSlower += 1;
      }
      return { known, unknown, knownSlower };
    };

    for (let index = 0; index < WARM_UP; index += 1) await timedRequest('GET', '/health/live');
    await pairs(WARM_UP, true);
    const live: number[] = [];
    for (let index = 0; index < PAIRS; index += 1) live.push(await timedRequest('GET', '/health/live'));
    const sentBefore = smtp.received();
    const drained = await pairs(PAIRS, true);
    const backToBack = await pairs(PAIRS, false);
    await app.deps.resetMails.wake();

    console.log(`\n== ${label}: ${PAIRS} interleaved pairs per mode (random order inside each pair), ${ACCOUNTS} accounts ==`);
    console.log(`GET /health/live (baseline)            median ${median(live).toFixed(2)} ms`);
    for (const [mode, result] of [['each after the previous mail was sent', drained], ['back to back', backToBack]] as const) {
      console.log(
        `forgot-password, ${mode.padEnd(38)} known median ${median(result.known).toFixed(2)} ms, unknown ${median(result.unknown).toFixed(2)} ms; ` +
          `known slower in ${result.knownSlower} of ${PAIRS} pairs`,
      );
    }
    console.log(`mails received by the SMTP server: ${smtp.received() - sentBefore} (expected ${2 * PAIRS})`);
  } finally {
    await app.close();
    await database.close();
    await smtp.close();
  }
}

await bench('PGlite', undefined);
if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
