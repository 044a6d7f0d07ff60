import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERROR_DETAILS } from '../../domain/errors';

// Requests to the app in-process, each from an address of its own (the app must trust X-Forwarded-For), and
// the checks every answer of the HTTP layer must pass.

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'; url: string; headers?: Record<string, string>; payload?: string };

/** send() uses a new address per request unless given one, so rate limits are only met on purpose. */
export function addressedClient(app: FastifyInstance, network: number) {
  let next = 0;
  const freshIp = () => {
    next += 1;
    return `10.${network}.${Math.floor(next / 250)}.${next % 250}`;
  };
  const send = (call: Call, ip = freshIp()) =>
    app.inject({ method: call.method, url: call.url, headers: { 'x-forwarded-for': ip, ...call.headers }, ...(call.payload !== undefined ? { payload: call.payload } : {}) });
  return { freshIp, send };
}

/** Helmet's headers (our CSP among them) and the request id; never X-Powered-By. */
export function expectSecurityHeaders(response: { headers: Record<string, unknown> }, what: string): void {
  const headers = response.headers;
  const csp = headers['content-security-policy'];
  expect({ what, csp: typeof csp === 'string' ? csp : null }).toEqual({ what, csp: expect.stringContaining("default-src 'self'") });
  expect({
    what,
    nosniff: headers['x-content-type-options'],
    frames: headers['x-frame-options'],
    hsts: typeof headers['strict-transport-security'],
    referrer: headers['referrer-policy'],
    opener: headers['cross-origin-opener-policy'],
    poweredBy: headers['x-powered-by'],
    requestId: typeof headers['x-request-id'],
  }).toEqual({ what, nosniff: 'nosniff', frames: 'SAMEORIGIN', hsts: 'string', referrer: 'no-referrer', opener: 'same-origin', poweredBy: undefined, requestId: 'string' });
}

/** The REST error envelope with this status and code. */
/** The detail fields a refusal with this code carries, whatever their values. */
function detailsOf(code: string): Record<string, unknown> {
  const names: readonly string[] = (ERROR_DETAILS as Record<string, readonly string[]>)[code] ?? [];
  return Object.fromEntries(names.map((name) => [name, expect.anything()]));
}

export function expectEnvelope(response: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
    status,
    body: {
      statusCode: status,
      error: expect.any(String),
      code,
      message: expect.any(String),
      ...(code === 'VALIDATION_ERROR' ? { issues: expect.any(Array) } : {}),
      ...detailsOf(code),
    },
  });
}
