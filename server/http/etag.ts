import { createHash } from 'node:crypto';

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
