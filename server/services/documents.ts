import { LEGAL_DOCUMENT_TYPES, legalDocuments, type LegalDocumentType } from '../../domain/content/documents';
import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { renderLegalPdf } from '../infra/pdf';

/** The languages of the document URLs (GET /documents/{type}/{ES|EN}). */
export const DOCUMENT_LANGS = ['ES', 'EN'] as const;

export type LegalPdf = {
  /** The same object on every call for a document: the transport's ETag of it is computed once (server/http/etag.ts). */
  bytes: Buffer;
  filename: string;
  /** The document's last-updated date. */
  lastModified: Date;
};

export type DocumentKey = { type: LegalDocumentType; lang: Lang };

/**
 * Reads the URL's type and language: type is terms or privacy, language ES or EN (lower case accepted too);
 * anything else is DOCUMENT_NOT_FOUND.
 */
export function documentKey(type: string, lang: string): DocumentKey {
  const knownType = LEGAL_DOCUMENT_TYPES.find((candidate) => candidate === type);
  const knownLang = DOCUMENT_LANGS.find((candidate) => candidate === lang.toUpperCase());
  if (!knownType || !knownLang) throw new AppError('DOCUMENT_NOT_FOUND');
  return { type: knownType, lang: knownLang === 'ES' ? 'es' : 'en' };
}

async function buildPdf({ type, lang }: DocumentKey): Promise<LegalPdf> {
  const document = legalDocuments[type][lang];
  const bytes = await renderLegalPdf(document, lang);
  return {
    bytes,
    filename: `prospera-${type}-${lang}.pdf`,
    lastModified: new Date(`${document.lastUpdated}T00:00:00Z`),
  };
}

const built = new Map<string, Promise<LegalPdf>>();

/** The PDF of a legal document, rendered the first time it is asked for and kept for the life of the process. */
export function legalPdf(key: DocumentKey): Promise<LegalPdf> {
  const cacheKey = `${key.type}:${key.lang}`;
  let pdf = built.get(cacheKey);
  if (!pdf) {
    pdf = buildPdf(key);
    // A failed rendering is not kept, so the next request tries again.
    void pdf.catch(() => built.delete(cacheKey));
    built.set(cacheKey, pdf);
  }
  return pdf;
}
