// The legal PDFs kept in localStorage for 24 h per document and language (SPEC section 7); the fetch
// sends no token (SPEC section 6).
export const PDF_CACHE_PREFIX = 'pdf_cache_';
export const PDF_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const PDF_CLEANUP_DELAY_MS = 1000;

export type LegalDocumentType = 'terms' | 'privacy';
type CachedPdf = { savedAt: number; data: string };

export function pdfCacheKey(type: LegalDocumentType, language: string): string {
  return `${PDF_CACHE_PREFIX}${type}_${language.toUpperCase()}`;
}

export function documentUrl(type: LegalDocumentType, language: string): string {
  return `/api/v1/documents/${type}/${language.toUpperCase()}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function readEntry(key: string): CachedPdf | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CachedPdf>;
    return typeof entry.savedAt === 'number' && typeof entry.data === 'string' ? (entry as CachedPdf) : null;
  } catch {
    return null;
  }
}

function isFresh(entry: CachedPdf, now: number): boolean {
  return now - entry.savedAt < PDF_CACHE_TTL_MS;
}

/** The document's bytes: from the cache while fresh, otherwise downloaded (and cached when storage allows). */
export async function loadLegalPdf(type: LegalDocumentType, language: string, now = Date.now()): Promise<Uint8Array> {
  const key = pdfCacheKey(type, language);
  const cached = readEntry(key);
  if (cached && isFresh(cached, now)) return fromBase64(cached.data);
  const response = await fetch(documentUrl(type, language), { headers: { accept: 'application/pdf' } });
  if (!response.ok) throw new Error(`Error ${response.status}: ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, data: toBase64(bytes) } satisfies CachedPdf));
  } catch {
    // A full storage only means downloading it again next time.
  }
  return bytes;
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
