// Plain REST calls for what tRPC does not carry (files): the same headers and the same refresh-once-on-401 rule
// as the tRPC client, and the server's error envelope turned into a RestError that errorMessage reads.
import { RestError } from './errors';
import { announceSessionExpired } from './session-events';
import { sessionStore } from './session';
import { authorizedHeaders, refreshSession } from './trpc';

export const API_PREFIX = '/api/v1';

async function refusal(response: Response): Promise<RestError> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not the JSON envelope (a proxy's page): the status says enough.
  }
  return new RestError(response.status, typeof body.code === 'string' ? body.code : undefined, typeof body.message === 'string' ? body.message : '');
}

/**
 * GET `path` (under /api/v1) as the signed-in user. A 401 renews the session once and tries again; a refused
 * renewal is the lost session of SPEC section 4. Any other refusal throws a RestError.
 */
export async function authorizedGet(path: string): Promise<Response> {
  const send = () => fetch(API_PREFIX + path, { headers: authorizedHeaders() });
  let response = await send();
  if (response.status === 401 && sessionStore.get()) {
    const outcome = await refreshSession();
    if (outcome === 'renewed') response = await send();
    else announceSessionExpired();
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** The file name of a Content-Disposition header (filename*= first, then filename=), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
