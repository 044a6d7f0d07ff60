// The legal texts, by document and language: the source of the PDFs the server serves and of the client's
// /terms and /privacy pages.
import { LOCALES, type Lang } from '../../messages/format';
import { longDate } from '../../rules/dates';
import { privacyEn } from './privacy-en';
import { privacyEs } from './privacy-es';
import { termsEn } from './terms-en';
import { termsEs } from './terms-es';
import type { LegalDocument } from './types';

export type { LegalDocument, LegalSection } from './types';

export const LEGAL_DOCUMENT_TYPES = ['terms', 'privacy'] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export const legalDocuments: Readonly<Record<LegalDocumentType, Readonly<Record<Lang, LegalDocument>>>> = {
  terms: { es: termsEs, en: termsEn },
  privacy: { es: privacyEs, en: privacyEn },
};

const labels = {
  es: { lastUpdated: 'Última actualización', page: 'Página {page} de {pages}' },
  en: { lastUpdated: 'Last updated', page: 'Page {page} of {pages}' },
} as const;

/** 'Última actualización: 11 de octubre de 2025' / 'Last updated: October 11, 2025'. */
export function lastUpdatedLabel(document: LegalDocument, lang: Lang): string {
  return `${labels[lang].lastUpdated}: ${longDate(new Date(`${document.lastUpdated}T00:00:00Z`), lang, 'UTC')}`;
}

/** 'Página 2 de 9' / 'Page 2 of 9'. */
export function pageLabel(page: number, pages: number, lang: Lang): string {
  return labels[lang].page.replace('{page}', String(page)).replace('{pages}', String(pages));
}

/** The BCP 47 tag of a document's language, for the PDF's /Lang entry. */
export function legalLocale(lang: Lang): string {
  return LOCALES[lang];
}
