import type { Lang } from '../../domain/messages';

/** The language of an answer whose request names none (or none we speak). */
export const DEFAULT_LANG: Lang = 'es';

/** ?lang=es|en wins, then the first es/en in Accept-Language (by q), else Spanish. */
export function negotiateLanguage(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'es' || queryLang === 'en') return queryLang;
  if (!acceptLanguage) return DEFAULT_LANG;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => entry.base === 'es' || entry.base === 'en');
  return (match?.base as Lang | undefined) ?? DEFAULT_LANG;
}

/** The caller's IANA time zone (X-Time-Zone header), UTC when absent or unknown. */
export function resolveTimeZone(header: unknown): string {
  if (typeof header !== 'string' || header.length === 0 || header.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
