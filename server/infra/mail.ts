import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
// The file, not the folder: the server bundle runs as an ES module, which imports no directory.
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Env } from '../env';

/** One message, already rendered in its reader's language: plain text plus a simple HTML alternative. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The Message-ID (without brackets); a retried mail keeps its id, so a receiver can tell a repeat. Generated when absent. */
  messageId?: string;
};

/**
 * Sends mail. `send` never rejects: a failure is logged and swallowed, because no request may fail (or reveal
 * anything) for a mail server being down. It resolves once the message was handed over or the failure logged,
 * so a caller that must not wait (password reset: same timing for every address) simply does not await it.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Hands the message over or rejects: for the notification jobs, which retry a failed send later. */
  deliver(message: MailMessage): Promise<void>;
};

type MailLogger = { info(bindings: object, message: string): void; error(bindings: object, message: string): void };

export type MailerOptions = {
  /** smtp:// or smtps:// with optional user:password@; without it messages go to the outbox. */
  smtpUrl?: string;
  from: string;
  /** Where messages are written without SMTP; null keeps them nowhere (an in-memory app) and only logs them. */
  outboxDir: string | null;
  log: MailLogger;
};

/** Builds the mailer once for the app: SMTP when SMTP_URL is set, otherwise the DATA_DIR/outbox folder. */
export function createMailerFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: MailLogger): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: env.DATA_DIR === 'memory://' ? null : path.join(env.DATA_DIR, 'outbox'),
    log,
  });
}

export function createMailer(options: MailerOptions): Mailer {
  const delivery = options.smtpUrl ? smtpDelivery(options.smtpUrl) : outboxDelivery(options.outboxDir, options.log);
  const deliver = async ({ messageId, ...message }: MailMessage) => delivery({ from: options.from, ...message, ...(messageId ? { messageId: `<${messageId}>` } : {}) });
  return {
    async send(message) {
      try {
        await deliver(message);
      } catch (error) {
        options.log.error({ err: error, subject: message.subject }, 'mail not sent');
      }
    },
    deliver,
  };
}

type Envelope = Omit<MailMessage, 'messageId'> & { from: string; messageId?: string };
type Delivery = (message: Envelope) => Promise<void>;

/**
 * Bounded waits: a notification job's lease (server/services/notification-jobs.ts) must outlast a send, or another
 * instance would take the job again while this one still talks to the server.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/**
 * The SMTP server of SMTP_URL. The URL is parsed first: nodemailer reads nothing but the URL from an options object
 * that has one, which dropped the timeouts above.
 */
function smtpDelivery(url: string): Delivery {
  const transport = nodemailer.createTransport({ ...parseConnectionUrl(url), ...SMTP_TIMEOUTS_MS });
  return async (message) => {
    await transport.sendMail(message);
  };
}

/** The raw RFC 822 message, as SMTP would carry it, written to <dir>/<timestamp>-<random>.eml. */
function outboxDelivery(dir: string | null, log: MailLogger): Delivery {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    if (!dir) {
      log.info({ to: message.to, subject: message.subject }, 'mail not kept (no SMTP_URL, in-memory data)');
      return;
    }
    const info = await build.sendMail(message);
    await fs.mkdir(dir, { recursive: true });
    // The timestamp first, so the folder lists in sending order; the random part keeps same-millisecond mails apart.
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
  };
}
