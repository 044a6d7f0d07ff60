// The legal PDFs' 24 h cache in localStorage (SPEC section 7): its keys, freshness and cleanup. Apart from the
// download (pdf-cache.ts) because the app schedules the cleanup on every load (main.tsx loads it beside the first
// screen, out of the first bundle).
const PDF_CACHE_PREFIX = 'pdf_cache_';
export const PDF_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const PDF_CLEANUP_DELAY_MS = 1000;

export type LegalDocumentType = 'terms' | 'privacy';
export type CachedPdf = { savedAt: number; data: string };

export function pdfCacheKey(type: LegalDocumentType, language: string): string {
  return `${PDF_CACHE_PREFIX}${type}_${language.toUpperCase()}`;
}

export function readEntry(key: string): CachedPdf | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CachedPdf>;
    return typeof entry.savedAt === 'number' && typeof entry.data === 'string' ? (entry as CachedPdf) : null;
  } catch {
    return null;
  }
}

export function isFresh(entry: CachedPdf, now: number): boolean {
  return now - entry.savedAt < PDF_CACHE_TTL_MS;
}

/** Removes the cached documents older than 24 h (and unreadable entries). */
export function cleanExpiredPdfs(now = Date.now()): void {
  const stale: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.startsWith(PDF_CACHE_PREFIX)) continue;
    const entry = readEntry(key);
    if (!entry || !isFresh(entry, now)) stale.push(key);
  }
  for (const key of stale) localStorage.removeItem(key);
}

/** SPEC section 7: expired entries are cleaned 1 s after the app loads. */
export function scheduleExpiredPdfCleanup(): void {
  window.setTimeout(() => {
    try {
      cleanExpiredPdfs();
    } catch {
      // storage unavailable: nothing cached to clean
    }
  }, PDF_CLEANUP_DELAY_MS);
}
