import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLegalPdf } from './pdf-cache';
import { cleanExpiredPdfs, PDF_CACHE_TTL_MS, pdfCacheKey, scheduleExpiredPdfCleanup } from './pdf-cache-cleanup';

const bytes = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 255, 0]);

function serve(status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(status === 200 ? bytes : '{}', { status, statusText: status === 200 ? 'OK' : 'Not Found' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.useRealTimers());

function pdfKeys(): string[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('pdf_cache_'))
    .sort();
}

describe('the legal PDF cache', () => {
  it('downloads once per document and language and keeps it 24 h', async () => {
    const fetchMock = serve();
    const now = Date.UTC(2025, 5, 1);
    expect(await loadLegalPdf('terms', 'es', now)).toEqual(bytes);
    expect(await loadLegalPdf('terms', 'es', now + PDF_CACHE_TTL_MS - 1)).toEqual(bytes);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadLegalPdf('terms', 'en', now);
    await loadLegalPdf('privacy', 'es', now);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/documents/terms/ES', '/api/v1/documents/terms/EN', '/api/v1/documents/privacy/ES']);
    expect(pdfKeys()).toEqual([pdfCacheKey('privacy', 'es'), pdfCacheKey('terms', 'en'), pdfCacheKey('terms', 'es')].sort());
    await loadLegalPdf('terms', 'es', now + PDF_CACHE_TTL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a failed download throws with the status and caches nothing', async () => {
    serve(404);
    await expect(loadLegalPdf('privacy', 'en')).rejects.toThrow('Error 404: Not Found');
    expect(pdfKeys()).toEqual([]);
  });

  it('cleans expired entries 1 s after load, and leaves fresh ones and other keys', () => {
    vi.useFakeTimers();
    const now = Date.now();
    localStorage.setItem(pdfCacheKey('terms', 'es'), JSON.stringify({ savedAt: now - PDF_CACHE_TTL_MS - 1, data: 'AA==' }));
    localStorage.setItem(pdfCacheKey('terms', 'en'), JSON.stringify({ savedAt: now - 1000, data: 'AA==' }));
    localStorage.setItem(pdfCacheKey('privacy', 'es'), 'broken');
    localStorage.setItem('language', 'es');
    scheduleExpiredPdfCleanup();
    vi.advanceTimersByTime(999);
    expect(pdfKeys()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(Object.keys(localStorage).sort()).toEqual(['language', pdfCacheKey('terms', 'en')].sort());
  });

  it('cleanExpiredPdfs works on demand', () => {
    localStorage.setItem(pdfCacheKey('terms', 'es'), JSON.stringify({ savedAt: 0, data: 'AA==' }));
    cleanExpiredPdfs(PDF_CACHE_TTL_MS);
    expect(pdfKeys()).toEqual([]);
  });
});
