import { buildApp } from './app';
import { startMaintenance } from './database/maintenance';
import { loadEnv } from './env';
import { offsetFileClock } from './infra/clock';
import type { Repeating } from './infra/repeat';
import { startCompanionMailSweep } from './services/companion-mails';
import { startIdempotencySweep } from './services/idempotency';
import { startNotificationWorker } from './services/notification-jobs';
import { startPasswordResetSweep } from './services/password-reset-mails';
import { startWebhookWorker } from './services/webhooks';

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp({ env, ...(env.CLOCK_OFFSET_FILE ? { clock: offsetFileClock(env.CLOCK_OFFSET_FILE) } : {}) });
if (env.CLOCK_OFFSET_FILE) app.log.warn({ file: env.CLOCK_OFFSET_FILE }, 'the clock follows an offset file (tests only)');

let worker: Repeating | null = null;
let resetSweep: Repeating | null = null;
let companionSweep: Repeating | null = null;
let maintenance: Repeating | null = null;
let idempotencySweep: Repeating | null = null;
let webhookWorker: Repeating | null = null;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 25_000);
  force.unref();
  // close() stops new connections and closes the idle ones once; a kept-alive connection whose request was in
  // flight becomes idle only after its answer, and would hold the server open until the client drops it.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    // A mail being sent finishes and is recorded first, so a restart neither loses nor repeats it.
    await worker?.stop();
    await webhookWorker?.stop();
    await resetSweep?.stop();
    await companionSweep?.stop();
    await maintenance?.stop();
    await idempotencySweep?.stop();
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.NOTIFICATIONS_WORKER) worker = startNotificationWorker(app.deps, app.log, env.NOTIFICATIONS_INTERVAL_MS);
  // Reset mails are not notifications: every instance sends them, whatever NOTIFICATIONS_WORKER says.
  resetSweep = startPasswordResetSweep(app.deps.resetMails, app.log);
  companionSweep = startCompanionMailSweep(app.deps.companionMails, app.log);
  maintenance = startMaintenance(app.database, app.log);
  idempotencySweep = startIdempotencySweep(app.deps, app.log);
  // Every instance delivers webhooks: the claims share the due deliveries, so each is sent by one.
  webhookWorker = startWebhookWorker(app.deps, app.log, env.WEBHOOKS_INTERVAL_MS);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
