// The progress report PDF (GET /api/v1/reports/progress/{ES|EN}): a REST route with no tRPC twin, fetched with the
// session's bearer token (renewed once on a 401, as the tRPC link does) and saved under the server's file name.
import type { Language } from '../../i18n';
import { announceSessionExpired } from '../../lib/session-events';
import { sessionStore } from '../../lib/session';
import { browserTimeZone } from '../../lib/time-zone';
import { refreshSession } from '../../lib/trpc';

export function progressReportUrl(language: Language): string {
  return `/api/v1/reports/progress/${language.toUpperCase()}`;
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

/** The error envelope of a refused download ({ code, message, statusCode }), or the bare status. */
async function refusal(response: Response): Promise<{ code?: string; message?: string; statusCode: number }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      statusCode: response.status,
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
    };
  } catch {
    return { statusCode: response.status };
  }
}

function request(language: Language, interfaceLanguage: Language): Promise<Response> {
  const token = sessionStore.get()?.access_token;
  return fetch(progressReportUrl(language), {
    headers: {
      accept: 'application/pdf',
      'accept-language': interfaceLanguage,
      'x-time-zone': browserTimeZone(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the report in `language` and saves it; throws the server's error envelope (or a network error) so
 * the caller can word it with errorMessage.
 */
export async function downloadProgressReport(language: Language): Promise<void> {
  let response = await request(language, language);
  if (response.status === 401) {
    if ((await refreshSession()) === 'refused') {
      announceSessionExpired();
      throw await refusal(response);
    }
    response = await request(language, language);
  }
  if (!response.ok) throw await refusal(response);
  const fallback = `prospera-${language === 'es' ? 'progreso' : 'progress'}.pdf`;
  save(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallback);
}
