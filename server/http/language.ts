import type { Lang } from '../../domain/messages';
import { DEFAULT_LANG, isLang } from '../../domain/messages/format';
import { canonicalTimeZone, TIME_ZONE_MAX_LENGTH } from '../../domain/rules/time-zones';

/**
 * Remembers what a header value resolves to: browsers send a handful of distinct values, so each is worked out
 * once instead of on every request. Bounded, so a client sending endless distinct values cannot grow it: once
 * full, new values are worked out every time.
 */
function memoized<T>(resolve: (header: string) => T, size = 1000): (header: string) => T {
  const known = new Map<string, T>();
  return (header) => {
    const cached = known.get(header);
    if (cached !== undefined) return cached;
    const value = resolve(header);
    if (known.size < size) known.set(header, value);
    return value;
  };
}

/** ?lang=es|en wins, then the first es/en in Accept-Language (by q), else Spanish. */
function negotiateLanguage(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(queryLang)) return queryLang;
  if (!acceptLanguage) return DEFAULT_LANG;
  return acceptedLanguage(acceptLanguage);
}

const acceptedLanguage = memoized((acceptLanguage: string): Lang => {
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? DEFAULT_LANG;
});

/** The language of a request's answer (?lang= or Accept-Language). */
export function requestLanguage(request: { query: unknown; headers: Record<string, string | string[] | undefined> }): Lang {
  const header = request.headers['accept-language'];
  return negotiateLanguage((request.query as { lang?: unknown } | undefined)?.lang, typeof header === 'string' ? header : undefined);
}

/** The caller's IANA time zone (X-Time-Zone header), UTC when absent or unknown. */
export function resolveTimeZone(header: unknown): string {
  if (typeof header !== 'string' || header.length === 0 || header.length > TIME_ZONE_MAX_LENGTH) return 'UTC';
  return knownTimeZone(header);
}

// Building an Intl.DateTimeFormat costs ~100-200 µs: once per distinct header value, not per request.
const knownTimeZone = memoized((header: string): string => canonicalTimeZone(header) ?? 'UTC');
