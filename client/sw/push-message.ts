// What the push handler reads from a push message and where a tap on its notification leads (client/sw/push.ts), as
// pure functions the client's tests run. The payload is the server's (domain/schemas/push.ts, PushPayloadSchema),
// checked here by hand so the worker carries no schema library.

/** A push message's payload: what the notification shows and the path a tap opens. */
export type PushMessage = { title: string; body: string; url: string; lang: string; tag: string };

/** The screen a tap opens when the payload's url is not a path of the app. */
export const PUSH_FALLBACK_PATH = '/home';

const FIELDS = ['title', 'body', 'url', 'lang', 'tag'] as const;

/** The payload's text as a message, or null when it is not the JSON object the server sends (nothing is shown then). */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const [title, body, url, lang, tag] = FIELDS.map((field) => record[field] as string);
  if (!title) return null;
  return { title, body: body!, url: url!, lang: lang!, tag: tag! };
}

/**
 * The absolute URL a tap opens: the payload's url when it is a path of the app's own origin ('/actions?lang=es'),
 * else the home screen. A full URL, one starting with '//' or a backslash, or any other origin is never followed.
 */
export function notificationTarget(url: unknown, origin: string): string {
  const fallback = new URL(PUSH_FALLBACK_PATH, origin).href;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return fallback;
  const target = new URL(url, origin);
  return target.origin === new URL(origin).origin ? target.href : fallback;
}
