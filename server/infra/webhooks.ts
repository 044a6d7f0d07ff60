import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { JWTPayload } from 'jose';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { AppError } from '../../domain/errors';
import type { MessageCode } from '../../domain/messages';
import { createSealer } from './sealed';

// Outbound webhook requests (issue 39): the signing secrets sealed at rest, the SSRF rule, and the signed POST.
// docs/decisions/2026-11-30-webhooks.md.

/** A Standard Webhooks secret: whsec_ and the base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Whether an address may be reached from production: only public unicast ones (ipaddr.js range 'unicast'); private,
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved and the rest are refused. An IPv4 address
 * written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host of a URL as an address when it is one (IPv6 without its brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** The addresses a host name resolves to (all families). */
async function resolveAll(hostname: string, unresolved: MessageCode): Promise<string[]> {
  try {
    return (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new AppError(unresolved);
  }
}

/** The errors an outbound URL is refused with: not https, a private address, a host that cannot be found. */
export type OutboundUrlErrors = { notHttps: MessageCode; private: MessageCode; unresolved: MessageCode };

/**
 * Refuses a URL the server may not send to: not https (http is taken for a loopback host outside production), or, in
 * production (`strict`), a host that is or resolves to an address that is not public. Answers nothing.
 */
export async function checkOutboundUrl(text: string, strict: boolean, errors: OutboundUrlErrors): Promise<void> {
  const url = new URL(text);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && !strict)) throw new AppError(errors.notHttps);
  if (!strict) return;
  const literal = literalAddress(url.hostname);
  const addresses = literal ? [literal] : await resolveAll(url.hostname, errors.unresolved);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new AppError(errors.private);
}

/** checkOutboundUrl for a webhook endpoint. */
export async function checkWebhookUrl(text: string, strict: boolean): Promise<void> {
  await checkOutboundUrl(text, strict, { notHttps: 'WEBHOOK_URL_NOT_HTTPS', private: 'WEBHOOK_URL_PRIVATE', unresolved: 'WEBHOOK_URL_UNRESOLVED' });
}

/** A delivery refused before connecting: the URL leads to an address that is not public. */
class RefusedAddress extends Error {}

const failureOf = (error: unknown, timedOut: boolean): WebhookSendFailure => {
  if (timedOut) return 'WEBHOOK_SEND_TIMEOUT';
  const refused = error instanceof RefusedAddress || (error as Error | null)?.cause instanceof RefusedAddress;
  return refused ? 'WEBHOOK_SEND_REFUSED_ADDRESS' : 'WEBHOOK_SEND_UNREACHABLE';
};

/**
 * The connection's name lookup in production: the addresses are resolved, checked and handed to the socket in one
 * step, so the socket connects to the very address that was checked (a name that resolves to a public address at
 * registration and to a private one at delivery, DNS rebinding, is refused at delivery).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
    if (error) return callback(error, '', 0);
    const bad = entries.find((entry) => !isPublicAddress(entry.address));
    if (bad || entries.length === 0) return callback(new RefusedAddress(`refused: ${hostname} resolves to ${bad?.address ?? 'nothing'}, not a public address`), '', 0);
    if (options.all) return (callback as unknown as (error: null, entries: dns.LookupAddress[]) => void)(null, entries);
    const [first] = entries as [dns.LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** Why a try got no answer, as the delivery log's message code. */
export type WebhookSendFailure = 'WEBHOOK_SEND_TIMEOUT' | 'WEBHOOK_SEND_REFUSED_ADDRESS' | 'WEBHOOK_SEND_UNREACHABLE';

/**
 * What one try of a delivery came to: the status answered, or the error that kept it from answering (its technical
 * detail, and its kind for the log's translated message).
 */
export type WebhookAttempt = { status: number | null; durationMs: number; error: string | null; failure: WebhookSendFailure | null };

/** What is sent: the endpoint, its secret, and the event (its id, instant and body). */
export type WebhookRequest = { url: string; secret: string; eventId: string; timestamp: Date; body: string };

/** How much of an answer's body is read before the connection is dropped: nothing of it is kept. */
const ANSWER_BODY_LIMIT = 4096;

export type WebhookSender = {
  /** Signs and POSTs one event, following no redirect, within the timeout. Never throws: a failure is its error. */
  send(request: WebhookRequest): Promise<WebhookAttempt>;
  /** Seals a signing secret for the database, and opens one sealed by this server. */
  seal(secret: string, now: Date): Promise<string>;
  open(sealed: string, now: Date): Promise<string>;
  close(): Promise<void>;
};

type SealedSecret = JWTPayload & { whsec: string };
const isSealedSecret = (claims: JWTPayload): claims is SealedSecret => typeof claims.whsec === 'string';
/** Sealed values expire; a signing secret lives as long as its endpoint, so its seal is given a century. */
const SECRET_SEAL_MS = 100 * 365 * 24 * 60 * 60_000;

export function createWebhookSender(serverSecret: Uint8Array, options: { strict: boolean; timeoutMs: number }): WebhookSender {
  const sealer = createSealer<SealedSecret>(serverSecret, 'webhook secret', isSealedSecret);
  const agent = new Agent({
    connect: options.strict ? { lookup: publicOnlyLookup, timeout: options.timeoutMs } : { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return {
    async send({ url, secret, eventId, timestamp, body }) {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const literal = literalAddress(new URL(url).hostname);
        if (options.strict && literal && !isPublicAddress(literal)) throw new RefusedAddress(`refused: ${literal} is not a public address`);
        const signature = new Webhook(secret).sign(eventId, timestamp, body);
        const answer = await request(url, {
          method: 'POST',
          dispatcher: agent,
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Prospera-Webhooks/1',
            'webhook-id': eventId,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        await answer.body.dump({ limit: ANSWER_BODY_LIMIT });
        return { status: answer.statusCode, durationMs: took(), error: null, failure: null };
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        const message = timedOut ? `timed out after ${options.timeoutMs} ms` : String((error as Error).message ?? error);
        return { status: null, durationMs: took(), error: message.slice(0, 500), failure: failureOf(error, timedOut) };
      }
    },
    seal: (secret, now) => sealer.seal({ whsec: secret }, new Date(now.getTime() + SECRET_SEAL_MS), now),
    async open(sealed, now) {
      const claims = await sealer.open(sealed, now);
      if (!claims || claims === 'expired') throw new Error('a webhook secret this server cannot open');
      return claims.whsec;
    },
    close: () => agent.close(),
  };
}
