import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors';

// Conditional requests (RFC 9110): the file answers' ETag and the 304 that If-None-Match earns
// (server/http/rest/routes.ts). Services hand over the bytes; the validator is the transport's.

// A body that is one object for the life of the process (a legal PDF, rendered once) is hashed once.
const etagsOfBuffers = new WeakMap<Uint8Array, string>();

/** A strong ETag of a response body: its SHA-256, quoted. */
export function contentEtag(body: string | Uint8Array): string {
  if (typeof body === 'string') return hashed(body);
  let etag = etagsOfBuffers.get(body);
  if (!etag) {
    etag = hashed(body);
    etagsOfBuffers.set(body, etag);
  }
  return etag;
}

function hashed(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Every JSON GET of the API (REST and tRPC queries, a batch of queries as one answer) carries the strong ETag of its
 * body, and an If-None-Match that names it answers 304 without the body. Only a 200 to a GET or HEAD: errors and
 * writes carry none (docs/decisions/2026-11-30-conditional-requests.md says why not @fastify/etag). An answer that
 * set its own ETag (a file, a single read's version) keeps it. Registered before the rate limiter, whose onSend
 * gives a 304's units back.
 */
export const jsonEtags = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/api/')) return payload;
      const body = payload instanceof Response ? await unwrapped(payload, reply) : payload;
      if (reply.statusCode !== 200 || (typeof body !== 'string' && !Buffer.isBuffer(body))) return body;
      if (!/^application\/json/i.test(String(reply.getHeader('content-type') ?? ''))) return body;
      const existing = reply.getHeader('etag');
      const etag = typeof existing === 'string' ? existing : contentEtag(body);
      reply.header('etag', etag);
      if (!matchesEtag(request.headers['if-none-match'], etag)) return body;
      reply.code(304);
      return '';
    });
  },
  { name: 'json-etags' },
);

/**
 * tRPC's Fastify adapter sends a fetch Response, which Fastify unpacks only after the onSend hooks: its status and
 * headers go on the reply here, and a 200's JSON body is read to be hashed (a query's answer is never streamed).
 */
async function unwrapped(response: Response, reply: FastifyReply): Promise<unknown> {
  if (response.status !== 200 || !/^application\/json/i.test(response.headers.get('content-type') ?? '')) return response;
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return response.text();
}

/** The ETag of a single read: its version, then a hash of the answer so that its derived fields (counters) count too. */
export function versionEtag(version: number, body: string): string {
  return `"${version}.${contentEtag(body).slice(1, 17)}"`;
}

// An entity tag as RFC 9110 writes it: optionally weak, an opaque string in double quotes.
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;
// What our strong ETags of a version look like: "<version>" (a list item's version) or a single read's ETag.
const VERSION_TAG = /^(\d{1,9})(\.[\w-]+)?$/;

/**
 * The versions an If-Match header names: '*' (any current row), a list of versions (strong comparison: a weak tag or
 * one this API never issued names none, and answers 412), or null without the header. A header that is not a list of
 * entity tags answers 400 IF_MATCH_INVALID; sent twice, its lists are read as one.
 */
export function versionsOfIfMatch(header: string | string[] | undefined): '*' | number[] | null {
  if (header === undefined) return null;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return '*';
  const tags = value.split(',').map((tag) => ENTITY_TAG.exec(tag.trim()));
  if (tags.length === 0 || tags.some((tag) => tag === null)) throw new AppError('IF_MATCH_INVALID');
  return tags.flatMap((tag) => {
    const version = tag && !tag[1] ? VERSION_TAG.exec(tag[2] ?? '') : null;
    return version ? [Number(version[1])] : [];
  });
}
