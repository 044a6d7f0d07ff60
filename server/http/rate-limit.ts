import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { bearerToken } from './run';
import { rateLimitUnits } from './trpc/batch';
import { AppError } from '../../domain/errors';
import { API_RATE_LIMIT_WINDOW_MS, createApiRateLimiter, type RateLimitStanding } from '../infra/rate-limit';
import { keyedHash } from '../infra/tokens';

// The fields of draft-ietf-httpapi-ratelimit-headers-10 (structured fields, RFC 9651): one policy, "api".
// docs/decisions/2026-11-30-ratelimit-fields.md.
const POLICY = '"api"';

/** RateLimit-Policy: the quota of the "api" policy, `max` units per 60-second window. */
export function rateLimitPolicyField(max: number): string {
  return `${POLICY};q=${max};w=${API_RATE_LIMIT_WINDOW_MS / 1000}`;
}

/** RateLimit: the units left (never below 0) and the whole seconds until the window resets (at least 0). */
export function rateLimitField({ remaining, resetInMs }: RateLimitStanding): string {
  return `${POLICY};r=${Math.max(0, Math.floor(remaining))};t=${Math.max(0, Math.ceil(resetInMs / 1000))}`;
}

/** Of two standings, the one that runs out first: fewer units left, or of equals the later reset. */
function tighter(a: RateLimitStanding, b: RateLimitStanding): RateLimitStanding {
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetInMs >= b.resetInMs ? a : b;
}

type Counted = { keys: string[]; units: number; standing: RateLimitStanding };

/**
 * RATE_LIMIT_MAX API units per minute per IP and per bearer credential, counted in Redis when there is one; other
 * paths are not limited. A request spends one unit per procedure it calls: a tRPC batch of 10 spends 10, as ten
 * requests would. Every API answer (429 included) carries RateLimit-Policy and RateLimit for the tightest key; a 304
 * gives its units back.
 */
export const apiRateLimit = fp<{ max: number; redis: Redis | undefined; secret: Uint8Array }>(
  async (app, { max, redis, secret }) => {
    const limiter = createApiRateLimiter(max, redis);
    const policy = rateLimitPolicyField(max);
    // An HMAC of the credential under the server secret: no database read, the same key on every instance, and
    // never the digest the database stores of a personal access token.
    const credentialKey = keyedHash(secret, 'prospera api rate-limit key');
    const counted = new WeakMap<FastifyRequest, Counted>();

    function answerFields(reply: FastifyReply, standing: RateLimitStanding) {
      reply.header('ratelimit-policy', policy);
      reply.header('ratelimit', rateLimitField(standing));
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const units = rateLimitUnits(request.url);
      const token = bearerToken(request.headers.authorization);
      const keys = [request.ip];
      try {
        let standing = await limiter.hit(keys, units);
        // The credential counts once the address is within its limit, so a flood of made-up tokens from one address
        // opens no more windows than that address may spend.
        if (token) {
          const tokenKey = `token:${credentialKey(token).toString('base64url')}`;
          keys.push(tokenKey);
          standing = tighter(standing, await limiter.hit([tokenKey], units));
        }
        counted.set(request, { keys, units, standing });
        answerFields(reply, standing);
      } catch (error) {
        if (error instanceof AppError && typeof error.params.retryAfter === 'number') {
          answerFields(reply, { remaining: 0, resetInMs: error.params.retryAfter * 1000 });
        }
        throw error;
      }
    });

    // A 304 (If-None-Match naming the current ETag) sends no body: it costs nothing, and its fields say so.
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 304) return;
      const spent = counted.get(request);
      if (!spent) return;
      counted.delete(request);
      await limiter.refund(spent.keys, spent.units);
      answerFields(reply, { remaining: Math.min(max, spent.standing.remaining + spent.units), resetInMs: spent.standing.resetInMs });
    });
  },
  { name: 'api-rate-limit' },
);
