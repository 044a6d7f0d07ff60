// The legal texts, loaded when a document is opened: they are too long for the first bundle.
import type { Lang } from '../../../domain/messages';
import type { LegalDocument } from '../../../domain/content/documents';
import type { LegalDocumentType } from './pdf-cache';

export type LoadedLegalText = { document: LegalDocument; updated: string };

/** A document in a language with its 'last updated' line, from a chunk of its own. */
export async function loadLegalText(type: LegalDocumentType, lang: Lang): Promise<LoadedLegalText> {
  const { legalDocuments, lastUpdatedLabel } = await import('../../../domain/content/documents');
  const document = legalDocuments[type][lang];
  return { document, updated: lastUpdatedLabel(document, lang) };
}
