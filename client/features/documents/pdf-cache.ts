// The legal PDFs kept in localStorage for 24 h per document and language (SPEC section 7); the fetch
// sends no token (SPEC section 6).
import { isFresh, pdfCacheKey, readEntry, type CachedPdf, type LegalDocumentType } from './pdf-cache-cleanup';

export type { LegalDocumentType } from './pdf-cache-cleanup';

/** Where the server serves a document's PDF (also the dialog's download link). */
export function legalPdfUrl(type: LegalDocumentType, language: string): string {
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

/** The document's bytes: from the cache while fresh, otherwise downloaded (and cached when storage allows). */
export async function loadLegalPdf(type: LegalDocumentType, language: string, now = Date.now()): Promise<Uint8Array> {
  const key = pdfCacheKey(type, language);
  const cached = readEntry(key);
  if (cached && isFresh(cached, now)) return fromBase64(cached.data);
  const response = await fetch(legalPdfUrl(type, language), { headers: { accept: 'application/pdf' } });
  if (!response.ok) throw new Error(`Error ${response.status}: ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, data: toBase64(bytes) } satisfies CachedPdf));
  } catch {
    // A full storage only means downloading it again next time.
  }
  return bytes;
}
