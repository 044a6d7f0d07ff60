import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import helmetMiddleware, { type HelmetOptions } from 'helmet';
import { AppError } from '../../domain/errors';
import { envelopeOf } from './errors';
import { DEFAULT_LANG } from '../../domain/messages/format';

/** The caching of API answers: none, in the browser or any shared cache. */
export const API_CACHE_CONTROL = 'no-store';

/** The security headers of every response; the built client satisfies this CSP. */
const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      // The service worker (/sw.js) and the web app manifests are the app's own files.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

function helmetHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmetMiddleware(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The same headers as a plain object, for answers written before Fastify's hooks run. */
export const securityHeaders: Readonly<Record<string, string>> = helmetHeadersOf(helmetOptions);

/**
 * Requests Node's HTTP parser refuses (headers over its limit, malformed requests) never reach Fastify's
 * handlers: answer them with the envelope and the security headers, in the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const envelope = envelopeOf(new AppError(tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST'), DEFAULT_LANG);
  const body = JSON.stringify(envelope);
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': randomUUID(),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
  socket.end(`HTTP/1.1 ${envelope.statusCode} ${envelope.error}\r\n${head}\r\n\r\n${body}`);
}
