import fs from 'node:fs';
import path from 'node:path';
import { Agent, request } from 'undici';
import webPush from 'web-push';
import { z } from 'zod';
import type { Env } from '../env';
import { isPublicAddress, literalAddress, publicOnlyLookup } from './webhooks';

// Web Push (issue 40): the VAPID key pair and the POST of an encrypted message to a browser's push service (RFC 8030,
// payload encrypted as RFC 8291 says, aes128gcm). docs/decisions/2026-12-01-web-push.md.

/** The VAPID pair (base64url, web-push's form) and the contact the push services may write to. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The contact named outside production when VAPID_SUBJECT is not set. */
const DEVELOPMENT_SUBJECT = 'mailto:no-reply@prospera.local';

const StoredPair = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment (env.ts requires them in production with DATABASE_URL),
 * else a pair generated once and kept in DATA_DIR/vapid-keys.json (development; a fresh one per process in memory),
 * as resolveJwtSecret keeps the JWT key.
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.DATA_DIR === 'memory://') return { ...webPush.generateVAPIDKeys(), subject };
  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  }
  return { ...StoredPair.parse(JSON.parse(fs.readFileSync(file, 'utf8'))), subject };
}

/** Where a push goes: a subscription's endpoint and the browser's keys (base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What one try came to: the status the push service answered, or the error that kept it from answering. */
export type PushAttempt = { status: number | null; error: string | null };

export type PushSender = {
  /** The VAPID public key the browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Encrypts `payload` to the target's keys and POSTs it, signed with VAPID, within the timeout. Never throws. */
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushAttempt>;
  close(): Promise<void>;
};

/** How much of an answer's body is read before the connection is dropped: nothing of it is kept. */
const ANSWER_BODY_LIMIT = 4096;

/**
 * The push sender: web-push builds the request (the aes128gcm body and the VAPID Authorization header), undici sends
 * it through an agent that, in production (`strict`), connects only to public addresses (the webhooks' rule), so a
 * subscription cannot point the server at its own network.
 */
export function createPushSender(keys: VapidKeys, options: { strict: boolean; timeoutMs: number }): PushSender {
  const agent = new Agent({
    connect: options.strict ? { lookup: publicOnlyLookup, timeout: options.timeoutMs } : { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return {
    publicKey: keys.publicKey,
    async send(target, payload, ttlSeconds) {
      try {
        const literal = literalAddress(new URL(target.endpoint).hostname);
        if (options.strict && literal && !isPublicAddress(literal)) throw new Error(`refused: ${literal} is not a public address`);
        const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: keys,
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
        });
        const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
        const answer = await request(details.endpoint, { method: 'POST', dispatcher: agent, body: details.body, headers, signal: AbortSignal.timeout(options.timeoutMs) });
        await answer.body.dump({ limit: ANSWER_BODY_LIMIT });
        return { status: answer.statusCode, error: null };
      } catch (error) {
        const message = (error as Error).name === 'TimeoutError' ? `timed out after ${options.timeoutMs} ms` : String((error as Error).message ?? error);
        return { status: null, error: message.slice(0, 500) };
      }
    },
    close: () => agent.close(),
  };
}
