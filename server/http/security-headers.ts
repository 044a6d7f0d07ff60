import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { API_CACHE_CONTROL, securityHeaders } from './security';

const SECURITY_HEADERS = Object.entries(securityHeaders);

/** The answer headers a cross-origin caller may read beyond the safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag'];

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The security headers of every response, and CORS for the origins listed in CORS_ORIGINS (off when none). The
 * headers are helmet's for helmetOptions, computed once at start-up (http/security.ts) and set in one hook before
 * any route runs, among the reply's headers: Node then checks each name and value once, when the head is written,
 * rather than in setHeader and again in writeHead's merge. Every API answer is
 * `Cache-Control: no-store` (personal data, tokens, language-dependent public reads, errors) unless its route
 * sets its own caching (the legal documents); the built client outside /api keeps its own.
 */
export const httpSecurity = fp<{ corsOrigins: string }>(
  async (app, { corsOrigins }) => {
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
      if (isApiUrl(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
      done();
    });
    const origins = corsOrigins.split(',').map((origin) => origin.trim()).filter(Boolean);
    // A page on another origin may read the rate-limit fields and a 429's wait (none is CORS-safelisted).
    if (origins.length > 0) await app.register(cors, { origin: origins, credentials: false, exposedHeaders: CORS_EXPOSED_HEADERS });
  },
  { name: 'security-headers' },
);
