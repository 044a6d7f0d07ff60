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

/** The file name a Content-Disposition header gives ('attachment; filename="a.csv"'), if any. */
export function attachmentName(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
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

/** Today in the reader's time zone as 'YYYY-MM-DD' (for file names). */
export function localDateStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
